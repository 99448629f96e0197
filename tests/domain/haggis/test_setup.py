"""Options and the testing deal: what a table may be created with, and the clear refusals of nonsense."""

from __future__ import annotations

import random
from typing import Any

import pytest

from domain.errors import InvalidSetup
from domain.game import Ctx, PlayerSpec, parse_options
from domain.games.haggis import GAME
from domain.games.haggis.events import GameStarted, RoundDealt


def _setup(players: int, options: dict[str, Any] | None = None, deal: dict[str, Any] | None = None) -> list:
    specs = [PlayerSpec(name=f"p{i}") for i in range(players)]
    return GAME.setup(specs, parse_options(GAME.info, options), Ctx(now_ms=0, rng=random.Random(0)), deal)


def test_the_options_default_to_250_classic_no_bonus_no_clock() -> None:
    started = _setup(3)[0]
    assert isinstance(started, GameStarted)
    assert (started.target, started.card_points, started.first_out_bonus_3p, started.turn_clock_ms) == (
        250,
        "classic",
        False,
        None,
    )
    assert "window_ms" not in GAME.info.options


@pytest.mark.parametrize(
    "options",
    [
        {"target": 300},
        {"target": 200},
        {"card_points": "double"},
        {"card_points": None},
        {"first_out_bonus_3p": None},
        {"window_ms": 0},
    ],
)
def test_bad_options_are_refused(options: dict[str, Any]) -> None:
    with pytest.raises(InvalidSetup) as error:
        _setup(3, options)
    assert error.value.code == "bad-option"


def test_a_testing_deal_fixes_hands_haggis_round_scores_and_leader() -> None:
    deal = {
        "hands": [["7R", "J"], ["8R", "Q", "K"]],
        "haggis": ["2O"],
        "round": 3,
        "scores": [40, 10],
        "removed_suit": "G",
    }
    started, dealt = _setup(2, deal=deal)
    assert isinstance(started, GameStarted) and started.scores == (40, 10)
    assert dealt == RoundDealt(
        round=3, dealer=0, leader=1, removed_suit="G", hands=(("7R", "J"), ("8R", "Q", "K")), haggis=("2O",)
    )


def test_a_two_player_deal_takes_out_the_last_unused_suit_by_default() -> None:
    _, dealt = _setup(2, deal={"hands": [["7R"], ["8O"]]})
    assert isinstance(dealt, RoundDealt) and dealt.removed_suit == "B" and (dealt.dealer, dealt.leader) == (0, 1)


@pytest.mark.parametrize(
    "deal",
    [
        {"hands": [["7R"], ["7R"]]},
        {"hands": [["7R", "J", "J"], ["8R"]]},
        {"hands": [["7X"], ["8R"]]},
        {"hands": [["7R"]]},
        {"hands": [[], ["8R"]]},
        {"hands": [["7R"], ["8R"]], "haggis": ["J"]},
        {"hands": [["7R"], ["8R"]], "removed_suit": "R"},
        {"hands": [["7R"], ["8O"]], "haggis": ["2Y", "2G", "2B"]},
        {"hands": [["7R"], ["8R"]], "leader": 2},
        {"hands": [["7R"], ["8R"]], "scores": [1]},
        {"hands": [["7R"], ["8R"]], "colour": "red"},
    ],
)
def test_a_bad_testing_deal_is_refused(deal: dict[str, Any]) -> None:
    with pytest.raises(InvalidSetup) as error:
        _setup(2, deal=deal)
    assert error.value.code == "bad-deal"


def test_a_three_player_deal_has_no_removed_suit() -> None:
    with pytest.raises(InvalidSetup):
        _setup(3, deal={"hands": [["7R"], ["8R"], ["9R"]], "removed_suit": "B"})
