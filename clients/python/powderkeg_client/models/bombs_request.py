from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsRequest")


@_attrs_define
class BombsRequest:
    """
    Attributes:
        type_ (Literal['request']):
        rank (str):
    """

    type_: Literal["request"]
    rank: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        rank = self.rank

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "rank": rank,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["request"], d.pop("type"))
        if type_ != "request":
            raise ValueError(f"type must match const 'request', got '{type_}'")

        rank = d.pop("rank")

        bombs_request = cls(
            type_=type_,
            rank=rank,
        )

        return bombs_request
