from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsPrivilegeUsed")


@_attrs_define
class BombsPrivilegeUsed:
    """
    Attributes:
        seat (int):
        card (str):
    """

    seat: int
    card: str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        card = d.pop("card")

        bombs_privilege_used = cls(
            seat=seat,
            card=card,
        )

        return bombs_privilege_used
