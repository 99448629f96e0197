from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.haggis_seat_bet_type_1 import HaggisSeatBetType1
from ..models.haggis_seat_bet_type_2_type_1 import HaggisSeatBetType2Type1
from ..models.haggis_seat_bet_type_3_type_1 import HaggisSeatBetType3Type1
from ..models.haggis_seat_wilds_item import HaggisSeatWildsItem

T = TypeVar("T", bound="HaggisSeat")


@_attrs_define
class HaggisSeat:
    """One seat of a haggis table as anyone may see it.

    Attributes:
        seat (int):
        name (str):
        cards (int): Cards in the seat's hand, wilds included.
        score (int): The seat's total over the rounds scored.
        bot (bool): True when a bot plays this seat.
        wilds (list[HaggisSeatWildsItem]): The wilds (face up) the seat still holds, in the order J, Q, K.
        bet (HaggisSeatBetType1 | HaggisSeatBetType2Type1 | HaggisSeatBetType3Type1 | None): The seat's bet this round:
            0 (none), 15 (Little) or 30 (Big); null until it bets.
        may_bet (bool): True while the seat may still bet: it has neither bet nor played a card.
        place (int | None): The order in which the seat went out this round (1 for first), null while in.
        captured_cards (int): The number of cards in the seat's face-down pile of tricks taken.
    """

    seat: int
    name: str
    cards: int
    score: int
    bot: bool
    wilds: list[HaggisSeatWildsItem]
    bet: HaggisSeatBetType1 | HaggisSeatBetType2Type1 | HaggisSeatBetType3Type1 | None
    may_bet: bool
    place: int | None
    captured_cards: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        cards = self.cards

        score = self.score

        bot = self.bot

        wilds = []
        for wilds_item_data in self.wilds:
            wilds_item = wilds_item_data.value
            wilds.append(wilds_item)

        bet: int | None
        if isinstance(self.bet, HaggisSeatBetType1):
            bet = self.bet.value
        elif isinstance(self.bet, HaggisSeatBetType2Type1):
            bet = self.bet.value
        elif isinstance(self.bet, HaggisSeatBetType3Type1):
            bet = self.bet.value
        else:
            bet = self.bet

        may_bet = self.may_bet

        place: int | None
        place = self.place

        captured_cards = self.captured_cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "name": name,
                "cards": cards,
                "score": score,
                "bot": bot,
                "wilds": wilds,
                "bet": bet,
                "may_bet": may_bet,
                "place": place,
                "captured_cards": captured_cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        cards = d.pop("cards")

        score = d.pop("score")

        bot = d.pop("bot")

        wilds = []
        _wilds = d.pop("wilds")
        for wilds_item_data in _wilds:
            wilds_item = HaggisSeatWildsItem(wilds_item_data)

            wilds.append(wilds_item)

        def _parse_bet(data: object) -> HaggisSeatBetType1 | HaggisSeatBetType2Type1 | HaggisSeatBetType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                bet_type_1 = HaggisSeatBetType1(data)

                return bet_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, int):
                    raise TypeError()
                bet_type_2_type_1 = HaggisSeatBetType2Type1(data)

                return bet_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, int):
                    raise TypeError()
                bet_type_3_type_1 = HaggisSeatBetType3Type1(data)

                return bet_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HaggisSeatBetType1 | HaggisSeatBetType2Type1 | HaggisSeatBetType3Type1 | None, data)

        bet = _parse_bet(d.pop("bet"))

        may_bet = d.pop("may_bet")

        def _parse_place(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        place = _parse_place(d.pop("place"))

        captured_cards = d.pop("captured_cards")

        haggis_seat = cls(
            seat=seat,
            name=name,
            cards=cards,
            score=score,
            bot=bot,
            wilds=wilds,
            bet=bet,
            may_bet=may_bet,
            place=place,
            captured_cards=captured_cards,
        )

        return haggis_seat
