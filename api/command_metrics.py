"""Counting and timing ``POST /v1/games/{id}/commands`` in one place: hooks on the commands blueprint.

Every command request is classified by the status it answered, whichever layer refused it (auth, schema,
rules, store): 200 or 204 (minimal) ``accepted``, either with ``Idempotent-Replayed`` ``replayed``, 409
``conflict``, another 4xx ``rejected``, 5xx ``error``. The game type is the one the route loaded; ``unknown`` when
it was refused before (no token, no such game).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from flask import Response, g
from flask.globals import request_ctx
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


@dataclass(slots=True)
class _Noted:
    """What the hooks and the route note of one command: one object in ``g``, each note one look-up of it."""

    started: float
    game: str = UNKNOWN_GAME
    replayed: bool = False


def start() -> None:
    """Before the route: note when the command arrived (and nothing yet of its game or of a replay)."""
    g.command = _Noted(time.perf_counter())


def note_game(game: str) -> None:
    """Called by the route once it knows the game type of the command."""
    noted: _Noted | None = g.get("command")
    if noted is not None:
        noted.game = game


def note_replayed() -> None:
    """Called by the route when it answers an Idempotency-Key's first answer again."""
    noted: _Noted | None = g.get("command")
    if noted is not None:
        noted.replayed = True


def finish(response: Response) -> Response:
    """After the route (and after any error handler): count the command and time it."""
    if request_ctx.request.method != "POST":
        return response
    noted: _Noted | None = g.get("command")
    game = UNKNOWN_GAME if noted is None else noted.game
    outcome = outcome_of(response.status_code, noted is not None and noted.replayed)
    counter = _counters.get((game, outcome))
    if counter is None:
        counter = _counters[game, outcome] = COMMANDS.labels(game=game, outcome=outcome)
    counter.inc()
    if noted is not None:
        timer = _timers.get(game)
        if timer is None:
            timer = _timers[game] = COMMAND_SECONDS.labels(game=game)
        timer.observe(time.perf_counter() - noted.started)
    return response


# Each label set's child, looked up once: ``labels`` takes a lock and builds its key on every call. A few dozen
# at most (the games, plus "unknown", times the outcomes).
_counters: dict[tuple[str, str], Counter] = {}
_timers: dict[str, Histogram] = {}
