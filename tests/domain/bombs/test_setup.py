"""The opening: the low-card draw, the deal (B1) and the testing deal (docs/rules.md §1.1)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from domain.errors import Code, InvalidSetup
from domain.game import Ctx, Event, PlayerSpec, parse_options
from domain.games.bombs import GAME
from domain.games.bombs.combos import rank_index
from domain.games.bombs.events import DealerDrawn, GameStarted, HandDealt
from domain.games.bombs.setup import deal, deal_order, deck, draw_dealer


def setup(
    players: int, deal_spec: dict[str, Any] | None = None, seed: int = 0, **options: Any
) -> list[Event]:
    specs = [PlayerSpec(name=f"p{i}", bot="random" if i == 1 else None) for i in range(players)]
    ctx = Ctx(now_ms=0, rng=random.Random(seed))
    return GAME.setup(specs, parse_options(GAME.info, options), ctx, deal_spec)


def test_b1_the_deal_starts_with_the_dealer_and_goes_counter_clockwise() -> None:
    assert deal_order([0, 1, 2, 3], 0) == [0, 3, 2, 1]
    assert deal_order([0, 1, 2, 3, 4], 2) == [2, 1, 0, 4, 3]
    cards = deck()
    random.Random(5).shuffle(cards)
    hands = deal(random.Random(5), 4, (0, 1, 2, 3), 1)
    assert cards[0] in hands[1] and cards[1] in hands[0] and cards[2] in hands[3] and cards[3] in hands[2]


@pytest.mark.parametrize(
    ("players", "dealer", "sizes"),
    [
        (3, 0, [18, 18, 18]),
        (4, 0, [14, 13, 13, 14]),  # the dealer and the dealer's right-hand neighbour get 14
        (4, 2, [13, 14, 14, 13]),
        (5, 2, [11, 11, 11, 10, 11]),  # the dealer's left-hand neighbour gets 10
        (5, 4, [10, 11, 11, 11, 11]),
    ],
)
def test_hand_sizes_follow_from_the_deal_direction(players: int, dealer: int, sizes: list[int]) -> None:
    hands = deal(random.Random(1), players, tuple(range(players)), dealer)
    assert [len(h) for h in hands] == sizes
    assert sorted(c for h in hands for c in h) == sorted(deck())


def test_the_first_hand_is_set_up_with_a_recorded_draw_and_deal() -> None:
    events = setup(4, hands=3, window_ms=500)
    started, drawn, dealt = events
    assert started == GameStarted(
        names=("p0", "p1", "p2", "p3"),
        bots=(False, True, False, False),
        hands=3,
        window_ms=500,
        turn_clock_ms=None,
        scores=(0, 0, 0, 0),
    )
    assert isinstance(drawn, DealerDrawn) and isinstance(dealt, HandDealt)
    assert dealt.dealer == drawn.dealer and dealt.hand == 1 and dealt.players == (0, 1, 2, 3)
    assert Counter(c for h in dealt.hands for c in h) == Counter(deck())
    assert dealt.leader is not None and "3C" in dealt.hands[dealt.leader]
    assert (dealt.knave, dealt.master, dealt.tiebreak) == (None, None, False)


@pytest.mark.parametrize("seed", range(40))
def test_the_low_card_draws_and_the_tied_lowest_draw_again(seed: int) -> None:
    drawn = draw_dealer(random.Random(seed), (0, 1, 2, 3, 4))
    drawing = {0, 1, 2, 3, 4}
    for rnd in drawn.draws:
        assert {seat for seat, _ in rnd} == drawing
        low = min(rank_index(card) for _, card in rnd)
        drawing = {seat for seat, card in rnd if rank_index(card) == low}  # suits never break ties
    assert drawing == {drawn.dealer}


def test_a_testing_deal_fixes_the_hands_and_the_dealer() -> None:
    events = setup(3, {"hands": [["4C", "5C"], ["3C"], ["KH"]], "dealer": 2, "scores": [1, 2, 3]})
    started, dealt = events
    assert isinstance(started, GameStarted) and started.scores == (1, 2, 3)
    assert dealt == HandDealt(
        hand=1,
        dealer=2,
        players=(0, 1, 2),
        hands=(("4C", "5C"), ("3C",), ("KH",)),
        leader=1,
        knave=None,
        master=None,
        tiebreak=False,
    )


def test_a_testing_deal_without_a_dealer_draws_one() -> None:
    events = setup(3, {"hands": [["4C"], ["3C"], ["KH"]]})
    assert [type(e) for e in events] == [GameStarted, DealerDrawn, HandDealt]


def test_a_testing_deal_names_the_leader_when_nobody_holds_the_3c() -> None:
    events = setup(3, {"hands": [["4C"], ["5C"], ["KH"]], "dealer": 0, "leader": 2})
    assert isinstance(events[-1], HandDealt) and events[-1].leader == 2


@pytest.mark.parametrize(
    "bad",
    [
        {"hands": [["4C"], ["3C"]]},  # wrong number of hands
        {"hands": [["4C"], ["3C"], []]},  # an empty hand
        {"hands": [["4C"], ["3C"], ["1X"]]},  # not a card
        {"hands": [["4C"], ["3C"], ["JK"]]},  # not a card of this deck
        {"hands": [["4C"], ["3C"], ["4C"]]},  # more copies than the deck has
        {"hands": [["4C"], ["5C"], ["KH"]]},  # nobody holds the 3C and no leader
        {"hands": [["4C"], ["3C"], ["KH"]], "leader": 0},  # contradicts the 3C
        {"hands": [["4C"], ["3C"], ["KH"]], "dealer": 3},
        {"hands": [["4C"], ["3C"], ["KH"]], "hand": 2},  # no knave and master
        {"hands": [["4C"], ["3C"], ["KH"]], "hand": 2, "knave": 1, "master": 1},
        {"hands": [["4C"], ["3C"], ["KH"]], "hand": 2, "knave": 1, "master": 0, "dealer": 0},
        {"hands": [["4C"], ["3C"], ["KH"]], "hand": 13, "knave": 1, "master": 0},  # past the last hand
        {"hands": [["4C"], ["3C"], ["KH"]], "knave": 1},  # hand 1 has no exchange
        {"hands": [["4C"], ["3C"], ["KH"]], "scores": [1, 2]},
        {"hands": [["4C"], ["3C"], ["KH"]], "scores": [1, 2, -1]},
        {"hands": [["4C"], ["3C"], ["KH"]], "stock": []},  # no such field
        {"hands": "3C"},
    ],
)
def test_a_testing_deal_that_makes_no_sense_is_refused(bad: dict[str, Any]) -> None:
    with pytest.raises(InvalidSetup) as error:
        setup(3, bad)
    assert error.value.code == Code.BAD_DEAL


def test_options_have_documented_ranges() -> None:
    assert parse_options(GAME.info, {}) == {"hands": 12, "window_ms": 3000, "turn_clock_ms": None}
    for bad in ({"hands": 0}, {"window_ms": -1}, {"turn_clock_ms": 10}, {"hands": True}, {"tables": 2}):
        with pytest.raises(InvalidSetup) as error:
            parse_options(GAME.info, bad)
        assert error.value.code == Code.BAD_OPTION
