from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesWaived")


@_attrs_define
class ExplodingAcesWaived:
    """
    Attributes:
        seat (int):
    """

    seat: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        exploding_aces_waived = cls(
            seat=seat,
        )

        return exploding_aces_waived
