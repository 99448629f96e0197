"""The last call (B5): the pass that would end a trick opens a window for every seat holding cards."""

from __future__ import annotations

from domain.errors import Code
from domain.games.bombs import GAME
from domain.games.bombs.commands import CloseLastCall, Pass, Play, Waive
from domain.games.bombs.events import LastCallOpened, TrickTaken, Waived
from tests.support.spec import Spec, at

from .helpers import A, B, C, D, given, passed, played, table, went_out

HANDS = (
    ["3C", "8H", "9S", "KC"],  # A
    ["4C", "10C", "5C", "5D", "5H"],  # B
    ["4D", "8C", "JD"],  # C
    ["8S", "8D", "QC"],  # D
)
KEY = "last-call:1:0:1"


def before_final_pass(window_ms: int = 3000) -> Spec:
    return given(
        *table(*HANDS, window_ms=window_ms),
        at(1000, played(A, "8H")),
        at(2000, passed(B)),
        at(3000, passed(C)),
    )


def test_the_final_pass_opens_a_last_call_for_every_seat_holding_cards() -> None:
    s = (
        before_final_pass()
        .when(D, Pass(), now_ms=4000)
        .then(passed(D), LastCallOpened(key=KEY, seats=(A, B, C, D)))
    )
    state = s.state()
    assert state.turn is None and GAME.awaiting(state) == (A, B, C, D)
    [timer] = GAME.timers(state)
    assert (timer.key, timer.due_ms, timer.command) == (KEY, 7000, CloseLastCall(key=KEY))


def test_with_window_ms_0_the_final_pass_takes_the_trick() -> None:
    before_final_pass(0).when(D, Pass()).then(passed(D), TrickTaken(seat=A, leader=A, reason="passed"))


def test_waives_from_every_seat_with_cards_take_the_trick() -> None:
    s = before_final_pass().when(D, Pass()).then(passed(D), LastCallOpened(key=KEY, seats=(A, B, C, D)))
    for seat in (B, D, A):
        s = s.when(seat, Waive()).then(Waived(seat=seat))
    assert GAME.awaiting(s.state()) == (C,)
    s.when(C, Waive()).then(Waived(seat=C), TrickTaken(seat=A, leader=A, reason="waived"))


def test_the_timer_closes_the_last_call_and_the_trick_is_taken() -> None:
    s = before_final_pass().when(D, Pass()).then(passed(D), LastCallOpened(key=KEY, seats=(A, B, C, D)))
    s = s.given(Waived(seat=B))
    s.when(None, CloseLastCall(key=KEY), now_ms=5999).rejects(Code.TIMER_NOT_DUE)
    s.when(None, CloseLastCall(key=KEY), now_ms=6000).then(TrickTaken(seat=A, leader=A, reason="expired"))


def test_a_stale_close_command_changes_nothing() -> None:
    s = before_final_pass().when(D, Pass()).then(passed(D), LastCallOpened(key=KEY, seats=(A, B, C, D)))
    s.when(None, CloseLastCall(key="last-call:1:0:2")).rejects(Code.TIMER_NOT_OPEN)
    before_final_pass().when(None, CloseLastCall(key=KEY)).rejects(Code.TIMER_NOT_OPEN)


def test_a_bomb_in_the_last_call_reopens_play_left_of_the_bomber() -> None:
    s = before_final_pass().when(D, Pass()).then(passed(D), LastCallOpened(key=KEY, seats=(A, B, C, D)))
    s = s.when(B, Play(cards=("5C", "5D", "5H"))).then(played(B, "5C", "5D", "5H", out=True))
    state = s.state()
    assert state.last_call is None and GAME.timers(state) == [] and state.turn == C
    s = s.when(C, Pass()).then(passed(C)).when(D, Pass()).then(passed(D))
    s = s.when(A, Pass()).then(passed(A), LastCallOpened(key="last-call:1:0:2", seats=(A, B, C, D)))


def test_a_completion_is_accepted_in_the_last_call() -> None:
    s = before_final_pass().when(D, Pass()).then(passed(D), LastCallOpened(key=KEY, seats=(A, B, C, D)))
    s = s.when(D, Play(cards=("8S", "8D"))).then(played(D, "8D", "8S", out=True, completion=True))
    assert s.state().turn == A


def test_a_seat_that_waived_may_still_bomb_while_the_call_is_open() -> None:
    s = before_final_pass().when(D, Pass()).then(passed(D), LastCallOpened(key=KEY, seats=(A, B, C, D)))
    s = s.given(Waived(seat=B))
    s.when(B, Play(cards=("5C", "5D", "5H"))).then(played(B, "5C", "5D", "5H", out=True))


def test_in_the_last_call_nobody_may_pass_or_follow() -> None:
    s = before_final_pass().when(D, Pass()).then(passed(D), LastCallOpened(key=KEY, seats=(A, B, C, D)))
    s.when(A, Pass()).rejects(Code.NOT_YOUR_TURN)
    s.when(C, Play(cards=("JD",))).rejects(Code.NOT_YOUR_TURN)


def test_waive_is_refused_without_a_call_or_twice() -> None:
    before_final_pass().when(D, Waive()).rejects(Code.NOTHING_TO_WAIVE)
    s = before_final_pass().when(D, Pass()).then(passed(D), LastCallOpened(key=KEY, seats=(A, B, C, D)))
    s.given(Waived(seat=B)).when(B, Waive()).rejects(Code.NOTHING_TO_WAIVE)


def test_seats_without_cards_are_not_in_the_last_call() -> None:
    hands = (["9C", "9D"], ["3C", "10C"], ["5C", "JC"], ["6C", "QC"])
    s = given(*table(*hands, window_ms=3000), played(A, "9C", "9D"), went_out(A, 1), passed(B), passed(C))
    s = s.when(D, Pass()).then(passed(D), LastCallOpened(key=KEY, seats=(B, C, D)))
    s.when(A, Waive()).rejects(Code.NOTHING_TO_WAIVE)
    for seat in (B, C):
        s = s.when(seat, Waive()).then(Waived(seat=seat))
    s.when(D, Waive()).then(Waived(seat=D), TrickTaken(seat=A, leader=B, reason="waived"))  # B14
