"""The resolutions H1–H14 of docs/rules.md §3.9, one test each (seats A=0, B=1, C=2)."""

from __future__ import annotations

import random
from collections import Counter

from domain.game import Ctx, PlayerSpec
from domain.games.haggis import GAME
from domain.games.haggis.bets import settle
from domain.games.haggis.cards import SUITS, WILDS, is_wild, suit_of
from domain.games.haggis.combos import Kind, readings
from domain.games.haggis.commands import Bet, Pass, Play
from domain.games.haggis.errors import HaggisCode
from domain.games.haggis.events import BetPlaced, RoundDealt, RoundScored, TrickCaptured
from domain.games.haggis.options import Options
from domain.games.haggis.rounds import game_over, next_dealer, next_leader
from domain.games.haggis.scoring import card_points

from .helpers import A, B, C, given, passed, played, table, went_out

OPTIONS = {"target": 250, "card_points": "classic", "first_out_bonus_3p": False, "turn_clock_ms": None}


def _opening_deal(players: int, seed: int) -> RoundDealt:
    specs = [PlayerSpec(name=f"p{i}") for i in range(players)]
    _, deal = GAME.setup(specs, OPTIONS, Ctx(now_ms=0, rng=random.Random(seed)))
    assert isinstance(deal, RoundDealt)
    return deal


def test_h1_three_players_get_14_cards_and_their_wilds_and_the_haggis_holds_3() -> None:
    deal = _opening_deal(3, seed=1)
    numbers = [c for hand in deal.hands for c in hand if not is_wild(c)] + list(deal.haggis)
    assert sorted(Counter(numbers).values()) == [1] * 45 and {suit_of(c) for c in numbers} == set(SUITS)
    assert all(len(hand) == 17 and set(WILDS) <= set(hand) for hand in deal.hands)
    assert len(deal.haggis) == 3 and deal.removed_suit is None
    assert (deal.dealer, deal.leader) == (0, 1)


def test_h1_two_players_play_without_one_suit_and_the_haggis_holds_8() -> None:
    deal = _opening_deal(2, seed=2)
    numbers = [c for hand in deal.hands for c in hand if not is_wild(c)] + list(deal.haggis)
    assert len(set(numbers)) == 36 and deal.removed_suit in SUITS
    assert deal.removed_suit not in {suit_of(c) for c in numbers}
    assert all(len(hand) == 17 and set(WILDS) <= set(hand) for hand in deal.hands)
    assert len(deal.haggis) == 8


def test_h2_a_winning_bomb_gives_the_trick_to_the_combination_just_before_it() -> None:
    hands = (["4R", "J", "Q", "2R"], ["6R", "2O"], ["8R", "J", "K", "2Y"])
    s = given(*table(*hands), played(A, "4R"), played(B, "6R"), played(C, "8R"), played(A, "J", "Q"))
    s = s.given(passed(B), played(C, "J", "K"), passed(A))
    s.when(B, Pass()).then(passed(B), TrickCaptured(winner=C, capturer=A, leader=C, cards=7, bombed=True))


def test_h2_a_bomb_led_alone_gives_the_trick_to_the_bombers_right() -> None:
    hands = (["2R"], ["J", "Q", "3R"], ["4R"])
    s = given(*table(*hands, leader=B), played(B, "J", "Q"), passed(C))
    s.when(A, Pass()).then(passed(A), TrickCaptured(winner=B, capturer=A, leader=B, cards=2, bombed=True))


def test_h3_two_or_three_wilds_are_always_a_bomb_never_a_set() -> None:
    assert [r.bomb for r in readings(["J", "Q"], 5)] == ["jq"]
    assert [r.bomb for r in readings(["Q", "K"], 5)] == ["qk"]
    assert [r.bomb for r in readings(["J", "Q", "K"], 5)] == ["jqk"]
    s = given(*table(["7R", "7B", "2R"], ["J", "Q", "3R"], ["2O"]), played(A, "7R", "7B"))
    s.when(B, Play(cards=("J", "Q"), kind="set")).rejects(HaggisCode.NO_SUCH_READING)
    s.when(B, Play(cards=("J", "Q"))).then(played(B, "J", "Q"))


def test_h4_a_wild_stands_for_itself_or_a_lower_rank_never_a_higher_one() -> None:
    assert {r.top for r in readings(["9R", "10R", "J"], 5)} == {10, 11}
    assert {r.top for r in readings(["10R", "J", "Q"], 5)} == {10, 11, 12}
    assert readings(["J"], 5)[0].top == 11
    s = given(*table(["9R", "10R", "J", "2O"], ["3R"]))
    s.when(A, Play(cards=("9R", "10R", "J"), top_rank="Q")).rejects(HaggisCode.NO_SUCH_READING)
    s.when(A, Play(cards=("9R", "10R", "J"), top_rank="J")).then(played(A, "9R", "10R", "J", top="J"))


