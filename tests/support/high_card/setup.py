"""The opening events: the table, then the whole pack shuffled and dealt evenly (or a testing deal)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.game import Ctx, Event, PlayerSpec
from tests.support.high_card.cards import PACK, sort_cards
from tests.support.high_card.events import GameStarted, HandsDealt
from tests.support.high_card.testing import parse_deal


def setup(
    players: Sequence[PlayerSpec], options: Mapping[str, Any], ctx: Ctx, deal: Mapping[str, Any] | None = None, /
) -> list[Event]:
    """The opening events of ``players`` with complete ``options``."""
    seats = len(players)
    started = GameStarted(
        names=tuple(p.name for p in players),
        bots=tuple(p.bot is not None for p in players),
        turn_clock_ms=options["turn_clock_ms"],
    )
    if deal is not None:
        return [started, HandsDealt(hands=parse_deal(deal, seats))]
    cards = list(PACK)
    ctx.rng.shuffle(cards)
    size = len(cards) // seats
    return [started, HandsDealt(hands=tuple(sort_cards(cards[i * size : (i + 1) * size]) for i in range(seats)))]
