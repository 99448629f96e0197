"""Command latency on one API process, alone and while 1,000 long-polls and 1,000 SSE streams wait there.

The API runs as production runs it: gunicorn with ``api.gunicorn_conf`` and one gevent worker
(POWDERKEG_WORKERS=1), against a ``redis-server`` of this run (no persistence, in a temporary folder). The
shared Redis pool keeps its production size. Two phases, each playing scripted games of bombs that nobody
watches, one command at a time, for at least ``--seconds`` and ``--commands``:

1. quiet: nothing else on the server;
2. flood: a child process first opens ``--streams`` SSE streams and ``--long-polls`` long-polls
   (``wait=20``, re-issued as each answers), each on a game of its own with nothing happening, so every
   long-poll waits its whole wait.

With ``--one-game`` every waiter watches the one game the timed client plays; with ``--watchers-apart`` the waiters
go to a second API process over the same Redis, as deploy/haproxy.cfg sends a game's watchers.

It prints p50 and p99 of both phases, their ratio and the goal (<= 2x), the open streams the server reports
on /metrics, and what the waiters got (each long-poll should answer 200 with no events after its whole wait;
each stream should stay open). The measured phase lasts longer than one long-poll, so long-polls answer and
are re-issued while commands are timed.

Run: .venv/bin/python bench/longpoll_flood.py [--long-polls 1000] [--streams 1000] [--wait 20] [--seconds 30]
     [--commands 500] [--timeout 900] [--one-game] [--watchers-apart]
"""

from __future__ import annotations

import argparse
import asyncio
import http.client
import json
import multiprocessing
import os
import re
import signal
import subprocess
import sys
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from multiprocessing.synchronize import Event
from pathlib import Path
from types import FrameType

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.common import bench_prefix, percentiles, scripted_game, spawned_redis  # noqa: E402
from bench.server import (  # noqa: E402
    free_port,
    raise_open_files,
    request,
    rss_mb,
    serving_pid,
    start_gunicorn,
    stop,
)
from bench.sse_client import open_streams  # noqa: E402

GOAL = 2.0
OPEN_CONCURRENCY = 200
READY_TIMEOUT_S = 300.0
_OPEN_GAUGE = re.compile(r'^powderkeg_open_streams\{kind="(\w+)"\} (\S+)$', re.MULTILINE)


# -- the flood (a child process, so that its client work does not slow the timed client) --------------------


@dataclass
class FloodReport:
    """What the waiters got."""

    streams_opened: int = 0
    stream_errors: list[str] = field(default_factory=list)
    streams_ended: int = 0
    heartbeats: int = 0
    polls_sent: int = 0
    poll_statuses: Counter[str] = field(default_factory=Counter)
    polls_with_events: int = 0
    polls_early: int = 0  # answered 200 with no event before their wait was over
    poll_events: int = 0
    #: One game mode: how many streams ended at each last id, and the event frames they got in all.
    last_ids: Counter[int] = field(default_factory=Counter)
    stream_event_frames: int = 0
    poll_errors: list[str] = field(default_factory=list)
    open_s: float = 0.0


async def long_poll_forever(port: int, game_id: str, head: int, wait: float, report: FloodReport) -> None:
    """Long-poll ``game_id`` after ``head`` again and again, after the last event each answer brought, counting
    the answers."""
    while True:
        path = f"/v1/games/{game_id}/events?after={head}&wait={wait:g}"
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
        except OSError as exc:
            report.poll_errors.append(f"connect: {exc.strerror or exc}")
            await asyncio.sleep(1)
            continue
        started = time.monotonic()
        writer.write(f"GET {path} HTTP/1.1\r\nHost: bench\r\nConnection: close\r\n\r\n".encode())
        report.polls_sent += 1
        try:
            raw = await reader.read()
        except OSError as exc:
            report.poll_errors.append(f"read: {type(exc).__name__}")
            continue
        finally:
            writer.close()
        seconds = time.monotonic() - started
        status = raw.split(b" ", 2)[1].decode() if raw.startswith(b"HTTP/") else "no answer"
        report.poll_statuses[status] += 1
        if status == "200":
            events = json.loads(raw.split(b"\r\n\r\n", 1)[1])["events"]
            report.polls_with_events += bool(events)
            report.poll_events += len(events)
            head = events[-1]["version"] if events else head
            report.polls_early += not events and seconds < wait - 0.05
        else:
            await asyncio.sleep(1)


