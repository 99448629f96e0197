"""The exchange between last hand's Knave and Master (docs/rules.md §1.2, B10–B13, B19)."""

from __future__ import annotations

import random

from domain.errors import Code
from domain.game import Ctx, PlayerSpec, parse_options
from domain.games.bombs import GAME
from domain.games.bombs.commands import (
    Accept,
    DeclineRevolt,
    Pass,
    Play,
    Refuse,
    Request,
    Return,
    Revolt,
    StopRequests,
)
from domain.games.bombs.errors import BombsCode
from domain.games.bombs.events import (
    CardAccepted,
    CardPassed,
    CardReturned,
    GameStarted,
    HandDealt,
    RankRequested,
    RequestsStopped,
    RevoltDeclined,
)
from domain.games.bombs.exchange import highest_card
from domain.games.bombs.state import Phase, Stage

from .helpers import A, B, C, dealt, given, started

THIRD = ["4C", "4D"]


def hand2(knave: list[str], master: list[str]) -> HandDealt:
    """Hand 2 of 3 players: A is the Knave, B the Master."""
    return dealt(knave, master, THIRD, leader=None, hand=2, knave=A, master=B)


def test_setup_of_a_later_hand_passes_the_knaves_highest_card_at_once() -> None:
    deal = {"hands": [["5C", "AS", "AC", "9D"], ["3C", "KH"], THIRD], "hand": 2, "knave": 0, "master": 1}
    opts = parse_options(GAME.info, {})
    events = GAME.setup([PlayerSpec(name=n) for n in "ABC"], opts, Ctx(now_ms=0, rng=random.Random(0)), deal)
    assert isinstance(events[0], GameStarted)
    assert [type(e) for e in events[1:]] == [HandDealt, CardPassed]
    assert events[-1] == CardPassed(seat=A, to=B, card="AC")  # B10: tied Aces, the lowest suit


def test_b10_the_knave_passes_a_card_of_the_highest_rank() -> None:
    assert highest_card(("2D", "AS", "2C", "KC")) == "2C"
    assert highest_card(("BJ", "2S", "AS")) == "BJ"
    assert highest_card(("RJ", "2S", "BJ")) == "RJ"


def test_the_master_sees_the_card_and_decides() -> None:
    s = given(started(3), hand2(["AS", "5C"], ["9C", "KH"]), CardPassed(seat=A, to=B, card="AS"))
    state = s.state()
    assert GAME.awaiting(state) == (B,) and state.exchange.stage is Stage.PRIVILEGE
    assert GAME.legal_commands(state, B) == [Accept(), Refuse()]
    assert GAME.legal_commands(state, A) == [] and GAME.legal_commands(state, C) == []


def test_accepting_a_non_joker_skips_the_request_and_the_master_returns_any_card() -> None:
    s = given(started(3), hand2(["AS", "5C"], ["9C", "KH"]), CardPassed(seat=A, to=B, card="AS"))
    s = s.when(B, Accept()).then(CardAccepted(seat=B, card="AS"))
    assert s.state().exchange.stage is Stage.RETURN
    s.when(A, Request(rank="9")).rejects(Code.NOT_YOUR_DECISION)
    s = s.when(B, Return(card="KH")).then(CardReturned(seat=B, to=A, card="KH"))
    state = s.state()
    assert state.hands[A] == ("5C", "KH") and state.hands[B] == ("9C", "AS") and state.turn == A


def test_the_master_may_return_the_card_just_accepted() -> None:
    s = given(
        started(3),
        hand2(["AS", "5C"], ["9C", "KH"]),
        CardPassed(seat=A, to=B, card="AS"),
        CardAccepted(seat=B, card="AS"),
    )
    s.when(B, Return(card="AS")).then(CardReturned(seat=B, to=A, card="AS"))


def test_b11_only_ranks_3_to_10_may_be_requested_and_each_once() -> None:
    s = given(
        started(3),
        hand2(["RJ", "5C"], ["9C", "KH"]),
        CardPassed(seat=A, to=B, card="RJ"),
        CardAccepted(seat=B, card="RJ"),
    )
    assert s.state().exchange.stage is Stage.REQUEST
    s.when(A, Request(rank="J")).rejects(BombsCode.NOT_A_REQUESTABLE_RANK)
    s.when(A, Request(rank="2")).rejects(BombsCode.NOT_A_REQUESTABLE_RANK)
    s = s.given(RankRequested(seat=A, rank="7", held=False))
    s.when(A, Request(rank="7")).rejects(BombsCode.RANK_ALREADY_REQUESTED)
    assert Request(rank="7") not in GAME.legal_commands(s.state(), A)
    assert StopRequests() in GAME.legal_commands(s.state(), A)


def test_b11_the_knave_may_stop_requesting_and_the_master_picks_freely() -> None:
    s = given(
        started(3),
        hand2(["BJ", "5C"], ["9C", "KH"]),
        CardPassed(seat=A, to=B, card="BJ"),
        CardAccepted(seat=B, card="BJ"),
        RankRequested(seat=A, rank="4", held=False),
    )
    s = s.when(A, StopRequests()).then(RequestsStopped(seat=A))
    s.when(B, Return(card="KH")).then(CardReturned(seat=B, to=A, card="KH"))


