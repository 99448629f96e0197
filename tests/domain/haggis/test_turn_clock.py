"""The turn clock (option ``turn_clock_ms``): its timer and the defaults of docs/rules.md §0 on expiry."""

from __future__ import annotations

from domain.errors import Code
from domain.games.haggis import GAME
from domain.games.haggis.commands import TimeOut
from domain.games.haggis.events import BetPlaced
from tests.support.spec import Spec, at

from .helpers import A, B, given, passed, played, table

CLOCK = 20_000
HANDS = (["3R", "8R", "J"], ["4R", "10R"], ["5R", "Q"])


def expire(s: Spec) -> Spec:
    """The system applies the running clock's command when it falls due."""
    [timer] = GAME.timers(s.state())
    return s.when(None, timer.command, now_ms=timer.due_ms)


def test_the_seat_on_turn_has_a_clock_from_the_event_that_gave_it_the_turn() -> None:
    s = given(*table(*HANDS, clock=CLOCK), at(5000, played(A, "8R")))
    [timer] = GAME.timers(s.state())
    assert timer.due_ms == 5000 + CLOCK and timer.command == TimeOut(key=timer.key)
    assert GAME.view(s.state(), B)["turn_due_ms"] == 5000 + CLOCK


def test_a_bet_does_not_restart_the_clock() -> None:
    s = given(*table(*HANDS, clock=CLOCK), at(5000, played(A, "8R")))
    [before] = GAME.timers(s.state())
    [after] = GAME.timers(s.given(at(9000, BetPlaced(seat=2, amount=15))).state())
    assert after == before


def test_on_expiry_a_follower_passes() -> None:
    s = given(*table(*HANDS, clock=CLOCK), at(5000, played(A, "8R")))
    expire(s).then(passed(B, timeout=True))


def test_on_expiry_a_leader_plays_its_lowest_card_as_a_single() -> None:
    s = given(*table(*HANDS, clock=CLOCK))
    expire(s).then(played(A, "3R", timeout=True))


def test_a_clock_is_refused_before_it_falls_due_and_once_it_is_stale() -> None:
    s = given(*table(*HANDS, clock=CLOCK), at(5000, played(A, "8R")))
    [timer] = GAME.timers(s.state())
    s.when(None, timer.command, now_ms=timer.due_ms - 1).rejects(Code.TIMER_NOT_DUE)
    later = s.given(at(6000, passed(B)))
    later.when(None, timer.command, now_ms=60_000).rejects(Code.TIMER_NOT_OPEN)


def test_no_clock_without_the_option() -> None:
    s = given(*table(*HANDS), played(A, "8R"))
    assert GAME.timers(s.state()) == []
    s.when(None, TimeOut(key="clock:1:3")).rejects(Code.TIMER_NOT_OPEN)
