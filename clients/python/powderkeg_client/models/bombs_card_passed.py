from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsCardPassed")


@_attrs_define
class BombsCardPassed:
    """
    Attributes:
        seat (int):
        to (int):
        card (str):
    """

    seat: int
    to: int
    card: str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        to = self.to

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "to": to,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        to = d.pop("to")

        card = d.pop("card")

        bombs_card_passed = cls(
            seat=seat,
            to=to,
            card=card,
        )

        return bombs_card_passed
