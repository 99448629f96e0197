"""What one worker gives the bots: decisions a second through the service's own path (``GameService.play_bot``,
as a job or the sweeper runs it: load, decide from the seat's knowledge, append), for each bot kind, with the
``random`` kind as the reference, measured in the same run; and the workers a deployment needs per thousand bot
seats at a given pace of play.

A search bot thinks ``domain.search.THINK_MS`` by the stopwatch (as a worker does), so its rate is about
1000 / THINK_MS decisions a second a worker process, whatever the game; the table gives the simulations (worlds,
each with every candidate played in it) it runs in that time, on average over the decisions that weigh more than
one candidate.

Run: .venv/bin/python bench/bot_turns.py [--seconds S] [--pace-s P]
(uses $REDIS_URL, else 127.0.0.1:6379, else an embedded Redis)
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import redis  # noqa: E402

from bench.common import bench_prefix, redis_url  # noqa: E402
from bench.search_speed import counting  # noqa: E402
from domain.game import PlayerSpec  # noqa: E402
from domain.service import GameService  # noqa: E402
from powderkeg.wiring import build_service  # noqa: E402
from settings import Settings  # noqa: E402
from tests.support.redis_keys import delete_prefix  # noqa: E402

TABLES = {"bombs": 4, "bombs-away": 4, "exploding-aces": 4, "haggis": 3}


def decisions(service: GameService, slug: str, kind: str, seconds: float) -> tuple[int, float, float]:
    """Bot turns played for ``seconds`` of games of ``slug`` whose every seat is a ``kind`` bot: (decisions, wall
    seconds, CPU seconds)."""
    players = [PlayerSpec(name=f"b{i}", bot=kind) for i in range(TABLES[slug])]
    made, start, cpu = 0, time.perf_counter(), time.process_time()
    game_id = service.create_game(slug, players, {"window_ms": 0} if slug == "bombs" else None).game_id
    while time.perf_counter() - start < seconds:
        loaded = service.load(game_id)
        rules = service.game_of(loaded)
        if rules.status(loaded.state) == "finished":
            game_id = service.create_game(slug, players, {"window_ms": 0} if slug == "bombs" else None).game_id
            continue
        awaiting = rules.awaiting(loaded.state)
        if not awaiting:
            timer = min(rules.timers(loaded.state), key=lambda t: t.due_ms)
            time.sleep(max(0.0, (timer.due_ms - service.clock.now_ms()) / 1000))  # as a worker would wait
            service.apply_timer(game_id, timer.key)
            continue
        made += service.play_bot(game_id, awaiting[0], loaded.version)
    return made, time.perf_counter() - start, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="seconds of play per game and kind")
    parser.add_argument("--pace-s", type=float, default=10.0, help="seconds between two decisions of a bot seat")
    args = parser.parse_args()
    with redis_url() as url:
        client = redis.Redis.from_url(url)
        settings = Settings(redis_url=url, key_prefix=bench_prefix())
        service = build_service(settings, client)
        try:
            print(
                f"{'game':15s} {'kind':7s} {'decisions/s':>11s} {'CPU ms each':>11s} {'workers per 1000 seats':>23s}"
                f" {'simulations each':>17s}"
            )
            for slug in TABLES:
                for kind in service.games[slug].bots:
                    with counting() as counter:
                        made, wall, cpu = decisions(service, slug, kind, args.seconds)
                    rate = made / wall if wall else 0.0
                    need = 1000 / args.pace_s / rate if rate else float("inf")
                    sims = f"{counter.mean():17.1f}" if kind == "search" else f"{'':17s}"
                    print(f"{slug:15s} {kind:7s} {rate:11.1f} {cpu / max(made, 1) * 1000:11.2f} {need:23.2f} {sims}")
        finally:
            delete_prefix(client, settings.key_prefix)
    print(f"(a bot seat decides every {args.pace_s:g} s; reference: the random kind of each game)")


if __name__ == "__main__":
    main()
