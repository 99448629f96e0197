from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsRankRequested")


@_attrs_define
class BombsRankRequested:
    """
    Attributes:
        seat (int):
        rank (str):
        held (bool):
    """

    seat: int
    rank: str
    held: bool

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        rank = self.rank

        held = self.held

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "rank": rank,
                "held": held,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        rank = d.pop("rank")

        held = d.pop("held")

        bombs_rank_requested = cls(
            seat=seat,
            rank=rank,
            held=held,
        )

        return bombs_rank_requested
