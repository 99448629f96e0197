from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesEliminated")


@_attrs_define
class ExplodingAcesEliminated:
    """
    Attributes:
        seat (int):
        reason (str):
        discarded (list[str]):
        aces (list[str]):
        deck (int | list[str] | None): The deck: while the game runs only its size, once it is finished its cards, top
            first (null when it was not shuffled).
    """

    seat: int
    reason: str
    discarded: list[str]
    aces: list[str]
    deck: int | list[str] | None

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        reason = self.reason

        discarded = self.discarded

        aces = self.aces

        deck: int | list[str] | None
        if isinstance(self.deck, list):
            deck = self.deck

        else:
            deck = self.deck

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "reason": reason,
                "discarded": discarded,
                "aces": aces,
                "deck": deck,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        reason = d.pop("reason")

        discarded = cast(list[str], d.pop("discarded"))

        aces = cast(list[str], d.pop("aces"))

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

        exploding_aces_eliminated = cls(
            seat=seat,
            reason=reason,
            discarded=discarded,
            aces=aces,
            deck=deck,
        )

        return exploding_aces_eliminated
