from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsAwayOptions")


@_attrs_define
class BombsAwayOptions:
    """
    Attributes:
        games (int): number of games in the series (W14); each later game is started by the previous winner
        winner_carryover (bool): in a series, the previous winner starts the next game with 30 plus the points they had
            left (docs/rules.md §4.1)
        turn_clock_ms (int | None): time each seat has for a play or a decision it owes; on expiry the default of
            docs/rules.md §0 is applied; null for no clock
    """

    games: int
    winner_carryover: bool
    turn_clock_ms: int | None

    def to_dict(self) -> dict[str, Any]:
        games = self.games

        winner_carryover = self.winner_carryover

        turn_clock_ms: int | None
        turn_clock_ms = self.turn_clock_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
                "winner_carryover": winner_carryover,
                "turn_clock_ms": turn_clock_ms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        games = d.pop("games")

        winner_carryover = d.pop("winner_carryover")

        def _parse_turn_clock_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn_clock_ms = _parse_turn_clock_ms(d.pop("turn_clock_ms"))

        bombs_away_options = cls(
            games=games,
            winner_carryover=winner_carryover,
            turn_clock_ms=turn_clock_ms,
        )

        return bombs_away_options