async def run_flood(
    port: int, stream_games: list[str], poll_games: list[tuple[str, int]], wait: float, ready: Event, done: Event
) -> FloodReport:
    report = FloodReport()
    started = time.perf_counter()
    targets = [(f"/v1/games/{game_id}/stream", {}) for game_id in stream_games]
    streams, stream_tasks = await open_streams(port, targets, keep=False, concurrency=OPEN_CONCURRENCY)
    polls = [asyncio.create_task(long_poll_forever(port, g, head, wait, report)) for g, head in poll_games]
    while report.polls_sent < len(poll_games):
        await asyncio.sleep(0.05)
    report.open_s = time.perf_counter() - started
    ready.set()
    while not done.is_set():
        await asyncio.sleep(0.2)
    report.streams_opened = sum(1 for s in streams if s.views >= 1)
    report.stream_errors = [s.error for s in streams if s.error]
    report.streams_ended = sum(1 for s in streams if s.closed)
    report.heartbeats = sum(s.heartbeats for s in streams)
    report.last_ids = Counter(s.last_id for s in streams)
    report.stream_event_frames = sum(s.event_frames for s in streams)
    for task in [*polls, *stream_tasks]:
        task.cancel()
    await asyncio.gather(*polls, *stream_tasks, return_exceptions=True)
    return report


def flood_process(
    port: int,
    stream_games: list[str],
    poll_games: list[tuple[str, int]],
    wait: float,
    ready: Event,
    done: Event,
    results: multiprocessing.Queue[FloodReport],
) -> None:
    """The child: open the waiters, tell the parent, keep them until it says done, report."""
    raise_open_files()
    results.put(asyncio.run(run_flood(port, stream_games, poll_games, wait, ready, done)))


# -- the timed commands --------------------------------------------------------------------------------------


def timed_commands(port: int, seconds: float, at_least: int) -> list[float]:
    """Play scripted games (nobody watching) one command at a time, for ``seconds`` and ``at_least`` commands;
    the latency of each command in ms."""
    options, deal, script = scripted_game()
    players = [{"name": f"p{i}"} for i in range(4)]
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    latencies: list[float] = []
    ends = time.monotonic() + seconds
    while time.monotonic() < ends or len(latencies) < at_least:
        created = request(port, "POST", "/v1/games", {"game": "bombs", "players": players, "options": options,
                                                      "deal": deal})
        tokens = {t["seat"]: t["token"] for t in created["tokens"]}
        for seat, command in script:
            latencies.append(timed_command(conn, created["id"], tokens[seat], command))
    conn.close()
    return latencies


def timed_command(conn: http.client.HTTPConnection, game_id: str, token: str, command: object) -> float:
    """POST one command of the seat of ``token``: its latency in ms (a command refused stops the run)."""
    headers = {"Content-Type": "application/json", "Authorization": f"Bearer {token}"}
    t0 = time.perf_counter()
    conn.request("POST", f"/v1/games/{game_id}/commands", json.dumps(command), headers)
    response = conn.getresponse()
    answer = response.read()
    took = (time.perf_counter() - t0) * 1000
    if response.status != 200:
        raise SystemExit(f"a command failed: {response.status} {answer[:300]!r}")
    return took


def long_game(port: int) -> tuple[str, dict[int, str], int]:
    """A game of bombs of four people long enough for a phase (50 hands, no windows): its id, tokens, version."""
    body = {"game": "bombs", "players": [{"name": f"p{i}"} for i in range(4)], "options": {"window_ms": 0, "hands": 50}}
    created = request(port, "POST", "/v1/games", body)
    return created["id"], {t["seat"]: t["token"] for t in created["tokens"]}, created["view"]["version"]


