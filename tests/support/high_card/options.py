"""The table options of High Card: only the turn clock every game has (docs/rules.md §0)."""

from __future__ import annotations

from dataclasses import dataclass

from domain.game import OptionSpec, turn_clock_option

OPTIONS: dict[str, OptionSpec] = {
    "turn_clock_ms": turn_clock_option("time the seat on turn has to play; on expiry it plays its lowest card"),
}


@dataclass(frozen=True, slots=True, kw_only=True)
class Options:
    """The options of one table, typed."""

    turn_clock_ms: int | None
