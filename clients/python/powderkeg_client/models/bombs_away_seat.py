from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsAwaySeat")


@_attrs_define
class BombsAwaySeat:
    """One seat of a Bombs Away table as anyone may see it.

    Attributes:
        seat (int):
        name (str):
        cards (int):
        score (int): The seat's points left in this game (0 once out).
        bot (bool): True when a bot plays this seat.
        eliminated (bool): True once the seat has fallen to 0 points in this game.
        wins (int): Games of the series this seat has won.
    """

    seat: int
    name: str
    cards: int
    score: int
    bot: bool
    eliminated: bool
    wins: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        cards = self.cards

        score = self.score

        bot = self.bot

        eliminated = self.eliminated

        wins = self.wins

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "name": name,
                "cards": cards,
                "score": score,
                "bot": bot,
                "eliminated": eliminated,
                "wins": wins,
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

        eliminated = d.pop("eliminated")

        wins = d.pop("wins")

        bombs_away_seat = cls(
            seat=seat,
            name=name,
            cards=cards,
            score=score,
            bot=bot,
            eliminated=eliminated,
            wins=wins,
        )

        return bombs_away_seat
