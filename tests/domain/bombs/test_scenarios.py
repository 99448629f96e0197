"""The acceptance scenarios of docs/rules.md §1.9, one test each (seats A=0, B=1, C=2, D=3, E=4)."""

from __future__ import annotations

from domain.game import Event
from domain.games.bombs.commands import Accept, Pass, Play, Refuse, Request, Return, Revolt
from domain.games.bombs.errors import BombsCode
from domain.games.bombs.events import (
    CardAccepted,
    CardPassed,
    CardReturned,
    HandDealt,
    HandScored,
    PrivilegeUsed,
    RankRequested,
    RevoltDeclared,
    TrickTaken,
)
from domain.games.bombs.state import Phase

from .helpers import A, B, C, D, E, dealt, given, passed, played, started, table, went_out

FOUR = (
    ["3C", "8H", "9C", "9D", "9H", "KC"],  # A
    ["4C", "10C", "QD"],  # B
    ["4D", "5D", "QH"],  # C
    ["8S", "8D", "10D", "10S", "6C", "6D", "6H"],  # D
)


def test_scenario_1_completing_a_bomb_out_of_turn() -> None:
    s = given(*table(*FOUR), played(A, "8H"))
    s = s.when(D, Play(cards=("8S", "8D"))).then(played(D, "8D", "8S", out=True, completion=True))
    state = s.state()
    assert state.trick.form == "bomb" and state.trick.top == ("8D", "8H", "8S")
    assert state.trick.top_seat == D and state.turn == A  # B's turn was skipped
    s = s.when(A, Play(cards=("9C", "9D", "9H"))).then(played(A, "9C", "9D", "9H"))
    s = s.when(B, Pass()).then(passed(B)).when(C, Pass()).then(passed(C))
    s.when(D, Pass()).then(passed(D), TrickTaken(seat=A, leader=A, reason="passed"))


def test_scenario_2_completion_window_closed_by_a_higher_single() -> None:
    s = given(*table(*FOUR), played(A, "8H"), played(B, "10C"))
    s.when(D, Play(cards=("8S", "8D"))).rejects(BombsCode.COMPLETION_CLOSED)
    s.when(D, Play(cards=("10D", "10S"))).then(played(D, "10D", "10S", out=True, completion=True))
    s.when(D, Play(cards=("6C", "6D", "6H"))).then(played(D, "6C", "6D", "6H", out=True))


def test_scenario_3_completion_still_open_after_a_pass() -> None:
    s = given(*table(*FOUR), played(A, "8H"), passed(B))
    assert s.state().turn == C
    s = s.when(D, Play(cards=("8S", "8D"))).then(played(D, "8D", "8S", out=True, completion=True))
    assert s.state().turn == A  # C's turn was skipped
    assert s.state().trick.passes == 0


def test_scenario_4_bombing_a_run_out_of_turn() -> None:
    hands = (
        ["5C", "6C", "7C", "KS"],  # A
        ["9C", "KD"],  # B
        ["4C", "4D", "4H", "KH"],  # C
        ["3C", "3D", "3H", "3S", "KC"],  # D
    )
    s = given(*table(*hands), played(A, "5C", "6C", "7C"))
    assert s.state().turn == B
    s = s.when(C, Play(cards=("4C", "4D", "4H"))).then(played(C, "4C", "4D", "4H", out=True))
    assert s.state().trick.form == "bomb" and s.state().turn == D
    s.when(D, Play(cards=("3C", "3D", "3H", "3S"))).then(played(D, "3C", "3D", "3H", "3S"))


def test_scenario_5_b4_super_bomb_takes_the_trick_at_once() -> None:
    hands = (["3C", "8H", "9C"], ["10C", "JC"], ["BJ", "RJ", "4C"], ["QC", "KC"])
    s = given(*table(*hands), played(A, "8H"))
    s = s.when(C, Play(cards=("RJ", "BJ"))).then(
        played(C, "BJ", "RJ", out=True), TrickTaken(seat=C, leader=C, reason="super-bomb")
    )
    assert s.state().turn == C and s.state().trick.form is None


def test_scenario_6_b6_no_stealing_the_lead() -> None:
    hands = (["3C", "5C"], ["JC", "JD", "JH", "4C"], ["6C", "7C"], ["8C", "9C"])
    given(*table(*hands)).when(B, Play(cards=("JC", "JD", "JH"))).rejects(BombsCode.LEAD_CANNOT_BE_BOMBED)


def test_scenario_7_run_legality() -> None:
    hands = (
        ["3C", "JC", "QC", "KC", "AC", "2C", "5C", "6C", "7C"],
        ["6D", "7D", "8D", "9D", "4S"],
        ["6H", "7H", "8H", "4H"],
        ["10C", "10D"],
    )
    s = given(*table(*hands))
    s.when(A, Play(cards=("JC", "QC", "KC", "AC"))).then(played(A, "JC", "QC", "KC", "AC"))
    s.when(A, Play(cards=("QC", "KC", "AC", "2C"))).rejects(BombsCode.NOT_A_COMBINATION)
    after_567 = s.given(played(A, "5C", "6C", "7C"))
    after_567.when(B, Play(cards=("6D", "7D", "8D", "9D"))).rejects(BombsCode.WRONG_LENGTH)
    after_567.when(B, Play(cards=("6D", "7D", "8D"))).then(played(B, "6D", "7D", "8D"))


