from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesFourTarget")


@_attrs_define
class ExplodingAcesFourTarget:
    """An opponent a Four of a Kind still takes a card from, blind.

    Attributes:
        seat (int):
        cards (int): How many cards it holds.
    """

    seat: int
    cards: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        cards = d.pop("cards")

        exploding_aces_four_target = cls(
            seat=seat,
            cards=cards,
        )

        return exploding_aces_four_target
