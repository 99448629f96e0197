"""Live SSE streams held by one API instance, and the latency from a command's append to 100 open streams.

One gunicorn instance as production runs it (gevent worker class, one worker here) against the bench Redis.
(b) runs first, on the quiet instance: it opens 100 streams on one game (4 seats and spectators), plays the
game's commands one at a time and measures, for every event on every stream, the time from the event's
``at`` (stamped by the server just before the append) to its arrival, and from the command's response to
the arrival. (a) then opens streams in steps (spread over several games) until a step fails, and after each
step checks that every stream got its opening view and keeps receiving heartbeats; it prints the worker's
RSS. The client is asyncio on raw sockets.

Run: .venv/bin/python bench/sse_streams.py [--steps 1000,2000,5000,10000,15000,19000] [--games 20]
     [--latency-streams 100] [--latency-games 3] [--heartbeat 5] [--server gevent|werkzeug]
     [--redis-max-connections 1000] [--open-concurrency 200] [--skip-capacity]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.common import bench_prefix, percentiles, redis_url, scripted_game  # noqa: E402
from bench.server import (  # noqa: E402
    raise_open_files,
    request,
    rss_mb,
    serving_pid,
    start_gunicorn,
    start_werkzeug,
    stop,
)
from bench.sse_client import Stream, open_streams  # noqa: E402
from tests.support.redis_keys import delete_prefix  # noqa: E402

PORT = 8771
OPEN_CONCURRENCY = 200


def start_server(kind: str, env: dict[str, str], connections: int) -> subprocess.Popen[bytes]:
    """One instance: gunicorn with one gevent worker (production), or ``powderkeg serve``'s werkzeug."""
    if kind == "gevent":
        options = ["-w", "1", "-k", "gevent", "--worker-connections", str(connections), "--backlog", "4096"]
        return start_gunicorn("powderkeg.wiring:create_app()", PORT, env, options)
    return start_werkzeug(PORT, env)


async def capacity(games: list[str], steps: list[int], heartbeat: float, pid: int, concurrency: int) -> None:
    """(a): open streams in steps; after each, check the views and that heartbeats keep coming."""
    streams: list[Stream] = []
    tasks: list[Any] = []
    print(f"server RSS with no stream: {rss_mb(pid):.0f} MB", flush=True)
    held = 0
    try:
        for target in steps:
            t0 = time.perf_counter()
            more = [(f"/v1/games/{games[i % len(games)]}/stream", {}) for i in range(len(streams), target)]
            new, new_tasks = await open_streams(PORT, more, keep=False, concurrency=concurrency)
            streams += new
            tasks += new_tasks
            opened_s = time.perf_counter() - t0
            before = [s.heartbeats for s in streams]
            await asyncio.sleep(heartbeat * 2.5)
            with_view = sum(1 for s in streams if s.views >= 1)
            beating = sum(1 for s, b in zip(streams, before, strict=True) if s.heartbeats >= b + 2 and not s.closed)
            errors = [s.error for s in streams if s.error]
            print(f"{target:>6} streams: opened in {opened_s:.1f} s ({len(more) / opened_s:.0f}/s); "
                  f"{with_view} got their view; {beating} got >= 2 heartbeats in the next {heartbeat * 2.5:.0f} s; "
                  f"server RSS {rss_mb(pid):.0f} MB"
                  + (f"; {len(errors)} errors, first: {errors[0]}" if errors else ""), flush=True)
            if with_view < target or beating < target:
                break
            held = target
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    print(f"held: {held} concurrent streams on one instance", flush=True)


