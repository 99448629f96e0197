"""Time to export and verify a long finished game: a 12-hand game of bombs at 4 seats (the reference), then a
12-hand match of 9 players at two tables, each played through the service and the real store with random
legal commands, then audited by the server and offline.

Run: .venv/bin/python bench/verify_game.py  (uses $REDIS_URL, else 127.0.0.1:6379, else an embedded Redis)
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import redis  # noqa: E402

from bench.common import (  # noqa: E402
    bench_prefix,
    played_bombs_game,
    played_bombs_match,
    redis_url,
    rules_build,
)
from domain import audit  # noqa: E402
from domain.games import GAMES  # noqa: E402
from domain.service import GameService  # noqa: E402
from powderkeg.wiring import build_service  # noqa: E402
from settings import Settings  # noqa: E402
from tests.support.redis_keys import delete_prefix  # noqa: E402


def measure(service: GameService, game_id: str, repeats: int) -> None:
    """Export and verify ``game_id`` ``repeats`` times, by the server and offline; print the medians."""
    server, export, offline = [], [], []
    for _ in range(repeats):
        t0 = time.perf_counter()
        verdict = service.verify(game_id)
        server.append(time.perf_counter() - t0)
        assert verdict.ok, verdict
        t0 = time.perf_counter()
        text = "".join(json.dumps(row) + "\n" for row in service.export(service.load(game_id), None))
        export.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        head, lines = audit.parse_export(text.splitlines())
        assert audit.verify(GAMES, head, lines).ok
        offline.append(time.perf_counter() - t0)
    size = len(text.encode())
    print(f"  export: {size / 1024:.0f} KiB, median {statistics.median(export) * 1000:.0f} ms")
    print(f"  verify by the server (read, chain, re-derive): median {statistics.median(server) * 1000:.0f} ms")
    print(f"  verify offline (parse the NDJSON, chain, re-derive): median {statistics.median(offline) * 1000:.0f} ms")


def main(repeats: int = 5) -> None:
    print(f"exports and verifies with {rules_build()}")
    with redis_url() as url:
        client = redis.Redis.from_url(url)
        settings = Settings(redis_url=url, key_prefix=bench_prefix())
        service = build_service(settings, client)
        try:
            t0 = time.perf_counter()
            created, commands = played_bombs_game(service)
            events = service.load(created.game_id).version + 1
            print(f"a 12-hand game at 4 seats (the reference): {events} events from {commands} commands, "
                  f"played in {time.perf_counter() - t0:.1f} s")
            measure(service, created.game_id, repeats)
            t0 = time.perf_counter()
            created, commands = played_bombs_match(service, players=9)
            match = service.load(created.game_id)
            events = len(service.timeline(match))
            print(f"a 12-hand match of 9 players at 2 tables: {events} events (the match's and its tables') from "
                  f"{commands} commands, played in {time.perf_counter() - t0:.1f} s")
            measure(service, created.game_id, repeats)
        finally:
            delete_prefix(client, settings.key_prefix)


if __name__ == "__main__":
    main()
