"""The witness log's cost in Redis (issue 35): one minute's root over ``--games`` games that changed, next to the
appends that changed them, in the same run, against a ``redis-server`` of this run alone (no persistence, in a
temporary folder, gone at the end), so that Redis's counters hold this run's work only.

Set up: ``--games`` games, each created with two events through the real store (``RedisEventStore``) with no chain
hash, so that they leave no witness mark. Then, each measured apart:

1. the reference: one append of one event without a chain hash to every game (the append script, no mark;
   the appends a minute of 10,000 games makes at least);
2. one append of one sealed event to every game: the same script, now writing each game's mark;
3. the minute's root: ``WitnessPublisher.publish``, which takes the marks of every shard, makes the tree over the
   heads, and writes the heads, each game's pointer to the root and the root itself;
4. proofs read as ``GET /v1/games/{id}/witness`` reads them (``Witnessing.witness``): the first in the root, which
   makes its tree (kept by the process for the next proofs), then ``--proofs`` more.

The appends are made ``--rounds`` times each, alternating, and the least of each kind is kept. Printed: the CPU
Redis spent in each step (``INFO cpu``, user and system: the scripts, the commands and the network),
in all and per game, its wall time, the append script's own time with and without the mark (``INFO
commandstats``), and the memory the root's heads and the games' pointers hold
(``MEMORY USAGE``; the pointers from a sample of 100).

Run: .venv/bin/python bench/witness.py [--games 10000] [--rounds 3] [--proofs 20] [--port 6421]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import redis  # noqa: E402

from bench.common import spawned_redis  # noqa: E402
from domain.ports import GameRecord, SeatRecord, StoredEvent  # noqa: E402
from domain.service.witnessing import Witnessing  # noqa: E402
from domain.values import Loaded  # noqa: E402
from eventstore.keys import witness_heads_key  # noqa: E402
from eventstore.store import RedisEventStore  # noqa: E402
from eventstore.witness_log import RedisWitnessLog  # noqa: E402
from eventstore.witness_marks import WitnessMarks  # noqa: E402
from workers.witnessing import WitnessPublisher  # noqa: E402

PREFIX = "pk-bench-witness"


def record(game_id: str) -> GameRecord:
    seats = tuple(SeatRecord(name=f"p{i}", bot=None, token_hash="ab" * 32) for i in range(3))
    return GameRecord(game_id=game_id, game="bombs", options={"hands": 1}, seats=seats, seed=bytes(32),
                      seed_hash="ef" * 32, created_ms=1_800_000_000_000)  # fmt: skip


def event(version: int, sealed: bool) -> StoredEvent:
    digest = f"{version:064x}" if sealed else None
    return StoredEvent(version=version, type="CardsPlayed", data={"cards": ["7H"], "n": version},
                       at_ms=1_800_000_000_000 + version, seat=version % 3, command_id=None, hash=digest)  # fmt: skip


def redis_cpu_us(client: redis.Redis) -> float:
    """The CPU Redis has spent so far, user and system, all threads (``INFO cpu``), in µs."""
    cpu: Any = client.info("cpu")
    return (float(cpu["used_cpu_user"]) + float(cpu["used_cpu_sys"])) * 1e6


def script_us(client: redis.Redis) -> float:
    """The µs Redis has spent running the append script so far (``INFO commandstats``: EVALSHA, its own commands
    included, the network not)."""
    stats: Any = client.info("commandstats")
    return float(stats.get("cmdstat_evalsha", {}).get("usec", 0))


def measured(client: redis.Redis, step: Callable[[], object]) -> tuple[float, float]:
    """Run ``step``: the CPU Redis spent meanwhile (µs) and its wall seconds."""
    before = redis_cpu_us(client)
    start = time.perf_counter()
    step()
    wall = time.perf_counter() - start
    return redis_cpu_us(client) - before, wall


def append_all(store: RedisEventStore, games: list[str], version: int, sealed: bool) -> None:
    """One event after ``version`` to every game, sealed (it marks its game) or not."""
    for game_id in games:
        store.append(game_id, version, [event(version + 1, sealed)], None)


def appends(client: redis.Redis, store: RedisEventStore, games: list[str], rounds: int) -> list[tuple[float, float]]:
    """``rounds`` times, one append a game without a mark, then one with: the least Redis CPU (µs) and script time
    (µs) of each kind over the rounds, which alternate so that neither gets a warmer server."""
    best = [(float("inf"), float("inf")), (float("inf"), float("inf"))]
    version = 1
    for _ in range(rounds):
        for kind, sealed in enumerate((False, True)):
            before = script_us(client)
            cpu, _ = measured(client, partial(append_all, store, games, version, sealed))
            best[kind] = (min(best[kind][0], cpu), min(best[kind][1], script_us(client) - before))
            version += 1
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--proofs", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--port", type=int, default=6421)
    args = parser.parse_args()
    games = [f"game{i:06d}" for i in range(args.games)]
    with spawned_redis(args.port) as url:
        client = redis.Redis.from_url(url)
        store = RedisEventStore(client, PREFIX)
        for game_id in games:
            store.create(record(game_id), [event(0, False), event(1, False)])
        (plain, plain_script), (marked, marked_script) = appends(client, store, games, args.rounds)
        witness_log = RedisWitnessLog(client, PREFIX, keep_s=86_400)
        publisher = WitnessPublisher(WitnessMarks(client, PREFIX), witness_log)
        made: list[object] = []
        published = measured(client, lambda: made.append(publisher.publish(1_800_000_000_000)))
        assert made[0] is not None, "no root was made"
        reads = Witnessing(log=witness_log)
        step = max(1, len(games) // args.proofs)
        chosen = games[::step][: args.proofs]
        loaded = [Loaded(record=record(g), state=None, version=0, head_hash="", at_ms=0) for g in chosen]
        first = measured(client, lambda: reads.witness(loaded[0], None, []))
        proofs = measured(client, lambda: [reads.witness(one, None, []) for one in loaded])
        heads_bytes = int(client.memory_usage(witness_heads_key(PREFIX, 0)) or 0)
        sample = chosen[:100]
        pointers = sum(int(client.memory_usage(f"{PREFIX}:{{{g}}}:witnessed") or 0) for g in sample)
        pointer_bytes = pointers / len(sample) * len(games)
        client.close()

    n = len(games)
    print(f"{n:,} games, each changed once in the minute; a redis-server of this run alone")
    print(f"{'step':<48} {'Redis CPU µs':>13} {'per game':>9} {'wall s':>8}")
    rows = [
        ("the minute's root over every game's head", published, n),
        ("the first proof in that root (its tree made)", first, 1),
        (f"{len(chosen)} proofs more (GET .../witness)", proofs, len(chosen)),
    ]
    print(f"{'reference: 1 append a game, no mark':<48} {plain:>13,.0f} {plain / n:>9.1f}")
    print(f"{'1 append a game, writing its witness mark':<48} {marked:>13,.0f} {marked / n:>9.1f}")
    for name, (us, wall), count in rows:
        print(f"{name:<48} {us:>13,.0f} {us / count:>9.1f} {wall:>8.3f}")
    print()
    added = (marked_script - plain_script) / n
    print(
        f"The append script runs {plain_script / n:.1f} µs without the mark and {marked_script / n:.1f} µs with it "
        f"({added:+.1f} µs, {added * n / plain_script:+.1%}; the least of {args.rounds} rounds each)."
    )
    print(
        f"The minute's root costs Redis {published[0] / 1000:.1f} ms of CPU for {n:,} games "
        f"({published[0] / plain:.1%} of the reference appends'); publishing took {published[1]:.2f} s."
    )
    print(
        f"Memory: the root's heads {heads_bytes / 1e6:.2f} MB, kept POWDERKEG_WITNESS_KEEP_S (a day: "
        f"{heads_bytes * 1440 / 1e9:.2f} GB if the same {n:,} games change every minute); the games' pointers "
        f"{pointer_bytes / 1e6:.2f} MB, one per game, overwritten by its next root."
    )
    print(
        f"A proof: the first in a root {first[1] * 1000:.0f} ms (its tree made and kept), then "
        f"{proofs[1] / len(chosen) * 1000:.2f} ms and {proofs[0] / len(chosen):.0f} µs of Redis CPU each."
    )


if __name__ == "__main__":
    main()
