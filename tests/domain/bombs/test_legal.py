"""``legal_commands`` agrees with ``decide`` both ways, up to suits (which never matter in bombs)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from domain.cards import rank_of
from domain.errors import IllegalMove
from domain.game import Command, Ctx, Event, Game
from domain.games.bombs import GAME
from domain.games.bombs.combos import REQUESTABLE
from domain.games.bombs.commands import (
    Accept,
    DeclineRevolt,
    Pass,
    Play,
    Refuse,
    Request,
    Return,
    Revolt,
    StopRequests,
    Waive,
)
from tests.support.playout import playout

from .helpers import A, B, C, D, given, played, table

HANDS = (
    ["3C", "8H", "9S", "KC", "KD", "KH"],
    ["4C", "10C", "QD", "5C", "5D", "5H", "5S"],
    ["4D", "8C", "JD", "7C", "7D", "7H"],
    ["8S", "8D", "10D", "10S", "6C", "6D", "6H", "QC"],
)


def ranks(command: Command) -> Any:
    """A command with its cards reduced to ranks: the play as the rules see it."""
    if isinstance(command, Play):
        return ("play", frozenset(Counter(rank_of(c) for c in command.cards).items()))
    if isinstance(command, Return):
        return ("return", rank_of(command.card))
    return command


def test_only_the_leader_may_act_before_the_lead() -> None:
    state = given(*table(*HANDS)).state()
    assert GAME.legal_commands(state, B) == [] and GAME.legal_commands(state, D) == []
    lead = GAME.legal_commands(state, A)
    assert Pass() not in lead and Play(cards=("3C",)) in lead and Play(cards=("KC", "KD", "KH")) in lead


def test_the_seat_on_turn_may_pass_follow_or_bomb_and_the_others_only_throw() -> None:
    state = given(*table(*HANDS), played(A, "8H")).state()
    on_turn = GAME.legal_commands(state, B)
    assert on_turn[0] == Pass() and Play(cards=("10C",)) in on_turn and Play(cards=("4C",)) not in on_turn
    assert Play(cards=("5C", "5D", "5H")) in on_turn and Play(cards=("5C", "5D")) not in on_turn
    assert GAME.legal_commands(state, C) == [Play(cards=("7C", "7D", "7H"))]
    assert set(GAME.legal_commands(state, D)) == {Play(cards=("8D", "8S")), Play(cards=("6C", "6D", "6H"))}


def candidate_commands(state: Any, seat: int, rng: random.Random) -> list[Command]:
    """Commands a client might send: random subsets of the hand, and every other command shape."""
    hand = list(GAME.view(state, seat)["hand"] or [])
    out: list[Command] = [Pass(), Waive(), Revolt(), DeclineRevolt(), Accept(), Refuse(), StopRequests()]
    out += [Request(rank=r) for r in (*REQUESTABLE, "J")]
    out += [Return(card=c) for c in hand]
    for _ in range(12):
        if hand:
            out.append(Play(cards=tuple(rng.sample(hand, rng.randint(1, min(len(hand), 8))))))
    return out


@pytest.mark.parametrize("seed", range(12))
def test_every_command_decide_accepts_is_listed_up_to_suits(seed: int) -> None:
    rng = random.Random(seed)
    misses: list[str] = []

    def observe(
        game: Game, before: Any, seat: int | None, command: Command, new: list[Event], after: Any
    ) -> None:
        if game.status(after) == "finished":
            return
        probe = rng.randrange(len(game.view(after, None)["seats"]))
        listed = {ranks(c) for c in game.legal_commands(after, probe)}
        for candidate in candidate_commands(after, probe, rng):
            try:
                game.decide(after, probe, candidate, Ctx(now_ms=0, rng=random.Random(0)))
            except IllegalMove:
                continue
            if ranks(candidate) not in listed:
                misses.append(f"seat {probe} may send {candidate} but it is not listed")

    result = playout(GAME, 3 + seed % 3, {"hands": 2, "window_ms": 1000 * (seed % 2)}, seed, observe=observe)
    assert result.finished
    assert misses == []
