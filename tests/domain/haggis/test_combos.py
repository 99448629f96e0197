"""Recognising combinations and comparing them (docs/rules.md §3.3, §3.4): the six bombs, sets, sequences of every
width, wild readings, and the server's choice of reading."""

from __future__ import annotations

import pytest

from domain.games.haggis.combos import BOMBS, Kind, Reading, beats, bomb_of, choose, readings
from domain.games.haggis.commands import Play
from domain.games.haggis.errors import HaggisCode

from .helpers import A, B, given, played, table

BOMB_CARDS = {
    "rainbow": ["3R", "5O", "7Y", "9G"],
    "jq": ["J", "Q"],
    "jk": ["J", "K"],
    "qk": ["Q", "K"],
    "jqk": ["J", "Q", "K"],
    "suited": ["3B", "5B", "7B", "9B"],
}


def _bomb(name: str) -> Reading:
    [reading] = readings(BOMB_CARDS[name], 5)
    return reading


@pytest.mark.parametrize("name", BOMBS)
def test_each_bomb_is_recognised_and_has_no_other_reading(name: str) -> None:
    [reading] = readings(BOMB_CARDS[name], 5)
    assert reading.kind is Kind.BOMB and reading.bomb == name and bomb_of(BOMB_CARDS[name]) == name


def test_the_six_bombs_rank_rainbow_jq_jk_qk_jqk_suited() -> None:
    for low, high in zip(BOMBS, BOMBS[1:], strict=False):
        assert beats(_bomb(high), _bomb(low)) and not beats(_bomb(low), _bomb(high))
    assert not beats(_bomb("jk"), _bomb("jk"))


def test_any_bomb_beats_any_non_bomb_and_only_a_bomb_follows_a_bomb() -> None:
    big_set = readings(["10R", "10O", "10Y", "10G", "10B", "J", "Q", "K"], 5)[0]
    assert big_set.kind is Kind.SET and big_set.count == 8
    assert beats(_bomb("rainbow"), big_set) and not beats(big_set, _bomb("rainbow"))


def test_3579_in_two_or_three_suits_is_not_a_combination() -> None:
    assert readings(["3R", "5R", "7O", "9O"], 5) == []
    assert readings(["3R", "5O", "7Y", "9Y"], 5) == []


def test_3579_with_a_wild_is_not_a_bomb() -> None:
    assert all(r.kind is not Kind.BOMB for r in readings(["3R", "5O", "7Y", "J"], 5))


def test_a_set_has_one_rank_and_any_number_of_wilds_standing_for_it() -> None:
    assert Reading(kind=Kind.SET, count=3, top=7) in readings(["7R", "J", "K"], 5)
    assert readings(["7R", "8R"], 5) == []
    assert readings(["7R"], 5) == [Reading(kind=Kind.SET, count=1, top=7)]


def test_a_lone_wild_is_a_single_of_its_own_rank() -> None:
    for wild, rank in (("J", 11), ("Q", 12), ("K", 13)):
        assert readings([wild], 5) == [Reading(kind=Kind.SET, count=1, top=rank)]


def test_a_set_follows_a_set_of_as_many_cards_and_a_higher_rank() -> None:
    pair_7 = readings(["7R", "7B"], 5)[0]
    assert beats(readings(["9G", "J"], 5)[0], pair_7)
    assert not beats(readings(["7G", "7O"], 5)[0], pair_7)
    assert not beats(readings(["9G", "9O", "9R"], 5)[0], pair_7)


def test_sequences_of_width_one_need_three_ranks_of_one_suit() -> None:
    assert readings(["3R", "4R"], 5) == []
    assert readings(["3R", "4R", "5O"], 5) == []
    assert [(r.width, r.top) for r in readings(["3R", "4R", "5R"], 5)] == [(1, 5)]


@pytest.mark.parametrize("width", [2, 3, 4, 5])
def test_sequences_of_width_w_share_the_same_w_suits_at_every_rank(width: int) -> None:
    suits = "ROYGB"[:width]
    cards = [f"{rank}{suit}" for rank in (4, 5) for suit in suits]
    assert [(r.kind, r.width, r.top) for r in readings(cards, 5)] == [(Kind.SEQUENCE, width, 5)]
    other = "ROYGB"[width % 5]
    if width < 5:
        assert readings([*cards[:-1], f"5{other}"], 5) == []


