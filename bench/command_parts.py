"""Where the time of one command goes inside the app: POST /v1/games/{id}/commands called in-process (the Flask
app's WSGI callable, no HTTP server, no client threads), its parts timed by wrappers, next to the bare baseline
of bench/http_commands.py (bench/baseline_app.py: one Lua append and a JSON answer) called the same way. Times
are this thread's CPU time (``time.thread_time``): the wait for Redis's answer is not counted, as it is not
under gunicorn's gevent workers, where other requests run meanwhile.

Both apps run against the same Redis (``bench.common.redis_url``) under prefixes of this run, which are deleted at
the end. The full path plays the scripted one-hand games of bench/http_commands.py (bombs at 4 seats, no windows)
over ``--games`` games, game after game; the first 100 requests warm up and are not counted. Each part is the
CPU time spent in it per request (the store's append: sending the script and reading its answer); "rest" is the
request less the parts named at the top level: Flask, the hooks (metrics, rate limit, request log) and WSGI.

This is the split behind issue 18's goal for the command path (at least 0.75 of the baseline's throughput per
worker): the ratio printed is the in-process one, without gunicorn's parsing and access log, which both
servers pay alike (bench/http_commands.py measures those too).

With ``--rate-limit SPEC`` the full path runs with ``POWDERKEG_RATE_LIMIT=SPEC`` (``creation=off``: the default
budgets, but for creating the games), and the rate limit's check is a part of its own.

With ``--accept-encoding`` the commands ask for a compressed answer, as a browser's do (``"gzip, deflate, br,
zstd"``): the compression's cost is then in "rest".

With ``--prefer return=minimal`` the commands ask for a minimal answer (a 204 without the view and the events, as
the web client asks while it follows the game's stream with states): the view and the redaction are then skipped.

Run: .venv/bin/python bench/command_parts.py [--games 60] [--rate-limit creation=off] [--accept-encoding CODINGS]
     [--prefer return=minimal]
"""

from __future__ import annotations

import argparse
import collections
import dataclasses
import io
import json
import sys
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import redis  # noqa: E402
from flask import Flask  # noqa: E402
from werkzeug.test import EnvironBuilder  # noqa: E402

from bench.common import bench_prefix, redis_url, scripted_game  # noqa: E402
from tests.support.redis_keys import delete_prefix  # noqa: E402

WARM_UP = 100
Request = tuple[dict[str, Any], bytes]


class Timed:
    """CPU time spent in the functions it wraps, by label, and how often each was called."""

    def __init__(self) -> None:
        self.seconds: collections.Counter[str] = collections.Counter()
        self.calls: collections.Counter[str] = collections.Counter()

    def wrap(self, owner: Any, name: str, label: str) -> None:
        """Replace ``owner.name`` (a module's function or a class's method) by a timed one."""
        inner = getattr(owner, name)
        spent, calls = self.seconds, self.calls

        def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.thread_time()
            try:
                return inner(*args, **kwargs)
            finally:
                spent[label] += time.thread_time() - start
                calls[label] += 1

        if isinstance(owner, type) and isinstance(vars(owner).get(name), staticmethod):
            setattr(owner, name, staticmethod(timed))
        else:
            setattr(owner, name, timed)

    def clear(self) -> None:
        self.seconds.clear()
        self.calls.clear()


def environ(path: str, body: bytes, headers: dict[str, str]) -> Request:
    """The WSGI environ of a POST of ``body`` (its input stream is made anew for each call)."""
    return EnvironBuilder(path=path, method="POST", data=body, headers=headers).get_environ(), body


