from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ExplodingAcesPlay")


@_attrs_define
class ExplodingAcesPlay:
    """
    Attributes:
        type_ (Literal['play']):
        cards (list[str]):
        target (int | None | Unset):
        rank (None | str | Unset):
        position (int | None | Unset):
        king_position (int | None | Unset):
    """

    type_: Literal["play"]
    cards: list[str]
    target: int | None | Unset = UNSET
    rank: None | str | Unset = UNSET
    position: int | None | Unset = UNSET
    king_position: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        cards = self.cards

        target: int | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target

        rank: None | str | Unset
        if isinstance(self.rank, Unset):
            rank = UNSET
        else:
            rank = self.rank

        position: int | None | Unset
        if isinstance(self.position, Unset):
            position = UNSET
        else:
            position = self.position

        king_position: int | None | Unset
        if isinstance(self.king_position, Unset):
            king_position = UNSET
        else:
            king_position = self.king_position

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "cards": cards,
            }
        )
        if target is not UNSET:
            field_dict["target"] = target
        if rank is not UNSET:
            field_dict["rank"] = rank
        if position is not UNSET:
            field_dict["position"] = position
        if king_position is not UNSET:
            field_dict["king_position"] = king_position

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["play"], d.pop("type"))
        if type_ != "play":
            raise ValueError(f"type must match const 'play', got '{type_}'")

        cards = cast(list[str], d.pop("cards"))

        def _parse_target(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))

        def _parse_rank(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rank = _parse_rank(d.pop("rank", UNSET))

        def _parse_position(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        position = _parse_position(d.pop("position", UNSET))

        def _parse_king_position(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        king_position = _parse_king_position(d.pop("king_position", UNSET))

        exploding_aces_play = cls(
            type_=type_,
            cards=cards,
            target=target,
            rank=rank,
            position=position,
            king_position=king_position,
        )

        return exploding_aces_play
