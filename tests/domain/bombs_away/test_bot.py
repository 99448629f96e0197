"""The ``greedy`` bot of bombs-away (domain/games/bombs_away/bot.py), on real tables dealt by testing deals."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import Any

import pytest

from domain.bots import Knowledge
from domain.bots import knowledge as knowledge_of
from domain.game import Command, Ctx, Decided, PlayerSpec, parse_options
from domain.games.bombs_away import GAME
from domain.games.bombs_away.bot import greedy
from domain.games.bombs_away.commands import Bury, Damage, Keep, KeepTen, Play
from domain.games.bombs_away.state import BombsAwayState, Kind
from tests.support.bot_games import bot_game, duel

from .helpers import A, B, C

#: Cards never worth 10, to fill a deck without waking the ten-value rule.
DECK = ("2D", "3S", "4D", "5D", "9C", "2H", "8D", "9S", "AD", "AS")
#: A pile of five cards, enough for a 7 (W5).
FIVE = ("2C", "3D", "4C", "5H", "AC")


def dealt(
    *hands: Sequence[str],
    deck: Sequence[str] = DECK,
    pile: Sequence[str] = (),
    points: Sequence[int] | None = None,
    starter: int = A,
) -> BombsAwayState:
    """The table after a testing deal with these hands (deck top first, pile bottom first)."""
    deal: dict[str, Any] = {"hands": [list(h) for h in hands], "deck": list(deck), "pile": list(pile)}
    deal["starter"] = starter
    if points is not None:
        deal["points"] = list(points)
    players = [PlayerSpec(name=str(i)) for i in range(len(hands))]
    events = GAME.setup(players, parse_options(GAME.info, {}), Ctx(now_ms=0, rng=random.Random(3)), deal)
    state: Any = None
    for event in events:
        state = GAME.evolve(state, event, 0)
    assert isinstance(state, BombsAwayState)
    return state


def sent(state: BombsAwayState, seat: int, command: Command) -> BombsAwayState:
    """The table once ``seat`` sent ``command``."""
    made = GAME.decide(state, seat, command, Ctx(now_ms=0, rng=random.Random(5)))
    if isinstance(made, Decided):
        new: BombsAwayState = made.state
        return new
    for event in made:
        state = GAME.evolve(state, event, 0)
    return state


def choice(state: BombsAwayState, seat: int, seed: int = 0) -> Command:
    """What greedy sends for ``seat``, checked to be one of its legal commands."""
    known = knowledge_of(GAME, state, seat)
    command = greedy(known, random.Random(seed))
    assert command in known.legal
    return command


def test_greedy_opens_a_chain_with_its_ten_value_card() -> None:
    state = dealt(["2C", "3D", "9H", "KS"], ["4C", "5C", "6C", "8C"])
    assert choice(state, A) == Play(card="KS")


def test_greedy_opens_a_chain_with_a_six_that_copies_a_ten() -> None:
    state = dealt(["2C", "3D", "6S", "4S"], ["4C", "5C", "6C", "8C"], pile=("KH",))
    assert choice(state, A) == Play(card="6S")


def test_greedy_sheds_a_low_card_and_keeps_its_seven_six_and_nine() -> None:
    state = dealt(["3C", "6D", "7S", "9H"], ["6C", "8C", "7D", "9D"], pile=FIVE)
    assert choice(state, A) == Play(card="3C")


def test_greedy_blocks_a_chain_with_a_seven_when_the_pile_allows_it() -> None:
    state = dealt(["QS", "2S", "3C", "4S"], ["9D", "7C", "KH", "8S"], pile=FIVE)
    state = sent(state, A, Play(card="QS"))
    assert choice(state, B) == Play(card="7C")


def test_greedy_answers_a_chain_with_a_ten_value_card_opening_a_second_chain() -> None:
    state = dealt(["QS", "2S", "3C", "4S"], ["9D", "JH", "8S", "5C"])
    state = sent(state, A, Play(card="QS"))
    assert choice(state, B) == Play(card="JH")


def test_greedy_answers_a_chain_as_high_as_it_can_without_a_seven_or_ten() -> None:
    state = dealt(["QS", "2S", "3C", "4S"], ["2C", "9D", "4C", "5C"])
    state = sent(state, A, Play(card="QS"))
    assert choice(state, B) == Play(card="9D", target=A)  # a 9 is a swap: it names its partner


def test_greedy_closes_its_chain_with_the_card_that_deals_the_most_damage() -> None:
    state = dealt(["QS", "2S", "6D", "8H"], ["5C", "4C", "3C", "2C"])
    state = sent(state, A, Play(card="QS"))
    state = sent(state, B, Play(card="3C"))
    assert state.turn == A and state.role.value == "closing"
    assert choice(state, A) == Play(card="8H", block="5")  # 8 damage; the 6 would copy the 3 and deal 3


def test_greedy_damages_the_leading_opponent() -> None:
    state = dealt(["QS", "2S", "6D", "8H"], ["5C", "4C", "3C", "2C"], ["4S", "5S", "6S", "8S"], points=(30, 12, 25))
    state = sent(state, A, Play(card="QS"))
    state = sent(state, B, Play(card="3C"))
    state = sent(state, A, Play(card="8H", block="5"))
    assert state.decision is not None and state.decision.kind is Kind.DAMAGE
    assert choice(state, A) == Damage(target=C)


def test_greedy_eliminates_an_opponent_it_can_knock_out() -> None:
    state = dealt(["QS", "2S", "6D", "8H"], ["5C", "4C", "3C", "2C"], ["4S", "5S", "6S", "8S"], points=(30, 20, 5))
    state = sent(state, A, Play(card="QS"))
    state = sent(state, B, Play(card="3C"))
    state = sent(state, A, Play(card="8H", block="5"))
    assert choice(state, A) == Damage(target=C)
    state = dealt(["QS", "2S", "6D", "8H"], ["5C", "4C", "3C", "2C"], ["4S", "5S", "6S", "8S"], points=(30, 8, 25))
    state = sent(state, A, Play(card="QS"))
    state = sent(state, B, Play(card="3C"))
    state = sent(state, A, Play(card="8H", block="5"))
    assert choice(state, A) == Damage(target=B)


def test_greedy_buries_the_most_dangerous_card_of_the_hand_it_looks_at() -> None:
    state = dealt(["5H", "2S", "3C", "4S"], ["2C", "KD", "7C", "4C"])
    state = sent(state, A, Play(card="5H", target=B))
    assert sorted(c.card for c in GAME.legal_commands(state, A) if isinstance(c, Bury)) == ["2C", "4C", "7C", "KD"]
    assert choice(state, A) == Bury(card="KD")


def test_greedy_keeps_the_more_useful_of_the_aces_two_cards() -> None:
    state = dealt(["AH", "2S", "3C", "4S"], ["2C", "9D", "4C", "5C"], deck=("3H", "6H", *DECK))
    state = sent(state, A, Play(card="AH"))
    assert {c for c in GAME.legal_commands(state, A)} == {Keep(card="3H"), Keep(card="6H")}
    assert choice(state, A) == Keep(card="6H")


def test_greedy_breaks_ties_with_its_generator_and_repeats_itself_for_the_same_one() -> None:
    state = dealt(["10H", "QD", "4H", "5H"], ["2C", "9D", "4C", "5C"], deck=("2D", "3D", "4D"))
    assert state.decision is not None and state.decision.kind is Kind.KEEP_TEN
    picks = {choice(state, A, seed) for seed in range(20)}
    assert picks == {KeepTen(card="10H"), KeepTen(card="QD")}
    assert all(choice(state, A, seed) == choice(state, A, seed) for seed in range(20))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_greedy_only_ever_returns_a_legal_command(players: int) -> None:
    def checked(knowledge: Knowledge, rng: random.Random) -> Command:
        command = greedy(knowledge, rng)
        assert command in knowledge.legal
        return command

    game = dataclasses.replace(GAME, greedy=checked)
    kinds = ["greedy", "random"] * 3
    for deal in range(4):
        played = bot_game(game, kinds[:players], {"games": 2}, f"legal:{players}:{deal}".encode())
        assert played.finished


@pytest.mark.parametrize("players", [2, 3, 4])
def test_greedy_beats_random_over_duplicate_deals(players: int) -> None:
    result = duel(GAME, "greedy", "random", players, {}, 12)
    assert result.unfinished == 0
    assert result.low > 0
