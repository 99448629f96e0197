"""The conformance test every game must pass (STYLE.md example 8), over seeded random playouts.

For each game in ``GAMES``, at every seat count, with the options at their minimum and at their other
values: every command ``legal_commands`` lists is accepted by ``decide``; every open timer's command is
accepted; awaited seats always have something to send; the game finishes within a bound; the recorded
events fold from scratch into an equal state (``evolve`` never raises); no view or redacted event for a
seat or a spectator holds a card of another seat's hand that the rules do not make public; and after every
event every card of the pack is in exactly one place (tests/support/conservation.py).

``keeps_the_contract`` and the checker's self-tests take a slug, so a game registered in ``GAMES`` only inside a
test is checked by the same machinery (tests/domain/test_fifth_game.py).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any, ClassVar

import pytest

from domain.errors import Code, IllegalMove
from domain.game import Command, Ctx, Game, GameInfo
from domain.games import GAMES
from domain.tables.rules import match_rules
from tests.support.conservation import Ledger
from tests.support.playout import Checker, playout, refold

MAX_STEPS = 20_000
#: Each case plays seeds 0, 1, 2, ... until its playouts took this many steps (at least one playout), so
#: short games get many seeds and long ones a few, and every run plays exactly the same games.
STEP_BUDGET = 2_000


def option_sets(info: GameInfo) -> list[tuple[str, dict[str, Any]]]:
    """The option sets to play: the minimal table, each option at its other value(s), all of them at once.

    An int option is played at its minimum and at its default (or maximum); a choice at each of its values;
    a bool both ways. The minimal table has every int at its minimum (null when nullable) and every choice
    and bool at its default.
    """
    low = {
        name: None if spec.nullable else spec.minimum if spec.kind == "int" else spec.default
        for name, spec in info.options.items()
    }
    others: list[tuple[str, Any]] = []
    for name, spec in info.options.items():
        if spec.kind == "int":
            value = spec.default if spec.default != low[name] else spec.maximum
            others.append((name, spec.minimum if value is None else value))
        elif spec.kind == "choice":
            others += [(name, choice) for choice in spec.choices if choice != low[name]]
        else:
            others.append((name, not low[name]))
    sets = [("minimal", dict(low))]
    sets += [(f"{name}={value}", {**low, name: value}) for name, value in others]
    sets.append(("all-other", {**low, **dict(others)}))
    return sets


#: Seat counts played with every option set; larger tables are played with the minimal set only, since the
#: checks of one step grow with the square of the seats (every view of every viewer).
FULL_CHECK_SEATS = 8


def seat_counts(game: Game) -> list[int]:
    """Every seat count of a game that takes at most six at one table; else the smallest, 5, 8 and the
    largest. A match at several tables (bombs of 6 or more) is no single stream to play out here: its tables
    are played by tests/domain/bombs/test_multi_table.py and the service's tests."""
    info = game.info
    every = [n for n in range(info.min_players, info.max_players + 1) if one_table(game, n)]
    if len(every) <= 6:
        return every
    return sorted({info.min_players, 5, 8, every[-1]} & set(every))


def one_table(game: Game, players: int) -> bool:
    """Whether a game of ``players`` is played at one table (one stream)."""
    return match_rules(game, players) is None


def step_budget(players: int) -> int:
    """Steps per case: fewer for big tables, whose every step costs more to check."""
    return STEP_BUDGET * 4 // max(players, 4)


def cases(game: Game) -> list[tuple[int, str, dict[str, Any]]]:
    """The (players, option set's name, options) a game's contract is played with."""
    return [
        (players, name, options)
        for players in seat_counts(game)
        for name, options in option_sets(game.info)
        if players <= FULL_CHECK_SEATS or name == "minimal"
    ]


CASES = [
    pytest.param(slug, players, options, id=f"{slug}-{players}p-{name}")
    for slug, game in sorted(GAMES.items())
    for players, name, options in cases(game)
]


@pytest.mark.parametrize(("slug", "players", "options"), CASES)
def test_random_playouts_keep_the_game_contract(slug: str, players: int, options: dict[str, Any]) -> None:
    keeps_the_contract(slug, players, options)


def keeps_the_contract(slug: str, players: int, options: dict[str, Any]) -> None:
    """Play ``GAMES[slug]`` at random from seeds 0, 1, ... for the case's step budget, and fail on the first
    playout that breaks the contract."""
    game = GAMES[slug]
    steps = seed = 0
    while steps < step_budget(players):
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
    catches_a_leak_and_a_wrong_listing(slug)


def catches_a_leak_and_a_wrong_listing(slug: str) -> None:
    """The checker, given ``GAMES[slug]`` made to leak every hand and to list a command it refuses, says so."""
    game = GAMES[slug]
    state = playout(game, game.info.min_players, {}, 0, max_steps=3).state
    leaky = Leaky(game)
    checker = Checker(slug=slug, rng=random.Random(0), every=1)
    checker.hides_hands(leaky, state, lambda viewer: leaky.view(state, viewer), "view")
    checker.accepts_everything_listed(leaky, state)
    assert any("view shows viewer" in p for p in checker.problems)
    assert any("listed Bogus() of seat 0 refused" in p for p in checker.problems)


class ListedOnly:
    """Bombs, declared as it is (``same-ranks``), but refusing any cards but the listed ones."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)

    def decide(self, state: Any, seat: int | None, command: Command, ctx: Ctx) -> Any:
        if seat is not None and command not in self.game.legal_commands(state, seat):
            raise IllegalMove(Code.NOT_IN_HAND, "only the listed cards")
        return self.game.decide(state, seat, command, ctx)


def test_the_checker_catches_a_game_refusing_cards_its_equivalent_cards_promise() -> None:
    game = GAMES["bombs"]
    assert game.info.equivalent_cards == "same-ranks"
    state = playout(game, 3, {}, 0, max_steps=0).state
    checker = Checker(slug="bombs", rng=random.Random(0), every=1)
    checker.accepts_everything_listed(game, state)
    assert checker.problems == []
    checker.accepts_everything_listed(ListedOnly(game), state)
    assert any("same-ranks of Play(" in p for p in checker.problems), checker.problems[:3]


def played_state(slug: str) -> tuple[Any, Ledger]:
    """A real state a few steps into a game of ``slug``, with its ledger folded from the start."""
    game = GAMES[slug]
    ledger = Ledger(slug)
    state = None
    for at_ms, event in playout(game, game.info.min_players, {}, 0, max_steps=3).events:
        after = game.evolve(state, event, at_ms)
        ledger.fold(state, event, after)
        state = after
    return state, ledger


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_the_checker_catches_a_card_duplicated_or_missing(slug: str) -> None:
    catches_a_card_duplicated_or_missing(slug)


def catches_a_card_duplicated_or_missing(slug: str) -> None:
    """Conservation fails on a state of ``GAMES[slug]`` with a card in two hands, or a card in none."""
    state, ledger = played_state(slug)
    ledger.check(state)
    hands = state.hands
    card = hands[0][0]  # a number card in haggis, whose wilds sort last
    duplicated = replace(state, hands=(hands[0], (*hands[1], card), *hands[2:]))
    with pytest.raises(AssertionError, match=rf"{card} is in 2 places \(hand:0, hand:1\) but the pack holds 1"):
        ledger.check(duplicated)
    missing = replace(state, hands=(hands[0][1:], *hands[1:]))
    with pytest.raises(AssertionError, match=rf"{card} is missing: the pack holds 1, found 0 \(nowhere\)"):
        ledger.check(missing)
