"""The table options of exploding aces (served by GET /v1/game-types) and their typed form."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from domain.game import OptionSpec, turn_clock_option

EVERYONE, HOLDERS = "everyone", "holders"

OPTIONS: dict[str, OptionSpec] = {
    "window_ms": OptionSpec(
        label="Out-of-turn windows, in milliseconds",
        default=3000,
        kind="int",
        minimum=0,
        maximum=60000,
        doc="length of each out-of-turn window in milliseconds: the Nine window (after a play or a Six block) "
        "and the Six's block window (then the exchange is allowed); 0 opens no window, so no Nine can be "
        "played and no Six blocked",
    ),
    "turn_clock_ms": turn_clock_option(
        "time a seat has for a decision it owes (its turn, a card to give or keep); on expiry the "
        "default of docs/rules.md §0 is applied"
    ),
    "decks": OptionSpec(
        label="Packs of cards",
        default=None,
        kind="int",
        minimum=1,
        maximum=2,
        nullable=True,
        doc="number of 52-card packs; null for auto: one for 2-6 players, two for 7-12 (A1)",
    ),
    "nine_prompt": OptionSpec(
        label="Whom a Nine window waits for",
        default=EVERYONE,
        kind="choice",
        choices=(EVERYONE, HOLDERS),
        doc="who a Nine window waits for: 'everyone' eligible (reveals nothing), or only 'holders' of a Nine "
        "(faster, but an unopened window tells the table nobody eligible holds a Nine) (A7)",
    ),
}


@dataclass(frozen=True, slots=True, kw_only=True)
class Options:
    """The options of one table, as recorded in ``GameStarted`` (``decks`` already resolved)."""

    window_ms: int = 3000
    turn_clock_ms: int | None = None
    decks: int = 1
    nine_prompt: str = EVERYONE

    @classmethod
    def of(cls, raw: Mapping[str, Any], players: int) -> Options:
        """Typed options from a mapping already checked by ``domain.game.parse_options``."""
        clock = raw.get("turn_clock_ms")
        decks = raw.get("decks")
        return cls(
            window_ms=int(raw.get("window_ms", 3000)),
            turn_clock_ms=None if clock is None else int(clock),
            decks=auto_decks(players) if decks is None else int(decks),
            nine_prompt=str(raw.get("nine_prompt", EVERYONE)),
        )


def auto_decks(players: int) -> int:
    """One pack for 2-6 players, two for 7 or more (A1)."""
    return 1 if players <= 6 else 2
