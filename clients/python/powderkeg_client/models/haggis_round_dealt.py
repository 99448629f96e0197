from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.haggis_round_dealt_removed_suit_type_1 import HaggisRoundDealtRemovedSuitType1
from ..models.haggis_round_dealt_removed_suit_type_2_type_1 import HaggisRoundDealtRemovedSuitType2Type1
from ..models.haggis_round_dealt_removed_suit_type_3_type_1 import HaggisRoundDealtRemovedSuitType3Type1
from ..models.haggis_round_dealt_wilds_item_item import HaggisRoundDealtWildsItemItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="HaggisRoundDealt")


@_attrs_define
class HaggisRoundDealt:
    """
    Attributes:
        round_ (int):
        dealer (int):
        leader (int):
        removed_suit (HaggisRoundDealtRemovedSuitType1 | HaggisRoundDealtRemovedSuitType2Type1 |
            HaggisRoundDealtRemovedSuitType3Type1 | None): With two players, the suit taken out of the pack this round; else
            null.
        hands (list[list[str] | None]): The hands dealt, by seat: null for a hand the viewer may not see.
        haggis (list[str] | None): The Haggis (the cards left over); null until the game is finished.
        wilds (list[list[HaggisRoundDealtWildsItemItem]] | Unset): The wilds each seat holds, by seat; only while the
            game runs.
        counts (list[int] | Unset): The number of cards dealt to each seat; only while the game runs.
        haggis_cards (int | Unset): The number of cards in the Haggis; only while the game runs.
    """

    round_: int
    dealer: int
    leader: int
    removed_suit: (
        HaggisRoundDealtRemovedSuitType1
        | HaggisRoundDealtRemovedSuitType2Type1
        | HaggisRoundDealtRemovedSuitType3Type1
        | None
    )
    hands: list[list[str] | None]
    haggis: list[str] | None
    wilds: list[list[HaggisRoundDealtWildsItemItem]] | Unset = UNSET
    counts: list[int] | Unset = UNSET
    haggis_cards: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        dealer = self.dealer

        leader = self.leader

        removed_suit: None | str
        if isinstance(self.removed_suit, HaggisRoundDealtRemovedSuitType1):
            removed_suit = self.removed_suit.value
        elif isinstance(self.removed_suit, HaggisRoundDealtRemovedSuitType2Type1):
            removed_suit = self.removed_suit.value
        elif isinstance(self.removed_suit, HaggisRoundDealtRemovedSuitType3Type1):
            removed_suit = self.removed_suit.value
        else:
            removed_suit = self.removed_suit

        hands = []
        for hands_item_data in self.hands:
            hands_item: list[str] | None
            if isinstance(hands_item_data, list):
                hands_item = hands_item_data

            else:
                hands_item = hands_item_data
            hands.append(hands_item)

        haggis: list[str] | None
        if isinstance(self.haggis, list):
            haggis = self.haggis

        else:
            haggis = self.haggis

        wilds: list[list[str]] | Unset = UNSET
        if not isinstance(self.wilds, Unset):
            wilds = []
            for wilds_item_data in self.wilds:
                wilds_item = []
                for wilds_item_item_data in wilds_item_data:
                    wilds_item_item = wilds_item_item_data.value
                    wilds_item.append(wilds_item_item)

                wilds.append(wilds_item)

        counts: list[int] | Unset = UNSET
        if not isinstance(self.counts, Unset):
            counts = self.counts

        haggis_cards = self.haggis_cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "round": round_,
                "dealer": dealer,
                "leader": leader,
                "removed_suit": removed_suit,
                "hands": hands,
                "haggis": haggis,
            }
        )
        if wilds is not UNSET:
            field_dict["wilds"] = wilds
        if counts is not UNSET:
            field_dict["counts"] = counts
        if haggis_cards is not UNSET:
            field_dict["haggis_cards"] = haggis_cards

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        dealer = d.pop("dealer")

        leader = d.pop("leader")

        def _parse_removed_suit(
            data: object,
        ) -> (
            HaggisRoundDealtRemovedSuitType1
            | HaggisRoundDealtRemovedSuitType2Type1
            | HaggisRoundDealtRemovedSuitType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                removed_suit_type_1 = HaggisRoundDealtRemovedSuitType1(data)

                return removed_suit_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                removed_suit_type_2_type_1 = HaggisRoundDealtRemovedSuitType2Type1(data)

                return removed_suit_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                removed_suit_type_3_type_1 = HaggisRoundDealtRemovedSuitType3Type1(data)

                return removed_suit_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                HaggisRoundDealtRemovedSuitType1
                | HaggisRoundDealtRemovedSuitType2Type1
                | HaggisRoundDealtRemovedSuitType3Type1
                | None,
                data,
            )

        removed_suit = _parse_removed_suit(d.pop("removed_suit"))

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

        def _parse_haggis(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                haggis_type_0 = cast(list[str], data)

                return haggis_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        haggis = _parse_haggis(d.pop("haggis"))

        _wilds = d.pop("wilds", UNSET)
        wilds: list[list[HaggisRoundDealtWildsItemItem]] | Unset = UNSET
        if _wilds is not UNSET:
            wilds = []
            for wilds_item_data in _wilds:
                wilds_item = []
                _wilds_item = wilds_item_data
                for wilds_item_item_data in _wilds_item:
                    wilds_item_item = HaggisRoundDealtWildsItemItem(wilds_item_item_data)

                    wilds_item.append(wilds_item_item)

                wilds.append(wilds_item)

        counts = cast(list[int], d.pop("counts", UNSET))

        haggis_cards = d.pop("haggis_cards", UNSET)

        haggis_round_dealt = cls(
            round_=round_,
            dealer=dealer,
            leader=leader,
            removed_suit=removed_suit,
            hands=hands,
            haggis=haggis,
            wilds=wilds,
            counts=counts,
            haggis_cards=haggis_cards,
        )

        return haggis_round_dealt
