from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsCardReturned")


@_attrs_define
class BombsCardReturned:
    """
    Attributes:
        seat (int):
        to (int):
        card (str):
        timeout (bool):
    """

    seat: int
    to: int
    card: str
    timeout: bool

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        to = self.to

        card = self.card

        timeout = self.timeout

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "to": to,
                "card": card,
                "timeout": timeout,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        to = d.pop("to")

        card = d.pop("card")

        timeout = d.pop("timeout")

        bombs_card_returned = cls(
            seat=seat,
            to=to,
            card=card,
            timeout=timeout,
        )

        return bombs_card_returned
