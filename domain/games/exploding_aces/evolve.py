"""Folding events into the state: exhaustive dispatch, trusting every recorded event, never drawing."""

from __future__ import annotations

from domain import batch as batches
from domain.chance import Draws
from domain.folding import fold
from domain.game import Event
from domain.games.exploding_aces import effect_folds, turn_folds
from domain.games.exploding_aces.events import EVENTS, GameStarted
from domain.games.exploding_aces.options import Options
from domain.games.exploding_aces.state import AcesChanges, AcesState, with_changes

#: Each event type's fold: the turn's (``turn_folds``) and the effects' (``effect_folds``).
FOLDS: dict[type[Event], turn_folds.Fold] = {**turn_folds.FOLDS, **effect_folds.FOLDS}
if set(FOLDS) != set(EVENTS) or len(FOLDS) != len(turn_folds.FOLDS) + len(effect_folds.FOLDS):
    raise TypeError(f"exploding-aces folds {sorted(t.__name__ for t in FOLDS)}, not each of EVENTS once")


def _started(e: GameStarted) -> AcesState:
    options = Options(window_ms=e.window_ms, turn_clock_ms=e.turn_clock_ms, decks=e.decks, nine_prompt=e.nine_prompt)
    n = len(e.names)
    return AcesState(
        names=e.names,
        bots=e.bots,
        options=options,
        recycle_quota=e.recycle_quota,
        rules=e.rules,
        hands=((),) * n,
        alive=(True,) * n,
    )


def _changes(s: AcesState, event: Event, at_ms: int) -> AcesChanges:
    """The fields ``event`` changes: its type's fold."""
    return FOLDS[type(event)](s, event, at_ms)


#: Fold one recorded event (``domain.folding``); every event restarts the turn clock at its own time.
evolve = fold(slug="exploding-aces", first=GameStarted, started=_started, changes=_changes, with_changes=with_changes)


class Batch(batches.Batch[AcesState]):
    """A exploding-aces batch: ``domain.batch.Batch`` folding with this module's ``evolve``."""

    def __init__(self, state: AcesState, now_ms: int, rng: Draws) -> None:
        super().__init__(state, now_ms, rng, evolve)
