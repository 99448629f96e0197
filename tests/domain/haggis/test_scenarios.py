"""The acceptance scenarios of docs/rules.md §3.10, one test each (seats A=0, B=1, C=2)."""

from __future__ import annotations

from domain.games.haggis.commands import Bet, Pass, Play
from domain.games.haggis.errors import HaggisCode
from domain.games.haggis.events import BetPlaced, GameFinished, RoundDealt, RoundScored, TrickCaptured
from domain.games.haggis.scoring import card_points

from .helpers import A, B, C, given, passed, played, started, table, went_out


def test_scenario_1_a_wild_in_a_set_then_two_wilds_are_a_bomb() -> None:
    hands = (["7R", "7B", "2R", "J", "Q", "K"], ["9G", "4R", "J"], ["3R", "J", "Q"])
    s = given(*table(*hands), played(A, "7R", "7B"))
    s = s.when(B, Play(cards=("9G", "J"))).then(played(B, "9G", "J"))
    assert s.state().trick.top.reading.top == 9 and s.state().trick.top.reading.count == 2
    s = s.when(C, Play(cards=("J", "Q"))).then(played(C, "J", "Q"))
    assert s.state().trick.top.reading.bomb == "jq"
    s.when(A, Play(cards=("2R", "K"))).rejects(HaggisCode.WRONG_KIND)
    s.when(A, Play(cards=("J", "Q"))).rejects(HaggisCode.DOES_NOT_BEAT)
    s.when(A, Play(cards=("J", "K"))).then(played(A, "J", "K"))


def test_scenario_2_a_sequence_must_match_width_and_card_count() -> None:
    hands = (
        ["3R", "3O", "4R", "4O", "5R", "5O", "2R"],
        ["6Y", "7Y", "8Y", "9Y", "10Y", "J", "4Y", "4G", "4B", "5Y", "5G", "5B", "6G", "6B"],
        ["2O"],
    )
    s = given(*table(*hands), played(A, "3R", "3O", "4R", "4O", "5R", "5O"))
    assert s.state().trick.top.reading.width == 2
    s.when(B, Play(cards=("6Y", "7Y", "8Y", "9Y", "10Y", "J"))).rejects(HaggisCode.WRONG_SHAPE)
    s.when(B, Play(cards=("4Y", "4G", "4B", "5Y", "5G", "5B"))).rejects(HaggisCode.WRONG_SHAPE)
    two_suits = ("4G", "4B", "5G", "5B", "6G", "6B")
    s.when(B, Play(cards=two_suits)).then(played(B, *two_suits, kind="sequence", width=2, top="6"))


def test_scenario_3_a_bombed_trick_goes_to_the_player_before_the_bomb() -> None:
    hands = (["5R", "2R"], ["8R", "2O"], ["3O", "5Y", "7G", "9B", "2Y"])
    s = given(*table(*hands), played(A, "5R"), played(B, "8R"))
    s = s.when(C, Play(cards=("3O", "5Y", "7G", "9B"))).then(played(C, "3O", "5Y", "7G", "9B"))
    assert s.state().trick.top.reading.bomb == "rainbow"
    s = s.when(A, Pass()).then(passed(A))
    s = s.when(B, Pass()).then(passed(B), TrickCaptured(winner=C, capturer=B, leader=C, cards=6, bombed=True))
    state = s.state()
    assert state.turn == C
    assert card_points(state.captured[B], "classic") == 5


def test_scenario_4_a_bomb_led_alone_goes_to_the_bombers_right() -> None:
    s = given(*table(["J", "K", "2R"], ["3R"]), played(A, "J", "K"))
    s = s.when(B, Pass()).then(passed(B), TrickCaptured(winner=A, capturer=B, leader=A, cards=2, bombed=True))
    assert s.state().turn == A
    assert card_points(s.state().captured[B], "classic") == 7


def test_scenario_5_a_player_who_passed_may_play_again_in_the_trick() -> None:
    s = given(*table(["4R", "2R"], ["9R", "2O"], ["6R", "2Y"]), played(A, "4R"), passed(B), played(C, "6R"))
    s = s.given(passed(A))
    s = s.when(B, Play(cards=("9R",))).then(played(B, "9R"))
    s = s.when(C, Pass()).then(passed(C))
    s = s.when(A, Pass()).then(passed(A), TrickCaptured(winner=B, capturer=B, leader=B, cards=3, bombed=False))
    assert sorted(s.state().captured[B]) == ["4R", "6R", "9R"]


def _bets_round(first: int, second: int) -> RoundScored:
    """A 3-player round where Anna (A) and Ben (B) made Little bets and ``first`` then ``second`` go out."""
    hands: list[list[str]] = [["2R", "2O"], ["2Y", "2G"], ["2B", "3R"]]
    hands[first], hands[second] = ["5R"], ["6R"]
    s = given(*table(*hands, leader=first), BetPlaced(seat=A, amount=15), BetPlaced(seat=B, amount=15))
    s = s.when(first, Play(cards=("5R",))).then(played(first, "5R"), went_out(first, 1, 2))
    events = s.when(second, Play(cards=("6R",))).decided()
    [scored] = [e for e in events if isinstance(e, RoundScored)]
    return scored


def test_scenario_6_bets_anna_out_first() -> None:
    scored = _bets_round(first=A, second=B)
    assert scored.bets == (30, 0, 15)


def test_scenario_6_bets_christine_out_first() -> None:
    scored = _bets_round(first=C, second=A)
    assert scored.bets == (0, 0, 30)


