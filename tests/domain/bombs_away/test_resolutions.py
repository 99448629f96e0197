"""Each resolution W1–W18 of docs/rules.md §4.9, one test each (seats A=0, B=1, C=2)."""

from __future__ import annotations

import random
from typing import Any

from domain.games.bombs_away import GAME
from domain.games.bombs_away.commands import Bury, Damage, Keep, KeepTen, Play
from domain.games.bombs_away.errors import BombsAwayCode
from domain.games.bombs_away.events import (
    AceDrawn,
    AceKept,
    CardsDrawn,
    ChainBlocked,
    ChainCancelled,
    ChainClosed,
    ChainOpened,
    DamageDealt,
    DamageOwed,
    DeckRebuilt,
    DirectionReversed,
    GameDealt,
    GameWon,
    HandShuffledIn,
    PileShuffledIn,
    PlayerEliminated,
    PlayerSkipped,
    RankBlocked,
    TenChoiceOwed,
    TensReturned,
    TurnSkipped,
)
from domain.games.bombs_away.evolve import Batch
from domain.games.bombs_away.turns import after_chain
from tests.support.spec import Spec

from .helpers import FIVE, LOW, A, B, C, drew, given, of_type, played, table, turn

THREE = (["QC", "8C", "3C", "4C"], ["5S", "JH", "2S", "AH"], ["9S", "4S", "5D", "2H"])


def chain_answered(response: str, hands: tuple[list[str], ...] = THREE, **kw: Any) -> Spec:
    """A opened a chain with the QC and B answered with ``response``; A is to close."""
    s = given(*table(*hands, **kw), played(A, "QC"), ChainOpened(seat=A), drew(A, "2D"), turn(B))
    events = s.when(B, Play(card=response)).decided()
    return s.given(*events)


def test_w1_damage_equals_the_closing_cards_value_not_the_responses() -> None:
    s = chain_answered("2S")
    assert s.state().chains[0].response == 2
    events = s.when(A, Play(card="8C", block="9")).decided()
    assert events[-1] == DamageOwed(seat=A, amount=8, targets=(B, C))


def test_w2_face_cards_count_ten_and_the_ace_one() -> None:
    s = chain_answered("JH")
    assert s.state().chains[0].response == 10
    # A closing Q (10) matches a J (10) and deals 10.
    hands = (["QC", "QD", "3C", "4C"], THREE[1], THREE[2])
    s2 = chain_answered("JH", hands)
    assert s2.when(A, Play(card="QD")).decided()[-1] == DamageOwed(seat=A, amount=10, targets=(B, C))
    # An Ace is worth 1: it does not match a 2.
    hands = (["QC", "AC", "3C", "4C"], THREE[1], THREE[2])
    s3 = chain_answered("2S", hands)
    events = s3.when(A, Play(card="AC")).decided()
    assert events[0] == played(A, "AC", role="closing", val=1)
    assert isinstance(events[1], AceDrawn)
    after = s3.given(*events).when(A, Keep(card=events[1].cards[0])).decided()
    assert ChainClosed(seat=A, dealt=False) in after


def test_w3_a_joker_has_its_declared_number_and_a_six_that_copied_nothing_is_six() -> None:
    hands = (["QC", "JK", "6C", "4C"], ["3S", "JH", "2S", "AH"], THREE[2])
    s = chain_answered("2S", hands)
    events = s.when(A, Play(card="JK", declare="2")).decided()
    assert events[0] == played(A, "JK", role="closing", declare="2", effect=False)  # 2s do nothing in chains
    assert events[-1] == DamageOwed(seat=A, amount=2, targets=(B, C))
    lone = given(*table(["6C", "3C"], ["2S", "3S"]))
    assert lone.when(A, Play(card="6C")).decided()[0] == played(A, "6C", became=None, val=6, effect=False)


def test_w4_the_refill_comes_after_the_effect_and_the_ace_is_the_refill() -> None:
    s = given(*table(["4C", "2C", "3C", "5C"], ["2S", "3S", "4S", "5S"]))
    events = s.when(A, Play(card="4C")).decided()
    assert [type(e) for e in events] == [type(events[0]), HandShuffledIn, type(drew(A)), type(turn(B))]
    refill = events[2]
    assert isinstance(refill, CardsDrawn) and len(refill.cards) == 4  # the 4's draw; the refill draws nothing
    s = given(*table(["AC", "2C", "3C", "5C"], ["2S", "3S", "4S", "5S"]))
    s = s.given(*s.when(A, Play(card="AC")).decided())
    assert s.when(A, Keep(card="2D")).decided() == [AceKept(seat=A, kept="2D", bottomed="3H"), turn(B)]