def test_scenario_8_b14_winner_is_out_and_the_next_seat_left_leads() -> None:
    hands = (["9C", "9D"], ["3C", "4C"], ["5C", "6C"], ["7C", "8C"])
    s = given(*table(*hands))
    s = s.when(A, Play(cards=("9C", "9D"))).then(played(A, "9C", "9D"), went_out(A, 1))
    s = s.when(B, Pass()).then(passed(B)).when(C, Pass()).then(passed(C))
    s = s.when(D, Pass()).then(passed(D), TrickTaken(seat=A, leader=B, reason="passed"))
    assert s.state().turn == B


def exchange_table(knave_hand: list[str], master_hand: list[str], card: str) -> tuple[Event, ...]:
    """Hand 2 of 3 players: A is the Knave and B the Master; the Knave has passed ``card``."""
    return (
        started(3),
        dealt(knave_hand, master_hand, ["4C", "4D"], leader=None, dealer=A, hand=2, knave=A, master=B),
        CardPassed(seat=A, to=B, card=card),
    )


def test_scenario_9_exchange_with_a_joker() -> None:
    s = given(*exchange_table(["RJ", "5C", "6C"], ["9C", "9D", "JC", "KH"], "RJ"))
    s = s.when(B, Accept()).then(CardAccepted(seat=B, card="RJ"))
    s = s.when(A, Request(rank="7")).then(RankRequested(seat=A, rank="7", held=False))
    s = s.when(A, Request(rank="9")).then(RankRequested(seat=A, rank="9", held=True))
    s.when(B, Return(card="JC")).rejects(BombsCode.MUST_RETURN_REQUESTED_RANK)
    s = s.when(B, Return(card="9C")).then(CardReturned(seat=B, to=A, card="9C"))
    state = s.state()
    assert state.hands[A] == ("5C", "6C", "9C") and "RJ" in state.hands[B]
    assert state.phase is Phase.PLAY and state.turn == A  # the Knave leads


def test_scenario_10a_master_refuses_and_leads() -> None:
    s = given(*exchange_table(["AS", "5C"], ["9C", "KH"], "AS"))
    s = s.when(B, Refuse()).then(PrivilegeUsed(seat=B, card="AS"))
    state = s.state()
    assert state.hands[A] == ("5C", "AS") and state.turn == B


def test_scenario_10b_b12_knave_revolts_with_both_jokers() -> None:
    deal = dealt(["BJ", "RJ", "5C"], ["9C", "KH"], ["4C"], leader=None, hand=2, knave=A, master=B)
    s = given(started(3), deal)
    s = s.when(A, Revolt()).then(RevoltDeclared(seat=A))
    state = s.state()
    assert state.hands[A] == ("5C", "BJ", "RJ") and state.hands[B] == ("9C", "KH")
    assert state.phase is Phase.PLAY and state.turn == A


def test_scenario_11_scoring_with_five_players() -> None:
    hands = (["4C"], ["6C", "10D"], ["3C"], ["7C", "9C", "10C"], ["9D"])
    s = given(
        *table(*hands, leader=C),
        played(C, "3C"),
        went_out(C, 1),
        passed(D),
        passed(E),
        played(A, "4C"),
        went_out(A, 2),
        played(B, "6C"),
        played(D, "7C"),
        played(E, "9D"),
        went_out(E, 3),
    )
    assert s.state().turn == B
    s = s.when(B, Play(cards=("10D",))).then_includes(
        played(B, "10D"),
        went_out(B, 4),
        HandScored(hand=1, order=(C, A, E, B, D), points=(3, 2, 4, 1, 2), scores=(3, 2, 4, 1, 2)),
    )
    deal = next(e for e in s.history if isinstance(e.event, HandDealt) and e.event.hand == 2).event
    assert isinstance(deal, HandDealt)
    assert deal.dealer == D and deal.knave == D and deal.master == C  # D deals the next hand


def test_scenario_12_b18_the_hand_ends_mid_trick() -> None:
    hands = (["5C"], ["3C"], ["4C", "KC", "KD"])
    s = given(*table(*hands, leader=B), played(B, "3C"), went_out(B, 1), played(C, "4C"))
    events = s.when(A, Play(cards=("5C",))).decided()
    assert events[:3] == [
        played(A, "5C"),
        went_out(A, 2),
        HandScored(hand=1, order=(B, A, C), points=(3, 4, 1), scores=(3, 4, 1)),
    ]
    assert not any(isinstance(e, TrickTaken) for e in events)  # B18: the unfinished trick is discarded
