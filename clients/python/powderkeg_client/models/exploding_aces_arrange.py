from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesArrange")


@_attrs_define
class ExplodingAcesArrange:
    """
    Attributes:
        type_ (Literal['arrange']):
        card (str):
        order (list[str]):
    """

    type_: Literal["arrange"]
    card: str
    order: list[str]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        order = self.order

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
                "order": order,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["arrange"], d.pop("type"))
        if type_ != "arrange":
            raise ValueError(f"type must match const 'arrange', got '{type_}'")

        card = d.pop("card")

        order = cast(list[str], d.pop("order"))

        exploding_aces_arrange = cls(
            type_=type_,
            card=card,
            order=order,
        )

        return exploding_aces_arrange