def test_b11_a_master_without_cards_ranked_3_to_10_picks_freely() -> None:
    s = given(started(3), hand2(["RJ", "5C"], ["JC", "KH"]), CardPassed(seat=A, to=B, card="RJ"))
    s = s.when(B, Accept()).then(CardAccepted(seat=B, card="RJ"))
    assert s.state().exchange.stage is Stage.RETURN and s.state().exchange.required is None
    s.when(A, Request(rank="9")).rejects(Code.NOT_YOUR_DECISION)
    s.when(B, Return(card="RJ")).then(CardReturned(seat=B, to=A, card="RJ"))


def test_b11_a_held_rank_must_be_returned_and_the_master_picks_which() -> None:
    s = given(
        started(3),
        hand2(["RJ", "5C"], ["9C", "9D", "KH"]),
        CardPassed(seat=A, to=B, card="RJ"),
        CardAccepted(seat=B, card="RJ"),
    )
    s = s.when(A, Request(rank="9")).then(RankRequested(seat=A, rank="9", held=True))
    assert GAME.legal_commands(s.state(), B) == [Return(card="9C")]  # one per rank
    s.when(B, Return(card="KH")).rejects(BombsCode.MUST_RETURN_REQUESTED_RANK)
    s.when(B, Return(card="9D")).then(CardReturned(seat=B, to=A, card="9D"))
    s.when(B, Return(card="9H")).rejects(Code.NOT_IN_HAND)
    s.when(B, Return(card="99")).rejects(Code.NOT_A_CARD)


def test_b12_revolt_comes_first_then_the_pass() -> None:
    s = given(started(3), hand2(["BJ", "RJ", "5C"], ["9C", "KH"]))
    state = s.state()
    assert state.exchange.stage is Stage.REVOLT and GAME.awaiting(state) == (A,)
    assert GAME.legal_commands(state, A) == [Revolt(), DeclineRevolt()]
    s.when(B, Accept()).rejects(Code.NOT_YOUR_DECISION)
    s.when(A, StopRequests()).rejects(BombsCode.WRONG_DECISION)
    s.when(A, Play(cards=("5C",))).rejects(BombsCode.EXCHANGE_IN_PROGRESS)


def test_b12_the_master_cannot_return_before_accepting() -> None:
    s = given(started(3), hand2(["AS", "5C"], ["9C", "KH"]), CardPassed(seat=A, to=B, card="AS"))
    s.when(B, Return(card="KH")).rejects(BombsCode.WRONG_DECISION)
    s.when(C, Accept()).rejects(Code.NOT_YOUR_DECISION)


def test_b13_a_knave_with_both_jokers_who_does_not_revolt_passes_the_red_joker() -> None:
    s = given(started(3), hand2(["BJ", "RJ", "5C"], ["9C", "KH"]))
    s = s.when(A, DeclineRevolt()).then(RevoltDeclined(seat=A), CardPassed(seat=A, to=B, card="RJ"))
    assert s.state().exchange.stage is Stage.PRIVILEGE


def test_b19_only_the_knave_requests() -> None:
    s = given(
        started(3),
        hand2(["RJ", "5C"], ["9C", "KH"]),
        CardPassed(seat=A, to=B, card="RJ"),
        CardAccepted(seat=B, card="RJ"),
    )
    s.when(B, Request(rank="5")).rejects(Code.NOT_YOUR_DECISION)


def test_exchange_commands_outside_an_exchange_are_refused() -> None:
    s = given(started(3), dealt(["3C"], ["4C"], ["5C"]))
    s.when(A, Accept()).rejects(BombsCode.NO_EXCHANGE_PENDING)
    s.when(A, Revolt()).rejects(BombsCode.NO_EXCHANGE_PENDING)


def test_the_exchange_is_public_in_every_view() -> None:
    s = given(
        started(3),
        hand2(["RJ", "5C"], ["9C", "KH"]),
        CardPassed(seat=A, to=B, card="RJ"),
        CardAccepted(seat=B, card="RJ"),
        RankRequested(seat=A, rank="7", held=False),
    )
    view = GAME.view(s.state(), C)
    assert view["exchange"]["card"] == "RJ" and view["exchange"]["accepted"] is True
    assert view["exchange"]["requests"] == [{"rank": "7", "held": False}]
    assert view["decisions"] == [
        {"kind": "request", "seat": A, "due_ms": None, "card": "RJ", "requested": ["7"]}
    ]
    assert view["knave"] == A and view["master"] == B and view["phase"] == Phase.EXCHANGE


def test_nobody_plays_before_the_exchange_ends() -> None:
    s = given(started(3), hand2(["AS", "5C"], ["9C", "KH"]), CardPassed(seat=A, to=B, card="AS"))
    s.when(A, Pass()).rejects(BombsCode.EXCHANGE_IN_PROGRESS)
    s.when(C, Play(cards=("4C", "4D"))).rejects(BombsCode.EXCHANGE_IN_PROGRESS)