def test_a_width_needs_that_many_suits_in_the_pack() -> None:
    cards = ["4R", "4O", "4Y", "4G", "5R", "5O", "5Y", "5G", "J", "Q"]
    assert any(r.width == 5 for r in readings(cards, 5))
    assert not any(r.width == 5 for r in readings(cards, 4))


def test_wilds_fill_gaps_and_reach_the_face_ranks() -> None:
    assert {r.top for r in readings(["8R", "9R", "K"], 5)} == {9, 10}
    assert {r.top for r in readings(["10R", "10O", "J", "Q"], 5) if r.kind is Kind.SEQUENCE} == {10, 11}
    assert readings(["J", "Q"], 5)[0].kind is Kind.BOMB


def test_the_rulebooks_10_10_j_q_beats_9_9_10_10() -> None:
    [low] = readings(["9R", "9O", "10R", "10O"], 5)
    high = [r for r in readings(["10Y", "10G", "J", "Q"], 5) if r.kind is Kind.SEQUENCE and r.top == 11]
    assert high and beats(high[0], low)


def test_leading_the_server_prefers_a_set_then_the_widest_sequence_then_the_highest_top() -> None:
    options = readings(["7R", "7G", "J", "Q"], 5)
    assert {r.kind for r in options} == {Kind.SET, Kind.SEQUENCE}
    assert choose(options, None) == Reading(kind=Kind.SET, count=4, top=7)
    seqs = [r for r in options if r.kind is Kind.SEQUENCE]
    assert choose(seqs, None) == Reading(kind=Kind.SEQUENCE, count=4, width=2, top=8)
    assert choose(readings(["7R", "J", "Q"], 5), None) == Reading(kind=Kind.SET, count=3, top=7)


def test_following_the_server_picks_the_highest_reading_that_beats() -> None:
    top = readings(["4R", "5R", "6R"], 5)[0]
    options = readings(["6Y", "7Y", "K"], 5)
    assert choose(options, top) == Reading(kind=Kind.SEQUENCE, count=3, width=1, top=8)


def test_a_play_may_name_its_reading_or_part_of_it() -> None:
    s = given(*table(["7R", "7G", "J", "Q", "2B"], ["3R"]))
    s.when(A, Play(cards=("7R", "7G", "J", "Q"))).then(played(A, "7R", "7G", "J", "Q", kind="set"))
    s.when(A, Play(cards=("7R", "7G", "J", "Q"), kind="sequence")).then(
        played(A, "7R", "7G", "J", "Q", kind="sequence", width=2, top="8")
    )
    s.when(A, Play(cards=("7R", "7G", "J", "Q"), kind="sequence", top_rank="7")).then(
        played(A, "7R", "7G", "J", "Q", kind="sequence", width=2, top="7")
    )
    s.when(A, Play(cards=("7R", "7G", "J", "Q"), width=3)).rejects(HaggisCode.NO_SUCH_READING)
    s.when(A, Play(cards=("7R", "7G", "J", "Q"), kind="pair")).rejects(HaggisCode.BAD_READING)
    s.when(A, Play(cards=("7R", "7G", "J", "Q"), top_rank="A")).rejects(HaggisCode.BAD_READING)
    s.when(A, Play(cards=("7R", "7G", "J", "Q"), width=0)).rejects(HaggisCode.BAD_READING)


def test_bad_cards_are_refused_with_a_clear_code() -> None:
    s = given(*table(["7R", "8G", "J", "2B"], ["3R"]))
    s.when(A, Play(cards=("7X",))).rejects("not-a-card")
    s.when(A, Play(cards=("9R",))).rejects("not-in-hand")
    s.when(A, Play(cards=("J", "J"))).rejects("not-in-hand")
    s.when(A, Play(cards=())).rejects(HaggisCode.NOT_A_COMBINATION)
    s.when(A, Play(cards=("7R", "8G"))).rejects(HaggisCode.NOT_A_COMBINATION)
    s.when(B, Play(cards=("3R",))).rejects("not-your-turn")
