from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsMatchSeat")


@_attrs_define
class BombsMatchSeat:
    """A player of the match: the cards held now, the match total, the rank and the table sat at.

    Attributes:
        seat (int): The player's match seat.
        name (str):
        cards (int): How many cards the player holds at their table.
        score (int): The player's total over the match's hands.
        bot (bool): Whether a bot plays for this player.
        rank (int): Competition rank by total (1 plus the number of higher totals).
        table (None | str): The key of the table the player sits at now; null while sitting out a tie-break.
    """

    seat: int
    name: str
    cards: int
    score: int
    bot: bool
    rank: int
    table: None | str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        cards = self.cards

        score = self.score

        bot = self.bot

        rank = self.rank

        table: None | str
        table = self.table

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "name": name,
                "cards": cards,
                "score": score,
                "bot": bot,
                "rank": rank,
                "table": table,
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

        rank = d.pop("rank")

        def _parse_table(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        table = _parse_table(d.pop("table"))

        bombs_match_seat = cls(
            seat=seat,
            name=name,
            cards=cards,
            score=score,
            bot=bot,
            rank=rank,
            table=table,
        )

        return bombs_match_seat
