"""A player with many games in play: ``GET /v1/players/me/games`` and the player's stream, next to one game's
``GET /v1/games/{id}`` and its own stream in the same run (issue 32).

The API runs as production runs it: gunicorn with ``api.gunicorn_conf`` and one gevent worker
(POWDERKEG_WORKERS=1), on a key prefix of its own, against a ``redis-server`` of this run alone (no persistence,
in a temporary folder, gone at the end), so that Redis's counters hold this server's work only.

Set up: one player (``POST /v1/players``) and ``--games`` games of bombs at 3 seats, ``{"player": "me"}`` and two
named seats (``window_ms`` 0: nothing waits on a timer), each created with the player's key. Each game is then
moved on by a command or two of the seat it awaits (the first of its legal commands, with that seat's token)
until half of them await the player and the other half the seat before the player's (``cy``).

Measured, one request at a time on one keep-alive connection, every game warm in the worker (it created and
moved them all):

- ``GET /v1/games/{id}`` (the reference), cycling over the games, with the player's key and with a
  named seat's token (bo's: a player's seat has none);
- ``GET /v1/players/me/games`` with the player's key, its default page (limit 20) and ``limit=100``;
- opening each stream until its first message: the player's stream (``ready``) and a game's own (``view``).

For each: median and p95 of the answer time, and Redis's work per request from ``INFO commandstats`` and
``INFO stats`` read before and after the series (our own INFO calls left out): commands run (a script's own
commands are counted too, besides its EVALSHA), round trips (read events: a pipeline is one) and Redis's µs.

Then the latency: the player's stream and the own streams (with the player's key) of ``--samples`` games that
await ``cy`` are opened and left open a second (a stream opened just before a command may get it up to a hub's
blocking read later: that is not what is measured here); then in each of those games ``cy`` plays, one game at a
time: the time from sending the command to the player's ``your-move`` on the player's stream, next to the time
to the same change (the command's last event) on the game's own stream (the reference), and the command's own
answer time. The server's heartbeat is 2 s (``POWDERKEG_SSE_HEARTBEAT_S``) so that a stream whose client left
ends soon and gunicorn stops at once.

Run: .venv/bin/python bench/player_games.py [--games 200] [--requests 200] [--samples 50] [--timeout 600]
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import redis  # noqa: E402

from bench.common import bench_prefix, spawned_redis  # noqa: E402
from bench.server import free_port, raise_open_files, request, start_gunicorn, stop  # noqa: E402

PLAYER_SEAT = 0
BEFORE_PLAYER = 2  # the seat whose play hands the turn to the player (bombs passes the turn to seat + 1)
WAIT_S = 10.0
HEARTBEAT_S = 2


# -- figures ------------------------------------------------------------------------------------------------------


def p50_p95(samples: list[float]) -> tuple[float, float]:
    """The median and the 95th percentile (nearest rank) of ``samples``."""
    if not samples:
        return float("nan"), float("nan")
    ordered = sorted(samples)
    middle = len(ordered) // 2
    median = ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2
    return median, ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]


@dataclass(frozen=True)
class RedisReading:
    """Redis's counters at one moment: commandstats (calls, µs) by command and the read events processed."""

    stats: dict[str, tuple[int, int]]
    reads: int


@dataclass(frozen=True)
class RedisWork:
    """What Redis did over a series of requests, per request."""

    requests: int
    by_command: dict[str, tuple[int, int]]
    reads: int

    @property
    def commands(self) -> float:
        return sum(calls for calls, _ in self.by_command.values()) / self.requests

    @property
    def round_trips(self) -> float:
        return self.reads / self.requests

    @property
    def usec(self) -> float:
        return sum(usec for _, usec in self.by_command.values()) / self.requests

    def top(self, n: int = 6) -> str:
        """The commands that ran most, per request."""
        ranked = sorted(self.by_command.items(), key=lambda item: -item[1][0])[:n]
        return ", ".join(f"{name} {calls / self.requests:.2f}" for name, (calls, _) in ranked)


