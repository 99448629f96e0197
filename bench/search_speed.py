"""How many simulations a search decision runs in its think time: the product figure of a search bot's strength
(issue 33), shared by bench/bot_strength.py (the rules alone) and bench/bot_turns.py (through the service).

A simulation is one world with every candidate played in it. ``Simulations`` counts them by wrapping
``domain.search._best``, which is given each candidate's scores, one a simulation, and only for a decision that
weighs more than one candidate (a lone legal command is played at once).
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from domain import search
from domain.bots import knowledge
from domain.declared import Declared
from domain.game import Ctx, PlayerSpec, parse_options
from tests.support.bot_games import T0, applied, greedy_move


class Simulations:
    """Counts the simulations of the searches that weighed several candidates (wraps ``domain.search._best``)."""

    def __init__(self) -> None:
        self.counts: list[int] = []
        self.best = search._best

    def __call__(self, scores: Sequence[Sequence[float]]) -> int:
        self.counts.append(len(scores[0]))
        return self.best(scores)

    def mean(self) -> float:
        return statistics.fmean(self.counts) if self.counts else 0.0


@contextmanager
def counting() -> Iterator[Simulations]:
    """Count the simulations of every search decided in the block."""
    counter = Simulations()
    search._best = counter
    try:
        yield counter
    finally:
        search._best = counter.best


def simulations_in(
    game: Declared, players: int, options: Mapping[str, Any], think_ms: int, decisions: int, seed: int = 0
) -> float:
    """The simulations a search decision runs in ``think_ms`` by the clock, on average over ``decisions`` positions
    of games of greedy bots (every 7th decision of several legal commands, game after game from ``seed``; the
    seat's log left out, which changes the worlds' cards, not their cost)."""
    rng = random.Random(seed)
    with counting() as counter:
        while len(counter.counts) < decisions:
            specs = [PlayerSpec(name=f"bot-{i}", bot="greedy") for i in range(players)]
            state: Any = None
            now = T0
            for event in game.setup(specs, parse_options(game.info, dict(options)), Ctx(now_ms=now, rng=rng)):
                state = game.evolve(state, event, now)
            for turn in range(10_000):
                if game.status(state) == "finished" or len(counter.counts) >= decisions:
                    break
                seat, command, now = greedy_move(game, state, now, rng, turn)
                if seat is not None and turn % 7 == 3:
                    known = knowledge(game, state, seat, now_ms=now)
                    if len(known.legal) > 1:
                        search.search(game, game, known, rng, search.timed(time.monotonic, think_ms))
                now += 1
                state = applied(game, state, seat, command, now, rng)
    return counter.mean()
