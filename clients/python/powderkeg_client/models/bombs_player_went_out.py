from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsPlayerWentOut")


@_attrs_define
class BombsPlayerWentOut:
    """
    Attributes:
        seat (int):
        place (int):
    """

    seat: int
    place: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        place = self.place

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "place": place,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        place = d.pop("place")

        bombs_player_went_out = cls(
            seat=seat,
            place=place,
        )

        return bombs_player_went_out
