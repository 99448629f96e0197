"""Out-of-turn bombs and completions (docs/rules.md §1.4, B6–B9)."""

from __future__ import annotations

from domain.errors import Code
from domain.games.bombs.commands import Pass, Play
from domain.games.bombs.errors import BombsCode
from domain.games.bombs.events import TrickTaken

from .helpers import A, B, C, D, given, passed, played, table, went_out

HANDS = (
    ["3C", "8H", "9S", "KC", "KD", "KH"],  # A
    ["4C", "10C", "QD", "5C", "5D", "5H", "5S"],  # B
    ["4D", "8C", "JD", "7C", "7D", "7H"],  # C
    ["8S", "8D", "10D", "10S", "6C", "6D", "6H", "QC"],  # D
)


def test_a_bomb_may_be_thrown_by_a_seat_not_on_turn_and_the_turn_goes_to_its_left() -> None:
    s = given(*table(*HANDS), played(A, "8H"))
    s = s.when(C, Play(cards=("7C", "7D", "7H"))).then(played(C, "7C", "7D", "7H", out=True))
    assert s.state().turn == D and s.state().trick.top_seat == C


def test_the_seat_on_turn_may_bomb_in_turn() -> None:
    s = given(*table(*HANDS), played(A, "8H"))
    s.when(B, Play(cards=("5C", "5D", "5H"))).then(played(B, "5C", "5D", "5H"))


def test_out_of_turn_a_plain_follow_is_not_your_turn() -> None:
    s = given(*table(*HANDS), played(A, "8H"))
    s.when(C, Play(cards=("JD",))).rejects(Code.NOT_YOUR_TURN)


def test_out_of_turn_a_lower_bomb_does_not_beat() -> None:
    s = given(*table(*HANDS), played(A, "8H"), played(D, "6C", "6D", "6H", out=True))
    s.when(B, Play(cards=("5C", "5D", "5H"))).rejects(BombsCode.DOES_NOT_BEAT)
    s.when(C, Play(cards=("7C", "7D", "7H"))).then(played(C, "7C", "7D", "7H", out=True))


def test_a_big_bomb_beats_any_bomb_and_only_a_higher_big_bomb_beats_it() -> None:
    s = given(*table(*HANDS), played(A, "8H"), played(C, "7C", "7D", "7H", out=True))
    s = s.when(B, Play(cards=("5C", "5D", "5H", "5S"))).then(played(B, "5C", "5D", "5H", "5S", out=True))
    assert s.state().trick.form == "big-bomb"
    s.when(A, Play(cards=("KC", "KD", "KH"))).rejects(BombsCode.DOES_NOT_BEAT)


def test_in_turn_a_single_on_a_bomb_is_the_wrong_form() -> None:
    s = given(*table(*HANDS), played(A, "8H"), played(C, "7C", "7D", "7H", out=True))
    assert s.state().turn == D
    s.when(D, Play(cards=("QC",))).rejects(BombsCode.WRONG_FORM)
    s.when(D, Play(cards=("6C", "6D", "6H"))).rejects(BombsCode.DOES_NOT_BEAT)


def test_b6_a_bomb_before_the_lead_is_rejected_at_the_start_of_every_trick() -> None:
    s = given(
        *table(*HANDS),
        played(A, "8H"),
        passed(B),
        passed(C),
        passed(D),
        TrickTaken(seat=A, leader=A, reason="passed"),
    )
    s.when(B, Play(cards=("5C", "5D", "5H"))).rejects(BombsCode.LEAD_CANNOT_BE_BOMBED)
    s.when(D, Play(cards=("8S", "8D"))).rejects(Code.NOT_YOUR_TURN)
    s.when(A, Pass()).rejects(BombsCode.CANNOT_PASS_LEAD)


def test_b7_a_seat_may_complete_its_own_single() -> None:
    hands = (["3C", "8H", "8S", "8D", "KC"], ["4C", "9C"], ["5C", "10C"], ["6C", "JC"])
    s = given(*table(*hands), played(A, "8H"))
    s = s.when(A, Play(cards=("8S", "8D"))).then(played(A, "8D", "8S", out=True, completion=True))
    assert s.state().trick.top_seat == A and s.state().turn == B


def test_b7_a_seat_may_bomb_its_own_play() -> None:
    s = given(*table(*HANDS), played(A, "8H"), played(B, "10C"))
    assert s.state().trick.top_seat == B
    s = s.when(B, Play(cards=("5C", "5D", "5H"))).then(played(B, "5C", "5D", "5H", out=True))
    assert s.state().turn == C


def test_b8_completion_is_closed_once_something_is_played_on_the_single() -> None:
    s = given(*table(*HANDS), played(A, "8H"), played(B, "10C"))
    s.when(D, Play(cards=("8S", "8D"))).rejects(BombsCode.COMPLETION_CLOSED)


