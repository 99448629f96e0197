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
import http.client
import json
import os
import resource
import subprocess
import sys
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.common import bench_prefix, body, percentiles, playout, redis_url  # noqa: E402
from domain.games import GAMES  # noqa: E402

GUNICORN = str(Path(sys.executable).parent / "gunicorn")
PORT = 8771
OPEN_CONCURRENCY = 200
OPEN_LIMIT = [OPEN_CONCURRENCY]  # set from --open-concurrency
OPEN_TIMEOUT_S = 60.0


def start_server(kind: str, env: dict[str, str], connections: int) -> subprocess.Popen[bytes]:
    """One instance: gunicorn with one gevent worker (production), or ``powderkeg serve``'s werkzeug."""
    if kind == "gevent":
        cmd = [GUNICORN, "-w", "1", "-k", "gevent", "--worker-connections", str(connections), "--backlog", "4096",
               "-b", f"127.0.0.1:{PORT}", "--log-level", "warning", "api:create_app()"]
    else:
        code = ("import api, werkzeug.serving as s; "
                f"s.make_server('127.0.0.1', {PORT}, api.create_app(), threaded=True).serve_forever()")
        cmd = [sys.executable, "-c", code]
    proc = subprocess.Popen(cmd, cwd=ROOT, env={**os.environ, **env})
    deadline = time.time() + 30
    while time.time() < deadline:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", PORT, timeout=1)
            conn.request("GET", "/healthz")
            conn.getresponse().read()
            return proc
        except OSError:
            time.sleep(0.2)
    proc.terminate()
    raise SystemExit("the server did not start")


def serving_pid(proc: subprocess.Popen[bytes]) -> int:
    """The process that serves: gunicorn's worker (the master's child), or the werkzeug process itself."""
    try:
        children = Path(f"/proc/{proc.pid}/task/{proc.pid}/children").read_text().split()
    except OSError:
        children = []
    return int(children[0]) if children else proc.pid


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def request(method: str, path: str, payload: Any = None, headers: dict[str, str] | None = None) -> Any:
    conn = http.client.HTTPConnection("127.0.0.1", PORT, timeout=30)
    data = None if payload is None else json.dumps(payload)
    conn.request(method, path, data, {"Content-Type": "application/json", **(headers or {})})
    resp = conn.getresponse()
    raw = resp.read()
    conn.close()
    if resp.status >= 300:
        raise SystemExit(f"{method} {path}: {resp.status} {raw[:300]!r}")
    return json.loads(raw)


@dataclass
class Stream:
    """One open stream on the client side: what it has received."""

    views: int = 0
    heartbeats: int = 0
    events: list[tuple[float, dict[str, Any]]] = field(default_factory=list)
    closed: bool = False
    error: str | None = None


async def follow(path: str, headers: dict[str, str], stream: Stream, opened: asyncio.Event, keep: bool) -> None:
    """Open one stream and count its messages (events with their arrival time when ``keep``)."""
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", PORT, limit=1 << 20)
    except OSError as exc:
        stream.error = f"connect: {exc.strerror or exc}"
        opened.set()
        return
    lines = "".join(f"{k}: {v}\r\n" for k, v in headers.items())
    writer.write(f"GET {path} HTTP/1.1\r\nHost: bench\r\nAccept: text/event-stream\r\n{lines}\r\n".encode())
    buffer = b""
    try:
        head = await reader.readuntil(b"\r\n\r\n")
        if not head.startswith(b"HTTP/1.1 200"):
            stream.error = head.split(b"\r\n", 1)[0].decode()
            return
        while True:
            chunk = await reader.read(65536)
            if not chunk:
                break
            now = time.time()
            buffer += chunk
            *blocks, buffer = buffer.split(b"\n\n")
            for block in blocks:
                if b"event: heartbeat" in block:
                    stream.heartbeats += 1
                elif b"event: view" in block:
                    stream.views += 1
                    opened.set()
                elif b"event: event" in block and keep:
                    data = block[block.index(b"data: ") + 6 :]
                    stream.events.append((now, json.loads(data)))
    except (OSError, asyncio.IncompleteReadError) as exc:
        stream.error = f"read: {type(exc).__name__}"
    finally:
        stream.closed = True
        opened.set()
        writer.close()