def test_w5_a_seven_counts_the_pile_before_it_and_never_empties_it() -> None:
    small = given(*table(["7C", "3C"], ["2S", "3S"], pile=FIVE[:4]))
    small.when(A, Play(card="7C")).rejects(BombsAwayCode.SEVEN_NEEDS_FIVE_IN_PILE)
    enough = given(*table(["7C", "3C"], ["2S", "3S"], pile=FIVE))
    state = enough.when(A, Play(card="7C")).then_state()
    assert [p.card for p in state.pile] == ["2C"]


def test_w6_only_an_effective_seven_on_the_opening_card_blocks_a_chain() -> None:
    hands = (["QC", "8C", "3C", "4C"], ["7S", "JH", "2S", "AH"], THREE[2])
    blocked = chain_answered("7S", hands, pile=FIVE)
    assert blocked.state().chains == () and blocked.state().turn == C
    # A 7 whose effect an 8 cancelled does not block: A still closes.
    s = given(*table(*hands, pile=FIVE), played(B, "8H", block="7"), RankBlocked(seat=B, rank="7"), turn(A))
    s = s.given(played(A, "QC"), ChainOpened(seat=A), drew(A, "2D"), turn(B))
    events = s.when(B, Play(card="7S")).decided()
    assert events[0] == played(B, "7S", effect=False, block_used="7", answers=A)
    assert not of_type(events, ChainBlocked) and not of_type(events, PileShuffledIn)
    assert events[-1] == turn(A, "closing")


def test_w6_a_closing_seven_on_a_response_that_opened_chain_two_blocks_chain_two() -> None:
    hands = (["QC", "7C", "8S", "9C"], ["KS", "JH", "2S", "AH"], ["9S", "4S", "6D", "2H"])
    s = chain_answered("KS", hands, pile=FIVE, deck=("2D", "3H", "3S", "4H", "5D", "9D"))
    assert [c.damager for c in s.state().chains] == [A, B]
    events = s.when(A, Play(card="7C")).decided()
    assert events[:2] == [played(A, "7C", role="closing", answers=B), ChainBlocked(seat=B, by=A)]
    [shuffled] = of_type(events, PileShuffledIn)
    assert isinstance(shuffled, PileShuffledIn) and shuffled.cards == ("5H", "AC", "QC", "KS", "7C")
    # A's own chain fails (7 < 10); B plays no closing card, and play resumes after B.
    assert ChainClosed(seat=A, dealt=False) in events and not of_type(events, DamageOwed)
    assert events[-1] == turn(C) and s.given(*events).state().chains == ()


def test_w7_a_six_copies_the_card_just_beneath_through_jokers_and_sixes() -> None:
    s = given(*table(["JK", "6C", "2C", "3C"], ["6S", "2S", "3S", "4S"]))
    s = s.given(played(A, "JK", declare="3"), DirectionReversed(clockwise=False), drew(A, "2D"), turn(B))
    s = s.when(B, Play(card="6S")).then(
        played(B, "6S", became="3"), DirectionReversed(clockwise=True), drew(B, "3H"), turn(A)
    )
    s.when(A, Play(card="6C")).then(
        played(A, "6C", became="3"), DirectionReversed(clockwise=False), drew(A, "3S"), turn(B)
    )


def test_w8_an_eight_binds_its_declarer_and_the_same_rank_does_not_stack() -> None:
    hands = (["8D", "3C", "4C", "5C"], ["3S", "4S", "5S", "2S"])
    s = given(*table(*hands), RankBlocked(seat=A, rank="3"), turn(A))
    s = s.when(A, Play(card="8D", block="3")).then(
        played(A, "8D", block="3"), RankBlocked(seat=A, rank="3"), drew(A, "2D"), turn(B)
    )
    assert s.state().blocked == ("3",)
    s = s.given(turn(A))
    s = s.when(A, Play(card="3C")).then(played(A, "3C", effect=False, block_used="3"), drew(A, "3H"), turn(B))
    assert s.state().blocked == ()
    events = s.when(B, Play(card="3S")).decided()
    assert events[:2] == [played(B, "3S"), DirectionReversed(clockwise=False)]