def read_redis(client: redis.Redis) -> RedisReading:
    """The counters now (two INFO calls: ``stats``, then ``commandstats``)."""
    reads = int(client.info("stats")["total_reads_processed"])
    stats = {
        name.removeprefix("cmdstat_"): (int(values["calls"]), int(values["usec"]))
        for name, values in client.info("commandstats").items()
    }
    return RedisReading(stats, reads)


@contextmanager
def redis_work(client: redis.Redis, requests: int, out: list[RedisWork]) -> Iterator[None]:
    """Append to ``out`` the Redis work per request of the ``requests`` made in the block (INFO left out: between
    two readings our own are the first reading's ``commandstats`` and the second's ``stats``)."""
    before = read_redis(client)
    yield
    after = read_redis(client)
    by_command = {}
    for name, (calls, usec) in after.stats.items():
        was_calls, was_usec = before.stats.get(name, (0, 0))
        if name != "info" and calls > was_calls:
            by_command[name] = (calls - was_calls, usec - was_usec)
    out.append(RedisWork(requests, by_command, after.reads - before.reads - 2))


# -- HTTP and SSE clients ------------------------------------------------------------------------------------------


class Client:
    """Requests one at a time on one keep-alive connection, each timed."""

    def __init__(self, port: int) -> None:
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)

    def get(self, path: str, headers: dict[str, str]) -> tuple[float, Any]:
        """The answer time in ms and the JSON answer (exits on a status other than 200)."""
        t0 = time.perf_counter()
        self.conn.request("GET", path, headers=headers)
        response = self.conn.getresponse()
        raw = response.read()
        took = (time.perf_counter() - t0) * 1000
        if response.status != 200:
            raise SystemExit(f"GET {path}: {response.status} {raw[:300]!r}")
        return took, json.loads(raw)

    def close(self) -> None:
        self.conn.close()


@dataclass
class Message:
    """One SSE message as it arrived."""

    at: float  # perf_counter
    event: str
    data: Any


@dataclass
class SseReader:
    """One stream read on a thread of its own; its messages with their arrival times."""

    port: int
    path: str
    headers: dict[str, str]
    messages: list[Message] = field(default_factory=list)
    error: str | None = None
    opened_at: float = 0.0

    def __post_init__(self) -> None:
        self._changed = threading.Condition()
        self._sock = socket.create_connection(("127.0.0.1", self.port), timeout=60)
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._closing = False

    def start(self) -> SseReader:
        lines = "".join(f"{k}: {v}\r\n" for k, v in self.headers.items())
        self.opened_at = time.perf_counter()
        request_head = f"GET {self.path} HTTP/1.1\r\nHost: bench\r\nAccept: text/event-stream\r\n{lines}\r\n"
        self._sock.sendall(request_head.encode())
        self._thread.start()
        return self

    def _run(self) -> None:
        buffer = b""
        head_done = False
        try:
            while True:
                chunk = self._sock.recv(65536)
                if not chunk:
                    break
                now = time.perf_counter()
                buffer += chunk
                if not head_done:
                    if b"\r\n\r\n" not in buffer:
                        continue
                    head, buffer = buffer.split(b"\r\n\r\n", 1)
                    if not head.startswith(b"HTTP/1.1 200"):
                        self.error = head.split(b"\r\n", 1)[0].decode()
                        break
                    head_done = True
                *blocks, buffer = buffer.split(b"\n\n")
                found = [m for m in (self._parse(block, now) for block in blocks) if m is not None]
                if found:
                    with self._changed:
                        self.messages.extend(found)
                        self._changed.notify_all()
        except OSError as exc:
            if not self._closing:
                self.error = f"read: {type(exc).__name__}"
        finally:
            with self._changed:
                self._closing = True
                self._changed.notify_all()

    @staticmethod
    def _parse(block: bytes, now: float) -> Message | None:
        """A message from its lines (chunked encoding's size lines are ignored)."""
        event, data = None, None
        for line in block.split(b"\n"):
            line = line.rstrip(b"\r")
            if line.startswith(b"event: "):
                event = line[7:].decode()
            elif line.startswith(b"data: "):
                data = json.loads(line[6:])
        return None if event is None else Message(now, event, data)

    def wait_for(self, wanted: Callable[[Message], bool], timeout: float = WAIT_S) -> Message:
        """The first message ``wanted`` picks, waiting up to ``timeout`` seconds for it (exits if none came)."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while True:
                for message in self.messages:
                    if wanted(message):
                        return message
                left = deadline - time.monotonic()
                if left <= 0 or self._closing:
                    raise SystemExit(f"{self.path}: no such message within {timeout:g} s "
                                     f"(error: {self.error}; got {[m.event for m in self.messages][-5:]})")
                self._changed.wait(left)

    def close(self) -> None:
        self._closing = True
        try:
            self._sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self._sock.close()
        self._thread.join(5)


# -- set up ------------------------------------------------------------------------------------------------------


@dataclass
class Game:
    id: str
    tokens: dict[int, str]
    turn: int
    commands: int = 0


def auth(secret: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {secret}"}


def play_first_legal(port: int, game: Game) -> dict[str, Any]:
    """The seat ``game`` awaits plays its first legal command; the command's answer (``game.turn`` updated)."""
    seat = game.turn
    legal = request(port, "GET", f"/v1/games/{game.id}/legal-commands", None, auth(game.tokens[seat]))
    answer: dict[str, Any] = request(port, "POST", f"/v1/games/{game.id}/commands", legal["commands"][0],
                                     auth(game.tokens[seat]))
    game.turn = answer["view"]["turn"]
    game.commands += 1
    return answer