def test_h5_a_wild_fills_a_gap_in_a_sequence() -> None:
    [reading] = readings(["2R", "3R", "Q", "5R"], 5)
    assert (reading.kind, reading.width, reading.top) == (Kind.SEQUENCE, 1, 5)


def test_h6_a_following_sequence_needs_the_same_width_and_count_and_a_higher_top() -> None:
    hands = (["3R", "3O", "4R", "4O", "2G"], ["3Y", "3G", "4Y", "4G", "5Y", "5B", "6Y", "6B", "5G", "6G", "7G"], ["2O"])
    s = given(*table(*hands), played(A, "3R", "3O", "4R", "4O"))
    s.when(B, Play(cards=("3Y", "3G", "4Y", "4G"))).rejects(HaggisCode.DOES_NOT_BEAT)
    s.when(B, Play(cards=("5G", "6G", "7G"))).rejects(HaggisCode.WRONG_SHAPE)
    s.when(B, Play(cards=("5Y", "5B", "6Y", "6B"))).then(played(B, "5Y", "5B", "6Y", "6B"))


def test_h7_a_big_bet_may_be_made_after_seeing_the_cards_out_of_turn_until_the_first_play() -> None:
    s = given(*table(["5R", "2R"], ["8R", "2O"], ["6R", "2Y"]), played(A, "5R"))
    assert s.state().turn == B
    s.when(C, Bet(amount=30)).then(BetPlaced(seat=C, amount=30))
    s.when(A, Bet(amount=30)).rejects(HaggisCode.BET_AFTER_FIRST_PLAY)
    s = s.given(BetPlaced(seat=C, amount=0))
    s.when(C, Bet(amount=15)).rejects(HaggisCode.ALREADY_BET)


def test_h8_each_failed_bet_pays_the_first_player_out_and_each_non_bettor() -> None:
    assert settle((15, 15, None), first=A) == (30, 0, 15)
    assert settle((15, 15, 0), first=C) == (0, 0, 30)
    assert settle((30, None, None), first=B) == (0, 30, 30)
    assert settle((None, 30), first=A) == (30, 0)


def test_h9_the_lowest_tied_total_closest_clockwise_from_the_dealers_left_leads() -> None:
    assert next_leader((10, 50, 10), dealer=B) == C
    assert next_leader((10, 10, 50), dealer=C) == A
    assert next_leader((10, 50, 10), dealer=C) == A
    assert next_leader((30, 20, 20), dealer=A) == B
    assert next_leader((20, 20), dealer=A) == B


def test_h10_the_three_player_bonus_is_off_unless_the_table_asks_for_it() -> None:
    assert Options.of(OPTIONS).first_out_bonus_3p is False
    hands = (["5R"], ["6R"], ["2B", "3R"])
    for bonus, expected in ((False, (0, 0, 0)), (True, (5, 0, 0))):
        s = given(*table(*hands, bonus=bonus), played(A, "5R"), went_out(A, 1, 2))
        [scored] = [e for e in s.when(B, Play(cards=("6R",))).decided() if isinstance(e, RoundScored)]
        assert scored.bonus == expected


def test_h11_a_bomb_out_of_turn_is_refused() -> None:
    s = given(*table(["5R", "2R"], ["8R", "2O"], ["J", "Q", "2Y"]), played(A, "5R"))
    s.when(C, Play(cards=("J", "Q"))).rejects("not-your-turn")


def test_h12_a_player_already_out_still_captures_and_the_lead_passes_to_their_left() -> None:
    s = given(*table(["5R"], ["8R", "2O"], ["6R", "2Y"]), played(A, "5R"), went_out(A, 1, 2), passed(B))
    s.when(C, Pass()).then(passed(C), TrickCaptured(winner=A, capturer=A, leader=B, cards=1, bombed=False))


def test_h13_the_game_ends_only_when_one_total_is_highest_at_or_above_the_target() -> None:
    assert not game_over((262, 262), 250)
    assert not game_over((262, 262, 100), 250)
    assert not game_over((240, 249), 250)
    assert game_over((250, 249), 250)
    assert game_over((270, 301, 301 - 1), 250)
    assert next_dealer((262, 262, 100), last_winner=B) == B
    assert next_dealer((262, 262, 300), last_winner=B) == C
    assert next_dealer((262, 100, 262), last_winner=B) == C


def test_h14_face_cards_score_whether_captured_or_received_with_the_last_hand() -> None:
    assert card_points(["J", "Q", "K", "2R", "4O", "6Y", "8G", "10B"], "classic") == 10
    s = given(*table(["5R"], ["Q", "K", "2O"], leader=B), played(B, "2O"))
    events = s.when(A, Play(cards=("5R",))).decided()
    assert events[1] == went_out(A, 1, 2)
    scored = events[3]
    assert isinstance(scored, RoundScored)
    assert scored.last_hand == ("Q", "K") and scored.card_points == (1 + 3 + 5, 0)