def test_w9_any_ten_value_card_may_be_kept_and_the_check_stops_without_low_cards() -> None:
    tens = (["10C", "JD", "KS", "2C"], ["2S", "3S", "4S", "5S"])
    s = given(*table(*tens), TenChoiceOwed(seat=A, then=()))
    for card in ("10C", "JD", "KS"):
        [returned] = of_type(s.when(A, KeepTen(card=card)).decided(), TensReturned)
        assert isinstance(returned, TensReturned) and returned.kept == card and len(returned.returned) == 2
    s.when(A, KeepTen(card="2C")).rejects(BombsAwayCode.NOT_A_TEN)
    # A deck of only 10-value cards: the player keeps the extras and play goes on.
    only_tens = given(*table(*tens, deck=("QC", "QD", "KH")), played(B, "3H"), turn(A))
    events = only_tens.when(A, Play(card="2C")).decided()
    assert events == [played(A, "2C"), drew(A, "QC"), PlayerSkipped(seat=B), turn(A)]
    assert only_tens.given(*events).state().hands[A] == ("10C", "JD", "QC", "KS")


def test_w10_with_three_players_chain_two_is_answered_by_the_closing_card_and_play_resumes_after_b() -> None:
    hands = (["QC", "8C", "3C", "4C"], ["KS", "10H", "2S", "AH"], THREE[2])
    s = chain_answered("KS", hands)
    assert [c.damager for c in s.state().chains] == [A, B] and s.state().turn == A
    s = s.given(*s.when(A, Play(card="8C", block="5")).decided())
    assert s.state().chains[0].response == 8 and s.state().turn == B
    events = s.when(B, Play(card="10H")).decided()
    assert events[-1] == DamageOwed(seat=B, amount=10, targets=(C, A))
    s = s.given(*events)
    assert s.when(B, Damage(target=A)).decided()[-1] == turn(C)


def test_w11_twos_do_nothing_from_the_opening_card_until_the_chains_finish() -> None:
    hands = (["QC", "2C", "3C", "4C"], ["2S", "JH", "3S", "AH"], THREE[2])
    s = chain_answered("2S", hands)
    assert s.state().turn == A  # the response 2 skipped nobody
    events = s.when(A, Play(card="2C")).decided()
    assert events[0] == played(A, "2C", role="closing", effect=False)
    assert events[-1] == DamageOwed(seat=A, amount=2, targets=(B, C))
    final = s.given(*events).when(A, Damage(target=C)).decided()
    assert final[-1] == turn(C) and not of_type(final, PlayerSkipped)
    # Chain 2's closing 2 (two players) skips nobody either: A, who is due after B, plays next.
    nested = given(*table(["QH", "KD", "3C", "4C"], ["10C", "2S", "3D", "4D"]), played(A, "QH"), ChainOpened(seat=A))
    nested = nested.given(drew(A, "2D"), turn(B), played(B, "10C", answers=A), ChainOpened(seat=B), drew(B, "3H"))
    nested = nested.given(turn(A, "closing"))
    nested = nested.given(*nested.when(A, Play(card="KD")).decided())
    assert nested.state().turn == B and nested.state().chains[0].response == 10
    closing = nested.when(B, Play(card="2S")).decided()
    assert closing[0] == played(B, "2S", role="closing", effect=False)
    assert closing[-2:] == [ChainClosed(seat=B, dealt=False), turn(A)] and not of_type(closing, PlayerSkipped)


def test_w12_a_three_in_a_chain_turns_at_once_and_play_resumes_after_b_the_new_way() -> None:
    hands = (["QC", "5C", "3C", "4C"], ["3S", "JH", "2S", "AH"], THREE[2])
    s = chain_answered("3S", hands)
    assert s.state().direction == -1 and s.state().turn == A  # the damager still closes
    events = s.when(A, Play(card="5C", target=B)).decided()
    s = s.given(*events)
    s = s.given(*s.when(A, Bury(card=s.state().hands[B][0])).decided())
    assert s.state().decision is not None and s.state().decision.kind == "damage"
    final = s.when(A, Damage(target=C)).decided()
    assert final[-1] == turn(A)  # after B, counter-clockwise: A


def test_w13_damage_goes_to_another_player_with_points_never_oneself() -> None:
    s = given(*table(*THREE, points=(30, 30, 30)), DamageOwed(seat=A, amount=5, targets=(B, C)))
    s.when(A, Damage(target=A)).rejects(BombsAwayCode.BAD_TARGET)
    s.when(B, Damage(target=C)).rejects("not-your-decision")
    s.when(A, Damage(target=B)).then(
        DamageDealt(seat=A, target=B, amount=5, points=25), ChainClosed(seat=A, dealt=True), turn(B)
    )


