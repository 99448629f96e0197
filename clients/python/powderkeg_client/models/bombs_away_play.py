from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BombsAwayPlay")


@_attrs_define
class BombsAwayPlay:
    """
    Attributes:
        type_ (Literal['play']):
        card (str):
        declare (None | str | Unset):
        block (None | str | Unset):
        target (int | None | Unset):
    """

    type_: Literal["play"]
    card: str
    declare: None | str | Unset = UNSET
    block: None | str | Unset = UNSET
    target: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        declare: None | str | Unset
        if isinstance(self.declare, Unset):
            declare = UNSET
        else:
            declare = self.declare

        block: None | str | Unset
        if isinstance(self.block, Unset):
            block = UNSET
        else:
            block = self.block

        target: int | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )
        if declare is not UNSET:
            field_dict["declare"] = declare
        if block is not UNSET:
            field_dict["block"] = block
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["play"], d.pop("type"))
        if type_ != "play":
            raise ValueError(f"type must match const 'play', got '{type_}'")

        card = d.pop("card")

        def _parse_declare(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        declare = _parse_declare(d.pop("declare", UNSET))

        def _parse_block(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        block = _parse_block(d.pop("block", UNSET))

        def _parse_target(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))

        bombs_away_play = cls(
            type_=type_,
            card=card,
            declare=declare,
            block=block,
            target=target,
        )

        return bombs_away_play
