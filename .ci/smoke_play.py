"""The HTTP client of .ci/production-smoke, on the standard library only (it runs on the production venv, which
has no test dependencies).

    smoke_play.py ready URL [--timeout S]   wait until GET URL/readyz answers 200
    smoke_play.py play URL [--timeout S]    create a game of bombs whose seats are all bots, wait until it ends
    smoke_play.py routed URL LOG... [--timeout S]
        through the proxy at URL: play games of bots to the end, and list games; then, from the API processes'
        access logs, show that every request about one game reached one process, and the listings reached all

Each exits 0 on success and 1, with the reason on stderr, when the server does not do it in time.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import urllib.error
import urllib.request
from typing import Any

# Three bots, one hand, short last calls: a whole game of bots and worker timers in a few seconds.
GAME = {"game": "bombs", "players": [{"bot": "random"}] * 3, "options": {"hands": 1, "window_ms": 50}}
LONG_POLL_S = 2
FOLLOW_PAUSE_S = 0.1


def call(method: str, url: str, body: Any = None, timeout: float = 10) -> tuple[int, Any]:
    """One request with an optional JSON body: the status and the decoded JSON answer (None when not JSON)."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            status, raw = response.status, response.read()
    except urllib.error.HTTPError as exc:
        status, raw = exc.code, exc.read()
    try:
        return status, json.loads(raw)
    except ValueError:
        return status, None


def wait_ready(base: str, timeout: float) -> None:
    """Return once GET /readyz answers 200; exit 1 when it has not within ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    last = "no answer"
    while time.monotonic() < deadline:
        try:
            status, body = call("GET", f"{base}/readyz", timeout=2)
        except OSError as exc:  # not listening yet
            last = f"{type(exc).__name__}: {exc}"
        else:
            if status == 200:
                return
            last = f"{status} {body}"
        time.sleep(0.2)
    sys.exit(f"smoke: {base}/readyz did not answer 200 within {timeout:g} s (last: {last})")


def play(base: str, timeout: float) -> str:
    """Create a game of bots and follow it until it is finished; exit 1 when it is not within ``timeout``.
    Returns the game's id."""
    started = time.monotonic()
    status, created = call("POST", f"{base}/v1/games", GAME)
    if status != 201:
        sys.exit(f"smoke: POST /v1/games answered {status}: {created}")
    game_id, view = created["id"], created["view"]
    while view["status"] != "finished":
        if time.monotonic() - started > timeout:
            sys.exit(f"smoke: game {game_id} not finished in {timeout:g} s (at version {view['version']})")
        # Wait for the next event rather than spinning, then read the new state; at most ten times a second, as a
        # client should (the bots play without a pause, and the rate limit counts every read).
        call("GET", f"{base}/v1/games/{game_id}/events?after={view['version']}&wait={LONG_POLL_S}")
        time.sleep(FOLLOW_PAUSE_S)
        status, view = call("GET", f"{base}/v1/games/{game_id}")
        if status != 200:
            sys.exit(f"smoke: GET /v1/games/{game_id} answered {status}: {view}")
    if view.get("result") is None:
        sys.exit(f"smoke: game {game_id} is finished but has no result")
    # The installed package (no checkout beside it) builds and serves its own contract.
    with urllib.request.urlopen(f"{base}/openapi.yaml", timeout=timeout) as response:
        spec = response.read()
    if response.status != 200 or not spec.startswith(b"# Built by") or b"GameView:" not in spec:
        sys.exit(f"smoke: GET /openapi.yaml answered {response.status} without the contract")
    took = time.monotonic() - started
    print(f"smoke: game {game_id} of bots finished at version {view['version']} in {took:.1f} s", flush=True)
    return str(game_id)


#: Games played through the proxy, and listings asked of it, by ``routed``.
ROUTED_GAMES = 4
LISTINGS = 4


def routed(base: str, logs: list[str], timeout: float) -> None:
    """Play ``ROUTED_GAMES`` games through the proxy at ``base`` and list games ``LISTINGS`` times; exit 1 unless
    each game's requests all reached one API process (by the access logs ``logs``, one per process), its
    long-polls all another, and the listings reached every process."""
    games = [play(base, timeout) for _ in range(ROUTED_GAMES)]
    left = []
    for _ in range(LISTINGS):
        with urllib.request.urlopen(f"{base}/v1/games?limit=5", timeout=10) as response:
            if response.status != 200:
                sys.exit(f"smoke: GET /v1/games through the proxy answered {response.status}")
            left.append(int(response.headers.get("RateLimit", ";r=-1;").split(";")[1].removeprefix("r=")))
    # The rate limit (compose's POWDERKEG_RATE_LIMIT=on) counts in Redis: the listings, spread over both
    # processes, spend one budget, one request each.
    if left != list(range(left[0], left[0] - LISTINGS, -1)) or left[0] < 0:
        sys.exit(f"smoke: the listings' RateLimit did not count down across the processes: {left}")
    print(f"smoke: the listings' budget counted down across both processes: RateLimit r={left}", flush=True)
    time.sleep(0.5)  # the access log line is written as the answer ends
    lines = [open(log, encoding="utf-8", errors="replace").read().splitlines() for log in logs]
    for game_id in games:
        # ``play`` long-polls the events (the access log shows no query): those are the game's watchers.
        watching = (f'"GET /v1/games/{game_id}/events"', f'"GET /v1/games/{game_id}/stream"')
        counts = [sum(f" /v1/games/{game_id}" in line and not line_of(line, watching) for line in process)
                  for process in lines]
        watched = [sum(line_of(line, watching) for line in process) for process in lines]
        if sum(1 for count in counts if count) != 1 or sum(1 for count in watched if count) != 1:
            sys.exit(f"smoke: the requests of game {game_id} reached more than one API process, or none: {counts}, "
                     f"or its long-polls did: {watched}")
        where, watcher = counts.index(max(counts)) + 1, watched.index(max(watched)) + 1
        if where == watcher:
            sys.exit(f"smoke: game {game_id}'s long-polls reached the process of its commands ({where})")
        print(f"smoke: every request of game {game_id} ({max(counts)} of them) reached API process {where}, and "
              f"its {max(watched)} long-polls process {watcher}")
    listed = [sum('"GET /v1/games"' in line for line in process) for process in lines]
    if not all(listed):
        sys.exit(f"smoke: the listings did not reach every API process: {listed}")
    print(f"smoke: the listings reached every API process: {listed}", flush=True)


def line_of(line: str, requests: tuple[str, ...]) -> bool:
    """Whether the access log ``line`` is of one of ``requests`` (``"GET /path"``)."""
    return any(request in line for request in requests)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("action", choices=["ready", "play", "routed"])
    parser.add_argument("url", help="the API's base URL, e.g. http://127.0.0.1:8000")
    parser.add_argument("logs", nargs="*", help="routed: the access log of each API process behind the proxy")
    parser.add_argument("--timeout", type=float, default=30, help="seconds to allow (default 30)")
    args = parser.parse_args()
    base = args.url.rstrip("/")
    if args.action == "ready":
        wait_ready(base, args.timeout)
    elif args.action == "routed":
        routed(base, args.logs, args.timeout)
    else:
        play(base, args.timeout)


if __name__ == "__main__":
    main()