def test_b8_completion_is_open_in_turn_on_the_single_on_top() -> None:
    s = given(*table(*HANDS), played(A, "8H"), passed(B), passed(C))
    assert s.state().turn == D
    s.when(D, Play(cards=("8S", "8D"))).then(played(D, "8D", "8S", completion=True))


def test_b8_completion_is_closed_when_the_trick_is_over() -> None:
    s = given(
        *table(*HANDS),
        played(A, "8H"),
        passed(B),
        passed(C),
        passed(D),
        TrickTaken(seat=A, leader=A, reason="passed"),
    )
    s.when(D, Play(cards=("8S", "8D"))).rejects(Code.NOT_YOUR_TURN)


def test_b8_a_pair_on_a_pair_is_no_completion() -> None:
    hands = (["3C", "8H", "8C", "KC"], ["4C", "9C"], ["5C", "10C"], ["8S", "8D", "JC"])
    s = given(*table(*hands), played(A, "8H", "8C"))
    s.when(D, Play(cards=("8S", "8D"))).rejects(BombsCode.COMPLETION_CLOSED)


def test_b9_a_completed_bomb_is_a_bomb_of_the_singles_rank_credited_to_the_completer() -> None:
    s = given(*table(*HANDS), played(A, "8H"), played(D, "8D", "8S", out=True, completion=True))
    trick = s.state().trick
    assert (trick.form, trick.top, trick.top_seat) == ("bomb", ("8D", "8H", "8S"), D)
    s.when(C, Play(cards=("7C", "7D", "7H"))).rejects(BombsCode.DOES_NOT_BEAT)
    s.when(A, Play(cards=("KC", "KD", "KH"))).then(played(A, "KC", "KD", "KH"))
    s.when(B, Play(cards=("5C", "5D", "5H", "5S"))).then(played(B, "5C", "5D", "5H", "5S", out=True))


def test_completing_a_joker_is_impossible() -> None:
    hands = (["3C", "BJ", "KC"], ["4C", "9C"], ["5C", "RJ"], ["6C", "JC"])
    s = given(*table(*hands), played(A, "BJ"))
    s.when(C, Play(cards=("RJ",))).rejects(Code.NOT_YOUR_TURN)


def test_a_seat_that_went_out_cannot_throw_anything() -> None:
    hands = (["9C", "9D"], ["3C", "10C"], ["5C", "JC"], ["6C", "QC"])
    s = given(*table(*hands), played(A, "9C", "9D"), went_out(A, 1))
    assert s.state().hands[A] == ()
    s.when(A, Play(cards=("9C",))).rejects(Code.NOT_IN_HAND)
    s.when(A, Pass()).rejects(Code.NOT_YOUR_TURN)


def test_cards_not_held_are_not_in_hand_and_unknown_cards_are_not_cards() -> None:
    s = given(*table(*HANDS), played(A, "8H"))
    error = s.when(C, Play(cards=("9C", "9D", "9H"))).rejects(Code.NOT_IN_HAND)
    assert "9C" in error.detail  # names only the caller's own request
    s.when(B, Play(cards=("1X",))).rejects(Code.NOT_A_CARD)
    s.when(B, Play(cards=("JK",))).rejects(Code.NOT_A_CARD)
    s.when(B, Play(cards=())).rejects(BombsCode.NOT_A_COMBINATION)


def test_any_suits_of_the_same_ranks_play_the_same() -> None:
    s = given(*table(*HANDS), played(A, "8H"))
    s.when(B, Play(cards=("5S", "5H", "5D"))).then(played(B, "5D", "5H", "5S"))


def test_b4_a_super_bomb_that_empties_a_hand_passes_the_lead_left() -> None:
    hands = (["3C", "8H", "9C"], ["10C", "JC"], ["BJ", "RJ"], ["QC", "KC"])
    s = given(*table(*hands), played(A, "8H"))
    s.when(C, Play(cards=("BJ", "RJ"))).then(
        played(C, "BJ", "RJ", out=True), went_out(C, 1), TrickTaken(seat=C, leader=D, reason="super-bomb")
    )


def test_b4_a_super_bomb_may_lead_and_takes_the_trick_at_once() -> None:
    hands = (["3C", "BJ", "RJ"], ["10C", "JC"], ["4C", "5C"], ["QC", "KC"])
    s = given(*table(*hands))
    s = s.when(A, Play(cards=("BJ", "RJ"))).then(
        played(A, "BJ", "RJ"), TrickTaken(seat=A, leader=A, reason="super-bomb")
    )
    assert s.state().turn == A and s.state().trick_number == 1
