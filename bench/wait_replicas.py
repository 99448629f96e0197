"""What ``POWDERKEG_WAIT_REPLICAS=1`` costs a write: appends to games on a real 3-master cluster with one replica
per master, each write answered at once (``WAIT`` off) and after one replica confirmed it, in one run.

Run: .venv/bin/python bench/wait_replicas.py [--appends 2000] [--games 50]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.common import bench_prefix, percentiles  # noqa: E402
from domain.ports import GameRecord, SeatRecord, StoredEvent  # noqa: E402
from eventstore.store import RedisEventStore  # noqa: E402
from tests.support.redis_cluster import RedisCluster  # noqa: E402


def record(game_id: str) -> GameRecord:
    seats = (SeatRecord(name="a", bot=None, token_hash=None), SeatRecord(name="b", bot=None, token_hash=None))
    return GameRecord(
        game_id=game_id, game="bombs", options={}, seats=seats, seed=b"0" * 32, seed_hash="0", created_ms=0
    )


def event(version: int) -> StoredEvent:
    data = {"cards": ["7H", "7S"], "n": version}
    return StoredEvent(version=version, type="CardsPlayed", data=data, at_ms=version, seat=0, command_id=None)


def appends(store: RedisEventStore, games: int, total: int) -> list[float]:
    """Milliseconds each of ``total`` appends took, spread over ``games`` new games."""
    ids = [f"g{i}" for i in range(games)]
    for game_id in ids:
        store.create(record(game_id), [event(0)])
    heads = dict.fromkeys(ids, 0)
    took: list[float] = []
    for n in range(total):
        game_id = ids[n % games]
        started = time.perf_counter()
        store.append(game_id, heads[game_id], [event(heads[game_id] + 1)], f"c{n}")
        took.append((time.perf_counter() - started) * 1000)
        heads[game_id] += 1
    return took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--appends", type=int, default=2000)
    parser.add_argument("--games", type=int, default=50)
    args = parser.parse_args()
    with RedisCluster(Path(tempfile.mkdtemp()), masters=3, replicas=1) as cluster, cluster.client() as client:
        rows = []
        for replicas in (0, 1):
            store = RedisEventStore(client, bench_prefix(), wait_replicas=replicas)
            took = appends(store, args.games, args.appends)
            rows.append((replicas, len(took) / (sum(took) / 1000), percentiles(took)))
    print(f"{args.appends} appends, one at a time, to {args.games} games on 3 masters with 1 replica each")
    print(f"{'WAIT replicas':>14} {'appends/s':>10} {'p50 ms':>8} {'p99 ms':>8}")
    for replicas, rate, p in rows:
        print(f"{replicas:>14} {rate:>10.0f} {p['p50']:>8.3f} {p['p99']:>8.3f}")
    base, waited = rows[0][2]["p50"], rows[1][2]["p50"]
    print(f"WAIT 1 adds {waited - base:.3f} ms to the median write ({waited / base:.2f}x of no wait)")


if __name__ == "__main__":
    main()
