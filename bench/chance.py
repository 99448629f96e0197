"""Deals per second of each chance derivation (domain.chance, docs/verification.md §3): a fresh generator for a
command, then one shuffle of a deck, as a bombs hand (54 cards), a haggis round (54) and a double exploding-aces
deck (104) each make, under chance 1 (the reference: the Mersenne Twister) and chance 2 (HMAC-SHA256 blocks),
in the same run. Also the whole opening of a game of bombs (its set-up, the low-card draw and the deal).

Run: .venv/bin/python bench/chance.py [--deals N]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from domain.cards import standard_deck  # noqa: E402
from domain.game import Ctx, PlayerSpec, parse_options  # noqa: E402
from domain.games import GAMES  # noqa: E402
from domain.rng import chance_for  # noqa: E402


def deals_per_s(chance: int, cards: list[str], deals: int) -> float:
    """Best of 3: fresh generators, each shuffling a copy of ``cards`` once."""
    seed = bytes(range(32))
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for version in range(deals):
            deck = list(cards)
            chance_for(seed, version, chance).shuffle(deck)
        best = min(best, time.perf_counter() - start)
    return deals / best


def openings_per_s(chance: int, openings: int) -> float:
    game = GAMES["bombs"]
    players = [PlayerSpec(name=f"p{i}") for i in range(4)]
    options = parse_options(game.info, {})
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for i in range(openings):
            game.setup(players, options, Ctx(now_ms=0, rng=chance_for(i.to_bytes(32, "big"), 0, chance)))
        best = min(best, time.perf_counter() - start)
    return openings / best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20_000)
    deals = parser.parse_args().deals
    decks = {"54 cards": list(standard_deck(jokers=("BJ", "RJ"))), "104 cards": list(standard_deck(decks=2))}
    print(f"{'shuffle of':<22}{'chance 1 (reference)':>24}{'chance 2':>16}{'ratio':>8}")
    for name, cards in decks.items():
        old, new = deals_per_s(1, cards, deals), deals_per_s(2, cards, deals)
        print(f"{name:<22}{old:>18,.0f} /s{new:>12,.0f} /s{new / old:>8.2f}")
    old, new = openings_per_s(1, deals // 10), openings_per_s(2, deals // 10)
    print(f"{'bombs opening, 4 seats':<22}{old:>18,.0f} /s{new:>12,.0f} /s{new / old:>8.2f}")


if __name__ == "__main__":
    main()
