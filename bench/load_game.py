"""Time to load (read + fold) a finished 12-hand game of bombs from Redis, and Redis memory per game, as its
stream holds it and once archived (``GameService.archive``).

Run: .venv/bin/python bench/load_game.py  (uses $REDIS_URL, else 127.0.0.1:6379, else an embedded Redis)
"""

from __future__ import annotations

import hashlib
import random
import statistics
import sys
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import orjson  # noqa: E402
import redis  # noqa: E402

from bench.common import bench_prefix, playout, redis_url  # noqa: E402
from domain import chain  # noqa: E402
from domain.game import PlayerSpec, command_body, to_data  # noqa: E402
from domain.games import GAMES  # noqa: E402
from domain.ports import GameRecord, SeatRecord, StoredEvent  # noqa: E402
from domain.rng import seed_commitment  # noqa: E402
from domain.service import GameService  # noqa: E402
from powderkeg.wiring import build_service  # noqa: E402
from settings import Settings  # noqa: E402
from tests.support.redis_keys import delete_prefix  # noqa: E402


def main(games: int = 20, loads: int = 30, people_games: int = 5) -> None:
    game = GAMES["bombs"]
    with redis_url() as url:
        client = redis.Redis.from_url(url)
        settings = Settings(redis_url=url, key_prefix=bench_prefix())
        service = build_service(settings, client)
        ids, sizes = [], []
        for i in range(games):
            events, _, _ = playout(game, 4, {"window_ms": 0}, seed=i)
            seed = f"bench-{i}".encode()
            record = GameRecord(
                game_id=f"g{i}",
                game="bombs",
                options={"hands": 12, "window_ms": 0, "turn_clock_ms": None},
                seats=tuple(SeatRecord(name=f"p{s}", bot=None, token_hash=None) for s in range(4)),
                seed=seed,
                seed_hash=seed_commitment(seed),
                created_ms=0,
            )
            stored = chain.sealed(
                chain.genesis(record),
                seed,
                [
                    StoredEvent(
                        version=v, type=type(e).__name__, data=to_data(e), at_ms=v, seat=None, command_id=None
                    )
                    for v, e in enumerate(events)
                ],
            )
            service.store.create(record, stored)
            ids.append(record.game_id)
            sizes.append(len(events))
        longest = ids[sizes.index(max(sizes))]
        full = []
        for gid in ids:  # the first cold load of each game reads the whole stream and folds it
            t0 = time.perf_counter()
            build_service(settings, client).load(gid)
            full.append(((time.perf_counter() - t0) * 1000, sizes[ids.index(gid)]))
        timings = []
        for _ in range(loads):  # later cold loads start from the snapshot the first one kept
            cold = build_service(settings, client)
            t0 = time.perf_counter()
            cold.load(longest)
            timings.append((time.perf_counter() - t0) * 1000)
        longest_full = max(full, key=lambda x: x[1])
        print(f"cold load without a snapshot (XRANGE + decode + fold), longest game ({longest_full[1]} events): "
              f"{longest_full[0]:.1f} ms; all games: median {statistics.median(t for t, _ in full):.1f} ms, "
              f"{statistics.median(t / n * 1000 for t, n in full):.1f} us per event")
        print(f"cold load from the final snapshot, longest game: median {statistics.median(timings):.2f} ms, "
              f"max {max(timings):.2f} ms")
        print(f"finished 12-hand 4-player games: {games}; events per game median {statistics.median(sizes):.0f}, "
              f"max {max(sizes)}")
        memory = [game_memory(client, settings.key_prefix, gid) for gid in ids]
        print(f"redis memory per finished game (stream + record, without its snapshot): "
              f"median {statistics.median(memory) / 1024:.1f} KiB, "
              f"max {max(memory) / 1024:.1f} KiB")
        archiver = build_service(settings, client)
        assert all(archiver.archive(gid) for gid in ids)
        archived = [game_memory(client, settings.key_prefix, gid) for gid in ids]
        blobs = [client.strlen(f"{settings.key_prefix}:{{{gid}}}:archive") for gid in ids]
        print(f"the same games archived (archive + record, without the snapshot): "
              f"median {statistics.median(archived) / 1024:.1f} KiB, max {max(archived) / 1024:.1f} KiB, "
              f"{statistics.median(a / m for a, m in zip(archived, memory, strict=True)):.2f} of the stream's "
              f"(the archive itself: median {statistics.median(blobs) / 1024:.1f} KiB); "
              f"goal < 100 KB: {'met' if statistics.median(archived) < 100_000 else 'NOT met'}")
        client.delete(f"{settings.key_prefix}:{{{longest}}}:snapshot")
        timings = []
        for _ in range(loads):  # a cold load of an archived game without a snapshot: decompress, decode, fold
            t0 = time.perf_counter()
            build_service(settings, client).load(longest)
            timings.append((time.perf_counter() - t0) * 1000)
        print(f"cold load of the longest game from its archive, without a snapshot: "
              f"median {statistics.median(timings):.1f} ms (from its stream: {longest_full[0]:.1f} ms above)")
        played = [played_by_people(service, seed=i) for i in range(people_games)]
        streams = [game_memory(client, settings.key_prefix, gid) for gid in played]
        assert all(archiver.archive(gid) for gid in played)
        archives = [game_memory(client, settings.key_prefix, gid) for gid in played]
        print(f"{people_games} games played through the service by 4 people, an Idempotency-Key on every command "
              f"(as the web client sends): in their streams (with their command ids) median "
              f"{statistics.median(streams) / 1024:.1f} KiB, archived {statistics.median(archives) / 1024:.1f} "
              f"KiB (max {max(archives) / 1024:.1f}); goal < 100 KB: "
              f"{'met' if statistics.median(archives) < 100_000 else 'NOT met'}")
        delete_prefix(client, settings.key_prefix)


def played_by_people(service: GameService, seed: int) -> str:
    """A 12-hand game of bombs at 4 seats played to its end through the service, random legal commands, each
    sent as the API sends a command that came with an Idempotency-Key (a random UUID here): command id
    ``<seat>:<key>`` and the request's fingerprint. Returns its id."""
    rng = random.Random(seed)
    people = [PlayerSpec(name=f"p{s}") for s in range(4)]
    game_id = service.create_game("bombs", people, {"hands": 12, "window_ms": 0}).game_id
    while True:
        loaded = service.load(game_id)
        game = service.game_of(loaded)
        if game.status(loaded.state) == "finished":
            return game_id
        waiting = game.awaiting(loaded.state)
        assert waiting, "bombs at window_ms 0 without a turn clock waits on a seat until it ends"
        seat = rng.choice(waiting)
        command = rng.choice(game.legal_commands(loaded.state, seat))
        key = uuid.UUID(int=rng.getrandbits(128), version=4)
        body = orjson.dumps(command_body(command), option=orjson.OPT_SORT_KEYS)
        fingerprint = hashlib.sha256(f"POST /v1/games/{game_id}/commands\n".encode() + body).hexdigest()
        service.handle_command(game_id, seat, command, f"{seat}:{key}", None, fingerprint)


def game_memory(client: redis.Redis, prefix: str, game_id: str) -> int:
    """Bytes of Redis memory that a game's keys take, its snapshot left out (MEMORY USAGE, every element
    counted: SAMPLES 0)."""
    keys = [k for k in client.keys(f"{prefix}:{{{game_id}}}:*") if not k.endswith(b":snapshot")]
    return sum(client.memory_usage(k, samples=0) or 0 for k in keys)


if __name__ == "__main__":
    main()
