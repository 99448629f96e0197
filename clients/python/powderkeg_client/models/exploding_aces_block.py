from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesBlock")


@_attrs_define
class ExplodingAcesBlock:
    """
    Attributes:
        type_ (Literal['block']):
    """

    type_: Literal["block"]

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
        type_ = cast(Literal["block"], d.pop("type"))
        if type_ != "block":
            raise ValueError(f"type must match const 'block', got '{type_}'")

        exploding_aces_block = cls(
            type_=type_,
        )

        return exploding_aces_block
