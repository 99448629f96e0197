"""The turn clock (option ``turn_clock_ms``): its timer and the defaults of docs/rules.md §0 on expiry."""

from __future__ import annotations

from domain.errors import Code
from domain.games.bombs_away import GAME
from domain.games.bombs_away.commands import TimeOut
from domain.games.bombs_away.events import (
    AceDrawn,
    AceKept,
    CardBuried,
    DamageDealt,
    DamageOwed,
    HandLookedAt,
    PositionPicked,
    SwapOffered,
    TenChoiceOwed,
    TensReturned,
)
from tests.support.spec import Spec, at

from .helpers import A, B, C, drew, given, played, table, turn

CLOCK = 20_000
HANDS = (["JK", "8C", "5C", "4C"], ["2S", "3S", "4S", "KS"], ["2H", "4H", "5H", "9H"])


def expire(s: Spec) -> Spec:
    """The system applies the running clock's command when it falls due."""
    [timer] = GAME.timers(s.state())
    return s.when(None, timer.command, now_ms=timer.due_ms)


def test_the_clock_runs_from_the_event_that_began_the_turn() -> None:
    s = given(*table(*HANDS, clock=CLOCK)[:2], at(5000, turn(A)))
    [timer] = GAME.timers(s.state())
    assert timer.due_ms == 5000 + CLOCK and timer.command == TimeOut(key=timer.key)
    assert GAME.view(s.state(), B)["turn_due_ms"] == 5000 + CLOCK
    s.when(None, timer.command, now_ms=5000 + CLOCK - 1).rejects(Code.TIMER_NOT_DUE)
    later = s.given(at(6000, played(A, "4C")))
    later.when(None, timer.command, now_ms=60_000).rejects(Code.TIMER_NOT_OPEN)


def test_no_clock_without_the_option() -> None:
    s = given(*table(*HANDS))
    assert GAME.timers(s.state()) == []
    s.when(None, TimeOut(key="clock:1:3")).rejects(Code.TIMER_NOT_OPEN)


def test_a_player_that_times_out_plays_the_first_legal_play() -> None:
    s = given(*table(*HANDS, clock=CLOCK))
    events = expire(s).decided()
    assert events[0] == played(A, "4C", timeout=True)  # lowest card first: 4C before 5C, 8C, JK


def test_a_timed_out_joker_is_declared_ace_and_an_eight_blocks_ace() -> None:
    s = given(*table(["JK", "8C"], ["2S"], clock=CLOCK))
    events = expire(s).decided()
    assert events[0] == played(A, "8C", block="A", timeout=True)
    s = given(*table(["JK"], ["2S"], clock=CLOCK))
    assert expire(s).decided()[0] == played(A, "JK", declare="A", timeout=True)


def test_timed_out_decisions_take_the_first_option() -> None:
    base = table(*HANDS, clock=CLOCK)
    ace = given(*base, played(A, "4C"), AceDrawn(seat=A, cards=("QH", "3D")))
    assert expire(ace).decided()[0] == AceKept(seat=A, kept="3D", bottomed="QH", timeout=True)
    five = given(*base, played(A, "5C", target=C), HandLookedAt(seat=A, target=C, cards=HANDS[2]))
    assert expire(five).decided()[:2] == [CardBuried(seat=A, target=C, card="2H", timeout=True), drew(C, "2D")]
    nine = given(*base, played(A, "4C"), SwapOffered(seat=A, target=C, seat_sees=("9H", "2H"), target_sees=("8C",)))
    assert expire(nine).decided()[:2] == [
        PositionPicked(seat=A, position=0, timeout=True),
        PositionPicked(seat=C, position=0, timeout=True),
    ]
    hurt = given(*base, played(A, "4C"), DamageOwed(seat=A, amount=4, targets=(B, C)))
    assert expire(hurt).decided()[0] == DamageDealt(seat=A, target=B, amount=4, points=26, timeout=True)
    tens = given(*table(*HANDS[:2], ["QH", "10D", "5H", "9H"], clock=CLOCK), TenChoiceOwed(seat=C, then=()))
    [returned] = [e for e in expire(tens).decided() if isinstance(e, TensReturned)]
    assert returned.kept == "10D" and returned.returned == ("QH",) and returned.timeout