def call_all(app: Flask, requests: Iterable[Request]) -> int:
    """Call ``app`` with each request; the number of answers that were not 2xx."""
    failed = 0

    def start_response(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> None:
        nonlocal failed
        failed += not status.startswith("2")

    for env, body in requests:
        env = {**env, "wsgi.input": io.BytesIO(body)}
        b"".join(app(env, start_response))
    return failed


def per_request_us(app: Flask, requests: list[Request], timed: Timed | None = None) -> float:
    """CPU time of this thread per request of ``app`` over ``requests`` after the warm-up ones, in microseconds
    (``timed`` is cleared after the warm-up)."""
    assert call_all(app, requests[:WARM_UP]) == 0
    if timed is not None:
        timed.clear()
    start = time.thread_time()
    failed = call_all(app, requests[WARM_UP:])
    elapsed = time.thread_time() - start
    assert failed == 0, f"{failed} requests failed"
    return elapsed / (len(requests) - WARM_UP) * 1e6


def full_path(
    url: str, prefix: str, games: int, rate_limit: str = "", accept_encoding: str = "", prefer: str = ""
) -> tuple[float, Timed, int]:
    """The full command path over ``games`` scripted games: us per request, its parts, the request count."""
    import api.command_reply as reply
    import api.routes.commands as route
    from api.ratelimit import Budgets
    from domain.service.commands import Commands
    from domain.service.playing import Playing
    from domain.service.queries import Queries
    from domain.service.repository import Repository
    from domain.service.scheduling import Scheduling
    from eventstore.store import RedisEventStore
    from powderkeg.wiring import create_app
    from settings import Settings
    from settings.values import rate_limits

    # Wrapped before the app is made: the service binds its components' methods when it is built.
    timed = Timed()
    for owner, name, label in (
        (route, "require_token", "token"),
        (route, "json_body", "body"),
        (reply, "events_json", "events as JSON"),
        (reply, "json_response", "JSON"),
    ):
        timed.wrap(owner, name, label)
    timed.wrap(Playing, "command", "command")  # the route's one service call
    timed.wrap(Playing, "game", "command: warm game")
    timed.wrap(Playing, "seat", "command: seat of the token")
    timed.wrap(Commands, "handle_command", "command: decide and append")
    timed.wrap(Repository, "seal", "command: seal (envelopes, hash chain)")
    timed.wrap(Scheduling, "schedule", "command: schedule (timers, bots)")
    timed.wrap(RedisEventStore, "append", "command: store append (Lua, round trip)")
    timed.wrap(Queries, "view", "command: view")
    timed.wrap(Queries, "redact", "command: redact events")
    limits = rate_limits("--rate-limit", rate_limit)
    if limits is not None:
        timed.wrap(Budgets, "hit", "rate limit: count in its budget")
        timed.wrap(Budgets, "stats", "rate limit: what is left (RateLimit)")
    settings = Settings(redis_url=url, key_prefix=prefix, testing=True, data_dir=Path("/nonexistent"))
    app = create_app(dataclasses.replace(settings, rate_limit=limits))
    client = app.test_client()
    options, deal, script = scripted_game()
    requests: list[Request] = []
    for _ in range(games):
        created = client.post(
            "/v1/games",
            json={
                "game": "bombs",
                "players": [{"name": f"p{i}"} for i in range(4)],
                "options": options,
                "deal": deal,
            },
        ).get_json()
        tokens = {t["seat"]: t["token"] for t in created["tokens"]}
        for seat, command in script:
            headers = {"Authorization": f"Bearer {tokens[seat]}", "Content-Type": "application/json"}
            if accept_encoding:
                headers["Accept-Encoding"] = accept_encoding
            if prefer:
                headers["Prefer"] = prefer
            requests.append(environ(f"/v1/games/{created['id']}/commands", json.dumps(command).encode(), headers))
    total = per_request_us(app, requests, timed)
    parts = Timed()  # a copy: the store's append stays wrapped for the baseline's run
    parts.seconds.update(timed.seconds)
    parts.calls.update(timed.calls)
    return total, parts, len(requests) - WARM_UP


def baseline(url: str, prefix: str, requests: int) -> float:
    """The bare baseline app (one Lua append, JSON) over as many requests: us per request."""
    import os

    from bench.baseline_app import create_app

    os.environ.update(REDIS_URL=url, POWDERKEG_KEY_PREFIX=prefix)
    app = create_app()
    _, _, script = scripted_game()
    calls: list[Request] = []
    game = 0
    while len(calls) < requests + WARM_UP:
        for version, (_, command) in enumerate(script):
            body = json.dumps({"version": version, **command}).encode()
            calls.append(environ(f"/bench/append/b{game}", body, {"Content-Type": "application/json"}))
        game += 1
    return per_request_us(app, calls)


def report(total_us: float, timed: Timed, requests: int, base_us: float) -> None:
    top = [label for label in timed.seconds if ":" not in label]
    named = sum(timed.seconds[label] for label in top) / requests * 1e6
    print(f"full command path, in-process: {total_us:7.1f} us per request ({requests} requests)")
    for label, seconds in sorted(timed.seconds.items(), key=lambda item: (item[0].split(":")[0], ":" in item[0])):
        share = seconds / requests * 1e6
        print(f"  {label:42s} {share:7.1f} us  {share / total_us:4.0%}  ({timed.calls[label] / requests:.2f} calls)")
    print(f"  {'rest (Flask, hooks, WSGI)':42s} {total_us - named:7.1f} us  {(total_us - named) / total_us:4.0%}")
    print(f"bare baseline (one Lua append + JSON), in-process: {base_us:7.1f} us per request")
    print(f"baseline / full path, in-process: {base_us / total_us:.2f} (issue 18's goal, through gunicorn: >= 0.75)")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--rate-limit", default="", help="POWDERKEG_RATE_LIMIT for the full path, e.g. creation=off")
    parser.add_argument("--accept-encoding", default="", help="the commands' Accept-Encoding, e.g. 'gzip, br'")
    parser.add_argument("--prefer", default="", help="the commands' Prefer, e.g. return=minimal")
    args = parser.parse_args(argv)
    with redis_url() as url:
        prefix = bench_prefix()
        try:
            total, timed, requests = full_path(
                url, prefix, args.games, args.rate_limit, args.accept_encoding, args.prefer
            )
            base = baseline(url, prefix + "-base", requests)
        finally:
            client = redis.Redis.from_url(url)
            for each in (prefix, prefix + "-base"):
                delete_prefix(client, each)
            client.close()
    report(total, timed, requests, base)


if __name__ == "__main__":
    main()
