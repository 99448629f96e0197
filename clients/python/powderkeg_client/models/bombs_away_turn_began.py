from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bombs_away_turn_began_role import BombsAwayTurnBeganRole

T = TypeVar("T", bound="BombsAwayTurnBegan")


@_attrs_define
class BombsAwayTurnBegan:
    """
    Attributes:
        seat (int):
        role (BombsAwayTurnBeganRole): `fresh` for a fresh play, `closing` for a damager's closing card (§4.7).
    """

    seat: int
    role: BombsAwayTurnBeganRole

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        role = self.role.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "role": role,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        role = BombsAwayTurnBeganRole(d.pop("role"))

        bombs_away_turn_began = cls(
            seat=seat,
            role=role,
        )

        return bombs_away_turn_began
