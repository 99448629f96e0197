"""Folding events into the state (``domain.folding`` owns the opening event, ``seq`` and the clock)."""

from __future__ import annotations

import random
from typing import assert_never

from domain import batch as batches
from domain.folding import fold
from tests.support.high_card.events import CardPlayed, GameFinished, GameStarted, HandsDealt, HighCardEvent
from tests.support.high_card.options import Options
from tests.support.high_card.state import HighCardChanges, HighCardState, with_changes


def _started(e: GameStarted) -> HighCardState:
    return HighCardState(names=e.names, bots=e.bots, options=Options(turn_clock_ms=e.turn_clock_ms))


def _changes(s: HighCardState, event: HighCardEvent, at_ms: int) -> HighCardChanges:
    match event:
        case CardPlayed(seat=seat, card=card):
            hands = tuple(tuple(c for c in h if c != card) if i == seat else h for i, h in enumerate(s.hands))
            return {"hands": hands, "played": (*s.played, (seat, card)), "turn": (seat + 1) % s.seats}
        case HandsDealt(hands=hands):
            return {"hands": hands, "turn": 0}
        case GameFinished(winner=winner):
            return {"winner": winner, "turn": None}
        case GameStarted():
            return {}
        case _:
            assert_never(event)


evolve = fold(slug="high-card", first=GameStarted, started=_started, changes=_changes, with_changes=with_changes)


#: A High Card batch: ``domain.batch.Batch`` folding with this module's ``evolve`` (used, not subclassed: a class
#: written in Python cannot subclass the compiled one of ``make compiled``).
Batch = batches.Batch[HighCardState]


def batch(state: HighCardState, now_ms: int, rng: random.Random) -> Batch:
    """The batch of a command decided on ``state``."""
    return batches.Batch(state, now_ms, rng, evolve)