def timed_game_commands(port: int, game: tuple[str, dict[int, str], int], seconds: float, at_least: int) -> list[float]:
    """Play one game, each move the first of the legal commands of the seat that has any, for ``seconds`` and
    ``at_least`` commands; the latency of each command (the POST alone) in ms."""
    game_id, tokens, _ = game
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    latencies: list[float] = []
    ends = time.monotonic() + seconds
    while time.monotonic() < ends or len(latencies) < at_least:
        for token in tokens.values():
            conn.request("GET", f"/v1/games/{game_id}/legal-commands", headers={"Authorization": f"Bearer {token}"})
            listed = json.loads(conn.getresponse().read())
            if listed.get("commands"):
                latencies.append(timed_command(conn, game_id, token, listed["commands"][0]))
                break
        else:
            raise SystemExit(f"game {game_id} ended before the phase did: give it more hands")
    conn.close()
    return latencies


# -- the run ---------------------------------------------------------------------------------------------------


def new_games(port: int, count: int) -> list[tuple[str, int]]:
    """``count`` games of bombs with nothing happening: (id, head version)."""
    body = {"game": "bombs", "players": [{"name": f"p{i}"} for i in range(4)], "options": {"window_ms": 0}}

    def one(_: int) -> tuple[str, int]:
        created = request(port, "POST", "/v1/games", body)
        return created["id"], created["view"]["version"]

    with ThreadPoolExecutor(8) as pool:
        return list(pool.map(one, range(count)))


