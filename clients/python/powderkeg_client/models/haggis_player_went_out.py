from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="HaggisPlayerWentOut")


@_attrs_define
class HaggisPlayerWentOut:
    """
    Attributes:
        seat (int):
        place (int):
        largest (int):
        points (int):
    """

    seat: int
    place: int
    largest: int
    points: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        place = self.place

        largest = self.largest

        points = self.points

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "place": place,
                "largest": largest,
                "points": points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        place = d.pop("place")

        largest = d.pop("largest")

        points = d.pop("points")

        haggis_player_went_out = cls(
            seat=seat,
            place=place,
            largest=largest,
            points=points,
        )

        return haggis_player_went_out