async def latency(n_streams: int, n_games: int, concurrency: int) -> None:
    """(b): 100 streams on one game; each command's events timed from their ``at`` to every stream."""
    options, deal, script = scripted_game()
    from_at: list[float] = []
    from_response: list[float] = []
    commands = 0
    for _ in range(n_games):
        created = request(PORT, "POST", "/v1/games", {"game": "bombs", "players": [{"name": f"p{i}"} for i in range(4)],
                                               "options": options, "deal": deal})
        gid = created["id"]
        tokens = {t["seat"]: t["token"] for t in created["tokens"]}
        viewers = [{"Authorization": f"Bearer {tokens[i % 5]}"} if i % 5 < 4 else {} for i in range(n_streams)]
        streams, tasks = await open_streams(PORT, [(f"/v1/games/{gid}/stream", h) for h in viewers], keep=True,
                                             concurrency=concurrency)
        assert all(s.views == 1 for s in streams), [s.error for s in streams if s.error][:3]
        loop = asyncio.get_running_loop()
        for seat, command in script:
            headers = {"Authorization": f"Bearer {tokens[seat]}"}
            path = f"/v1/games/{gid}/commands"
            answer = await loop.run_in_executor(None, request, PORT, "POST", path, command, headers)
            answered = time.time()
            versions = {e["version"] for e in answer["events"]}
            target = max(versions)
            deadline = time.time() + 10
            while any(not s.events or s.events[-1][1]["version"] < target for s in streams if not s.closed):
                if time.time() > deadline:
                    raise SystemExit(f"streams did not get version {target} within 10 s")
                await asyncio.sleep(0.001)
            for s in streams:
                for arrived, event in s.events:
                    if event["version"] in versions:
                        at = datetime.fromisoformat(event["at"].replace("Z", "+00:00")).timestamp()
                        from_at.append((arrived - at) * 1000)
                        from_response.append((arrived - answered) * 1000)
            commands += 1
            await asyncio.sleep(0.02)
        await asyncio.wait_for(asyncio.gather(*tasks), 10)  # the game is finished: every stream ends
    a, r = percentiles(from_at), percentiles(from_response)
    print(f"latency over {commands} commands x {n_streams} streams ({len(from_at)} arrivals): "
          f"from the event's `at` p50 {a['p50']:.1f} ms, p99 {a['p99']:.1f} ms, max {a['max']:.1f} ms; "
          f"from the command's response p50 {r['p50']:.1f} ms, p99 {r['p99']:.1f} ms", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", default="1000,2000,5000,10000,15000,19000")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--latency-streams", type=int, default=100)
    parser.add_argument("--latency-games", type=int, default=3)
    parser.add_argument("--heartbeat", type=float, default=5.0)
    parser.add_argument("--server", choices=("gevent", "werkzeug"), default="gevent")
    parser.add_argument("--skip-capacity", action="store_true")
    parser.add_argument("--redis-max-connections", type=int, default=1000)
    parser.add_argument("--open-concurrency", type=int, default=OPEN_CONCURRENCY)
    args = parser.parse_args()
    steps = [int(s) for s in args.steps.split(",")]
    hard = raise_open_files()  # the server inherits it too
    print(f"open files allowed per process: {hard}; cores: {os.cpu_count()}; server: {args.server}", flush=True)
    steps = [s for s in steps if s < hard - 200]

    with redis_url() as url:
        prefix = bench_prefix()
        # As docker-compose.yml: redis-py's pool allows 100 connections by default, too few for gevent.
        server_url = url + ("&" if "?" in url else "?") + f"max_connections={args.redis_max_connections}"
        env = {"REDIS_URL": server_url, "POWDERKEG_TESTING": "1", "POWDERKEG_KEY_PREFIX": prefix,
               "POWDERKEG_SSE_HEARTBEAT_S": str(args.heartbeat)}
        proc = start_server(args.server, env, connections=hard)
        try:
            pid = serving_pid(proc)
            # First, on a quiet instance.
            asyncio.run(latency(args.latency_streams, args.latency_games, args.open_concurrency))
            if not args.skip_capacity:
                players = [{"name": f"p{i}"} for i in range(4)]
                new_game = {"game": "bombs", "players": players, "options": {"window_ms": 0}}
                games = [request(PORT, "POST", "/v1/games", new_game)["id"] for _ in range(args.games)]
                asyncio.run(capacity(games, steps, args.heartbeat, pid, args.open_concurrency))
        finally:
            stop(proc)
        import redis

        client = redis.Redis.from_url(url)
        delete_prefix(client, prefix)


if __name__ == "__main__":
    main()
