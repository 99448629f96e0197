"""The size of a page of the event log: a 12-hand game of bombs at 4 seats, played through the service and the
real store with random legal commands, then read over the app (GET /v1/games/{id}/events) page by page with
the default limit, as a spectator and as seat 0 (the game is finished, so both see everything).

Run: .venv/bin/python bench/log_pages.py  (uses $REDIS_URL, else 127.0.0.1:6379, else an embedded Redis)
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import redis  # noqa: E402

from api.schemas.events import DEFAULT_LIMIT  # noqa: E402
from bench.common import bench_prefix, played_bombs_game, redis_url  # noqa: E402
from powderkeg.wiring import build_service, create_app  # noqa: E402
from settings import Settings  # noqa: E402
from tests.support.redis_keys import delete_prefix  # noqa: E402


def main(seed: int = 1) -> None:
    with redis_url() as url:
        client = redis.Redis.from_url(url)
        settings = Settings(redis_url=url, key_prefix=bench_prefix())
        service = build_service(settings, client)
        created, _ = played_bombs_game(service, seed)
        game_id, token = created.game_id, created.tokens[0]
        loaded = service.load(game_id)
        print(f"a finished 12-hand game of bombs: {loaded.version + 1} events (seed {seed})")
        http = create_app(settings, service).test_client()
        for who, headers in (("spectator", {}), ("seat 0", {"Authorization": f"Bearer {token}"})):
            sizes, after, more, t0 = [], -1, True, time.perf_counter()
            while more:
                response = http.get(f"/v1/games/{game_id}/events?after={after}", headers=headers)
                assert response.status_code == 200, response.get_json()
                page = response.get_json()
                sizes.append(len(response.data))
                after, more = page["events"][-1]["version"], page["more"]
            took = (time.perf_counter() - t0) * 1000
            print(
                f"{who}: first page (limit {DEFAULT_LIMIT}) {sizes[0]:,} bytes ({sizes[0] / 1024:.0f} KiB); "
                f"{len(sizes)} pages, {sum(sizes):,} bytes in all, read in {took:.0f} ms"
            )
        delete_prefix(client, settings.key_prefix)


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:2]))
