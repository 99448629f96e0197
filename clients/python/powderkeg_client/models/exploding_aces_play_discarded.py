from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesPlayDiscarded")


@_attrs_define
class ExplodingAcesPlayDiscarded:
    """
    Attributes:
        cards (list[str]):
    """

    cards: list[str]

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        exploding_aces_play_discarded = cls(
            cards=cards,
        )

        return exploding_aces_play_discarded