def test_scenario_7_going_out_with_two_players() -> None:
    b_hand = ["2O", "3O", "4O", "6O", "9O", "Q"]
    haggis = ["2Y", "3Y", "4Y", "5Y", "6Y", "7Y", "8Y", "9Y"]
    s = given(*table(["10R"], b_hand, haggis=haggis, leader=B), played(B, "9O"))
    events = s.when(A, Play(cards=("10R",))).decided()
    assert events[:3] == [
        played(A, "10R"),
        went_out(A, 1, 5),
        TrickCaptured(winner=A, capturer=A, leader=None, cards=2, bombed=False),
    ]
    scored = events[3]
    assert isinstance(scored, RoundScored)
    assert scored.going_out == (25, 0) and scored.last == B
    assert scored.last_hand == ("2O", "3O", "4O", "6O", "Q") and scored.haggis == tuple(haggis)
    assert sorted(scored.captured[A]) == sorted(["9O", "10R", "2O", "3O", "4O", "6O", "Q", *haggis])
    assert scored.card_points == (1 + 4 + 4, 0)
    assert scored.points == (25 + 9, 0)


def test_scenario_8_going_out_with_three_players() -> None:
    a_hand = ["2R"]
    b_hand = ["3O", "5O", "7O", "9O", "J", "K"]
    c_hand = ["4Y", "6Y", "8Y", "10Y", "Q", "2G", "2B", "3G", "3B"]
    haggis = ["5R", "7R", "9R"]
    s = given(*table(a_hand, b_hand, c_hand, haggis=haggis))
    s = s.when(A, Play(cards=("2R",))).then(played(A, "2R"), went_out(A, 1, 9))
    assert s.state().going_out == (45, 0, 0)
    for b_card, c_card in (("3O", "4Y"), ("5O", "6Y"), ("7O", "8Y"), ("9O", "10Y"), ("J", "Q")):
        s = s.when(B, Play(cards=(b_card,))).then(played(B, b_card))
        s = s.when(C, Play(cards=(c_card,))).then(played(C, c_card))
    assert len(s.state().hands[C]) == 4
    events = s.when(B, Play(cards=("K",))).decided()
    assert events[:3] == [
        played(B, "K"),
        went_out(B, 2, 4),
        TrickCaptured(winner=B, capturer=B, leader=None, cards=12, bombed=False),
    ]
    scored = events[3]
    assert isinstance(scored, RoundScored)
    assert scored.order == (A, B) and scored.last == C and scored.going_out == (45, 20, 0)
    assert sorted(scored.captured[A]) == sorted(["2B", "2G", "3B", "3G", *haggis])
    assert len(scored.captured[B]) == 12 and scored.captured[C] == ()
    assert isinstance(events[4], RoundDealt)


def test_scenario_9_betting_stays_open_after_a_pass_and_closes_with_a_play() -> None:
    s = given(*table(["5R", "2R"], ["8R", "9R", "2O"], ["6R", "2Y"]), played(A, "5R"), passed(B), played(C, "6R"))
    s.when(B, Bet(amount=15)).then(BetPlaced(seat=B, amount=15))
    s = s.given(passed(A)).when(B, Play(cards=("8R",))).then(played(B, "8R"))
    s.when(B, Bet(amount=15)).rejects(HaggisCode.BET_AFTER_FIRST_PLAY)


def test_scenario_10_a_tie_at_the_target_plays_another_round() -> None:
    zero = ["2O", "4O", "6O", "8O", "10O"]
    haggis = ["2Y", "4Y", "6Y", "8Y", "10Y", "2G", "4G", "6G"]
    s = given(*table(["2R"], zero, haggis=haggis, scores=(237, 262)))
    events = s.when(A, Play(cards=("2R",))).decided()
    scored, dealt = events[3], events[4]
    assert isinstance(scored, RoundScored) and scored.scores == (262, 262)
    assert isinstance(dealt, RoundDealt) and dealt.round == 2
    assert not any(isinstance(e, GameFinished) for e in events)

    haggis = ["3Y", "5Y", "7Y", "2G", "4G", "6G", "8G", "10G"]
    s = given(
        started(2, scores=(262, 262)),
        *table(["K", "Q", "2R", "4R"], ["3O"], haggis=haggis)[1:],
        BetPlaced(seat=B, amount=30),
    )
    for wild in ("K", "Q"):
        s = s.given(played(A, wild), passed(B), TrickCaptured(winner=A, capturer=A, leader=A, cards=1, bombed=False))
    s = s.given(played(A, "2R"))
    events = s.when(B, Play(cards=("3O",))).decided()
    scored = events[3]
    assert isinstance(scored, RoundScored)
    assert scored.points == (8, 5 + 4 + 30) and scored.scores == (270, 301)
    assert events[4] == GameFinished(ranking=(B, A), scores=(270, 301), winners=(B,))


def test_scenario_11_a_sequence_through_the_face_ranks() -> None:
    hands = (["8R", "9R", "10R", "10Y", "J", "Q", "2O"], ["9B", "10B", "K", "2Y"])
    s = given(*table(*hands, removed_suit="G"), played(A, "8R", "9R", "10R"))
    s = s.when(B, Play(cards=("9B", "10B", "K"))).then(played(B, "9B", "10B", "K", top="J"))
    assert s.state().trick.top.reading.top_rank == "J"
    s.when(A, Play(cards=("10Y", "J", "Q"))).then(played(A, "10Y", "J", "Q", top="Q"))
