"""How strong each bot kind is, measured the way card-game research measures it: each pair of kinds plays every
game on duplicate deals (every deal once per rotation of the seats, so that each kind holds every hand and the luck
of the deal cancels out), and the table gives, for each pair, the mean over deals of the first kind's score minus
the second's (a seat scores 1 for first place, 0 for last, linear between) with its 95% confidence interval. A
search bot runs a fixed count of simulations per decision (``--simulations``, not a time: the figures do not depend
on the machine).

The reference line of each game is ``random`` against itself: exactly 0 by construction (both kinds draw from
the same generators), which shows the measure has no bias of its own. Goals (issue 33): ``greedy`` beats ``random``
and ``search`` beats ``greedy``, each with the whole interval above 0, in every game.

Run: .venv/bin/python bench/bot_strength.py [--deals N] [--games slug,...] [--pairs a-b,...] [--simulations S] [--full]
(``--full``: each game at its default options, the whole game; else shorter games, for this 2-core machine.)
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from domain import search  # noqa: E402
from domain.games import GAMES  # noqa: E402
from tests.support.bot_games import duel  # noqa: E402

#: Each game's table: seats, and the options of a shorter game than the default (for a quick run).
TABLES: dict[str, tuple[int, dict[str, object]]] = {
    "bombs": (4, {"hands": 2}),
    "bombs-away": (4, {}),
    "exploding-aces": (4, {}),
    "haggis": (3, {}),
}
PAIRS = (("random", "random"), ("greedy", "random"), ("search", "greedy"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=40, help="duplicate deals per pair (default 40)")
    parser.add_argument("--games", default=",".join(TABLES), help="the games, comma-separated")
    parser.add_argument("--full", action="store_true", help="every game at its default options")
    parser.add_argument("--pairs", default=",".join(f"{a}-{b}" for a, b in PAIRS), help="kind pairs, as a-b,...")
    parser.add_argument(
        "--simulations", type=int, default=search.DEFAULT_SIMULATIONS, help="a search's simulations per decision"
    )
    args = parser.parse_args()
    search.DEFAULT_SIMULATIONS = args.simulations
    pairs = [tuple(pair.split("-", 1)) for pair in args.pairs.split(",")]
    print(f"{'game':15s} {'seats':>5s}  {'pair':18s} {'deals':>5s}  {'mean':>7s}  {'95% interval':>17s}  {'s':>6s}")
    for slug in args.games.split(","):
        game = GAMES[slug]
        players, short = TABLES[slug]
        options = {} if args.full else dict(short)
        for a, b in pairs:
            if a not in game.bots or b not in game.bots:
                print(f"{slug:15s} {players:5d}  {a + ' v ' + b:18s}  (not offered)")
                continue
            start = time.perf_counter()
            result = duel(game, a, b, players, options, args.deals)
            took = time.perf_counter() - start
            interval = f"[{result.low:+.3f}, {result.high:+.3f}]"
            unfinished = f"  ({result.unfinished} unfinished)" if result.unfinished else ""
            print(
                f"{slug:15s} {players:5d}  {a + ' v ' + b:18s} {result.deals:5d}  {result.mean:+7.3f}  "
                f"{interval:>17s}  {took:6.1f}{unfinished}"
            )


if __name__ == "__main__":
    main()
