"""The Six of docs/rules.md §2.7: its block is an out-of-turn window (docs/rules.md §0) owed by the chosen player; a
block discards the blocker's Six and gets its own Nine window; a cancelled block lets the exchange go on."""

from __future__ import annotations

from collections import Counter

from domain.errors import Code
from domain.games.exploding_aces import GAME
from domain.games.exploding_aces.commands import Allow, Block, Challenge, CloseWindow, Nine, Play, Waive
from domain.games.exploding_aces.errors import AcesCode
from domain.games.exploding_aces.events import Allowed, ChainSettled, EffectEnded, EffectOpened, PlayDiscarded, Waived
from domain.games.exploding_aces.state import Kind, Step
from tests.support.spec import Spec

from .helpers import A, B, C, D, after, given, go, played, state, table, waive_all

DECK = ["2C", "3C", "4C", "5C", "6C", "7C"]
# B holds a Six and may block; C and D hold a Nine each.
HANDS = (["6H", "4H", "5H"], ["6S", "7S", "8S"], ["9C", "3D"], ["9D", "8D"])
SIX_GIVE = EffectOpened(kind="six-give", seat=A, owners=(A, B), target=B, count=2)


def six_played(hands: tuple[list[str], ...] = HANDS, target: int = B, window_ms: int = 1000) -> Spec:
    """A plays the Six on ``target`` and every seat waives the Six's Nine window: the block window is open."""
    s = go(given(*table(*hands, deck=DECK, window_ms=window_ms)), A, Play(cards=("6H",), target=target))
    return waive_all(s)


def test_the_block_window_is_owed_by_the_chosen_player_whether_or_not_it_holds_a_six() -> None:
    s = six_played()
    [timer] = GAME.timers(state(s))
    assert timer.key.startswith("six:") and timer.due_ms == 1000 and timer.command == CloseWindow(key=timer.key)
    view = GAME.view(state(s), C)
    assert view["windows"] == [{"kind": "six-block", "key": timer.key, "due_ms": 1000, "seats": [B], "waived": []}]
    assert view["decisions"] == [{"kind": "six-block", "seat": B, "due_ms": 1000, "by": A, "target": B}]
    assert GAME.awaiting(state(s)) == (B,)
    assert GAME.legal_commands(state(s), B)[:3] == [Allow(), Waive(), Block()]
    assert {type(c).__name__ for c in GAME.legal_commands(state(s), A)} == {"Challenge"}
    s = six_played(target=C)  # C holds no Six: it is asked all the same, so the window reveals nothing
    assert GAME.awaiting(state(s)) == (C,)
    assert [type(c).__name__ for c in GAME.legal_commands(state(s), C)][:2] == ["Allow", "Waive"]
    assert Block() not in GAME.legal_commands(state(s), C)
    s.when(C, Block()).rejects(AcesCode.NO_SIX_IN_HAND)


def test_waiving_the_block_window_allows_the_exchange() -> None:
    s = six_played()
    s.when(C, Waive()).rejects(Code.NOT_YOUR_DECISION)
    s.when(B, Waive()).then(Allowed(seat=B), SIX_GIVE)
    s.when(B, Allow()).then(Allowed(seat=B), SIX_GIVE)


def test_the_block_window_allows_the_exchange_when_its_timer_fires_and_not_before() -> None:
    s = six_played(window_ms=2500)
    [timer] = GAME.timers(state(s))
    assert timer.due_ms == 2500
    s.when(None, timer.command, now_ms=2499).rejects(Code.TIMER_NOT_DUE)
    s = s.when(None, timer.command, now_ms=2500).then(Allowed(seat=B, timeout=True), SIX_GIVE)
    s.when(None, timer.command, now_ms=9999).rejects(Code.TIMER_NOT_OPEN)
    assert [t.key.split(":")[0] for t in GAME.timers(state(s))] == []  # no clock on this table


def test_a_block_discards_the_blockers_six_and_its_player_continues_without_an_exchange() -> None:
    s = six_played().when(B, Block()).then_includes(played(B, "6S", role="block"))
    assert state(s).chain is not None and state(s).chain.window.seats == (C, D)  # type: ignore[union-attr]
    s = go(s, C, Waive())
    settled = ChainSettled(nines=0, cancelled=False, reason="waived")
    discarded = PlayDiscarded(cards=("6H", "6S"))  # A's Six, whose effect the block ended, and B's
    s = s.when(D, Waive()).then(Waived(seat=D), settled, discarded, EffectEnded(seat=A, then="continue"))
    end = state(s)
    assert end.hand(A) == ("4H", "5H") and end.hand(B) == ("7S", "8S") and end.discard == ("6H", "6S")
    assert end.turn == A and end.step is Step.PLAY and end.effect is None


def test_a_nine_on_the_block_cancels_it_and_the_exchange_goes_ahead() -> None:
    s = go(go(six_played(), B, Block()), C, Nine())
    assert state(s).chain.window.seats == (B, D)  # type: ignore[union-attr]  # the blocker may answer it
    s = waive_all(s)
    end = state(s)
    assert end.effect is not None and end.effect.kind is Kind.SIX_GIVE and end.effect.count == 2
    assert end.discard == ("9C", "6S") and end.in_use == ("6H",)  # A's Six is in use until the exchange


def test_with_no_window_a_six_cannot_be_blocked_and_the_exchange_starts_at_once() -> None:
    s = given(*table(*HANDS, deck=DECK, window_ms=0)).when(A, Play(cards=("6H",), target=B))
    s = s.then(played(A, "6H", target=B), ChainSettled(nines=0, cancelled=False, reason="no-window"), SIX_GIVE)
    assert Block() not in GAME.legal_commands(state(s), B)


def test_eliminating_the_blocker_discards_its_six_and_the_nines_played_on_it() -> None:
    hands = (["6H", "4H", "5H"], ["6S", "AS", "7S"], ["9C", "3D"], ["9D", "8D"])
    s = go(go(six_played(hands), B, Block()), C, Nine())
    end = after(s.when(D, Challenge(target=B)))
    assert not end.is_alive(B) and end.chain is None and end.effect is None
    assert end.turn == A and end.step is Step.PLAY and end.hand(A) == ("4H", "5H")
    assert {"6H", "6S", "9C", "7S"} <= set(end.discard) and "AS" in end.deck
    everywhere = Counter([*end.deck, *end.discard, *(c for h in end.hands for c in h)])
    assert everywhere == Counter([*DECK, *(c for h in hands for c in h)])  # no card is lost

