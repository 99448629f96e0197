from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bombs_away_rank_blocked_rank import BombsAwayRankBlockedRank

T = TypeVar("T", bound="BombsAwayRankBlocked")


@_attrs_define
class BombsAwayRankBlocked:
    """
    Attributes:
        seat (int):
        rank (BombsAwayRankBlockedRank): The rank blocked.
    """

    seat: int
    rank: BombsAwayRankBlockedRank

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        rank = self.rank.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "rank": rank,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        rank = BombsAwayRankBlockedRank(d.pop("rank"))

        bombs_away_rank_blocked = cls(
            seat=seat,
            rank=rank,
        )

        return bombs_away_rank_blocked