def open_gauges(port: int) -> dict[str, float]:
    """The open-streams gauge by kind from /metrics (empty when the server has no /metrics)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.request("GET", "/metrics")
        response = conn.getresponse()
        text = response.read().decode()
    finally:
        conn.close()
    if response.status != 200:
        return {}
    return {kind: float(value) for kind, value in _OPEN_GAUGE.findall(text)}


def until_open(port: int, want: dict[str, int], limit_s: float = 30.0) -> dict[str, float]:
    """Wait (up to ``limit_s``) until the server reports at least ``want`` open streams; what it reports."""
    deadline = time.monotonic() + limit_s
    while True:
        gauges = open_gauges(port)
        if not gauges or all(gauges.get(k, 0) >= n for k, n in want.items()) or time.monotonic() > deadline:
            return gauges
        time.sleep(0.5)


def figures(name: str, samples: list[float]) -> dict[str, float]:
    p = percentiles(samples)
    print(f"{name}: {len(samples)} commands, p50 {p['p50']:.2f} ms, p99 {p['p99']:.2f} ms, max {p['max']:.1f} ms",
          flush=True)
    return p


def on_alarm(signum: int, frame: FrameType | None) -> None:
    raise SystemExit("the benchmark ran out of time; everything it started is being stopped")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--long-polls", type=int, default=1000)
    parser.add_argument("--streams", type=int, default=1000)
    parser.add_argument("--wait", type=float, default=20.0)
    parser.add_argument("--seconds", type=float, default=30.0, help="at least this long per phase")
    parser.add_argument("--commands", type=int, default=500, help="at least this many commands per phase")
    parser.add_argument("--timeout", type=int, default=900, help="stop everything after this many seconds")
    parser.add_argument("--one-game", action="store_true",
                        help="every waiter watches the one game the timed client plays (else each its own quiet game)")
    parser.add_argument("--watchers-apart", action="store_true",
                        help="the waiters go to a second API process, as deploy/haproxy.cfg sends a game's watchers")
    args = parser.parse_args()
    signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(args.timeout)
    hard = raise_open_files()
    print(f"cores: {os.cpu_count()} (shared with whatever else runs here); open files per process: {hard}; "
          f"gunicorn -c python:api.gunicorn_conf, 1 gevent worker", flush=True)

    api_port, redis_port = free_port(), free_port()
    ctx = multiprocessing.get_context("spawn")
    with spawned_redis(redis_port) as url:
        env = {"REDIS_URL": url, "POWDERKEG_TESTING": "1", "POWDERKEG_KEY_PREFIX": bench_prefix(),
               "POWDERKEG_WORKERS": "1", "POWDERKEG_BIND": f"127.0.0.1:{api_port}"}
        server = start_gunicorn("powderkeg.wiring:create_app()", api_port, env, ["-c", "python:api.gunicorn_conf"],
                                stdout=subprocess.DEVNULL)
        watch_port, watcher = api_port, None
        if args.watchers_apart:
            watch_port = free_port()
            watcher = start_gunicorn("powderkeg.wiring:create_app()", watch_port,
                                     {**env, "POWDERKEG_BIND": f"127.0.0.1:{watch_port}"},
                                     ["-c", "python:api.gunicorn_conf"], stdout=subprocess.DEVNULL)
        child = None
        try:
            pid = serving_pid(server)
            if args.one_game:
                watched = long_game(api_port)
                stream_games = [watched[0]] * args.streams
                poll_games = [(watched[0], watched[2])] * args.long_polls
                quiet_game = long_game(api_port)
                quiet_commands = timed_game_commands(api_port, quiet_game, args.seconds, args.commands)
            else:
                games = new_games(api_port, args.streams + args.long_polls)
                stream_games = [g for g, _ in games[: args.streams]]
                poll_games = games[args.streams :]
                quiet_commands = timed_commands(api_port, args.seconds, args.commands)
            quiet = figures("quiet (no waiters)", quiet_commands)
            print(f"worker RSS {rss_mb(pid):.0f} MB", flush=True)

            ready, done = ctx.Event(), ctx.Event()
            results: multiprocessing.Queue[FloodReport] = ctx.Queue()
            child = ctx.Process(
                target=flood_process,
                args=(watch_port, stream_games, poll_games, args.wait, ready, done, results),
                daemon=True,
            )
            child.start()
            if not ready.wait(READY_TIMEOUT_S):
                raise SystemExit("the flood did not open in time")
            gauges = until_open(watch_port, {"sse": args.streams, "long_poll": args.long_polls})
            where = "all on the game the client plays" if args.one_game else "each on a game of its own"
            where += ", on a second API process" if args.watchers_apart else ""
            print(f"flood open: {args.streams} SSE streams and {args.long_polls} long-polls (wait={args.wait:g} s), "
                  f"{where}; server reports open {gauges or 'n/a (no /metrics)'}; "
                  f"worker RSS {rss_mb(pid):.0f} MB", flush=True)
            if args.one_game:
                flood_commands = timed_game_commands(api_port, watched, args.seconds, args.commands)
                time.sleep(1)  # the last events reach the waiters
            else:
                flood_commands = timed_commands(api_port, args.seconds, args.commands)
            flood = figures("with the flood", flood_commands)
            try:
                gauges = open_gauges(watch_port)
            except (TimeoutError, OSError) as error:  # the watchers' process too busy to answer: say so, go on
                gauges = {}
                print(f"the watchers' process did not answer /metrics after the flood ({error!r}): it was still "
                      "busy sending the events to its waiters", flush=True)
            done.set()
            report = results.get(timeout=60)
            child.join(30)

            p50, p99 = flood["p50"] / quiet["p50"], flood["p99"] / quiet["p99"]
            verdict = "met" if max(p50, p99) <= GOAL else "NOT met"
            print(f"flood / quiet: p50 {p50:.2f}x, p99 {p99:.2f}x (goal: <= {GOAL:g}x, {verdict})", flush=True)
            statuses = ", ".join(f"{n} x {s}" for s, n in sorted(report.poll_statuses.items())) or "none"
            print(f"long-polls: {report.polls_sent} sent, answers {statuses}; {report.polls_with_events} with "
                  f"events, {report.polls_early} empty before their wait was over, {len(report.poll_errors)} "
                  f"errors{': ' + report.poll_errors[0] if report.poll_errors else ''}", flush=True)
            print(f"SSE streams: {report.streams_opened} got their view, {report.streams_ended} ended early, "
                  f"{report.heartbeats} heartbeats, {len(report.stream_errors)} errors"
                  f"{': ' + report.stream_errors[0] if report.stream_errors else ''}; opened with the long-polls in "
                  f"{report.open_s:.1f} s; still open at the end: {gauges or 'n/a'}", flush=True)
            if args.one_game:
                final = request(api_port, "GET", f"/v1/games/{watched[0]}")["version"]
                appended = final - watched[2]
                at_end = report.last_ids.get(final, 0)
                print(f"the watched game: {appended} events appended; {at_end} of {args.streams} SSE streams ended at "
                      f"its last version, with {report.stream_event_frames} event frames in all against "
                      f"{args.streams * appended} (each event once to each); long-polls brought "
                      f"{report.poll_events} events against {args.long_polls * appended}", flush=True)
        finally:
            if child is not None and child.is_alive():
                child.terminate()
                child.join(10)
            stop(server)
            if watcher is not None:
                stop(watcher)
    signal.alarm(0)


if __name__ == "__main__":
    main()
