from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsAwaySeriesFinished")


@_attrs_define
class BombsAwaySeriesFinished:
    """
    Attributes:
        winner (int):
        wins (list[int]):
        game_winners (list[int]):
    """

    winner: int
    wins: list[int]
    game_winners: list[int]

    def to_dict(self) -> dict[str, Any]:
        winner = self.winner

        wins = self.wins

        game_winners = self.game_winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "winner": winner,
                "wins": wins,
                "game_winners": game_winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        winner = d.pop("winner")

        wins = cast(list[int], d.pop("wins"))

        game_winners = cast(list[int], d.pop("game_winners"))

        bombs_away_series_finished = cls(
            winner=winner,
            wins=wins,
            game_winners=game_winners,
        )

        return bombs_away_series_finished
