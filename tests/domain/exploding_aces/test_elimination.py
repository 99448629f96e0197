"""The elimination procedure of docs/rules.md §2.8 and challenges at any time (A18)."""

from __future__ import annotations

from domain.games.exploding_aces import GAME
from domain.games.exploding_aces.commands import Challenge, Give, Play, Waive
from domain.games.exploding_aces.errors import AcesCode
from domain.games.exploding_aces.events import ChainSettled, GameFinished, QueenChainEnded
from domain.games.exploding_aces.state import Kind, Step

from .helpers import A, B, C, D, after, given, go, state, table

DECK = ["2C", "3C", "4C", "5C", "6C", "7C"]


def test_eliminating_the_active_player_passes_the_turn_and_cancels_its_play() -> None:
    hands = (["4H", "AS", "5H"], ["3S"], ["9D"], ["6D"])
    s = go(given(*table(*hands, deck=DECK, window_ms=1000)), A, Play(cards=("4H",)))
    end = after(s.when(B, Challenge(target=A)))
    assert not end.is_alive(A) and end.turn == B and end.step is Step.PLAY and end.chain is None
    assert {"4H", "5H"} <= set(end.discard) and "AS" in end.deck


def test_an_owed_queen_response_passes_to_the_next_survivor_with_the_same_k() -> None:
    hands = (["QH", "4H"], ["QS", "AS"], ["3D"], ["QD", "6D"])
    s = go(go(given(*table(*hands, deck=DECK)), A, Play(cards=("QH",))), B, Play(cards=("QS",)))
    assert state(s).turn == C and len(state(s).hand(C)) == 5 and state(s).step is Step.PLAY  # C drew 4 at once
    s = go(given(*table(*hands, deck=DECK)), A, Play(cards=("QH",)))
    events = s.when(C, Challenge(target=B)).decided()
    assert QueenChainEnded(seat=C, k=1) in events  # C owes it instead, holds no Queen, draws 2


def test_an_eliminated_seat_leaves_the_window_which_settles_if_the_rest_answered() -> None:
    hands = (["4H", "5H"], ["3S", "AS"], ["9D"], ["6D"])
    s = go(go(given(*table(*hands, deck=DECK, window_ms=1000)), A, Play(cards=("4H",))), C, Waive())
    s = go(s, D, Waive())
    events = s.when(D, Challenge(target=B)).decided()
    assert ChainSettled(nines=0, cancelled=False, reason="eliminated") in events


def test_a_jacks_lifted_cards_go_back_on_top_when_its_player_is_eliminated() -> None:
    hands = (["JH", "AS"], ["3S"], ["9D"])
    s = go(given(*table(*hands, deck=DECK)), A, Play(cards=("JH",)))
    assert state(s).deck == ("6C", "7C")
    end = after(s.when(B, Challenge(target=A)))
    assert sorted(end.deck) == sorted([*DECK, "AS"]) and end.turn == B and end.effect is None


def test_the_six_goes_on_as_if_the_eliminated_chosen_player_held_nothing() -> None:
    hands = (["6H", "4H"], ["AS", "5S"], ["3D"])
    s = go(given(*table(*hands, deck=DECK)), A, Play(cards=("6H",), target=B))  # window_ms 0: no block window
    assert state(s).effect is not None and state(s).effect.kind is Kind.SIX_GIVE
    s = go(s, A, Give(cards=("4H",)))
    end = after(s.when(C, Challenge(target=B)))
    assert end.effect is None and end.hand(A) == ("4H",) and end.step is Step.PLAY and end.turn == A


def test_the_last_survivor_wins_and_an_eliminated_seat_can_do_nothing() -> None:
    s = given(*table(["4H"], ["AS"], ["3D", "AC"], deck=DECK))
    s = go(s, A, Challenge(target=B))
    s.when(B, Challenge(target=A)).rejects(AcesCode.ELIMINATED)
    assert GAME.legal_commands(state(s), B) == []
    s.when(A, Challenge(target=B)).rejects(AcesCode.CANNOT_CHALLENGE)
    s.when(A, Challenge(target=A)).rejects(AcesCode.CANNOT_CHALLENGE)
    events = s.when(A, Challenge(target=C)).decided()
    assert events[-1] == GameFinished(winner=A, eliminated=(B, C))


def test_every_survivor_may_challenge_any_other_at_any_time() -> None:
    hands = (["5H", "4H"], ["QD", "3S"], ["3D"])
    s = go(given(*table(*hands, deck=DECK)), A, Play(cards=("5H",), target=B))
    for seat in (A, B, C):
        targets = [c.target for c in GAME.legal_commands(state(s), seat) if type(c).__name__ == "Challenge"]
        assert targets == [t for t in (A, B, C) if t != seat]  # type: ignore[attr-defined]
