from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.haggis_game_started_card_points import HaggisGameStartedCardPoints

T = TypeVar("T", bound="HaggisGameStarted")


@_attrs_define
class HaggisGameStarted:
    """
    Attributes:
        names (list[str]):
        bots (list[bool]):
        target (int):
        card_points (HaggisGameStartedCardPoints):
        first_out_bonus_3p (bool):
        turn_clock_ms (int | None):
        scores (list[int]):
    """

    names: list[str]
    bots: list[bool]
    target: int
    card_points: HaggisGameStartedCardPoints
    first_out_bonus_3p: bool
    turn_clock_ms: int | None
    scores: list[int]

    def to_dict(self) -> dict[str, Any]:
        names = self.names

        bots = self.bots

        target = self.target

        card_points = self.card_points.value

        first_out_bonus_3p = self.first_out_bonus_3p

        turn_clock_ms: int | None
        turn_clock_ms = self.turn_clock_ms

        scores = self.scores

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "names": names,
                "bots": bots,
                "target": target,
                "card_points": card_points,
                "first_out_bonus_3p": first_out_bonus_3p,
                "turn_clock_ms": turn_clock_ms,
                "scores": scores,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        names = cast(list[str], d.pop("names"))

        bots = cast(list[bool], d.pop("bots"))

        target = d.pop("target")

        card_points = HaggisGameStartedCardPoints(d.pop("card_points"))

        first_out_bonus_3p = d.pop("first_out_bonus_3p")

        def _parse_turn_clock_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn_clock_ms = _parse_turn_clock_ms(d.pop("turn_clock_ms"))

        scores = cast(list[int], d.pop("scores"))

        haggis_game_started = cls(
            names=names,
            bots=bots,
            target=target,
            card_points=card_points,
            first_out_bonus_3p=first_out_bonus_3p,
            turn_clock_ms=turn_clock_ms,
            scores=scores,
        )

        return haggis_game_started
