from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsAwayPositionPicked")


@_attrs_define
class BombsAwayPositionPicked:
    """
    Attributes:
        seat (int):
        position (int):
        timeout (bool):
    """

    seat: int
    position: int
    timeout: bool

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        position = self.position

        timeout = self.timeout

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "position": position,
                "timeout": timeout,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        position = d.pop("position")

        timeout = d.pop("timeout")

        bombs_away_position_picked = cls(
            seat=seat,
            position=position,
            timeout=timeout,
        )

        return bombs_away_position_picked
