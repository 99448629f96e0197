from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsOptions")


@_attrs_define
class BombsOptions:
    """
    Attributes:
        hands (int): number of hands in a game (docs/rules.md §1.5); ties for first then play tie-break hands
        window_ms (int): length of the last call (B5) in milliseconds; 0 takes a trick at its final pass
        turn_clock_ms (int | None): time each seat has for a turn or an exchange decision; on expiry the default of
            docs/rules.md §0 is applied; null for no clock
    """

    hands: int
    window_ms: int
    turn_clock_ms: int | None

    def to_dict(self) -> dict[str, Any]:
        hands = self.hands

        window_ms = self.window_ms

        turn_clock_ms: int | None
        turn_clock_ms = self.turn_clock_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hands": hands,
                "window_ms": window_ms,
                "turn_clock_ms": turn_clock_ms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hands = d.pop("hands")

        window_ms = d.pop("window_ms")

        def _parse_turn_clock_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn_clock_ms = _parse_turn_clock_ms(d.pop("turn_clock_ms"))

        bombs_options = cls(
            hands=hands,
            window_ms=window_ms,
            turn_clock_ms=turn_clock_ms,
        )

        return bombs_options