async def open_streams(targets: list[tuple[str, dict[str, str]]], keep: bool) -> tuple[list[Stream], list[Any]]:
    """Open the streams, ``OPEN_CONCURRENCY`` at a time, each until its opening view arrived."""
    gate = asyncio.Semaphore(OPEN_LIMIT[0])
    streams = [Stream() for _ in targets]
    tasks = []

    async def one(index: int) -> None:
        async with gate:
            opened = asyncio.Event()
            path, headers = targets[index]
            tasks.append(asyncio.create_task(follow(path, headers, streams[index], opened, keep)))
            try:
                await asyncio.wait_for(opened.wait(), OPEN_TIMEOUT_S)
            except TimeoutError:
                streams[index].error = "no opening view in time"

    await asyncio.gather(*(one(i) for i in range(len(targets))))
    return streams, tasks


async def capacity(games: list[str], steps: list[int], heartbeat: float, pid: int) -> None:
    """(a): open streams in steps; after each, check the views and that heartbeats keep coming."""
    streams: list[Stream] = []
    tasks: list[Any] = []
    print(f"server RSS with no stream: {rss_mb(pid):.0f} MB", flush=True)
    held = 0
    try:
        for target in steps:
            t0 = time.perf_counter()
            more = [(f"/v1/games/{games[i % len(games)]}/stream", {}) for i in range(len(streams), target)]
            new, new_tasks = await open_streams(more, keep=False)
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


def scripted_game() -> tuple[dict[str, Any], dict[str, Any], list[tuple[int, dict[str, Any]]]]:
    """A one-hand game of bombs at 4 seats: its options, a fixed deal and the commands that play it out."""
    game = GAMES["bombs"]
    options = {"hands": 1, "window_ms": 0}
    events, _, _ = playout(game, 4, options, seed=7)
    first = None
    for e in events:
        first = game.evolve(first, e, 0)
        if game.awaiting(first):
            break
    deal = {"hands": [list(game.view(first, s)["hand"]) for s in range(4)], "dealer": game.view(first, None)["dealer"]}
    _, script, _ = playout(game, 4, options, seed=7, deal=deal)
    return options, deal, [(s, body(c)) for s, c in script if s is not None]


async def latency(n_streams: int, n_games: int) -> None:
    """(b): 100 streams on one game; each command's events timed from their ``at`` to every stream."""
    options, deal, script = scripted_game()
    from_at: list[float] = []
    from_response: list[float] = []
    commands = 0
    for _ in range(n_games):
        created = request("POST", "/v1/games", {"game": "bombs", "players": [{"name": f"p{i}"} for i in range(4)],
                                               "options": options, "deal": deal})
        gid = created["id"]
        tokens = {t["seat"]: t["token"] for t in created["tokens"]}
        viewers = [{"Authorization": f"Bearer {tokens[i % 5]}"} if i % 5 < 4 else {} for i in range(n_streams)]
        streams, tasks = await open_streams([(f"/v1/games/{gid}/stream", h) for h in viewers], keep=True)
        assert all(s.views == 1 for s in streams), [s.error for s in streams if s.error][:3]
        loop = asyncio.get_running_loop()
        for seat, command in script:
            headers = {"Authorization": f"Bearer {tokens[seat]}"}
            answer = await loop.run_in_executor(None, request, "POST", f"/v1/games/{gid}/commands", command, headers)
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
    OPEN_LIMIT[0] = args.open_concurrency

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # the server inherits it too
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
            asyncio.run(latency(args.latency_streams, args.latency_games))  # first, on a quiet instance
            if not args.skip_capacity:
                players = [{"name": f"p{i}"} for i in range(4)]
                new_game = {"game": "bombs", "players": players, "options": {"window_ms": 0}}
                games = [request("POST", "/v1/games", new_game)["id"] for _ in range(args.games)]
                asyncio.run(capacity(games, steps, args.heartbeat, pid))
        finally:
            proc.terminate()
            proc.wait()
        import redis

        client = redis.Redis.from_url(url)
        for key in client.scan_iter(f"{prefix}:*"):
            client.delete(key)


if __name__ == "__main__":
    main()
