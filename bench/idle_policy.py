"""What the idle policy (``domain.idle``) costs a command: the same seeded 12-hand game of bombs at 4 seats played
through the service twice, as a new game (under the default policy: its rules wrap the game's, and a command's
events are folded again for who is awaited since when) and as a game made before policies (the game's own
rules, the state its decide reports). Prints CPU time per command of each, side by side, in the same run.

Run: .venv/bin/python bench/idle_policy.py  (uses $REDIS_URL, else 127.0.0.1:6379, else an embedded Redis)
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import redis  # noqa: E402

from bench.common import bench_prefix, redis_url  # noqa: E402
from domain.game import PlayerSpec, parse_options  # noqa: E402
from domain.ports import GameRecord, SeatRecord  # noqa: E402
from domain.rng import seed_commitment  # noqa: E402
from domain.service import GameService  # noqa: E402
from powderkeg.wiring import build_service  # noqa: E402
from settings import Settings  # noqa: E402
from tests.support.redis_keys import delete_prefix  # noqa: E402

ROUNDS = 3


def play(service: GameService, game_id: str, seed: int) -> tuple[int, float]:
    """Play ``game_id`` to its end with random legal commands drawn from ``seed``: (commands, CPU seconds)."""
    rng = random.Random(seed)
    rules = service.game_of(service.load(game_id))
    commands, cpu = 0, 0.0
    loaded = service.load(game_id)
    while rules.status(loaded.state) != "finished":
        offers = [(s, c) for s in rules.awaiting(loaded.state) for c in rules.legal_commands(loaded.state, s)]
        seat, command = offers[rng.randrange(len(offers))]
        start = time.process_time()
        loaded = service.handle_command(game_id, seat, command).loaded
        cpu += time.process_time() - start
        commands += 1
    return commands, cpu


def main() -> None:
    with redis_url() as url:
        client = redis.Redis.from_url(url)
        settings = Settings(redis_url=url, key_prefix=bench_prefix())
        service = build_service(settings, client)
        people = [PlayerSpec(name=f"p{i}") for i in range(4)]
        per_command: dict[str, list[float]] = {"with the idle policy": [], "without (a game made before it)": []}
        try:
            for round_ in range(ROUNDS):
                new = service.create_game("bombs", people, {"window_ms": 0}).game_id
                seed = f"bench-idle-{round_}".encode()
                old = GameRecord(
                    game_id=f"old{round_:04d}{bench_prefix()[-6:]}",
                    game="bombs",
                    options=parse_options(service.repo.games["bombs"].info, {"window_ms": 0}),
                    seats=tuple(SeatRecord(name=p.name, bot=None, token_hash=None) for p in people),
                    seed=seed,
                    seed_hash=seed_commitment(seed),
                    created_ms=service.clock.now_ms(),
                )
                service.commands.launch(old, [], listed=False)
                for label, game_id in zip(per_command, (new, old.game_id), strict=True):
                    commands, cpu = play(service, game_id, seed=round_)
                    per_command[label].append(cpu / commands * 1e6)
        finally:
            delete_prefix(client, settings.key_prefix)
    for label, samples in per_command.items():
        print(f"{label:34s} median {statistics.median(samples):7.0f} µs of CPU a command ({ROUNDS} games)")
    ratio = statistics.median(per_command["with the idle policy"]) / statistics.median(
        per_command["without (a game made before it)"]
    )
    print(f"the policy's cost: {ratio:.2f}x the command's CPU without it (reference: 1.00x)")


if __name__ == "__main__":
    main()
