from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsAwayChainBlocked")


@_attrs_define
class BombsAwayChainBlocked:
    """
    Attributes:
        seat (int):
        by (int):
    """

    seat: int
    by: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        by = self.by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "by": by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        by = d.pop("by")

        bombs_away_chain_blocked = cls(
            seat=seat,
            by=by,
        )

        return bombs_away_chain_blocked
