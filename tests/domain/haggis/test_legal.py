"""legal_commands: complete (checked against a brute force over every subset × every reading), each listed
play exactly one reading, and every listed command accepted by ``decide``."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from domain.game import Ctx
from domain.games.haggis import GAME
from domain.games.haggis.candidates import candidates
from domain.games.haggis.cards import SUITS, WILDS, number_cards, sort_cards
from domain.games.haggis.combos import Reading, beats, readings
from domain.games.haggis.commands import Bet, Pass, Play
from domain.games.haggis.compact import expand, groups

from .helpers import A, B, C, given, played, table


def _brute(hand: tuple[str, ...], suits: int, top: Reading | None) -> set[tuple[tuple[str, ...], Reading]]:
    out = set()
    for size in range(1, len(hand) + 1):
        for cards in combinations(hand, size):
            for reading in readings(cards, suits):
                if top is None or beats(reading, top):
                    out.add((sort_cards(cards), reading))
    return out


def _dense_hands(count: int, seed: int) -> list[tuple[tuple[str, ...], int]]:
    """Short hands packed into a few ranks (so sets and wide sequences abound), with some wilds."""
    rng = random.Random(seed)
    hands = []
    for i in range(count):
        suits = 4 if i % 3 == 0 else 5
        low = rng.randint(2, 9)
        pack = [c for c in number_cards(SUITS[:suits]) if low <= int(c[:-1]) <= low + rng.randint(1, 3)]
        numbers = rng.sample(pack, min(len(pack), rng.randint(2, 8)))
        wilds = [w for w in WILDS if rng.random() < 0.7]
        hands.append((tuple(numbers + wilds), suits))
    return hands


@pytest.mark.parametrize(("hand", "suits"), _dense_hands(40, seed=7))
def test_leading_lists_every_subset_and_reading_exactly_once(hand: tuple[str, ...], suits: int) -> None:
    listed = candidates(hand, suits)
    assert len(set(listed)) == len(listed)
    assert set(listed) == _brute(hand, suits, None)


@pytest.mark.parametrize(("hand", "suits"), _dense_hands(25, seed=11))
def test_following_lists_exactly_the_plays_that_beat_the_top(hand: tuple[str, ...], suits: int) -> None:
    rng = random.Random(len(hand))
    tops = [reading for _, reading in _brute(hand, suits, None)]
    for top in rng.sample(tops, min(6, len(tops))):
        listed = candidates(hand, suits, top)
        assert len(set(listed)) == len(listed)
        assert set(listed) == _brute(hand, suits, top)


def test_the_leader_may_play_but_not_pass_and_every_seat_may_bet() -> None:
    state = given(*table(["5R", "6R", "7R", "J"], ["2O"], ["3O"])).state()
    commands = GAME.legal_commands(state, A)
    assert Pass() not in commands and Play(cards=("5R",), kind="set", width=None, top_rank="5") in commands
    assert Play(cards=("5R", "6R", "7R"), kind="sequence", width=1, top_rank="7") in commands
    assert [c for c in commands if isinstance(c, Bet)] == [Bet(amount=0), Bet(amount=15), Bet(amount=30)]
    assert GAME.legal_commands(state, B) == [Bet(amount=0), Bet(amount=15), Bet(amount=30)]


def test_a_follower_may_pass_or_beat_the_top_and_a_seat_that_played_may_not_bet() -> None:
    state = given(*table(["5R", "2R"], ["4O", "8O", "J", "Q"], ["3O"]), played(A, "5R")).state()
    commands = GAME.legal_commands(state, B)
    plays = {c.cards for c in commands if isinstance(c, Play)}
    assert Pass() in commands and plays == {("8O",), ("J",), ("Q",), ("J", "Q")}
    assert GAME.legal_commands(state, A) == []


def test_every_listed_command_is_accepted_and_makes_the_named_reading() -> None:
    hand = ["4R", "4O", "5R", "5O", "6R", "7R", "J", "Q", "K"]
    state = given(*table(hand, ["2O"], ["3O"])).state()
    for command in GAME.legal_commands(state, A):
        events = GAME.decide(state, A, command, Ctx(now_ms=0, rng=random.Random(0)))
        if isinstance(command, Play):
            first = events[0]
            assert (first.kind, first.width, first.top_rank) == (command.kind, command.width, command.top_rank)


def test_a_seat_out_of_cards_has_nothing_to_send() -> None:
    s = given(*table(["5R"], ["8R", "2O"], ["6R", "2Y"]), played(A, "5R"))
    assert GAME.legal_commands(s.state(), A) == []
    assert GAME.legal_commands(s.state(), C) == [Bet(amount=0), Bet(amount=15), Bet(amount=30)]


WORST = [f"{r}{s}" for r in (8, 9, 10) for s in "ROYGB"][:14]


@pytest.mark.parametrize(("hand", "suits"), [*_dense_hands(30, seed=13), ((*WORST, *WILDS), 5)])
def test_the_compact_groups_expand_to_exactly_the_listed_plays(hand: tuple[str, ...], suits: int) -> None:
    plays = set(candidates(hand, suits))
    expanded = [play for group in groups(hand, suits) for play in expand(group)]
    assert len(expanded) == len(set(expanded)) and set(expanded) == plays
    for top in {reading for _, reading in list(plays)[:: max(1, len(plays) // 5)]}:
        following = [play for group in groups(hand, suits, top) for play in expand(group)]
        assert sorted(following, key=str) == sorted(candidates(hand, suits, top), key=str)
