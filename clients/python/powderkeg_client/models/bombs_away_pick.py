from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsAwayPick")


@_attrs_define
class BombsAwayPick:
    """
    Attributes:
        type_ (Literal['pick']):
        position (int):
    """

    type_: Literal["pick"]
    position: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        position = self.position

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "position": position,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["pick"], d.pop("type"))
        if type_ != "pick":
            raise ValueError(f"type must match const 'pick', got '{type_}'")

        position = d.pop("position")

        bombs_away_pick = cls(
            type_=type_,
            position=position,
        )

        return bombs_away_pick
