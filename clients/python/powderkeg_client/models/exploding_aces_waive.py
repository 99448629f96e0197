from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesWaive")


@_attrs_define
class ExplodingAcesWaive:
    """
    Attributes:
        type_ (Literal['waive']):
    """

    type_: Literal["waive"]

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
        type_ = cast(Literal["waive"], d.pop("type"))
        if type_ != "waive":
            raise ValueError(f"type must match const 'waive', got '{type_}'")

        exploding_aces_waive = cls(
            type_=type_,
        )

        return exploding_aces_waive
