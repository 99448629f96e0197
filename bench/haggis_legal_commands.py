"""Size and speed of haggis' legal_commands in the worst hands we could construct: leading, 17 cards, all
three wilds. Prints, per hand: the number of commands, the JSON size of the legal-commands list in bytes, and
the time of one legal_commands call (cold: the candidates cache is cleared first); then the same for the
compact grouped form of ``domain.games.haggis.compact`` (groups, JSON bytes, ms).

Run: .venv/bin/python bench/haggis_legal_commands.py
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from domain.game import command_body  # noqa: E402
from domain.games.haggis import GAME  # noqa: E402
from domain.games.haggis.candidates import _candidates, candidates  # noqa: E402
from domain.games.haggis.cards import SUITS, WILDS, number_cards  # noqa: E402
from domain.games.haggis.compact import groups  # noqa: E402
from domain.games.haggis.events import GameStarted, RoundDealt  # noqa: E402
from domain.games.haggis.state import HaggisState  # noqa: E402


def grid(ranks: range, suits: str, keep: int = 14) -> list[str]:
    """The first ``keep`` cards of ``ranks`` × ``suits`` (rank by rank)."""
    return [f"{r}{s}" for r in ranks for s in suits][:keep]


def climbed(seed: int, rounds: int = 300) -> list[str]:
    """A hand found by hill climbing on the number of leads, from a random start."""
    rng = random.Random(seed)
    pack = list(number_cards(SUITS))
    hand = rng.sample(pack, 14)
    best = len(candidates((*hand, *WILDS), 5))
    for _ in range(rounds):
        trial = hand[:]
        trial[rng.randrange(14)] = rng.choice([c for c in pack if c not in hand])
        count = len(candidates((*trial, *WILDS), 5))
        if count >= best:
            hand, best = trial, count
    return hand


HANDS: dict[str, list[str]] = {
    "8-10 in five suits (one 10 short)": grid(range(8, 11), "ROYGB"),
    "2-4 in five suits (one 4 short)": grid(range(2, 5), "ROYGB"),
    "3-9 in two suits": grid(range(3, 10), "RO"),
    "2-8 in two suits": grid(range(2, 9), "RO"),
    "7-10 in four suits (two 10s short)": grid(range(7, 11), "ROYG"),
    "6-10 in three suits (one 10 short)": grid(range(6, 11), "ROY"),
    "3,5,7,9 in four suits (rainbows)": grid(range(3, 10, 2), "ROYG"),
    "hill-climbed from seed 1": climbed(1),
}


def state_leading(hand: list[str], players: int) -> HaggisState:
    """A table where seat 0 leads holding ``hand`` and its three wilds."""
    started = GameStarted(
        names=("a", "b", "c")[:players],
        bots=(False,) * players,
        target=250,
        card_points="classic",
        first_out_bonus_3p=False,
        turn_clock_ms=None,
        scores=(0,) * players,
    )
    others = [c for c in number_cards(SUITS) if c not in hand]
    hands = ((*hand, *WILDS), *((others[i], *WILDS) for i in range(players - 1)))
    dealt = RoundDealt(round=1, dealer=players - 1, leader=0, removed_suit=None, hands=hands, haggis=())
    state = GAME.evolve(GAME.evolve(None, started, 0), dealt, 0)
    assert isinstance(state, HaggisState)
    return state


def measure(hand: list[str], repeat: int = 5) -> tuple[int, int, float]:
    """(commands, JSON bytes, median ms of a cold legal_commands call) for seat 0 leading with ``hand``."""
    state = state_leading(hand, 3)
    times = []
    commands = []
    for _ in range(repeat):
        _candidates.cache_clear()
        start = time.perf_counter()
        commands = GAME.legal_commands(state, 0)
        times.append((time.perf_counter() - start) * 1000)
    size = len(json.dumps({"version": 2, "commands": [command_body(c) for c in commands]}, separators=(",", ":")))
    return len(commands), size, statistics.median(times)


def measure_compact(hand: list[str], repeat: int = 5) -> tuple[int, int, float]:
    """(groups, JSON bytes, median ms) of the compact form of the same lead."""
    times = []
    found: list[dict[str, object]] = []
    for _ in range(repeat):
        start = time.perf_counter()
        found = groups((*hand, *WILDS), 5)
        times.append((time.perf_counter() - start) * 1000)
    size = len(json.dumps({"version": 2, "plays": found}, separators=(",", ":")))
    return len(found), size, statistics.median(times)


def random_leads(samples: int = 200) -> tuple[int, int, float]:
    """Median and largest command count of random 17-card leads, and the median ms."""
    rng = random.Random(0)
    pack = list(number_cards(SUITS))
    counts, times = [], []
    for _ in range(samples):
        state = state_leading(rng.sample(pack, 14), 3)
        _candidates.cache_clear()
        start = time.perf_counter()
        counts.append(len(GAME.legal_commands(state, 0)))
        times.append((time.perf_counter() - start) * 1000)
    return int(statistics.median(counts)), max(counts), statistics.median(times)


def main() -> None:
    head = f"{'hand (leading, 14 number cards + J Q K)':44} {'commands':>9} {'JSON bytes':>11} {'ms':>7}"
    print(f"{head}   compact: {'groups':>6} {'JSON bytes':>10} {'ms':>6}")
    for name, hand in HANDS.items():
        count, size, ms = measure(hand)
        groups_n, groups_size, groups_ms = measure_compact(hand)
        print(f"{name:44} {count:9d} {size:11d} {ms:7.1f}            {groups_n:6d} {groups_size:10d} {groups_ms:6.1f}")
        print(f"    {' '.join(hand)}")
    median, largest, ms = random_leads()
    print(f"random 17-card leads (200): median {median} commands, largest {largest}, median {ms:.1f} ms")


if __name__ == "__main__":
    main()
