"""The opening deal (docs/rules.md §4.1), the testing deal, and legal commands agreeing with ``decide``."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from domain.errors import Code, IllegalMove, InvalidSetup
from domain.game import Ctx, PlayerSpec, parse_options
from domain.games.bombs_away import GAME
from domain.games.bombs_away.cards import deck
from domain.games.bombs_away.commands import Play
from domain.games.bombs_away.events import GameDealt, GameStarted

from .helpers import FIVE, A, B, C, given, played, table


def setup(players: int, deal: dict[str, Any] | None = None, **options: Any) -> list[Any]:
    opts = parse_options(GAME.info, options)
    return GAME.setup(
        [PlayerSpec(name=str(i)) for i in range(players)], opts, Ctx(now_ms=0, rng=random.Random(7)), deal
    )


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_each_player_gets_four_cards_and_thirty_points_from_the_fifty_three(players: int) -> None:
    events = setup(players)
    started, deal = events[0], events[1]
    assert isinstance(started, GameStarted) and isinstance(deal, GameDealt)
    assert deal.points == (30,) * players and deal.starter == 0 and deal.pile == ()
    assert [len(h) for h in deal.hands] == [4] * players
    assert Counter([*(c for h in deal.hands for c in h), *deal.deck]) == Counter(deck())
    assert len(deck()) == 53 and "JK" in deck()
    assert GAME.info.min_players == 2 and GAME.info.max_players == 5 and "window_ms" not in GAME.info.options


def test_a_testing_deal_fixes_hands_deck_top_pile_points_and_starter() -> None:
    deal = {
        "hands": [["2C", "3C"], ["4C", "5C", "9C", "JK"]],
        "deck": ["2D", "3D"],
        "pile": ["8H", "6S"],
        "points": [12, 40],
        "starter": 1,
    }
    events = setup(2, deal)
    dealt = events[1]
    assert isinstance(dealt, GameDealt)
    assert dealt.hands == (("2C", "3C"), ("4C", "5C", "9C", "JK")) and dealt.deck[:2] == ("2D", "3D")
    assert len(dealt.deck) == 53 - 6 - 2 and dealt.points == (12, 40) and dealt.starter == 1
    state = given(*events).state()
    assert state.turn == B and state.pile[-1].became is None  # a 6 dealt to the pile copied nothing


@pytest.mark.parametrize(
    "deal",
    [
        {"hands": [["2C"]]},
        {"hands": [["2C"], []]},
        {"hands": [["2C", "3C", "4C", "5C", "6C"], ["2D"]]},
        {"hands": [["2C"], ["2C"]]},
        {"hands": [["2C"], ["3C"]], "deck": ["3C"]},
        {"hands": [["2C"], ["BJ"]]},
        {"hands": [["2C"], ["3C"]], "pile": ["JK"]},
        {"hands": [["2C"], ["3C"]], "points": [0, 30]},
        {"hands": [["2C"], ["3C"]], "starter": 2},
        {"hands": [["2C"], ["3C"]], "dealer": 0},
    ],
)
def test_a_testing_deal_that_makes_no_sense_is_refused(deal: dict[str, Any]) -> None:
    with pytest.raises(InvalidSetup) as error:
        setup(2, deal)
    assert error.value.code == Code.BAD_DEAL


def test_a_seven_and_a_joker_seven_are_listed_only_on_a_pile_of_five() -> None:
    small = given(*table(["7C", "JK", "2C", "3C"], ["2S", "3S"])).state()
    plays = GAME.legal_commands(small, A)
    assert Play(card="7C") not in plays and Play(card="JK", declare="7") not in plays
    assert {p.declare for p in plays if isinstance(p, Play) and p.card == "JK"} == {
        "A",
        "2",
        "3",
        "4",
        "5",
        "6",
        "8",
        "9",
    }
    big = given(*table(["7C", "JK", "2C", "3C"], ["2S", "3S"], pile=FIVE)).state()
    assert Play(card="7C") in GAME.legal_commands(big, A) and Play(card="JK", declare="7") in GAME.legal_commands(
        big, A
    )


def test_every_listed_play_is_accepted_and_carries_each_choice_it_needs() -> None:
    s = given(*table(["8C", "5C", "9C", "JK"], ["2S", "3S"], ["2H", "3H"], pile=("8D",)))
    plays = GAME.legal_commands(s.state(), A)
    assert [p for p in plays if p.card == "8C"] == [Play(card="8C", block=r) for r in "A23456789"]
    assert [p for p in plays if p.card == "5C"] == [Play(card="5C", target=B), Play(card="5C", target=C)]
    assert Play(card="JK", declare="6", block="4") in plays  # a Joker 6 copies the 8 beneath
    for play in plays:
        assert s.when(A, play).decided()
    assert GAME.legal_commands(s.state(), B) == []
    s.when(B, Play(card="2S")).rejects(Code.NOT_YOUR_TURN)
    s.when(A, Play(card="ZZ")).rejects(Code.NOT_A_CARD)
    s.when(A, Play(card="2S")).rejects(Code.NOT_IN_HAND)


def test_nothing_is_accepted_once_the_series_is_finished() -> None:
    from domain.games.bombs_away.events import GameWon, SeriesFinished

    s = given(*table(["2C"], ["3S"]), played(A, "2C"), GameWon(game=1, seat=A, points=30))
    s = s.given(SeriesFinished(winner=A, wins=(1, 0), game_winners=(A,)))
    assert GAME.legal_commands(s.state(), A) == []
    with pytest.raises(IllegalMove) as error:
        s.when(A, Play(card="2C")).decided()
    assert error.value.code == Code.GAME_OVER
