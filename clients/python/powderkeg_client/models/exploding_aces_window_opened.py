from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesWindowOpened")


@_attrs_define
class ExplodingAcesWindowOpened:
    """
    Attributes:
        key (str):
        seats (list[int]):
    """

    key: str
    seats: list[int]

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        seats = self.seats

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "key": key,
                "seats": seats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        seats = cast(list[int], d.pop("seats"))

        exploding_aces_window_opened = cls(
            key=key,
            seats=seats,
        )

        return exploding_aces_window_opened
