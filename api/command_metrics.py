"""Counting and timing ``POST /v1/games/{id}/commands`` in one place: hooks on the commands blueprint.

Every command request is classified by the status it answered, whichever layer refused it (auth, schema,
rules, store): 200 or 204 (minimal) ``accepted``, either with ``Idempotent-Replayed`` ``replayed``, 409
``conflict``, another 4xx ``rejected``, 5xx ``error``. The game type is the one the route loaded; ``unknown`` when
it was refused before (no token, no such game).
"""

from __future__ import annotations

import time

from flask import Response, g, request
from prometheus_client import Counter, Histogram

from api.metrics import COMMAND_SECONDS, COMMANDS

UNKNOWN_GAME = "unknown"


def outcome_of(status: int, replayed: bool) -> str:
    """The ``outcome`` label of a command answered with ``status``."""
    if status >= 500:
        return "error"
    if status == 409:
        return "conflict"
    if status >= 400:
        return "rejected"
    return "replayed" if replayed else "accepted"


def start() -> None:
    """Before the route: note when the command arrived (and nothing yet of its game or of a replay)."""
    g.command_started = time.perf_counter()
    g.command_game = UNKNOWN_GAME
    g.command_replayed = False


def note_game(game: str) -> None:
    """Called by the route once it knows the game type of the command."""
    g.command_game = game


def note_replayed() -> None:
    """Called by the route when it answers an Idempotency-Key's first answer again."""
    g.command_replayed = True


def finish(response: Response) -> Response:
    """After the route (and after any error handler): count the command and time it."""
    if request.method != "POST":
        return response
    game = g.get("command_game", UNKNOWN_GAME)
    outcome = outcome_of(response.status_code, g.get("command_replayed", False))
    counter = _counters.get((game, outcome))
    if counter is None:
        counter = _counters[game, outcome] = COMMANDS.labels(game=game, outcome=outcome)
    counter.inc()
    started: float | None = g.get("command_started")
    if started is not None:
        timer = _timers.get(game)
        if timer is None:
            timer = _timers[game] = COMMAND_SECONDS.labels(game=game)
        timer.observe(time.perf_counter() - started)
    return response


# Each label set's child, looked up once: ``labels`` takes a lock and builds its key on every call. A few dozen
# at most (the games, plus "unknown", times the outcomes).
_counters: dict[tuple[str, str], Counter] = {}
_timers: dict[str, Histogram] = {}
