"""The table options of Bombs Away (served by GET /v1/game-types) and their typed form.

There is no ``window_ms``: Bombs Away has no out-of-turn windows (docs/rules.md §5), so the option would mean
nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from domain.game import OptionSpec, turn_clock_option

MAX_GAMES = 3

OPTIONS: dict[str, OptionSpec] = {
    "games": OptionSpec(
        label="Games in the series",
        default=1,
        kind="int",
        minimum=1,
        maximum=MAX_GAMES,
        doc="number of games in the series (W14); each later game is started by the previous winner",
    ),
    "winner_carryover": OptionSpec(
        label="The winner's points carry over",
        default=False,
        kind="bool",
        doc="in a series, the previous winner starts the next game with 30 plus the points they had left "
        "(docs/rules.md §4.1)",
    ),
    "turn_clock_ms": turn_clock_option(
        "time each seat has for a play or a decision it owes; on expiry the default of docs/rules.md §0 is applied"
    ),
}


@dataclass(frozen=True, slots=True, kw_only=True)
class Options:
    """The options of one table, as recorded in ``GameStarted``."""

    games: int = 1
    winner_carryover: bool = False
    turn_clock_ms: int | None = None

    @classmethod
    def of(cls, raw: Mapping[str, Any]) -> Options:
        """Typed options from a mapping already checked by ``domain.game.parse_options``."""
        clock = raw.get("turn_clock_ms")
        return cls(
            games=int(raw.get("games") or 1),
            winner_carryover=bool(raw.get("winner_carryover")),
            turn_clock_ms=None if clock is None else int(clock),
        )
