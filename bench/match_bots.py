"""A bombs match of bots at several tables, played to the end through the server's real paths: the service
creates it, and ``powderkeg worker`` processes play every bot seat through jobs and the deadline sweeper
(the same command path as people). Prints the time to finish and the commands per second all tables
sustained together (commands = events' first envelopes with an acting seat or a timer).

Run: .venv/bin/python bench/match_bots.py [--players 16] [--hands 12] [--workers 2] [--window-ms 0]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import redis  # noqa: E402

from bench.common import bench_prefix, redis_url  # noqa: E402
from domain.game import PlayerSpec  # noqa: E402
from domain.games.bombs.match import MatchState  # noqa: E402
from domain.service import table_id  # noqa: E402
from eventstore.settings import Settings  # noqa: E402
from workers.runtime import build_service  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=16)
    parser.add_argument("--hands", type=int, default=12)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--window-ms", type=int, default=0)
    args = parser.parse_args()
    with redis_url() as url:
        client = redis.Redis.from_url(url)
        settings = Settings(redis_url=url, key_prefix=bench_prefix())
        env = {**os.environ, **settings.to_env()}
        workers = [
            subprocess.Popen([sys.executable, "-m", "api.cli", "worker", "--log-level", "WARNING"], cwd=ROOT, env=env)
            for _ in range(args.workers)
        ]
        try:
            time.sleep(2.0)  # let the workers connect before the first bot job
            service = build_service(settings, client)
            players = [PlayerSpec(name=f"bot{i}", bot="random") for i in range(args.players)]
            options = {"hands": args.hands, "window_ms": args.window_ms}
            started = time.perf_counter()
            match_id = service.create_game("bombs", players, options).game_id
            while True:
                match = service.load(match_id)
                assert isinstance(match.state, MatchState)
                if match.state.finished:
                    break
                if any(w.poll() is not None for w in workers):
                    raise SystemExit("a worker died")
                time.sleep(0.05)
            elapsed = time.perf_counter() - started
            tables = [key for number, seated in match.state.seatings for key in {t.key for t in seated}]
            commands = events = 0
            for key in sorted(set(tables)):
                stored = service.store.read(table_id(match_id, key))
                events += len(stored)
                commands += sum(1 for ev in stored if ev.command is not None and ev.command_id is not None)
            hands = match.state.hand
            print(
                f"{args.players} bots at {len(match.state.seatings[0][1])} tables, {hands} hands "
                f"({args.workers} workers, window_ms {args.window_ms}): finished in {elapsed:.1f} s; "
                f"{commands} commands ({events} table events) = {commands / elapsed:.0f} commands/s "
                f"across the tables; winners {match.state.result.winners if match.state.result else None}"
            )
        finally:
            for worker in workers:
                worker.terminate()
            for worker in workers:
                worker.wait(15)


if __name__ == "__main__":
    main()
