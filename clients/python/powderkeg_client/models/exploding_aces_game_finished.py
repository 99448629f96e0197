from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesGameFinished")


@_attrs_define
class ExplodingAcesGameFinished:
    """
    Attributes:
        winner (int):
        eliminated (list[int]):
    """

    winner: int
    eliminated: list[int]

    def to_dict(self) -> dict[str, Any]:
        winner = self.winner

        eliminated = self.eliminated

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "winner": winner,
                "eliminated": eliminated,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        winner = d.pop("winner")

        eliminated = cast(list[int], d.pop("eliminated"))

        exploding_aces_game_finished = cls(
            winner=winner,
            eliminated=eliminated,
        )

        return exploding_aces_game_finished
