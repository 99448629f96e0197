"""Random-bot games of Bombs Away in pure domain code: game length, games per second, and the time to load
(fold from scratch) the longest game.

Run: .venv/bin/python bench/simulate_bombs_away.py [games per player count, default 1000]
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import playout  # noqa: E402
from domain.games import GAMES  # noqa: E402

FOLDS = 20


def main(games: int = 1000) -> None:
    game = GAMES["bombs-away"]
    print(f"bombs-away: {games} random-bot games per player count (default options)")
    for players in (2, 3, 4, 5):
        lengths: list[int] = []
        longest: list[object] = []
        t0 = time.perf_counter()
        for seed in range(games):
            events, _, state = playout(game, players, {}, seed)
            assert game.status(state) == "finished"
            lengths.append(len(events))
            if len(events) > len(longest):
                longest = events
        elapsed = time.perf_counter() - t0
        folds = []
        for _ in range(FOLDS):
            t1 = time.perf_counter()
            folded = None
            for event in longest:
                folded = game.evolve(folded, event, 0)  # type: ignore[arg-type]
            folds.append((time.perf_counter() - t1) * 1000)
        print(
            f"{players} players: median {statistics.median(lengths):.0f} events, longest {max(lengths)} events; "
            f"{games / elapsed:.1f} games/s; folding the longest from scratch: median {statistics.median(folds):.1f} ms"
        )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)
