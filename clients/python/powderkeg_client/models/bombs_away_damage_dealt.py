from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsAwayDamageDealt")


@_attrs_define
class BombsAwayDamageDealt:
    """
    Attributes:
        seat (int):
        target (int):
        amount (int):
        points (int):
        timeout (bool):
    """

    seat: int
    target: int
    amount: int
    points: int
    timeout: bool

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        target = self.target

        amount = self.amount

        points = self.points

        timeout = self.timeout

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "target": target,
                "amount": amount,
                "points": points,
                "timeout": timeout,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        target = d.pop("target")

        amount = d.pop("amount")

        points = d.pop("points")

        timeout = d.pop("timeout")

        bombs_away_damage_dealt = cls(
            seat=seat,
            target=target,
            amount=amount,
            points=points,
            timeout=timeout,
        )

        return bombs_away_damage_dealt
