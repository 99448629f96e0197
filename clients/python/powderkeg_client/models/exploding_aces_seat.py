from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesSeat")


@_attrs_define
class ExplodingAcesSeat:
    """One seat of an exploding-aces table as anyone may see it.

    Attributes:
        seat (int):
        name (str):
        cards (int):
        score (int): 1 for the winner, 0 otherwise.
        bot (bool): True when a bot plays this seat.
        alive (bool): False once the seat is eliminated.
    """

    seat: int
    name: str
    cards: int
    score: int
    bot: bool
    alive: bool

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        cards = self.cards

        score = self.score

        bot = self.bot

        alive = self.alive

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "name": name,
                "cards": cards,
                "score": score,
                "bot": bot,
                "alive": alive,
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

        alive = d.pop("alive")

        exploding_aces_seat = cls(
            seat=seat,
            name=name,
            cards=cards,
            score=score,
            bot=bot,
            alive=alive,
        )

        return exploding_aces_seat
