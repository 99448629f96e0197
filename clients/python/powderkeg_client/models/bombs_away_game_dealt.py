from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BombsAwayGameDealt")


@_attrs_define
class BombsAwayGameDealt:
    """
    Attributes:
        game (int):
        points (list[int]):
        starter (int):
        hands (list[list[str] | None]): The hands dealt, by seat: null for a hand the viewer may not see.
        deck (list[str] | None): Null while the series runs for a viewer who may not see it (`deck_count` is then
            given).
        pile (list[str]):
        deck_count (int | Unset): The number of cards in `deck` (1 for a single card); only when it is hidden.
        counts (list[int] | Unset): The number of cards dealt to each seat; only while the series runs.
    """

    game: int
    points: list[int]
    starter: int
    hands: list[list[str] | None]
    deck: list[str] | None
    pile: list[str]
    deck_count: int | Unset = UNSET
    counts: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        points = self.points

        starter = self.starter

        hands = []
        for hands_item_data in self.hands:
            hands_item: list[str] | None
            if isinstance(hands_item_data, list):
                hands_item = hands_item_data

            else:
                hands_item = hands_item_data
            hands.append(hands_item)

        deck: list[str] | None
        if isinstance(self.deck, list):
            deck = self.deck

        else:
            deck = self.deck

        pile = self.pile

        deck_count = self.deck_count

        counts: list[int] | Unset = UNSET
        if not isinstance(self.counts, Unset):
            counts = self.counts

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "points": points,
                "starter": starter,
                "hands": hands,
                "deck": deck,
                "pile": pile,
            }
        )
        if deck_count is not UNSET:
            field_dict["deck_count"] = deck_count
        if counts is not UNSET:
            field_dict["counts"] = counts

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        points = cast(list[int], d.pop("points"))

        starter = d.pop("starter")

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

        pile = cast(list[str], d.pop("pile"))

        deck_count = d.pop("deck_count", UNSET)

        counts = cast(list[int], d.pop("counts", UNSET))

        bombs_away_game_dealt = cls(
            game=game,
            points=points,
            starter=starter,
            hands=hands,
            deck=deck,
            pile=pile,
            deck_count=deck_count,
            counts=counts,
        )

        return bombs_away_game_dealt
