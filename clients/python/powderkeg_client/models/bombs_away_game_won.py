from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsAwayGameWon")


@_attrs_define
class BombsAwayGameWon:
    """
    Attributes:
        game (int):
        seat (int):
        points (int):
    """

    game: int
    seat: int
    points: int

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        seat = self.seat

        points = self.points

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "seat": seat,
                "points": points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        seat = d.pop("seat")

        points = d.pop("points")

        bombs_away_game_won = cls(
            game=game,
            seat=seat,
            points=points,
        )

        return bombs_away_game_won
