from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.haggis_bet_placed_amount import HaggisBetPlacedAmount

T = TypeVar("T", bound="HaggisBetPlaced")


@_attrs_define
class HaggisBetPlaced:
    """
    Attributes:
        seat (int):
        amount (HaggisBetPlacedAmount): 0 (no bet), 15 (the Little bet) or 30 (the Big bet).
    """

    seat: int
    amount: HaggisBetPlacedAmount

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        amount = self.amount.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        amount = HaggisBetPlacedAmount(d.pop("amount"))

        haggis_bet_placed = cls(
            seat=seat,
            amount=amount,
        )

        return haggis_bet_placed
