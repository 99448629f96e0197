from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesReversed")


@_attrs_define
class ExplodingAcesReversed:
    """
    Attributes:
        seat (int):
        direction (int):
    """

    seat: int
    direction: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        direction = self.direction

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "direction": direction,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        direction = d.pop("direction")

        exploding_aces_reversed = cls(
            seat=seat,
            direction=direction,
        )

        return exploding_aces_reversed
