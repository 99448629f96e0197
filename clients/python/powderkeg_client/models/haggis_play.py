from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="HaggisPlay")


@_attrs_define
class HaggisPlay:
    """
    Attributes:
        type_ (Literal['play']):
        cards (list[str]):
        kind (None | str | Unset):
        width (int | None | Unset):
        top_rank (None | str | Unset):
    """

    type_: Literal["play"]
    cards: list[str]
    kind: None | str | Unset = UNSET
    width: int | None | Unset = UNSET
    top_rank: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        cards = self.cards

        kind: None | str | Unset
        if isinstance(self.kind, Unset):
            kind = UNSET
        else:
            kind = self.kind

        width: int | None | Unset
        if isinstance(self.width, Unset):
            width = UNSET
        else:
            width = self.width

        top_rank: None | str | Unset
        if isinstance(self.top_rank, Unset):
            top_rank = UNSET
        else:
            top_rank = self.top_rank

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "cards": cards,
            }
        )
        if kind is not UNSET:
            field_dict["kind"] = kind
        if width is not UNSET:
            field_dict["width"] = width
        if top_rank is not UNSET:
            field_dict["top_rank"] = top_rank

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["play"], d.pop("type"))
        if type_ != "play":
            raise ValueError(f"type must match const 'play', got '{type_}'")

        cards = cast(list[str], d.pop("cards"))

        def _parse_kind(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        kind = _parse_kind(d.pop("kind", UNSET))

        def _parse_width(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        width = _parse_width(d.pop("width", UNSET))

        def _parse_top_rank(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        top_rank = _parse_top_rank(d.pop("top_rank", UNSET))

        haggis_play = cls(
            type_=type_,
            cards=cards,
            kind=kind,
            width=width,
            top_rank=top_rank,
        )

        return haggis_play
