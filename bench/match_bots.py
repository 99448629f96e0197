"""Bombs matches of bots at several tables, played to the end through the server's real paths: the service
creates each, and ``powderkeg worker`` processes play every bot seat through jobs and the deadline sweeper
(the same command path as people).

For each match size it prints: the time to finish, the commands per second all tables sustained together
(commands = events' first envelopes with an acting seat or a timer), the Redis memory the match holds once
finished (every key of its run, by ``MEMORY USAGE``), the workers' peak resident memory, and what one view of
the whole match costs (a seat's view loads the match and every table in play). The first size is the
reference the others are read against: by default the 16-player match, the largest the API took before
issue 14, next to the 40-player match, the largest it takes now.

Run: .venv/bin/python bench/match_bots.py [--players 16 40] [--hands 12] [--workers 2] [--window-ms 0]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import redis  # noqa: E402

from bench.common import bench_prefix, redis_url  # noqa: E402
from domain.game import PlayerSpec  # noqa: E402
from domain.games.bombs.match import MatchState  # noqa: E402
from domain.service import table_id  # noqa: E402
from powderkeg.wiring import build_service  # noqa: E402
from settings import Settings  # noqa: E402
from tests.support.redis_keys import delete_prefix  # noqa: E402

VIEWS = 30


@dataclass(frozen=True)
class Figures:
    """One match's run."""

    players: int
    tables: int
    hands: int
    seconds: float
    commands: int
    events: int
    redis_bytes: int
    worker_peak_kib: int
    view_ms: float

    def line(self) -> str:
        return (
            f"{self.players:>3} bots at {self.tables} tables, {self.hands} hands: {self.seconds:6.1f} s, "
            f"{self.commands} commands ({self.events} table events) = {self.commands / self.seconds:5.0f} commands/s; "
            f"Redis {self.redis_bytes / 1024:7.0f} KiB; worker peak RSS {self.worker_peak_kib / 1024:5.0f} MiB; "
            f"one seat's view {self.view_ms:5.2f} ms"
        )


def peak_rss_kib(pid: int) -> int:
    """The process's peak resident set (VmHWM), in KiB; 0 where /proc cannot tell."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def prefix_keys(client: redis.Redis, prefix: str) -> list[bytes]:
    return list(client.scan_iter(match=f"{prefix}*", count=1000))


def play(url: str, players: int, hands: int, workers: int, window_ms: int) -> Figures:
    """Play one match of ``players`` bots on its own key prefix, measure it, then delete its keys."""
    client = redis.Redis.from_url(url)
    settings = Settings(redis_url=url, key_prefix=bench_prefix())
    env = {**os.environ, **settings.to_env()}
    procs = [
        subprocess.Popen([sys.executable, "-m", "powderkeg.cli", "worker", "--log-level", "WARNING"], cwd=ROOT, env=env)
        for _ in range(workers)
    ]
    try:
        time.sleep(2.0)  # let the workers connect before the first bot job
        service = build_service(settings, client)
        specs = [PlayerSpec(name=f"bot{i}", bot="random") for i in range(players)]
        started = time.perf_counter()
        match_id = service.create_game("bombs", specs, {"hands": hands, "window_ms": window_ms}).game_id
        while True:
            match = service.load(match_id)
            assert isinstance(match.state, MatchState)
            if match.state.finished:
                break
            if any(w.poll() is not None for w in procs):
                raise SystemExit("a worker died")
            time.sleep(0.05)
        elapsed = time.perf_counter() - started
        peak = max(peak_rss_kib(w.pid) for w in procs)
        keys = {key for _, seated in match.state.seatings for key in (t.key for t in seated)}
        commands = events = 0
        for key in sorted(keys):
            stored = service.store.read(table_id(match_id, key))
            events += len(stored)
            commands += sum(1 for ev in stored if ev.command is not None and ev.command_id is not None)
        used = sum(int(client.memory_usage(k) or 0) for k in prefix_keys(client, settings.key_prefix))
        timings = []
        for i in range(VIEWS):
            t0 = time.perf_counter()
            service.view(service.load(match_id), i % players)
            timings.append(time.perf_counter() - t0)
        return Figures(
            players=players,
            tables=len(match.state.seatings[0][1]),
            hands=match.state.hand,
            seconds=elapsed,
            commands=commands,
            events=events,
            redis_bytes=used,
            worker_peak_kib=peak,
            view_ms=statistics.median(timings) * 1000,
        )
    finally:
        for w in procs:
            w.terminate()
        for w in procs:
            w.wait(15)
        delete_prefix(client, settings.key_prefix)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, nargs="+", default=[16, 40])
    parser.add_argument("--hands", type=int, default=12)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--window-ms", type=int, default=0)
    args = parser.parse_args()
    print(
        f"bombs matches of random bots ({args.workers} workers, window_ms {args.window_ms}); "
        "the first is the reference"
    )
    with redis_url() as url:
        runs = [play(url, n, args.hands, args.workers, args.window_ms) for n in args.players]
    ref = runs[0]
    for run in runs:
        print(run.line())
        if run is not ref:
            print(
                f"    against {ref.players}: {run.seconds / ref.seconds:.2f}x the time, "
                f"{(run.commands / run.seconds) / (ref.commands / ref.seconds):.2f}x the commands/s, "
                f"{run.redis_bytes / ref.redis_bytes:.2f}x the Redis memory, {run.view_ms / ref.view_ms:.2f}x the view"
            )


if __name__ == "__main__":
    main()
