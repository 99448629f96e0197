from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsSeat")


@_attrs_define
class BombsSeat:
    """One seat of a bombs table: who sits there, the cards held, the total and the place in this hand.

    Attributes:
        seat (int):
        name (str):
        cards (int): How many cards the seat holds.
        score (int): The total of the player in the seat over the hands played; at a match's table, their match total,
            whichever tables they sat at (§1.6).
        bot (bool): Whether a bot plays this seat.
        place (int | None): The seat's place in this hand's finishing order (1 is the Master); null until out.
        in_hand (bool): Whether the seat was dealt in this hand (false when sitting out a tie-break hand).
    """

    seat: int
    name: str
    cards: int
    score: int
    bot: bool
    place: int | None
    in_hand: bool

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        cards = self.cards

        score = self.score

        bot = self.bot

        place: int | None
        place = self.place

        in_hand = self.in_hand

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "name": name,
                "cards": cards,
                "score": score,
                "bot": bot,
                "place": place,
                "in_hand": in_hand,
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

        def _parse_place(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        place = _parse_place(d.pop("place"))

        in_hand = d.pop("in_hand")

        bombs_seat = cls(
            seat=seat,
            name=name,
            cards=cards,
            score=score,
            bot=bot,
            place=place,
            in_hand=in_hand,
        )

        return bombs_seat
