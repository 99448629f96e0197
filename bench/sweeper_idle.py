"""What an idle deadline sweeper costs Redis (issue 36, item 5): a sweeper that finds nothing due, polling every
25 ms as before (the reference: ``idle_max_ms`` equal to its interval), next to one that waits until the earliest
deadline it saw falls due, 200 ms at most (``workers.sweeper.IDLE_MAX_MS``), in the same run, against a
``redis-server`` of this run alone. Each runs ``--seconds`` with the deadline sets empty, then with ``--future``
deadlines due later than the run (the idle-seat deadlines of games in play, say).

Printed for each: passes a second, Redis commands a second (``INFO commandstats``, this run's INFO calls left out)
and Redis CPU a second (``INFO cpu``, user and system).

Run: .venv/bin/python bench/sweeper_idle.py [--seconds 5] [--future 1000] [--port 6422]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import redis  # noqa: E402

from bench.common import spawned_redis  # noqa: E402
from eventstore.deadlines import Deadline, Deadlines, Kind  # noqa: E402
from powderkeg.wiring import build_service  # noqa: E402
from settings import Settings  # noqa: E402
from workers.sweeper import IDLE_MAX_MS, Sweeper  # noqa: E402

PREFIX = "pk-bench-sweeper"


def counters(client: redis.Redis) -> tuple[int, float]:
    """Commands Redis has run (INFO calls left out) and its CPU seconds, so far."""
    stats: Any = client.info("commandstats")
    calls = sum(int(v["calls"]) for k, v in stats.items() if k != "cmdstat_info")
    cpu: Any = client.info("cpu")
    return calls, float(cpu["used_cpu_user"]) + float(cpu["used_cpu_sys"])


class Counting(Sweeper):
    """A sweeper that counts its passes."""

    passes = 0

    def run_once(self, now_ms: int) -> int:
        self.passes += 1
        return super().run_once(now_ms)


def measure(client: redis.Redis, settings: Settings, idle_max_ms: int, seconds: float) -> tuple[float, float, float]:
    """Passes, commands and CPU ms a second of a sweeper with ``idle_max_ms``, run ``seconds``."""
    sweeper = Counting(build_service(settings, client), client, settings, idle_max_ms=idle_max_ms)
    stop = threading.Event()
    calls, cpu = counters(client)
    thread = sweeper.start(stop)
    time.sleep(seconds)
    stop.set()
    thread.join(10)
    calls_after, cpu_after = counters(client)
    return sweeper.passes / seconds, (calls_after - calls) / seconds, (cpu_after - cpu) * 1000 / seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--future", type=int, default=1000)
    parser.add_argument("--port", type=int, default=6422)
    args = parser.parse_args()
    with spawned_redis(args.port) as url:
        client = redis.Redis.from_url(url)
        settings = Settings(redis_url=url, key_prefix=PREFIX, data_dir=Path(tempfile.mkdtemp()))
        rows = []
        for sets in ("empty", f"{args.future:,} future"):
            if sets != "empty":
                deadlines = Deadlines(client, PREFIX)
                later = int(time.time() * 1000) + 3_600_000
                for n in range(args.future):
                    deadlines.add(Deadline(kind=Kind.TIMER, game_id=f"g{n}", target="idle:0", version=1), later + n)
            kinds = (("reference: every 25 ms", 25), (f"until due, {IDLE_MAX_MS} ms at most", IDLE_MAX_MS))
            for name, idle_max in kinds:
                rows.append((sets, name, *measure(client, settings, idle_max, args.seconds)))
        client.close()
    print(f"An idle sweeper, {args.seconds:g} s each, a redis-server of this run alone")
    print(f"{'deadline sets':<16} {'sweeper':<28} {'passes/s':>9} {'commands/s':>11} {'Redis CPU ms/s':>15}")
    for sets, name, passes, calls, cpu in rows:
        print(f"{sets:<16} {name:<28} {passes:>9.1f} {calls:>11.0f} {cpu:>15.2f}")


if __name__ == "__main__":
    main()
