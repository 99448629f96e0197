"""The conformance test every game must pass (STYLE.md example 8), over seeded random playouts.

For each game in ``GAMES``, at every seat count, with the options at their minimum and at their other
values: every command ``legal_commands`` lists is accepted by ``decide``; every open timer's command is
accepted; awaited seats always have something to send; the game finishes within a bound; the recorded
events fold from scratch into an equal state (``evolve`` never raises); and no view or redacted event for a
seat or a spectator holds a card of another seat's hand that the rules do not make public.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

import pytest

from domain.game import Command, Game, GameInfo
from domain.games import GAMES
from tests.support.playout import Checker, playout, refold

MAX_STEPS = 20_000
#: Each case plays seeds 0, 1, 2, ... until its playouts took this many steps (at least one playout), so
#: short games get many seeds and long ones a few, and every run plays exactly the same games.
STEP_BUDGET = 2_000


def option_sets(info: GameInfo) -> list[tuple[str, dict[str, Any]]]:
    """The option sets to play: the minimal table, each option at its other value, all of them at once."""
    low = {name: None if spec.nullable else spec.minimum for name, spec in info.options.items()}
    other: dict[str, Any] = {}
    for name, spec in info.options.items():
        if spec.kind != "int":
            continue
        value = spec.default if spec.default != low[name] else spec.maximum
        other[name] = spec.minimum if value is None else value
    sets = [("minimal", dict(low))]
    sets += [(f"{name}={value}", {**low, name: value}) for name, value in other.items()]
    sets.append(("all-other", {**low, **other}))
    return sets


CASES = [
    pytest.param(slug, players, options, id=f"{slug}-{players}p-{name}")
    for slug, game in sorted(GAMES.items())
    for players in range(game.info.min_players, game.info.max_players + 1)
    for name, options in option_sets(game.info)
]


@pytest.mark.parametrize(("slug", "players", "options"), CASES)
def test_random_playouts_keep_the_game_contract(slug: str, players: int, options: dict[str, Any]) -> None:
    game = GAMES[slug]
    steps = seed = 0
    while steps < STEP_BUDGET:
        checker = Checker(slug=slug, rng=random.Random(seed), every=1 if seed % 4 == 0 else 7)
        result = playout(game, players, options, seed, max_steps=MAX_STEPS, observe=checker)
        assert result.finished, f"seed {seed}: not finished after {MAX_STEPS} steps"
        assert checker.problems == [], f"seed {seed}: " + "\n".join(checker.problems[:10])
        assert refold(game, result.events) == result.state, f"seed {seed}: refolding gave another state"
        assert game.view(result.state, None)["result"] is not None and game.awaiting(result.state) == ()
        steps += result.steps
        seed += 1


@dataclass(frozen=True, slots=True, kw_only=True)
class Bogus(Command):
    """A command no game knows."""

    type: ClassVar[str] = "bogus"


class Leaky:
    """A game whose views also show every hand, and whose legal commands list one the game refuses."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)

    def view(self, state: Any, viewer: int | None) -> dict[str, Any]:
        seats = len(self.game.view(state, None)["seats"])
        return {
            **self.game.view(state, viewer),
            "peek": [self.game.view(state, s)["hand"] for s in range(seats)],
        }

    def legal_commands(self, state: Any, seat: int) -> list[Command]:
        return [*self.game.legal_commands(state, seat), Bogus()]


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_the_checker_catches_a_leaking_view_and_a_wrongly_listed_command(slug: str) -> None:
    game = GAMES[slug]
    state = playout(game, game.info.min_players, {}, 0, max_steps=3).state
    leaky = Leaky(game)
    checker = Checker(slug=slug, rng=random.Random(0), every=1)
    checker.hides_hands(leaky, state, lambda viewer: leaky.view(state, viewer), "view")
    checker.accepts_everything_listed(leaky, state)
    assert any("view shows viewer" in p for p in checker.problems)
    assert any("listed Bogus() of seat 0 refused" in p for p in checker.problems)
