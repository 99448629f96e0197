"""Random-bot games of haggis in pure domain code (no Redis): events per game, games per second, and the
time to load (fold from scratch) the longest game.

Run: .venv/bin/python bench/simulate_haggis.py [games per player count, default 500]
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import playout  # noqa: E402
from domain.games.haggis import GAME  # noqa: E402


def main(per_count: int = 500) -> None:
    longest: list = []
    for players in (2, 3):
        lengths, rounds = [], []
        start = time.perf_counter()
        for seed in range(per_count):
            events, _, state = playout(GAME, players, {}, seed=seed)
            lengths.append(len(events))
            rounds.append(state.round_number)
            if len(events) > len(longest):
                longest = events
        elapsed = time.perf_counter() - start
        print(
            f"{players} players, {per_count} games: events median {statistics.median(lengths):.0f}, "
            f"longest {max(lengths)}; rounds median {statistics.median(rounds):.0f}, most {max(rounds)}; "
            f"{per_count / elapsed:.1f} games/s"
        )
    loads = []
    for _ in range(10):
        start = time.perf_counter()
        state = None
        for event in longest:
            state = GAME.evolve(state, event, 0)
        loads.append((time.perf_counter() - start) * 1000)
    print(f"fold of the longest game ({len(longest)} events): median {statistics.median(loads):.1f} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 500)
