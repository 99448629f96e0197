from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="IdlePolicy")


@_attrs_define
class IdlePolicy:
    """A game's idle policy (docs/rules.md §0.1).

    Attributes:
        seat_idle_s (int): How long a person's awaited seat may stay silent before a bot plays it (s).
        game_idle_s (int): How long the game lasts with no person at it before it ends abandoned (s).
    """

    seat_idle_s: int
    game_idle_s: int

    def to_dict(self) -> dict[str, Any]:
        seat_idle_s = self.seat_idle_s

        game_idle_s = self.game_idle_s

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat_idle_s": seat_idle_s,
                "game_idle_s": game_idle_s,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat_idle_s = d.pop("seat_idle_s")

        game_idle_s = d.pop("game_idle_s")

        idle_policy = cls(
            seat_idle_s=seat_idle_s,
            game_idle_s=game_idle_s,
        )

        return idle_policy
