"""The table options of haggis (docs/rules.md §5, served by GET /v1/game-types) and their typed form.

Haggis has no out-of-turn window (H11: bombs only in turn; bets are free actions), so it offers no
``window_ms``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from domain.errors import Code, InvalidSetup
from domain.game import OptionSpec, turn_clock_option

TARGETS: tuple[int, ...] = (250, 350)
CARD_POINTS: tuple[str, ...] = ("classic", "per_card")

OPTIONS: dict[str, OptionSpec] = {
    "target": OptionSpec(
        label="Points to win",
        default=250,
        kind="int",
        minimum=250,
        maximum=350,
        doc="the total that ends the game (§3.8): 250 for the short game or 350 for the long one",
    ),
    "card_points": OptionSpec(
        label="Points of captured cards",
        default="classic",
        kind="choice",
        choices=CARD_POINTS,
        doc="card points of captured cards (§3.7): classic (3/5/7/9 = 1, J 2, Q 3, K 5) or per_card (1 point a card)",
    ),
    "first_out_bonus_3p": OptionSpec(
        label="+5 to the first out (3 players)",
        default=False,
        kind="bool",
        doc="with 3 players, +5 to the first player out each round (H10, the German rulebook)",
    ),
    "turn_clock_ms": turn_clock_option(
        "time each seat has for its turn; on expiry it passes, or leads its lowest single (docs/rules.md §0)"
    ),
}


@dataclass(frozen=True, slots=True, kw_only=True)
class Options:
    """The options of one table, as recorded in ``GameStarted``."""

    target: int = 250
    card_points: str = "classic"
    first_out_bonus_3p: bool = False
    turn_clock_ms: int | None = None

    @classmethod
    def of(cls, raw: Mapping[str, Any]) -> Options:
        """Typed options from a mapping checked by ``domain.game.parse_options``; raises ``InvalidSetup`` for a
        target other than 250 or 350."""
        target = int(raw.get("target") or 250)
        if target not in TARGETS:
            raise InvalidSetup(Code.BAD_OPTION, f"option 'target' got {target}: haggis is played to 250 or 350")
        clock = raw.get("turn_clock_ms")
        return cls(
            target=target,
            card_points=str(raw.get("card_points", "classic")),
            first_out_bonus_3p=bool(raw.get("first_out_bonus_3p", False)),
            turn_clock_ms=None if clock is None else int(clock),
        )
