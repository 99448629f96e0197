from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsAwayDirectionReversed")


@_attrs_define
class BombsAwayDirectionReversed:
    """
    Attributes:
        clockwise (bool):
    """

    clockwise: bool

    def to_dict(self) -> dict[str, Any]:
        clockwise = self.clockwise

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "clockwise": clockwise,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        clockwise = d.pop("clockwise")

        bombs_away_direction_reversed = cls(
            clockwise=clockwise,
        )

        return bombs_away_direction_reversed
