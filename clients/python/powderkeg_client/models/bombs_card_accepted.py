from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsCardAccepted")


@_attrs_define
class BombsCardAccepted:
    """
    Attributes:
        seat (int):
        card (str):
        timeout (bool):
    """

    seat: int
    card: str
    timeout: bool

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        card = self.card

        timeout = self.timeout

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "card": card,
                "timeout": timeout,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        card = d.pop("card")

        timeout = d.pop("timeout")

        bombs_card_accepted = cls(
            seat=seat,
            card=card,
            timeout=timeout,
        )

        return bombs_card_accepted
