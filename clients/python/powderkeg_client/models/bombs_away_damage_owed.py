from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsAwayDamageOwed")


@_attrs_define
class BombsAwayDamageOwed:
    """
    Attributes:
        seat (int):
        amount (int):
        targets (list[int]):
    """

    seat: int
    amount: int
    targets: list[int]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        amount = self.amount

        targets = self.targets

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "amount": amount,
                "targets": targets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        amount = d.pop("amount")

        targets = cast(list[int], d.pop("targets"))

        bombs_away_damage_owed = cls(
            seat=seat,
            amount=amount,
            targets=targets,
        )

        return bombs_away_damage_owed
