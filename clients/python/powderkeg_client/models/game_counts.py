from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GameCounts")


@_attrs_define
class GameCounts:
    """How many games each of a player's lists holds.

    Attributes:
        waiting (int):
        active (int):
        finished (int):
    """

    waiting: int
    active: int
    finished: int

    def to_dict(self) -> dict[str, Any]:
        waiting = self.waiting

        active = self.active

        finished = self.finished

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "waiting": waiting,
                "active": active,
                "finished": finished,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        waiting = d.pop("waiting")

        active = d.pop("active")

        finished = d.pop("finished")

        game_counts = cls(
            waiting=waiting,
            active=active,
            finished=finished,
        )

        return game_counts
