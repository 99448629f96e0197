"""Speed of the state updates ``evolve`` makes for every event (``domain/state_updates.py``), next to their
reference, ``dataclasses.replace``, on the same states and changes in the same run.

The updates are those of real games: for each game folding with ``updater`` (exploding aces, bombs, bombs
away, haggis), random games are folded and every event's update is taken as (the state before it, the fields
it changed). Prints, per game: us per update of the game's updater (and of exploding aces' keyword form
``changed``) and of ``dataclasses.replace``, each the best of several rounds.

Run: .venv/bin/python bench/state_updates.py [rounds, default 7]
"""

from __future__ import annotations

import dataclasses
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import playout  # noqa: E402
from domain.games import GAMES  # noqa: E402
from domain.games.bombs import state as bombs  # noqa: E402
from domain.games.bombs_away import state as bombs_away  # noqa: E402
from domain.games.exploding_aces import state as exploding_aces  # noqa: E402
from domain.games.haggis import state as haggis  # noqa: E402

Update = tuple[Any, dict[str, Any]]
Apply = Callable[[Any, dict[str, Any]], Any]


def updates(slug: str, players: int, games: int) -> list[Update]:
    """(state, changes) of every event of ``games`` seeded random games of ``slug``: the state before the event
    and the fields the event changed."""
    game = GAMES[slug]
    out: list[Update] = []
    for seed in range(games):
        events, _, _ = playout(game, players, {}, seed=seed)
        before = None
        for at_ms, event in enumerate(events):
            after = game.evolve(before, event, at_ms)
            if before is not None:
                new = {f.name: getattr(after, f.name) for f in dataclasses.fields(after)}
                out.append((before, {n: v for n, v in new.items() if v is not getattr(before, n)}))
            before = after
    return out


def per_update_us(apply: Apply, sample: list[Update], rounds: int) -> float:
    """The best of ``rounds`` passes over ``sample``, in us per update."""
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        for state, changes in sample:
            apply(state, changes)
        best = min(best, time.perf_counter() - start)
    return best / len(sample) * 1e6


#: Per game: seats, games played, and the updaters timed.
CASES: dict[str, tuple[int, int, dict[str, Apply]]] = {
    "exploding-aces": (4, 20, {
        "changed(state, **changes)": lambda s, c: exploding_aces.changed(s, **c),
        "with_changes(state, changes)": exploding_aces.with_changes,
    }),
    "bombs": (4, 3, {"with_changes(state, changes)": bombs.with_changes}),
    "bombs-away": (3, 3, {"with_changes(state, changes)": bombs_away.with_changes}),
    "haggis": (3, 5, {"with_changes(state, changes)": haggis.with_changes}),
}


def replace(state: Any, changes: dict[str, Any]) -> Any:
    """The reference."""
    return dataclasses.replace(state, **changes)


def main(rounds: int = 7) -> None:
    for slug, (players, games, forms) in CASES.items():
        sample = updates(slug, players, games)
        fields = len(dataclasses.fields(sample[0][0]))
        changed_per = sum(len(c) for _, c in sample) / len(sample)
        for apply in forms.values():  # each gives what the reference gives
            assert all(apply(s, c) == replace(s, c) for s, c in sample)
        print(f"{slug}: {len(sample)} updates from real games, {fields} fields, {changed_per:.1f} changed per update")
        for name, apply in forms.items():
            us, reference = per_update_us(apply, sample, rounds), per_update_us(replace, sample, rounds)
            print(f"  {name:29} {us:5.2f} us per update; dataclasses.replace {reference:5.2f} us "
                  f"({reference / us:.1f}x)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
