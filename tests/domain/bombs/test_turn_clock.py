"""The turn clock (option ``turn_clock_ms``): its timers and the defaults of docs/rules.md §0 on expiry."""

from __future__ import annotations

from domain.errors import Code
from domain.game import Event
from domain.games.bombs import GAME
from domain.games.bombs.commands import TimeOut
from domain.games.bombs.events import (
    CardAccepted,
    CardPassed,
    CardReturned,
    LastCallOpened,
    RankRequested,
    RequestsStopped,
    RevoltDeclined,
)
from tests.support.spec import Spec, at

from .helpers import A, B, C, D, dealt, given, passed, played, started, table

CLOCK = 20_000
HANDS = (["3C", "8H", "KC"], ["4C", "10C"], ["5C", "JC"], ["6C", "QC"])


def clock_key(s: Spec) -> str:
    [timer] = [t for t in GAME.timers(s.state()) if t.key.startswith("clock:")]
    return timer.key


def expire(s: Spec) -> Spec:
    """The system applies the running clock's command when it falls due."""
    [timer] = [t for t in GAME.timers(s.state()) if t.key.startswith("clock:")]
    return s.when(None, timer.command, now_ms=timer.due_ms)


def test_the_seat_on_turn_has_a_clock_from_the_event_that_gave_it_the_turn() -> None:
    s = given(*table(*HANDS, clock=CLOCK), at(5000, played(A, "8H")))
    [timer] = GAME.timers(s.state())
    assert timer.due_ms == 5000 + CLOCK and timer.command == TimeOut(key=timer.key)
    assert GAME.view(s.state(), B)["turn_due_ms"] == 5000 + CLOCK


def test_each_event_starts_a_new_clock_with_a_new_key() -> None:
    s = given(*table(*HANDS, clock=CLOCK), at(5000, played(A, "8H")))
    first = clock_key(s)
    s2 = s.given(at(6000, passed(B)))
    assert clock_key(s2) != first and GAME.timers(s2.state())[0].due_ms == 6000 + CLOCK
    s2.when(None, TimeOut(key=first), now_ms=60_000).rejects(Code.TIMER_NOT_OPEN)


def test_a_clock_is_not_applied_before_it_falls_due() -> None:
    s = given(*table(*HANDS, clock=CLOCK), at(5000, played(A, "8H")))
    s.when(None, TimeOut(key=clock_key(s)), now_ms=5000 + CLOCK - 1).rejects(Code.TIMER_NOT_DUE)


def test_no_clock_without_the_option() -> None:
    s = given(*table(*HANDS), played(A, "8H"))
    assert GAME.timers(s.state()) == []
    s.when(None, TimeOut(key="clock:1:3")).rejects(Code.TIMER_NOT_OPEN)


def test_a_following_seat_that_times_out_passes() -> None:
    s = given(*table(*HANDS, clock=CLOCK), played(A, "8H"))
    expire(s).then(passed(B, timeout=True))


def test_a_leader_that_times_out_leads_its_lowest_single() -> None:
    s = given(*table(*HANDS, clock=CLOCK))
    expire(s).then(played(A, "3C", timeout=True))


def test_the_clock_does_not_run_during_a_last_call() -> None:
    s = given(*table(*HANDS, clock=CLOCK, window_ms=3000), played(A, "8H"), passed(B), passed(C))
    s = expire(s).then(passed(D, timeout=True), LastCallOpened(key="last-call:1:0:1", seats=(A, B, C, D)))
    assert [t.key for t in GAME.timers(s.state())] == ["last-call:1:0:1"]


def hand2(knave: list[str], master: list[str]) -> tuple[Event, ...]:
    return (started(3, clock=CLOCK), dealt(knave, master, ["4C"], leader=None, hand=2, knave=A, master=B))


def test_a_knave_that_times_out_does_not_revolt() -> None:
    s = given(*hand2(["BJ", "RJ", "5C"], ["9C", "KH"]))
    expire(s).then(RevoltDeclined(seat=A, timeout=True), CardPassed(seat=A, to=B, card="RJ"))


def test_a_master_that_times_out_accepts_the_card() -> None:
    s = given(*hand2(["AS", "5C"], ["9C", "KH"]), CardPassed(seat=A, to=B, card="AS"))
    expire(s).then(CardAccepted(seat=B, card="AS", timeout=True))


def test_a_knave_that_times_out_stops_requesting() -> None:
    s = given(
        *hand2(["RJ", "5C"], ["9C", "KH"]),
        CardPassed(seat=A, to=B, card="RJ"),
        CardAccepted(seat=B, card="RJ"),
    )
    expire(s).then(RequestsStopped(seat=A, timeout=True))


def test_a_master_that_times_out_returns_the_lowest_legal_card() -> None:
    s = given(
        *hand2(["RJ", "5C"], ["3D", "9C", "9D", "KH"]),
        CardPassed(seat=A, to=B, card="RJ"),
        CardAccepted(seat=B, card="RJ"),
    )
    free = s.given(RequestsStopped(seat=A))
    expire(free).then(CardReturned(seat=B, to=A, card="3D", timeout=True))
    asked = s.given(RankRequested(seat=A, rank="9", held=True))
    expire(asked).then(CardReturned(seat=B, to=A, card="9C", timeout=True))