def set_up(port: int, key: str, count: int) -> list[Game]:
    """``count`` games of bombs where the player holds seat 0, half of them awaiting the player, half ``cy``."""
    body = {"game": "bombs", "players": [{"player": "me"}, {"name": "bo"}, {"name": "cy"}],
            "options": {"window_ms": 0}}
    games = []
    for i in range(count):
        created = request(port, "POST", "/v1/games", body, auth(key))
        # The player's seat has no token: the key acts for it.
        tokens = {PLAYER_SEAT: key, **{t["seat"]: t["token"] for t in created["tokens"]}}
        game = Game(created["id"], tokens, created["view"]["turn"])
        target = PLAYER_SEAT if i % 2 == 0 else BEFORE_PLAYER
        while game.turn != target and game.commands < 6:
            play_first_legal(port, game)
        games.append(game)
    return games


# -- the measures --------------------------------------------------------------------------------------------------


@dataclass
class Series:
    name: str
    times: list[float]
    work: RedisWork
    note: str = ""

    def line(self, reference: Series | None) -> str:
        median, p95 = p50_p95(self.times)
        text = (f"{self.name}: {len(self.times)} requests, median {median:.2f} ms, p95 {p95:.2f} ms; Redis per "
                f"request {self.work.commands:.1f} commands, {self.work.round_trips:.1f} round trips, "
                f"{self.work.usec:.0f} µs")
        if reference is not None:
            ref_median, _ = p50_p95(reference.times)
            text += (f" ({median / ref_median:.1f}x the reference's time, "
                     f"{self.work.commands / reference.work.commands:.1f}x its commands)")
        return text + (f"; {self.note}" if self.note else "")


def timed_gets(port: int, client: redis.Redis, name: str, gets: list[tuple[str, dict[str, str]]]) -> Series:
    """GET each (path, headers) of ``gets`` in turn on one connection (after one unmeasured warm-up request)."""
    http = Client(port)
    http.get(*gets[0])
    works: list[RedisWork] = []
    times = []
    last: Any = None
    with redis_work(client, len(gets), works):
        for path, headers in gets:
            took, last = http.get(path, headers)
            times.append(took)
    http.close()
    note = ""
    if isinstance(last, dict) and "games" in last:
        games = last["games"]
        note = f"{len(games)} games a page, {sum(1 for g in games if g['your_move'])} of them awaiting the player"
    return Series(name, times, works[0], note)


