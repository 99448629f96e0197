from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsAwayGameStarted")


@_attrs_define
class BombsAwayGameStarted:
    """
    Attributes:
        names (list[str]):
        bots (list[bool]):
        games (int):
        winner_carryover (bool):
        turn_clock_ms (int | None):
    """

    names: list[str]
    bots: list[bool]
    games: int
    winner_carryover: bool
    turn_clock_ms: int | None

    def to_dict(self) -> dict[str, Any]:
        names = self.names

        bots = self.bots

        games = self.games

        winner_carryover = self.winner_carryover

        turn_clock_ms: int | None
        turn_clock_ms = self.turn_clock_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "names": names,
                "bots": bots,
                "games": games,
                "winner_carryover": winner_carryover,
                "turn_clock_ms": turn_clock_ms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        names = cast(list[str], d.pop("names"))

        bots = cast(list[bool], d.pop("bots"))

        games = d.pop("games")

        winner_carryover = d.pop("winner_carryover")

        def _parse_turn_clock_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn_clock_ms = _parse_turn_clock_ms(d.pop("turn_clock_ms"))

        bombs_away_game_started = cls(
            names=names,
            bots=bots,
            games=games,
            winner_carryover=winner_carryover,
            turn_clock_ms=turn_clock_ms,
        )

        return bombs_away_game_started
