from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsDeclineRevolt")


@_attrs_define
class BombsDeclineRevolt:
    """
    Attributes:
        type_ (Literal['decline-revolt']):
    """

    type_: Literal["decline-revolt"]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["decline-revolt"], d.pop("type"))
        if type_ != "decline-revolt":
            raise ValueError(f"type must match const 'decline-revolt', got '{type_}'")

        bombs_decline_revolt = cls(
            type_=type_,
        )

        return bombs_decline_revolt
