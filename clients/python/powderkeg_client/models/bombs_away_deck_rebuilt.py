from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BombsAwayDeckRebuilt")


@_attrs_define
class BombsAwayDeckRebuilt:
    """
    Attributes:
        cards (list[str]):
        deck (list[str] | None): Null while the series runs for a viewer who may not see it (`deck_count` is then
            given).
        deck_count (int | Unset): The number of cards in `deck` (1 for a single card); only when it is hidden.
    """

    cards: list[str]
    deck: list[str] | None
    deck_count: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        deck: list[str] | None
        if isinstance(self.deck, list):
            deck = self.deck

        else:
            deck = self.deck

        deck_count = self.deck_count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "deck": deck,
            }
        )
        if deck_count is not UNSET:
            field_dict["deck_count"] = deck_count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        def _parse_deck(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                deck_type_0 = cast(list[str], data)

                return deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        deck = _parse_deck(d.pop("deck"))

        deck_count = d.pop("deck_count", UNSET)

        bombs_away_deck_rebuilt = cls(
            cards=cards,
            deck=deck,
            deck_count=deck_count,
        )

        return bombs_away_deck_rebuilt