def timed_opens(
    port: int, client: redis.Redis, name: str, targets: list[tuple[str, dict[str, str]]], first: str
) -> Series:
    """Open each stream, time it until its first message ``first``, close it; Redis's work per open (the hubs'
    blocking reads while it was open included: a hub's reader stops once nobody follows anything)."""
    works: list[RedisWork] = []
    times = []
    with redis_work(client, len(targets), works):
        for path, headers in targets:
            reader = SseReader(port, path, headers).start()
            message = reader.wait_for(lambda m: m.event == first)
            times.append((message.at - reader.opened_at) * 1000)
            reader.close()
        time.sleep(0.5)  # the hubs' readers see nobody left and stop
    return Series(name, times, works[0])


def latency(port: int, key: str, games: list[Game]) -> tuple[list[float], list[float], list[float]]:
    """The player's stream and each game's own stream (with the player's key) opened first and left open a
    moment (so that the hubs' readers follow them all); then for each game (awaiting ``cy``), ``cy`` plays: the
    time from sending the command to ``your-move`` on the player's stream and to the command's last event on
    the game's stream; and the command's answer time. All in ms."""
    player = SseReader(port, "/v1/players/me/stream", auth(key)).start()
    own: list[SseReader] = []
    to_player, to_game, answered = [], [], []
    try:
        player.wait_for(lambda m: m.event == "ready")
        for game in games:
            own.append(SseReader(port, f"/v1/games/{game.id}/stream", auth(key)).start())
            own[-1].wait_for(lambda m: m.event == "view")
        time.sleep(1.0)
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        for game, stream in zip(games, own, strict=True):
            assert game.turn == BEFORE_PLAYER
            seat = game.turn
            legal = request(port, "GET", f"/v1/games/{game.id}/legal-commands", None, auth(game.tokens[seat]))
            headers = {"Content-Type": "application/json", **auth(game.tokens[seat])}
            time.sleep(0.02)
            t0 = time.perf_counter()
            conn.request("POST", f"/v1/games/{game.id}/commands", json.dumps(legal["commands"][0]), headers)
            response = conn.getresponse()
            raw = response.read()
            answered.append((time.perf_counter() - t0) * 1000)
            if response.status != 200:
                raise SystemExit(f"a command failed: {response.status} {raw[:300]!r}")
            answer = json.loads(raw)
            game.turn = answer["view"]["turn"]
            if game.turn != PLAYER_SEAT:
                raise SystemExit(f"game {game.id}: {seat}'s play left the turn to {game.turn}, not the player")
            change = (game.id, answer["version"])
            on_game = stream.wait_for(lambda m, c=change: m.event == "event" and m.data["version"] == c[1])
            on_player = player.wait_for(
                lambda m, c=change: m.event == "your-move" and (m.data["game_id"], m.data["version"]) == c
            )
            to_game.append((on_game.at - t0) * 1000)
            to_player.append((on_player.at - t0) * 1000)
        conn.close()
    finally:
        for stream in own:
            stream.close()
        player.close()
    return to_player, to_game, answered


