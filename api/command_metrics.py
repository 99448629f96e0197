"""Counting and timing ``POST /v1/games/{id}/commands`` in one place: hooks on the commands blueprint.

Every command request is classified by the status it answered, whichever layer refused it (auth, schema,
rules, store): 200 ``accepted``, 200 with ``Idempotent-Replayed`` ``replayed``, 409 ``conflict``, another 4xx
``rejected``, 5xx ``error``. The game type is the one the route loaded; ``unknown`` when it was refused before
(no token, no such game).
"""

from __future__ import annotations

import time

from flask import Response, g, request

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
    """Before the route: note when the command arrived."""
    g.command_started = time.perf_counter()


def note_game(game: str) -> None:
    """Called by the route once it knows the game type of the command."""
    g.command_game = game


def finish(response: Response) -> Response:
    """After the route (and after any error handler): count the command and time it."""
    if request.method != "POST":
        return response
    game = g.get("command_game", UNKNOWN_GAME)
    replayed = response.headers.get("Idempotent-Replayed") == "true"
    COMMANDS.labels(game=game, outcome=outcome_of(response.status_code, replayed)).inc()
    started: float | None = g.get("command_started")
    if started is not None:
        COMMAND_SECONDS.labels(game=game).observe(time.perf_counter() - started)
    return response
