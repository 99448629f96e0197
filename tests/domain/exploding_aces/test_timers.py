"""Nine windows close on their timer (A7); the turn clock applies the defaults of docs/rules.md §0."""

from __future__ import annotations

from domain.errors import Code
from domain.games.exploding_aces import GAME
from domain.games.exploding_aces.commands import CloseWindow, Play, TimeOut
from domain.games.exploding_aces.events import (
    Allowed,
    ChainSettled,
    Chosen,
    Drew,
    Given,
    PlayDiscarded,
    QueenChainEnded,
    TurnEnded,
)
from domain.games.exploding_aces.state import Kind, Step
from tests.support.spec import Spec

from .helpers import A, B, C, given, go, state, table, waive_all

DECK = ["2C", "3C", "4C", "5C", "6C", "7C"]
CLOCK = 20_000


def expire(s: Spec, prefix: str) -> Spec:
    """The system applies the open timer whose key starts with ``prefix`` when it falls due."""
    [timer] = [t for t in GAME.timers(state(s)) if t.key.startswith(prefix)]
    return s.when(None, timer.command, now_ms=timer.due_ms)


def test_a_window_closes_when_its_timer_falls_due_and_not_before() -> None:
    s = given(*table(["4H", "5H"], ["9S"], ["5D"], deck=DECK, window_ms=2500))
    s = go(s, A, Play(cards=("4H",)), now_ms=1000)
    [timer] = GAME.timers(state(s))
    assert timer.due_ms == 3500 and timer.command == CloseWindow(key=timer.key)
    assert GAME.view(state(s), B)["windows"] == [
        {"kind": "nine", "key": timer.key, "due_ms": 3500, "seats": [B, C], "waived": []}
    ]
    s.when(None, timer.command, now_ms=3499).rejects(Code.TIMER_NOT_DUE)
    s.when(None, CloseWindow(key="nine:1"), now_ms=9999).rejects(Code.TIMER_NOT_OPEN)
    s = expire(s, "nine:").then(
        ChainSettled(nines=0, cancelled=False, reason="expired"),
        PlayDiscarded(cards=("4H",)),
        TurnEnded(seat=A, next=B, reason="four"),
    )
    assert GAME.timers(state(s)) == []


def test_no_clock_runs_without_the_option_and_none_during_a_window() -> None:
    assert GAME.timers(state(given(*table(["4H"], ["5S"], deck=DECK)))) == []
    s = go(given(*table(["4H", "5H"], ["9S"], deck=DECK, window_ms=1000, clock=CLOCK)), A, Play(cards=("4H",)))
    assert [t.key.split(":")[0] for t in GAME.timers(state(s))] == ["nine"]


def test_the_clock_runs_from_the_last_event_with_a_new_key_each_time() -> None:
    s = given(*table(["2H", "4H"], ["5S"], deck=DECK, clock=CLOCK))
    [first] = GAME.timers(state(s))
    assert first.due_ms == CLOCK and first.command == TimeOut(key=first.key)
    s = go(s, A, Play(cards=("2H",)), now_ms=5000)
    [second] = GAME.timers(state(s))
    assert second.key != first.key and second.due_ms == 5000 + CLOCK
    s.when(None, first.command, now_ms=99_000).rejects(Code.TIMER_NOT_OPEN)


def test_on_turn_the_default_is_to_draw() -> None:
    s = given(*table(["4H"], ["5S"], deck=DECK, clock=CLOCK))
    expire(s, "clock:").then(
        Drew(seat=A, cards=("2C",), timeout=True), TurnEnded(seat=A, next=B, reason="draw", timeout=True)
    )


def test_after_a_choose_card_the_default_is_end() -> None:
    s = go(given(*table(["2H", "4H"], ["5S"], deck=DECK, clock=CLOCK)), A, Play(cards=("2H",)))
    assert state(s).step is Step.CHOOSE
    expire(s, "clock:").then(TurnEnded(seat=A, next=B, reason="end", timeout=True))


def test_in_a_queen_chain_the_default_is_to_draw_two_k() -> None:
    s = go(given(*table(["QH", "4H"], ["QS", "5S"], deck=DECK, clock=CLOCK)), A, Play(cards=("QH",)))
    assert state(s).step is Step.QUEEN
    expire(s, "clock:").then(
        QueenChainEnded(seat=B, k=1, timeout=True), Drew(seat=B, cards=("2C", "3C"), reason="queen")
    )


def test_a_seat_owing_a_five_gives_its_lowest_card_by_default() -> None:
    s = go(given(*table(["5H", "4H"], ["QD", "3S", "AD"], deck=DECK, clock=CLOCK)), A, Play(cards=("5H",), target=B))
    assert GAME.awaiting(state(s)) == (B,)
    expire(s, "clock:").then_includes(Given(seat=B, to=A, cards=("3S",), reason="five", timeout=True))


def test_a_six_block_window_allows_when_its_timer_fires_and_both_sides_give_their_lowest_cards_by_default() -> None:
    hands = (["6H", "4H", "QH"], ["6S", "3S", "KD"], ["5D"])
    s = go(given(*table(*hands, deck=DECK, window_ms=1000, clock=CLOCK)), A, Play(cards=("6H",), target=B))
    s = waive_all(s)
    assert [t.key.split(":")[0] for t in GAME.timers(state(s))] == ["six"]  # a window: the clock waits
    assert GAME.awaiting(state(s)) == (B,)
    s = expire(s, "six:").then_includes(Allowed(seat=B, timeout=True))
    assert state(s).effect is not None and state(s).effect.kind is Kind.SIX_GIVE
    assert GAME.awaiting(state(s)) == (A, B)
    events = expire(s, "clock:").decided()
    assert events[:2] == [
        Chosen(seat=A, cards=("4H", "QH"), reason="six", timeout=True),
        Chosen(seat=B, cards=("3S", "6S"), reason="six", timeout=True),
    ]


def test_full_house_keepers_keep_their_lowest_card_by_default() -> None:
    hands = (["8H", "8S", "8D", "6C", "6D", "4H"], ["QD", "3S"], ["JD", "5S", "2S"])
    s = go(given(*table(*hands, deck=DECK, clock=CLOCK)), A, Play(cards=("8H", "8S", "8D", "6C", "6D")))
    assert GAME.awaiting(state(s)) == (B, C)
    end = expire(s, "clock:").then_state()
    assert end.hand(B) == ("3S",) and end.hand(C) == ("2S",) and end.effect is None
    assert sorted(end.deck) == sorted([*DECK, "QD", "JD", "5S"])