def on_alarm(signum: int, frame: FrameType | None) -> None:
    raise SystemExit("the benchmark ran out of time; everything it started is being stopped")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=200, help="games in play where the player holds a seat")
    parser.add_argument("--requests", type=int, default=200, help="requests of each measured series")
    parser.add_argument("--samples", type=int, default=50, help="commands timed to the streams (at most games/2)")
    parser.add_argument("--timeout", type=int, default=600, help="stop everything after this many seconds")
    args = parser.parse_args()
    signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(args.timeout)
    raise_open_files()
    version = subprocess.run(["redis-server", "--version"], capture_output=True, text=True).stdout.split()
    print(f"cores: {os.cpu_count()}; redis-server {version[2].removeprefix('v=')} of this run; "
          f"gunicorn -c python:api.gunicorn_conf, 1 gevent worker", flush=True)

    api_port = free_port()
    with spawned_redis(free_port()) as url:
        env = {"REDIS_URL": url, "POWDERKEG_TESTING": "1", "POWDERKEG_KEY_PREFIX": bench_prefix(),
               "POWDERKEG_WORKERS": "1", "POWDERKEG_BIND": f"127.0.0.1:{api_port}",
               # a stream whose client left ends at its next heartbeat: short, so that gunicorn stops at once
               "POWDERKEG_SSE_HEARTBEAT_S": str(HEARTBEAT_S)}
        server = start_gunicorn("powderkeg.wiring:create_app()", api_port, env, ["-c", "python:api.gunicorn_conf"],
                                stdout=subprocess.DEVNULL)
        client = redis.Redis.from_url(url)
        try:
            t0 = time.perf_counter()
            key = request(api_port, "POST", "/v1/players", {"name": "ann"})["key"]
            games = set_up(api_port, key, args.games)
            yours = sum(1 for g in games if g.turn == PLAYER_SEAT)
            moved = sum(g.commands for g in games)
            print(f"set up in {time.perf_counter() - t0:.1f} s: one player, {len(games)} games of bombs in play at 3 "
                  f"seats (the player, bo, cy; window_ms 0), {yours} awaiting the player, {len(games) - yours} "
                  f"awaiting cy; {moved} commands played to get there", flush=True)

            n = args.requests
            cycle = [games[i % len(games)] for i in range(n)]
            with_key = timed_gets(api_port, client, "GET /v1/games/{id} with the player's key (the reference)",
                                  [(f"/v1/games/{g.id}", auth(key)) for g in cycle])
            with_token = timed_gets(api_port, client, "GET /v1/games/{id} with bo's seat token",
                                    [(f"/v1/games/{g.id}", auth(g.tokens[1])) for g in cycle])
            mine = timed_gets(api_port, client, "GET /v1/players/me/games (default page, limit 20)",
                              [("/v1/players/me/games", auth(key))] * n)
            many = timed_gets(api_port, client, "GET /v1/players/me/games?limit=100",
                              [("/v1/players/me/games?limit=100", auth(key))] * max(10, n // 4))
            print(with_key.line(None), flush=True)
            for series in (with_token, mine, many):
                print(series.line(with_key), flush=True)
            print(f"  Redis commands per request: reference {with_key.work.top()}", flush=True)
            print(f"  my games (limit 20): {mine.work.top()}", flush=True)
            print(f"  my games (limit 100): {many.work.top()}", flush=True)
            print("  (commands run by a script are counted on their own lines besides its evalsha; its µs include "
                  "them)", flush=True)

            opens = max(10, n // 5)
            game_opens = timed_opens(api_port, client, "open a game's stream with the player's key, until `view` "
                                     "(the reference)",
                                     [(f"/v1/games/{games[i % len(games)].id}/stream", auth(key))
                                      for i in range(opens)], "view")
            player_opens = timed_opens(api_port, client, "open the player's stream, until `ready`",
                                       [("/v1/players/me/stream", auth(key))] * opens, "ready")
            print(game_opens.line(None).replace("requests", "opens").replace("per request", "per open"), flush=True)
            print(player_opens.line(game_opens).replace("requests", "opens").replace("per request", "per open"),
                  flush=True)

            waiting_cy = [g for g in games if g.turn == BEFORE_PLAYER][: args.samples]
            to_player, to_game, answered = latency(api_port, key, waiting_cy)
            (p_med, p_95), (g_med, g_95), (a_med, a_95) = p50_p95(to_player), p50_p95(to_game), p50_p95(answered)
            print(f"a command in one of the {len(games)} games, {len(waiting_cy)} times (cy plays, the player's "
                  f"turn comes), from sending it: to `your-move` on the player's stream median {p_med:.2f} ms, p95 "
                  f"{p_95:.2f} ms ({p_med / g_med:.2f}x); to its event on the game's own stream (the reference) "
                  f"median {g_med:.2f} ms, p95 {g_95:.2f} ms; the command's own answer median {a_med:.2f} ms, p95 "
                  f"{a_95:.2f} ms", flush=True)
            print(f"whole run: {time.perf_counter() - t0:.1f} s", flush=True)
        finally:
            client.close()
            stop(server)
    signal.alarm(0)


if __name__ == "__main__":
    main()