def test_w14_seat_zero_starts_game_one_and_the_winner_starts_the_next() -> None:
    s = given(*table(["QC", "KD"], ["3S", "4S"], points=(30, 5), games=2, carryover=True))
    s = s.given(played(A, "QC"), ChainOpened(seat=A), drew(A, "2D"), turn(B), played(B, "3S", answers=A))
    s = s.given(DirectionReversed(clockwise=False), drew(B, "3H"), turn(A, "closing"))
    events = s.when(A, Play(card="KD")).decided()
    assert GameWon(game=1, seat=A, points=30) in events
    [deal] = of_type(events, GameDealt)
    assert isinstance(deal, GameDealt) and deal.game == 2 and deal.starter == A and deal.points == (60, 30)
    assert GAME.view(given(*table(["2C"], ["3S"])).state(), None)["turn"] == 0


def test_w15_an_eliminated_player_gives_up_the_hand_and_is_skipped() -> None:
    hands = (["QC", "8C", "3C", "4C"], ["5S", "JH", "2S", "AH"], ["9S", "4S", "5D", "2H"])
    s = given(*table(*hands, points=(30, 30, 5)), DamageOwed(seat=A, amount=8, targets=(B, C)))
    s = s.given(played(A, "QC"))  # A is the current player (closing)
    events = s.when(A, Damage(target=C)).decided()
    [out] = of_type(events, PlayerEliminated)
    assert isinstance(out, PlayerEliminated) and out.cards == ("2H", "4S", "5D", "9S")
    assert sorted(out.deck) == sorted((*LOW, "2H", "4S", "5D", "9S"))
    state = s.given(*events).state()
    assert state.hands[C] == () and state.points[C] == 0 and state.next_alive(B) == A


def test_w15_a_chain_waiting_on_an_eliminated_player_is_cancelled() -> None:
    s = given(*table(*THREE, points=(30, 4, 30)), played(A, "QC"), ChainOpened(seat=A), ChainOpened(seat=B))
    s = s.given(DamageOwed(seat=A, amount=8, targets=(B, C)))
    events = s.when(A, Damage(target=B)).decided()
    assert ChainCancelled(seat=B) in events and events[-1] == turn(C)


def test_w16_an_empty_deck_is_rebuilt_from_the_pile_but_its_top() -> None:
    s = given(*table(["2C", "3C", "4C", "5C"], ["2S", "3S"], deck=(), pile=("9C", "9D", "8D")))
    events = s.when(A, Play(card="2C")).decided()
    [rebuilt] = of_type(events, DeckRebuilt)
    assert isinstance(rebuilt, DeckRebuilt) and rebuilt.cards == ("9C", "9D", "8D")
    assert [p.card for p in s.given(*events).state().pile] == ["2C"]


def test_w17_a_player_with_no_legal_card_is_skipped() -> None:
    hands = (["2C", "3C", "4C", "5C"], ["7S", "7H", "7D", "7C"], ["9S", "4S", "5D", "2H"])
    s = given(*table(*hands))
    events = s.when(A, Play(card="4C")).decided()
    assert events[-2:] == [TurnSkipped(seat=B, role="fresh"), turn(C)]
    assert GAME.legal_commands(s.given(*events).state(), B) == []


def test_w17_a_skipped_response_counts_zero_and_a_skipped_closing_deals_nothing() -> None:
    hands = (["QC", "2C", "3C", "4C"], ["7S", "7H", "7D", "7C"], ["9S", "4S", "5D", "2H"])
    s = given(*table(*hands))
    events = s.when(A, Play(card="QC")).decided()
    assert events[-2:] == [TurnSkipped(seat=B, role="fresh", answers=A), turn(A, "closing")]
    s = s.given(*events)
    assert s.state().chains[0].response == 0
    assert s.when(A, Play(card="2C")).decided()[-1] == DamageOwed(seat=A, amount=2, targets=(B, C))
    stuck = given(*table(["3C"], ["7S", "7H"], ["9S"]), played(A, "KC"), ChainOpened(seat=A), turn(B))
    stuck = stuck.given(played(B, "QD", answers=A), ChainOpened(seat=B))
    s2 = stuck.given(played(A, "5C", role="closing", answers=B), ChainClosed(seat=A, dealt=False))

    batch = Batch(s2.state(), 0, random.Random(0))
    after_chain(batch)
    assert batch.events == [TurnSkipped(seat=B, role="closing"), ChainClosed(seat=B, dealt=False), turn(C)]


def test_w18_example_four_is_the_nested_chain_p1_p2_p1_p2_p1() -> None:
    s = given(*table(["KC", "QD", "3C", "4C"], ["6H", "JS", "3D", "4D"]))
    order = []
    for seat, play in ((A, Play(card="KC")), (B, Play(card="6H")), (A, Play(card="QD")), (B, Play(card="JS"))):
        order.append(s.state().turn)
        s = s.given(*s.when(seat, play).decided())
    order.append(s.state().turn)
    assert order == [A, B, A, B, A]
    assert s.state().points == (20, 20)
