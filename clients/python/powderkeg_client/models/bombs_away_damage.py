from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsAwayDamage")


@_attrs_define
class BombsAwayDamage:
    """
    Attributes:
        type_ (Literal['damage']):
        target (int):
    """

    type_: Literal["damage"]
    target: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["damage"], d.pop("type"))
        if type_ != "damage":
            raise ValueError(f"type must match const 'damage', got '{type_}'")

        target = d.pop("target")

        bombs_away_damage = cls(
            type_=type_,
            target=target,
        )

        return bombs_away_damage
