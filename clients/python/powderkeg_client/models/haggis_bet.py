from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="HaggisBet")


@_attrs_define
class HaggisBet:
    """
    Attributes:
        type_ (Literal['bet']):
        amount (int):
    """

    type_: Literal["bet"]
    amount: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["bet"], d.pop("type"))
        if type_ != "bet":
            raise ValueError(f"type must match const 'bet', got '{type_}'")

        amount = d.pop("amount")

        haggis_bet = cls(
            type_=type_,
            amount=amount,
        )

        return haggis_bet
