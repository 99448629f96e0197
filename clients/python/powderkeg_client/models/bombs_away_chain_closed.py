from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsAwayChainClosed")


@_attrs_define
class BombsAwayChainClosed:
    """
    Attributes:
        seat (int):
        dealt (bool):
    """

    seat: int
    dealt: bool

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        dealt = self.dealt

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "dealt": dealt,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        dealt = d.pop("dealt")

        bombs_away_chain_closed = cls(
            seat=seat,
            dealt=dealt,
        )

        return bombs_away_chain_closed
