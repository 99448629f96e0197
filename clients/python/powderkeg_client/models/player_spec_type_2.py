from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PlayerSpecType2")


@_attrs_define
class PlayerSpecType2:
    """
    Attributes:
        open_ (Literal[True]): An open seat: the game waits, dealing nothing, until every open seat is taken.
    """

    open_: Literal[True]

    def to_dict(self) -> dict[str, Any]:
        open_ = self.open_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "open": open_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        open_ = cast(Literal[True], d.pop("open"))
        if open_ != True:
            raise ValueError(f"open must match const True, got '{open_}'")

        player_spec_type_2 = cls(
            open_=open_,
        )

        return player_spec_type_2
