from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ExplodingAcesDealt")


@_attrs_define
class ExplodingAcesDealt:
    """
    Attributes:
        hands (list[list[str] | None]): Each seat's cards, by seat; while the game runs, the viewer's only (null for the
            others).
        deck (int | list[str]): The deck: while the game runs only its size, once it is finished its cards, top first.
        first (int):
        discard (list[str]):
        direction (int):
        defuses (int):
        counts (list[int] | Unset): While the game runs: how many cards each seat was dealt.
    """

    hands: list[list[str] | None]
    deck: int | list[str]
    first: int
    discard: list[str]
    direction: int
    defuses: int
    counts: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        hands = []
        for hands_item_data in self.hands:
            hands_item: list[str] | None
            if isinstance(hands_item_data, list):
                hands_item = hands_item_data

            else:
                hands_item = hands_item_data
            hands.append(hands_item)

        deck: int | list[str]
        if isinstance(self.deck, list):
            deck = self.deck

        else:
            deck = self.deck

        first = self.first

        discard = self.discard

        direction = self.direction

        defuses = self.defuses

        counts: list[int] | Unset = UNSET
        if not isinstance(self.counts, Unset):
            counts = self.counts

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hands": hands,
                "deck": deck,
                "first": first,
                "discard": discard,
                "direction": direction,
                "defuses": defuses,
            }
        )
        if counts is not UNSET:
            field_dict["counts"] = counts

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:

            def _parse_hands_item(data: object) -> list[str] | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    hands_item_type_0 = cast(list[str], data)

                    return hands_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(list[str] | None, data)

            hands_item = _parse_hands_item(hands_item_data)

            hands.append(hands_item)

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

        first = d.pop("first")

        discard = cast(list[str], d.pop("discard"))

        direction = d.pop("direction")

        defuses = d.pop("defuses")

        counts = cast(list[int], d.pop("counts", UNSET))

        exploding_aces_dealt = cls(
            hands=hands,
            deck=deck,
            first=first,
            discard=discard,
            direction=direction,
            defuses=defuses,
            counts=counts,
        )

        return exploding_aces_dealt
