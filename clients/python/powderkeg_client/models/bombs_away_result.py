from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsAwayResult")


@_attrs_define
class BombsAwayResult:
    """The end of a Bombs Away series.

    Attributes:
        winner (int): The seat that won most games (ties: the latest).
        winners (list[int]): The winner, as a list of one seat.
        wins (list[int]): Games won, by seat.
        game_winners (list[int]): The winner of each game of the series, in order.
    """

    winner: int
    winners: list[int]
    wins: list[int]
    game_winners: list[int]

    def to_dict(self) -> dict[str, Any]:
        winner = self.winner

        winners = self.winners

        wins = self.wins

        game_winners = self.game_winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "winner": winner,
                "winners": winners,
                "wins": wins,
                "game_winners": game_winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        winner = d.pop("winner")

        winners = cast(list[int], d.pop("winners"))

        wins = cast(list[int], d.pop("wins"))

        game_winners = cast(list[int], d.pop("game_winners"))

        bombs_away_result = cls(
            winner=winner,
            winners=winners,
            wins=wins,
            game_winners=game_winners,
        )

        return bombs_away_result
