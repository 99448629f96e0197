from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesTakeBlind")


@_attrs_define
class ExplodingAcesTakeBlind:
    """
    Attributes:
        type_ (Literal['take-blind']):
        target (int):
        position (int):
    """

    type_: Literal["take-blind"]
    target: int
    position: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        target = self.target

        position = self.position

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "target": target,
                "position": position,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["take-blind"], d.pop("type"))
        if type_ != "take-blind":
            raise ValueError(f"type must match const 'take-blind', got '{type_}'")

        target = d.pop("target")

        position = d.pop("position")

        exploding_aces_take_blind = cls(
            type_=type_,
            target=target,
            position=position,
        )

        return exploding_aces_take_blind
