"""Random-bot games of exploding aces in pure domain code: events per game, games per second, and the time to
load (fold from scratch) the longest game.

Each step picks uniformly among every seat's legal commands and the open timers (``tests.support.playout``),
as random bots and the window/clock workers would. Default options (3 s windows, no clock).

Run: .venv/bin/python bench/simulate_exploding_aces.py [games per player count, default 1000]
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from domain.games import GAMES  # noqa: E402
from tests.support.playout import Playout, playout, refold  # noqa: E402

PLAYER_COUNTS = (2, 5, 8)
LOADS = 20


def main(games: int = 1000) -> None:
    game = GAMES["exploding-aces"]
    for players in PLAYER_COUNTS:
        started = time.perf_counter()
        results: list[Playout] = [playout(game, players, {}, seed) for seed in range(games)]
        elapsed = time.perf_counter() - started
        unfinished = sum(1 for r in results if not r.finished)
        sizes = [len(r.events) for r in results]
        longest = max(results, key=lambda r: len(r.events))
        timings = []
        for _ in range(LOADS):
            t0 = time.perf_counter()
            state = refold(game, longest.events)
            timings.append((time.perf_counter() - t0) * 1000)
        assert state == longest.state
        print(
            f"{players} players: {games} games in {elapsed:.1f} s ({games / elapsed:.0f} games/s), "
            f"events per game median {statistics.median(sizes):.0f}, longest {max(sizes)}, "
            f"steps median {statistics.median(r.steps for r in results):.0f}; unfinished {unfinished}; "
            f"folding the longest game from scratch: median {statistics.median(timings):.2f} ms"
        )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)
