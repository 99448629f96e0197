from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesGive")


@_attrs_define
class ExplodingAcesGive:
    """
    Attributes:
        type_ (Literal['give']):
        cards (list[str]):
    """

    type_: Literal["give"]
    cards: list[str]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["give"], d.pop("type"))
        if type_ != "give":
            raise ValueError(f"type must match const 'give', got '{type_}'")

        cards = cast(list[str], d.pop("cards"))

        exploding_aces_give = cls(
            type_=type_,
            cards=cards,
        )

        return exploding_aces_give
