from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Idle")


@_attrs_define
class Idle:
    """A game's idle policy and who is away from it (docs/rules.md §0.1).

    Attributes:
        seat_idle_s (int): How long a person's awaited seat may stay silent before a bot plays it (s).
        game_idle_s (int): How long the game lasts with no person at it before it ends abandoned (s).
        autopilot (list[int]): The seats on autopilot: a bot plays them while another person is at the table.
        resigned (list[int]): The seats that resigned, in the order they did: a bot plays them, they place last.
        abandoned (bool): The game ended with nobody at it: no result, no winner, not rated.
    """

    seat_idle_s: int
    game_idle_s: int
    autopilot: list[int]
    resigned: list[int]
    abandoned: bool

    def to_dict(self) -> dict[str, Any]:
        seat_idle_s = self.seat_idle_s

        game_idle_s = self.game_idle_s

        autopilot = self.autopilot

        resigned = self.resigned

        abandoned = self.abandoned

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat_idle_s": seat_idle_s,
                "game_idle_s": game_idle_s,
                "autopilot": autopilot,
                "resigned": resigned,
                "abandoned": abandoned,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat_idle_s = d.pop("seat_idle_s")

        game_idle_s = d.pop("game_idle_s")

        autopilot = cast(list[int], d.pop("autopilot"))

        resigned = cast(list[int], d.pop("resigned"))

        abandoned = d.pop("abandoned")

        idle = cls(
            seat_idle_s=seat_idle_s,
            game_idle_s=game_idle_s,
            autopilot=autopilot,
            resigned=resigned,
            abandoned=abandoned,
        )

        return idle
