from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesKeep")


@_attrs_define
class ExplodingAcesKeep:
    """
    Attributes:
        type_ (Literal['keep']):
        card (str):
    """

    type_: Literal["keep"]
    card: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["keep"], d.pop("type"))
        if type_ != "keep":
            raise ValueError(f"type must match const 'keep', got '{type_}'")

        card = d.pop("card")

        exploding_aces_keep = cls(
            type_=type_,
            card=card,
        )

        return exploding_aces_keep
