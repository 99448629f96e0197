"""The ten-value rule (docs/rules.md §4.4, W9): a decision owed whenever a hand holds two 10-value cards."""

from __future__ import annotations

import random

from domain.game import Ctx, PlayerSpec
from domain.games.bombs_away import GAME
from domain.games.bombs_away.commands import KeepTen, Pick, Play
from domain.games.bombs_away.errors import BombsAwayCode
from domain.games.bombs_away.events import CardsSwapped, SwapOffered, TenChoiceOwed, TurnBegan
from domain.games.bombs_away.state import Kind

from .helpers import A, B, C, given, of_type, played, table


def test_the_choice_is_owed_out_of_turn_and_holds_up_play() -> None:
    s = given(*table(["2C", "3C", "4C", "5C"], ["2S", "3S"], ["10H", "QD", "4H", "5H"]), TenChoiceOwed(seat=C, then=()))
    state = s.state()
    assert GAME.awaiting(state) == (C,)
    assert GAME.legal_commands(state, A) == []
    assert GAME.legal_commands(state, C) == [KeepTen(card="10H"), KeepTen(card="QD")]
    s.when(A, Play(card="2C")).rejects(BombsAwayCode.DECISION_PENDING)
    s.when(A, KeepTen(card="10H")).rejects("not-your-decision")


def test_the_dealt_hands_are_checked_in_seat_order_before_the_first_turn() -> None:
    deal = {
        "hands": [["2C", "3C", "4C", "5C"], ["10H", "QD", "4H", "5H"], ["KS", "JC", "4S", "5S"]],
        "deck": ["2D", "3D", "4D", "5D"],
    }
    events = GAME.setup([PlayerSpec(name=n) for n in "ABC"], {}, Ctx(now_ms=0, rng=random.Random(1)), deal)
    assert events[-1] == TenChoiceOwed(seat=B, then=(C,))
    s = given(*events)
    s = s.given(*s.when(B, KeepTen(card="QD")).decided())
    assert s.state().decision.kind is Kind.KEEP_TEN and s.state().decision.seat == C
    final = s.when(C, KeepTen(card="KS")).decided()
    assert final[-1] == TurnBegan(seat=A, role="fresh")


def test_the_player_is_checked_before_the_others_whose_hands_changed() -> None:
    hands = (["9C", "QC", "2C", "3C"], ["2S", "3S", "4S", "5S"], ["10H", "KD", "4H", "5H"])
    s = given(*table(*hands, deck=("2D", "3D", "4D")), played(A, "9C", target=C))
    s = s.given(SwapOffered(seat=A, target=C, seat_sees=("KD", "4H", "5H", "10H"), target_sees=("2C", "3C", "QC")))
    s = s.given(*s.when(A, Pick(position=0)).decided())
    events = s.when(C, Pick(position=0)).decided()
    assert of_type(events, CardsSwapped) == [CardsSwapped(seat=A, target=C, given="2C", taken="KD")]
    assert events[-1] == TenChoiceOwed(seat=A, then=(C,))  # C now holds 10H, KD, 2C: checked after A
