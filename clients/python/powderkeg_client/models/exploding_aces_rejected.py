from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesRejected")


@_attrs_define
class ExplodingAcesRejected:
    """
    Attributes:
        seat (int):
        card (str):
        deck (int | list[str] | None): The deck: while the game runs only its size, once it is finished its cards, top
            first (null when it was not shuffled).
    """

    seat: int
    card: str
    deck: int | list[str] | None

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        card = self.card

        deck: int | list[str] | None
        if isinstance(self.deck, list):
            deck = self.deck

        else:
            deck = self.deck

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "card": card,
                "deck": deck,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        card = d.pop("card")

        def _parse_deck(data: object) -> int | list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                deck_type_1 = cast(list[str], data)

                return deck_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[str] | None, data)

        deck = _parse_deck(d.pop("deck"))

        exploding_aces_rejected = cls(
            seat=seat,
            card=card,
            deck=deck,
        )

        return exploding_aces_rejected
