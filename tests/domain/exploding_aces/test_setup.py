"""The opening (docs/rules.md §2.1, A1), the options, and the testing deal."""

from __future__ import annotations

import random
from typing import Any

import pytest

from domain.errors import Code, InvalidSetup
from domain.game import Ctx, Event, PlayerSpec, parse_options
from domain.games.exploding_aces import GAME
from domain.games.exploding_aces.events import Dealt, GameStarted


def setup(players: int, deal: dict[str, Any] | None = None, seed: int = 0, **options: Any) -> list[Event]:
    specs = [PlayerSpec(name=f"p{i}", bot="random" if i == 1 else None) for i in range(players)]
    ctx = Ctx(now_ms=0, rng=random.Random(seed))
    return GAME.setup(specs, parse_options(GAME.info, options), ctx, deal)


@pytest.mark.parametrize("seed", range(20))
def test_the_deal_gives_two_cards_each_with_no_ace_or_king(seed: int) -> None:
    started, dealt = setup(5, seed=seed)
    assert isinstance(dealt, Dealt) and isinstance(started, GameStarted)
    assert all(len(hand) == 2 for hand in dealt.hands)
    assert not any(card[:-1] in ("A", "K") for hand in dealt.hands for card in hand)
    assert len(dealt.deck) == 42 and dealt.first == 0 and dealt.discard == ()
    assert started.bots == (False, True, False, False, False)


def test_the_aces_and_kings_are_shuffled_into_the_deck() -> None:
    positions = set()
    for seed in range(30):
        dealt = setup(2, seed=seed)[1]
        assert isinstance(dealt, Dealt)
        positions.add(next(i for i, c in enumerate(dealt.deck) if c[:-1] in ("A", "K")))
    assert len(positions) > 3


def test_decks_may_be_forced_and_default_to_auto() -> None:
    started = setup(7)[0]
    assert isinstance(started, GameStarted) and started.decks == 2 and started.recycle_quota == 0
    started = setup(7, decks=1)[0]
    assert isinstance(started, GameStarted) and started.decks == 1 and started.recycle_quota == 3
    started = setup(3, decks=2)[0]
    assert isinstance(started, GameStarted) and started.decks == 2


def test_options_have_their_defaults() -> None:
    started = setup(3)[0]
    assert isinstance(started, GameStarted)
    assert (started.window_ms, started.turn_clock_ms, started.nine_prompt) == (3000, None, "everyone")
    started = setup(3, window_ms=0, turn_clock_ms=5000)[0]
    assert isinstance(started, GameStarted)
    assert (started.window_ms, started.turn_clock_ms, started.nine_prompt) == (0, 5000, "everyone")
    assert setup(3, nine_prompt="holders")[0].nine_prompt == "holders"  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "options",
    [
        {"decks": 3},
        {"nine_prompt": "some"},
        {"nine_prompt": None},
        {"window_ms": -1},
        {"turn_clock_ms": 10},
        {"hands": 2},
    ],
)
def test_bad_options_are_refused(options: dict[str, Any]) -> None:
    with pytest.raises(InvalidSetup) as error:
        parse_options(GAME.info, options)
    assert error.value.code == Code.BAD_OPTION


def test_the_player_count_is_two_to_twelve() -> None:
    assert (GAME.info.min_players, GAME.info.max_players) == (2, 12)


def test_a_testing_deal_fixes_hands_deck_first_player_discard_and_direction() -> None:
    deal = {"hands": [["AS", "KH"], ["2C"], []], "deck": ["3C", "AD"], "first": 2, "discard": ["4D"], "direction": -1}
    dealt = setup(3, deal)[1]
    assert dealt == Dealt(
        hands=(("AS", "KH"), ("2C",), ()), deck=("3C", "AD"), first=2, discard=("4D",), direction=-1
    )


def test_without_a_deck_the_rest_of_the_pack_is_shuffled_into_it() -> None:
    dealt = setup(2, {"hands": [["AS"], ["2C"]], "discard": ["3D"]})[1]
    assert isinstance(dealt, Dealt) and len(dealt.deck) == 49 and "AS" not in dealt.deck


@pytest.mark.parametrize(
    "deal",
    [
        {"hands": [["AS"]]},
        {"hands": [["AS"], ["BJ"]]},
        {"hands": [["AS"], ["AS"]]},
        {"hands": [["AS"], ["2C"]], "first": 2},
        {"hands": [["AS"], ["2C"]], "direction": 0},
        {"hands": [["AS"], ["2C"]], "leader": 0},
        {"hands": [["AS"], "2C"]},
        {"hands": [["AS"], ["2C"]], "deck": ["2C"]},
    ],
)
def test_bad_testing_deals_are_refused(deal: dict[str, Any]) -> None:
    with pytest.raises(InvalidSetup) as error:
        setup(2, deal)
    assert error.value.code == Code.BAD_DEAL


def test_two_decks_allow_two_copies_of_a_card_in_a_deal() -> None:
    dealt = setup(2, {"hands": [["AS", "AS"], ["2C"]]}, decks=2)[1]
    assert isinstance(dealt, Dealt) and dealt.hands[0] == ("AS", "AS") and len(dealt.deck) == 101
