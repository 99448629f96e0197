from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesReject")


@_attrs_define
class ExplodingAcesReject:
    """
    Attributes:
        type_ (Literal['reject']):
    """

    type_: Literal["reject"]

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
        type_ = cast(Literal["reject"], d.pop("type"))
        if type_ != "reject":
            raise ValueError(f"type must match const 'reject', got '{type_}'")

        exploding_aces_reject = cls(
            type_=type_,
        )

        return exploding_aces_reject
