from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsGameStarted")


@_attrs_define
class BombsGameStarted:
    """
    Attributes:
        names (list[str]):
        bots (list[bool]):
        hands (int):
        window_ms (int):
        turn_clock_ms (int | None):
        scores (list[int]):
        table (bool):
    """

    names: list[str]
    bots: list[bool]
    hands: int
    window_ms: int
    turn_clock_ms: int | None
    scores: list[int]
    table: bool

    def to_dict(self) -> dict[str, Any]:
        names = self.names

        bots = self.bots

        hands = self.hands

        window_ms = self.window_ms

        turn_clock_ms: int | None
        turn_clock_ms = self.turn_clock_ms

        scores = self.scores

        table = self.table

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "names": names,
                "bots": bots,
                "hands": hands,
                "window_ms": window_ms,
                "turn_clock_ms": turn_clock_ms,
                "scores": scores,
                "table": table,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        names = cast(list[str], d.pop("names"))

        bots = cast(list[bool], d.pop("bots"))

        hands = d.pop("hands")

        window_ms = d.pop("window_ms")

        def _parse_turn_clock_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn_clock_ms = _parse_turn_clock_ms(d.pop("turn_clock_ms"))

        scores = cast(list[int], d.pop("scores"))

        table = d.pop("table")

        bombs_game_started = cls(
            names=names,
            bots=bots,
            hands=hands,
            window_ms=window_ms,
            turn_clock_ms=turn_clock_ms,
            scores=scores,
            table=table,
        )

        return bombs_game_started
