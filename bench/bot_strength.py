"""How strong each bot kind is, measured the way card-game research measures it: each pair of kinds plays every
game on duplicate deals (every deal once per rotation of the seats, so that each kind holds every hand and the luck
of the deal cancels out), and the table gives, for each pair, the mean over deals of the first kind's score minus
the second's (a seat scores 1 for first place, 0 for last, linear between) with its 95% confidence interval. A
search bot runs a fixed count of simulations per decision (``--simulations``, not a time: the figures do not depend
on the machine).

The reference line of each game is ``random`` against itself: exactly 0 by construction (both kinds draw from
the same generators), which shows the measure has no bias of its own. Goals (issue 33): ``greedy`` beats ``random``
and ``search`` beats ``greedy``, each with the whole interval above 0, in every game.

After the table, the simulations a search decision runs in ``--think-ms`` (default 300) by the clock, for each game
searched (``bench/search_speed.py``; measured once the deals are done, so that nothing else runs beside it), over
``--speed-decisions`` positions (0: not measured).

Deals are played by ``--jobs`` processes at once (default: one per core); each deal's result is printed to stderr
as it comes, so a long run shows how far it got.

Run: .venv/bin/python bench/bot_strength.py [--deals N] [--first-deal K] [--games slug,...] [--pairs a-b,...]
[--simulations S] [--jobs J] [--think-ms T] [--speed-decisions D] [--seats N] [--full]
(``--first-deal``: the runs of deals 0..7 and 8..15 of two machines add up to the run of deals 0..15 of one.)
(``--full``: each game at its default options, the whole game; else shorter games, for this 2-core machine.)
(``--seats``: every game at that many seats, in place of its table's: bombs-away heads-up is ``--seats 2``.)
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.search_speed import simulations_in  # noqa: E402
from domain import search  # noqa: E402
from domain.games import GAMES  # noqa: E402
from tests.support.bot_games import Duel, deal_difference, summary  # noqa: E402

#: Each game's table: seats, and the options of a shorter game than the default (for a quick run).
TABLES: dict[str, tuple[int, dict[str, object]]] = {
    "bombs": (4, {"hands": 2}),
    "bombs-away": (4, {}),
    "exploding-aces": (4, {}),
    "haggis": (3, {}),
}
PAIRS = (("random", "random"), ("greedy", "random"), ("search", "greedy"))


def _simulate(simulations: int) -> None:
    """A job process's start: the search's simulations per decision, as the command line set them."""
    search.DEFAULT_SIMULATIONS = simulations


def _deal(slug: str, a: str, b: str, players: int, options: dict[str, Any], deal: int) -> tuple[float, int]:
    return deal_difference(GAMES[slug], a, b, players, options, deal)


def duel(
    pool: ProcessPoolExecutor,
    slug: str,
    a: str,
    b: str,
    players: int,
    options: dict[str, Any],
    deals: range,
) -> Duel:
    """``tests.support.bot_games.duel`` over the deals numbered ``deals``, played by ``pool``'s processes; each
    printed to stderr once done."""
    futures = [pool.submit(_deal, slug, a, b, players, options, deal) for deal in deals]
    played = []
    for deal, future in zip(deals, futures, strict=True):
        played.append(future.result())
        print(f"  {slug} {a} v {b}: deal {deal}: {played[-1][0]:+.3f}", file=sys.stderr, flush=True)
    return summary(a, b, played)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=40, help="duplicate deals per pair (default 40)")
    parser.add_argument("--first-deal", type=int, default=0, help="the number of the first deal (its seed)")
    parser.add_argument("--games", default=",".join(TABLES), help="the games, comma-separated")
    parser.add_argument("--full", action="store_true", help="every game at its default options")
    parser.add_argument("--seats", type=int, default=0, help="seats at every table (default: each game's own)")
    parser.add_argument("--pairs", default=",".join(f"{a}-{b}" for a, b in PAIRS), help="kind pairs, as a-b,...")
    parser.add_argument(
        "--simulations", type=int, default=search.DEFAULT_SIMULATIONS, help="a search's simulations per decision"
    )
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes playing deals at once")
    parser.add_argument("--think-ms", type=int, default=search.THINK_MS, help="the think time of the speed figure")
    parser.add_argument("--speed-decisions", type=int, default=20, help="positions of the speed figure (0: none)")
    args = parser.parse_args()
    pairs = [tuple(pair.split("-", 1)) for pair in args.pairs.split(",")]
    print(f"(a search runs {args.simulations} simulations per decision; {args.jobs} processes play the deals)")
    print(f"{'game':15s} {'seats':>5s}  {'pair':18s} {'deals':>5s}  {'mean':>7s}  {'95% interval':>17s}  {'s':>6s}")
    with ProcessPoolExecutor(args.jobs, initializer=_simulate, initargs=(args.simulations,)) as pool:
        for slug in args.games.split(","):
            game = GAMES[slug]
            players, short = TABLES[slug]
            players = args.seats or players
            options = {} if args.full else dict(short)
            for a, b in pairs:
                if a not in game.bots or b not in game.bots:
                    print(f"{slug:15s} {players:5d}  {a + ' v ' + b:18s}  (not offered)")
                    continue
                start = time.perf_counter()
                deals = range(args.first_deal, args.first_deal + args.deals)
                result = duel(pool, slug, a, b, players, options, deals)
                took = time.perf_counter() - start
                interval = f"[{result.low:+.3f}, {result.high:+.3f}]"
                unfinished = f"  ({result.unfinished} unfinished)" if result.unfinished else ""
                print(
                    f"{slug:15s} {players:5d}  {a + ' v ' + b:18s} {result.deals:5d}  {result.mean:+7.3f}  "
                    f"{interval:>17s}  {took:6.1f}{unfinished}",
                    flush=True,
                )
    searched = [
        slug for slug in args.games.split(",") if "search" in GAMES[slug].bots and any("search" in p for p in pairs)
    ]
    if args.speed_decisions and searched:
        print(f"\nsimulations a search decision runs in {args.think_ms} ms ({args.speed_decisions} positions each):")
        for slug in searched:
            players, short = TABLES[slug]
            players = args.seats or players
            options = {} if args.full else dict(short)
            simulations = simulations_in(GAMES[slug], players, options, args.think_ms, args.speed_decisions)
            print(f"{slug:15s} {simulations:6.1f}", flush=True)


if __name__ == "__main__":
    main()
