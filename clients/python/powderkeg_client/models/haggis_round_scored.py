from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="HaggisRoundScored")


@_attrs_define
class HaggisRoundScored:
    """
    Attributes:
        round_ (int):
        order (list[int]):
        last (int):
        last_hand (list[str]):
        haggis (list[str]):
        captured (list[list[str]]):
        going_out (list[int]):
        card_points (list[int]):
        bets (list[int]):
        bonus (list[int]):
        points (list[int]):
        scores (list[int]):
    """

    round_: int
    order: list[int]
    last: int
    last_hand: list[str]
    haggis: list[str]
    captured: list[list[str]]
    going_out: list[int]
    card_points: list[int]
    bets: list[int]
    bonus: list[int]
    points: list[int]
    scores: list[int]

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        order = self.order

        last = self.last

        last_hand = self.last_hand

        haggis = self.haggis

        captured = []
        for captured_item_data in self.captured:
            captured_item = captured_item_data

            captured.append(captured_item)

        going_out = self.going_out

        card_points = self.card_points

        bets = self.bets

        bonus = self.bonus

        points = self.points

        scores = self.scores

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "round": round_,
                "order": order,
                "last": last,
                "last_hand": last_hand,
                "haggis": haggis,
                "captured": captured,
                "going_out": going_out,
                "card_points": card_points,
                "bets": bets,
                "bonus": bonus,
                "points": points,
                "scores": scores,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        order = cast(list[int], d.pop("order"))

        last = d.pop("last")

        last_hand = cast(list[str], d.pop("last_hand"))

        haggis = cast(list[str], d.pop("haggis"))

        captured = []
        _captured = d.pop("captured")
        for captured_item_data in _captured:
            captured_item = cast(list[str], captured_item_data)

            captured.append(captured_item)

        going_out = cast(list[int], d.pop("going_out"))

        card_points = cast(list[int], d.pop("card_points"))

        bets = cast(list[int], d.pop("bets"))

        bonus = cast(list[int], d.pop("bonus"))

        points = cast(list[int], d.pop("points"))

        scores = cast(list[int], d.pop("scores"))

        haggis_round_scored = cls(
            round_=round_,
            order=order,
            last=last,
            last_hand=last_hand,
            haggis=haggis,
            captured=captured,
            going_out=going_out,
            card_points=card_points,
            bets=bets,
            bonus=bonus,
            points=points,
            scores=scores,
        )

        return haggis_round_scored
