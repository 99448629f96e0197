"""The table options of bombs (served by GET /v1/game-types) and their typed form."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from domain.game import OptionSpec, turn_clock_option

OPTIONS: dict[str, OptionSpec] = {
    "hands": OptionSpec(
        label="Hands to play",
        default=12,
        kind="int",
        minimum=1,
        maximum=50,
        doc="number of hands in a game (docs/rules.md §1.5); ties for first then play tie-break hands",
    ),
    "window_ms": OptionSpec(
        label="Last call, in milliseconds",
        default=3000,
        kind="int",
        minimum=0,
        maximum=60000,
        doc="length of the last call (B5) in milliseconds; 0 takes a trick at its final pass",
    ),
    "turn_clock_ms": turn_clock_option(
        "time each seat has for a turn or an exchange decision; on expiry the default of docs/rules.md §0 is applied"
    ),
}


@dataclass(frozen=True, slots=True, kw_only=True)
class Options:
    """The options of one table, as recorded in ``GameStarted``."""

    hands: int = 12
    window_ms: int = 3000
    turn_clock_ms: int | None = None
    #: A table of a multi-table match (not a table option a client sets: the match creates its tables).
    table: bool = False

    @classmethod
    def of(cls, raw: Mapping[str, Any]) -> Options:
        """Typed options from a mapping already checked by ``domain.game.parse_options``."""
        clock = raw.get("turn_clock_ms")
        return cls(
            hands=int(raw.get("hands", 12)),
            window_ms=int(raw.get("window_ms", 3000)),
            turn_clock_ms=None if clock is None else int(clock),
        )
