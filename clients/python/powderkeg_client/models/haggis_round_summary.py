from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="HaggisRoundSummary")


@_attrs_define
class HaggisRoundSummary:
    """The points of the last round scored, by seat (no cards).

    Attributes:
        round_ (int): The round's number, from 1.
        order (list[int]): The seats that went out, in that order.
        going_out (list[int]): Points for going out, by seat.
        card_points (list[int]): Points of the cards captured, by seat.
        bets (list[int]): Points won from bets, by seat.
        bonus (list[int]): Bonus points (first out with three players, an option), by seat.
        points (list[int]): The round's points by seat: the sum of the others.
    """

    round_: int
    order: list[int]
    going_out: list[int]
    card_points: list[int]
    bets: list[int]
    bonus: list[int]
    points: list[int]

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        order = self.order

        going_out = self.going_out

        card_points = self.card_points

        bets = self.bets

        bonus = self.bonus

        points = self.points

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "round": round_,
                "order": order,
                "going_out": going_out,
                "card_points": card_points,
                "bets": bets,
                "bonus": bonus,
                "points": points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        order = cast(list[int], d.pop("order"))

        going_out = cast(list[int], d.pop("going_out"))

        card_points = cast(list[int], d.pop("card_points"))

        bets = cast(list[int], d.pop("bets"))

        bonus = cast(list[int], d.pop("bonus"))

        points = cast(list[int], d.pop("points"))

        haggis_round_summary = cls(
            round_=round_,
            order=order,
            going_out=going_out,
            card_points=card_points,
            bets=bets,
            bonus=bonus,
            points=points,
        )

        return haggis_round_summary
