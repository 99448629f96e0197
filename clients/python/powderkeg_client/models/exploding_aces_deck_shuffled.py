from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesDeckShuffled")


@_attrs_define
class ExplodingAcesDeckShuffled:
    """
    Attributes:
        reason (str):
        deck (int | list[str]): The deck: while the game runs only its size, once it is finished its cards, top first.
    """

    reason: str
    deck: int | list[str]

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        deck: int | list[str]
        if isinstance(self.deck, list):
            deck = self.deck

        else:
            deck = self.deck

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "deck": deck,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        def _parse_deck(data: object) -> int | list[str]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                deck_type_1 = cast(list[str], data)

                return deck_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[str], data)

        deck = _parse_deck(d.pop("deck"))

        exploding_aces_deck_shuffled = cls(
            reason=reason,
            deck=deck,
        )

        return exploding_aces_deck_shuffled
