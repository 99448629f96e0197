"""The acceptance scenarios of docs/rules.md §4.10, one test each (seats A=0, B=1, C=2)."""

from __future__ import annotations

from domain.games.bombs_away import GAME
from domain.games.bombs_away.commands import Bury, Damage, Keep, KeepTen, Pick, Play
from domain.games.bombs_away.errors import BombsAwayCode
from domain.games.bombs_away.events import (
    AceDrawn,
    AceKept,
    CardBuried,
    CardsDrawn,
    CardsSwapped,
    ChainBlocked,
    ChainCancelled,
    ChainClosed,
    ChainOpened,
    DamageDealt,
    DamageOwed,
    DirectionReversed,
    GameWon,
    HandLookedAt,
    PileShuffledIn,
    PlayerEliminated,
    PlayerSkipped,
    PositionPicked,
    RankBlocked,
    SeriesFinished,
    SwapOffered,
    TenChoiceOwed,
    TensReturned,
)
from tests.support.spec import spec

from .helpers import LOW, A, B, C, drew, given, of_type, played, table, turn


def test_scenario_1_a_successful_chain_damages_for_the_closing_card() -> None:
    hands = (["JD", "8C", "3C", "4C"], ["5H", "2C", "3D", "4D"], ["9S", "AS", "2S", "4S"])
    s = given(*table(*hands))
    s = s.when(A, Play(card="JD")).then(played(A, "JD"), ChainOpened(seat=A), drew(A, "2D"), turn(B))
    s = s.when(B, Play(card="5H", target=C)).then(
        played(B, "5H", target=C, answers=A), HandLookedAt(seat=B, target=C, cards=("AS", "2S", "4S", "9S"))
    )
    s = s.when(B, Bury(card="AS")).then(
        CardBuried(seat=B, target=C, card="AS"), drew(C, "3H"), drew(B, "3S"), turn(A, "closing")
    )
    s = s.when(A, Play(card="8C", block="2")).then(
        played(A, "8C", role="closing", block="2"),
        RankBlocked(seat=A, rank="2"),
        drew(A, "4H"),
        DamageOwed(seat=A, amount=8, targets=(B, C)),
    )
    s = s.when(A, Damage(target=C)).then(
        DamageDealt(seat=A, target=C, amount=8, points=22), ChainClosed(seat=A, dealt=True), turn(C)
    )
    assert s.state().points == (30, 30, 22)


def test_scenario_2_a_failed_chain_still_reverses_and_play_resumes_after_b() -> None:
    hands = (["KS", "3C", "4C", "2C"], ["8C", "4D", "2S", "5S"], ["9S", "9H", "4S", "5H"])
    s = given(*table(*hands), played(A, "KS"), ChainOpened(seat=A), drew(A, "2D"), turn(B))
    s = s.given(played(B, "8C", block="4", answers=A), RankBlocked(seat=B, rank="4"), drew(B, "3H"))
    s = s.given(turn(A, "closing"))
    s.when(A, Play(card="3C")).then(
        played(A, "3C", role="closing"),
        DirectionReversed(clockwise=False),
        drew(A, "3S"),
        ChainClosed(seat=A, dealt=False),
        turn(A),  # the player due after B in the new direction
    )


def test_scenario_3_a_seven_blocks_the_chain_and_takes_five_cards_into_the_deck() -> None:
    hands = (["QS", "3C", "4D", "2S"], ["7H", "8C", "2D", "5S"], ["9S", "9H", "4S", "5D"])
    pile = ("2C", "3D", "4C", "5H", "AC", "9C")
    s = given(*table(*hands, pile=pile, deck=("3H", "3S")), played(A, "QS"), ChainOpened(seat=A), drew(A, "3H"))
    s = s.given(turn(B))
    events = s.when(B, Play(card="7H")).decided()
    assert events[:2] == [played(B, "7H", answers=A), ChainBlocked(seat=A, by=B)]
    [shuffled] = of_type(events, PileShuffledIn)
    assert isinstance(shuffled, PileShuffledIn) and shuffled.cards == ("5H", "AC", "9C", "QS", "7H")
    assert events[-1] == turn(C)  # A plays no closing card
    assert not of_type(events, ChainClosed)


def test_scenario_4_a_seven_on_a_small_pile_is_refused_and_the_chain_goes_on() -> None:
    hands = (["KS", "3C", "4D", "2S"], ["7H", "JK", "8C", "2D"], ["9S", "9H", "4S", "5D"])
    s = given(*table(*hands, pile=("2C", "3D", "4C")), played(A, "KS"), ChainOpened(seat=A), drew(A, "2D"))
    s = s.given(turn(B))
    assert len(s.state().pile) == 4
    s.when(B, Play(card="7H")).rejects(BombsAwayCode.SEVEN_NEEDS_FIVE_IN_PILE)
    s.when(B, Play(card="JK", declare="7")).rejects(BombsAwayCode.CANNOT_DECLARE)
    s.when(B, Play(card="2D")).then(played(B, "2D", effect=False, answers=A), drew(B, "3H"), turn(A, "closing"))


def test_scenario_5_nested_chains_with_two_players() -> None:
    hands = (["QH", "KD", "3C", "4C"], ["10C", "JS", "3D", "4D"])
    s = given(*table(*hands))
    s = s.when(A, Play(card="QH")).then(played(A, "QH"), ChainOpened(seat=A), drew(A, "2D"), turn(B))
    s = s.when(B, Play(card="10C")).then(
        played(B, "10C", answers=A), ChainOpened(seat=B), drew(B, "3H"), turn(A, "closing")
    )
    variant = s
    s = s.when(A, Play(card="KD")).then(
        played(A, "KD", role="closing", answers=B),
        drew(A, "3S"),
        DamageDealt(seat=A, target=B, amount=10, points=20),
        ChainClosed(seat=A, dealt=True),
        turn(B, "closing"),
    )
    s = s.when(B, Play(card="JS")).then(
        played(B, "JS", role="closing"),
        drew(B, "4H"),
        DamageDealt(seat=B, target=A, amount=10, points=20),
        ChainClosed(seat=B, dealt=True),
        turn(A),
    )
    # The variant: A closes with a 4 (no damage); B then needs 4 or more.
    events = variant.when(A, Play(card="4C")).decided()
    assert ChainClosed(seat=A, dealt=False) in events and not of_type(events, DamageDealt)
    assert events[-1] == turn(B, "closing")
    after = variant.given(*events)
    assert after.state().chains[0].response == 4
    damaged = after.when(B, Play(card="4D")).decided()
    assert of_type(damaged, DamageDealt) == [DamageDealt(seat=B, target=A, amount=4, points=26)]
    failed = after.when(B, Play(card="3D")).decided()
    assert ChainClosed(seat=B, dealt=False) in failed and failed[-1] == turn(A)


def test_scenario_6_a_six_answering_a_king_becomes_a_king_and_opens_chain_two() -> None:
    hands = (["KC", "QD", "9C", "3C"], ["6H", "2S", "3D", "4D"], ["9S", "9H", "4S", "5D"])
    s = given(*table(*hands), played(A, "KC"), ChainOpened(seat=A), drew(A, "2D"), turn(B))
    s = s.when(B, Play(card="6H")).then(
        played(B, "6H", became="K", answers=A), ChainOpened(seat=B), drew(B, "3H"), turn(A, "closing")
    )
    s.when(A, Play(card="QD")).then(
        played(A, "QD", role="closing", answers=B), drew(A, "3S"), DamageOwed(seat=A, amount=10, targets=(B, C))
    )
    short = s.when(A, Play(card="3C")).decided()
    assert ChainClosed(seat=A, dealt=False) in short
    assert s.given(*short).state().chains[0].response == 3  # the closing card answered chain 2


def test_scenario_7_a_six_as_closing_card_copies_the_nine_and_trades() -> None:
    hands = (["10H", "6C", "2C", "3C"], ["9S", "2S", "3D", "4D"], ["5H", "4H", "8C", "AD"])
    s = given(*table(*hands), played(A, "10H"), ChainOpened(seat=A), drew(A, "2D"), turn(B))
    events = s.when(B, Play(card="9S", target=C)).decided()
    assert events[0] == played(B, "9S", target=C, answers=A) and isinstance(events[1], SwapOffered)
    # The face-down orders are random; fix them to follow the trade.
    s = s.given(
        events[0], SwapOffered(seat=B, target=C, seat_sees=("AD", "4H", "5H", "8C"), target_sees=("4D", "2S", "3D"))
    )
    s = s.given(PositionPicked(seat=B, position=0))
    s = s.when(C, Pick(position=1)).then(
        PositionPicked(seat=C, position=1),
        CardsSwapped(seat=B, target=C, given="2S", taken="AD"),
        drew(B, "3H"),
        turn(A, "closing"),
    )
    s.when(A, Play(card="6C")).rejects(BombsAwayCode.MUST_CHOOSE_TARGET)
    events = s.when(A, Play(card="6C", target=B)).decided()
    assert events[0] == played(A, "6C", role="closing", became="9", target=B)
    assert isinstance(events[1], SwapOffered) and (events[1].seat, events[1].target) == (A, B)
    s = s.given(events[0], SwapOffered(seat=A, target=B, seat_sees=("3D", "3H", "4D", "AD"), target_sees=("2C", "3C")))
    s = s.given(PositionPicked(seat=A, position=0))
    s.when(B, Pick(position=1)).then(
        PositionPicked(seat=B, position=1),
        CardsSwapped(seat=A, target=B, given="3C", taken="3D"),
        drew(A, "3S"),
        DamageOwed(seat=A, amount=9, targets=(B, C)),  # 9 >= 9
    )


def test_scenario_8_an_eight_cancels_the_next_card_of_that_rank_only() -> None:
    hands = (["8C", "2D", "3C", "4C"], ["8D", "4D", "3D", "5S"], ["2C", "9S", "4S", "5D"])
    s = given(*table(*hands), played(A, "8C", block="2"), RankBlocked(seat=A, rank="2"), drew(A, "2H"), turn(B))
    s = s.given(played(B, "8D", block="9"), RankBlocked(seat=B, rank="9"), drew(B, "3H"), turn(C))
    s = s.when(C, Play(card="2C")).then(played(C, "2C", effect=False, block_used="2"), drew(C, "3S"), turn(A))
    assert s.state().blocked == ("9",)
    s.when(A, Play(card="2D")).then(played(A, "2D"), drew(A, "4H"), PlayerSkipped(seat=B), turn(C))


def test_scenario_8_a_joker_declared_as_a_blocked_rank_has_no_effect() -> None:
    hands = (["8C", "2D", "3C", "4C"], ["JK", "4D", "3D", "5S"], ["2C", "9S", "4S", "5D"])
    s = given(*table(*hands), played(A, "8C", block="5"), RankBlocked(seat=A, rank="5"), drew(A, "2D"), turn(B))
    s = s.when(B, Play(card="JK", declare="5")).then(
        played(B, "JK", declare="5", effect=False, block_used="5"), drew(B, "3H"), turn(C)
    )
    assert s.state().blocked == ()


def test_scenario_9_a_six_on_a_joker_declared_eight_declares_a_rank() -> None:
    hands = (["JK", "2D", "3C", "4C"], ["6H", "4D", "3D", "5S"], ["2C", "9S", "4S", "5D"])
    s = given(*table(*hands))
    s = s.when(A, Play(card="JK", declare="8", block="3")).then(
        played(A, "JK", declare="8", block="3"), RankBlocked(seat=A, rank="3"), drew(A, "2D"), turn(B)
    )
    s.when(B, Play(card="6H")).rejects(BombsAwayCode.MUST_BLOCK_RANK)
    s.when(B, Play(card="6H", block="4")).then(
        played(B, "6H", became="8", block="4"), RankBlocked(seat=B, rank="4"), drew(B, "3H"), turn(C)
    )


def test_scenario_10_the_ten_value_rule_after_a_nine_trade() -> None:
    hands = (["9C", "QD", "2C", "3C"], ["2S", "4D", "3D", "5S"], ["10S", "4S", "5D", "2H"])
    s = given(*table(*hands), played(A, "9C", target=C))
    s = s.given(SwapOffered(seat=A, target=C, seat_sees=("2H", "4S", "5D", "10S"), target_sees=("2C", "QD", "3C")))
    s = s.given(PositionPicked(seat=A, position=0))
    s = s.when(C, Pick(position=1)).then(
        PositionPicked(seat=C, position=1),
        CardsSwapped(seat=A, target=C, given="QD", taken="2H"),
        drew(A, "2D"),
        TenChoiceOwed(seat=C, then=()),
    )
    events = s.when(C, KeepTen(card="10S")).decided()
    [returned] = of_type(events, TensReturned)
    assert isinstance(returned, TensReturned) and returned.kept == "10S" and returned.returned == ("QD",)
    assert "QD" in returned.deck and len(returned.deck) == len(LOW)  # LOW minus the 2D drawn, plus the QD
    hand = s.given(*events).state().hands[C]
    assert "10S" in hand and "QD" not in hand and len(hand) == 4


def test_scenario_10_the_check_repeats_when_the_replacement_is_worth_ten_too() -> None:
    hands = (["2C", "3C", "4C", "5C"], ["2S", "4D", "3D", "5S"], ["10S", "QD", "5D", "2H"])
    deck = ("KS", "JH", "KH", "3H")
    repeated = 0
    for seed in range(12):
        s = spec(GAME, seed=seed).given(*table(*hands, deck=deck), TenChoiceOwed(seat=C, then=()))
        events = s.when(C, KeepTen(card="10S")).decided()
        drawn = events[1]
        assert isinstance(drawn, CardsDrawn) and drawn.seat == C
        if drawn.cards[0] in ("KS", "JH", "KH", "QD"):
            assert events[2] == TenChoiceOwed(seat=C, then=())
            repeated += 1
        else:
            assert not of_type(events, TenChoiceOwed)
    assert repeated > 0


def test_scenario_11_the_ace_draws_two_keeps_one_and_buries_the_other() -> None:
    hands = (["AS", "2C", "3C", "4C"], ["2S", "4D", "3D", "5S"], ["9S", "4S", "5D", "2H"])
    s = given(*table(*hands, deck=("5C", "JH", "2D", "3H")))
    s = s.when(A, Play(card="AS")).then(played(A, "AS"), AceDrawn(seat=A, cards=("5C", "JH")))
    s = s.when(A, Keep(card="JH")).then(AceKept(seat=A, kept="JH", bottomed="5C"), turn(B))
    state = s.state()
    assert state.hands[A] == ("2C", "3C", "4C", "JH") and state.deck == ("2D", "3H", "5C")


def test_scenario_11_keeping_a_ten_beside_another_ten_wakes_the_ten_value_rule() -> None:
    hands = (["AS", "10C", "3C", "4C"], ["2S", "4D", "3D", "5S"], ["9S", "4S", "5D", "2H"])
    s = given(*table(*hands, deck=("5C", "JH", "2D", "3H")))
    s = s.given(*s.when(A, Play(card="AS")).decided())
    s = s.when(A, Keep(card="JH")).then(AceKept(seat=A, kept="JH", bottomed="5C"), TenChoiceOwed(seat=A, then=()))
    assert s.state().turn is None and GAME.awaiting(s.state()) == (A,)
    events = s.when(A, KeepTen(card="10C")).decided()
    [returned] = of_type(events, TensReturned)
    assert isinstance(returned, TensReturned) and returned.returned == ("JH",)
    [replacement] = of_type(events, CardsDrawn)
    assert isinstance(replacement, CardsDrawn) and replacement.seat == A and len(replacement.cards) == 1
    if replacement.cards == ("JH",):  # the JH drawn back: the check repeats (scenario 10)
        assert events[-1] == TenChoiceOwed(seat=A, then=())
    else:
        assert events[-1] == turn(B)
    hand = s.given(*events).state().hands[A]
    assert len(hand) == 4 and "10C" in hand


def test_scenario_12_a_two_inside_a_chain_skips_nobody() -> None:
    hands = (["JC", "9C", "3C", "4C"], ["2S", "4D", "3D", "5S"], ["9S", "4S", "5D", "2H"])
    s = given(*table(*hands), played(A, "JC"), ChainOpened(seat=A), drew(A, "2D"), turn(B))
    s = s.when(B, Play(card="2S")).then(played(B, "2S", effect=False, answers=A), drew(B, "3H"), turn(A, "closing"))
    s = s.given(played(A, "9C", role="closing", target=B))
    s = s.given(SwapOffered(seat=A, target=B, seat_sees=("3D", "3H", "4D", "5S"), target_sees=("2D", "3C", "4C")))
    s = s.given(PositionPicked(seat=A, position=0))
    s = s.when(B, Pick(position=0)).then(
        PositionPicked(seat=B, position=0),
        CardsSwapped(seat=A, target=B, given="2D", taken="3D"),
        drew(A, "3S"),
        DamageOwed(seat=A, amount=9, targets=(B, C)),
    )
    s.when(A, Damage(target=B)).then(
        DamageDealt(seat=A, target=B, amount=9, points=21), ChainClosed(seat=A, dealt=True), turn(C)
    )


def test_scenario_13_elimination_ends_the_game_with_two_players() -> None:
    hands = (["QH", "8C", "3C", "4C"], ["5S", "10C", "3D", "4D"])
    s = given(*table(*hands, points=(30, 7)), played(A, "QH"), ChainOpened(seat=A), drew(A, "2D"), turn(B))
    s = s.given(played(B, "5S", answers=A), drew(B, "3H"), turn(A, "closing"))
    events = s.when(A, Play(card="8C", block="A")).decided()
    assert events[:4] == [
        played(A, "8C", role="closing", block="A"),
        RankBlocked(seat=A, rank="A"),
        drew(A, "3S"),
        DamageDealt(seat=A, target=B, amount=8, points=0),
    ]
    assert [type(e) for e in events[4:]] == [PlayerEliminated, GameWon, SeriesFinished]
    assert events[5] == GameWon(game=1, seat=A, points=30)
    assert s.given(*events).state().result.winner == A


def test_scenario_13_a_chain_two_of_the_eliminated_player_is_cancelled() -> None:
    hands = (["QH", "KD", "3C", "4C"], ["10C", "5S", "3D", "4D"], ["9S", "4S", "5D", "2H"])
    s = given(*table(*hands, points=(30, 7, 30)), played(A, "QH"), ChainOpened(seat=A), drew(A, "2D"), turn(B))
    s = s.given(played(B, "10C", answers=A), ChainOpened(seat=B), drew(B, "3H"), turn(A, "closing"))
    s = s.given(
        played(A, "KD", role="closing", answers=B), drew(A, "3S"), DamageOwed(seat=A, amount=10, targets=(B, C))
    )
    events = s.when(A, Damage(target=B)).decided()
    assert [type(e) for e in events] == [DamageDealt, PlayerEliminated, ChainCancelled, ChainClosed, type(turn(C))]
    assert events[-1] == turn(C)  # B's closing card never comes; play goes on after B
    assert of_type(events, ChainCancelled) == [ChainCancelled(seat=B)]


def test_scenario_13_with_two_players_the_eliminated_players_chain_two_is_cancelled_and_the_game_ends() -> None:
    hands = (["QH", "KD", "3C", "4C"], ["10C", "5S", "3D", "4D"])
    s = given(*table(*hands, points=(30, 7)), played(A, "QH"), ChainOpened(seat=A), drew(A, "2D"), turn(B))
    s = s.given(played(B, "10C", answers=A), ChainOpened(seat=B), drew(B, "3H"), turn(A, "closing"))
    events = s.when(A, Play(card="KD")).decided()
    assert events[:3] == [
        played(A, "KD", role="closing", answers=B),
        drew(A, "3S"),
        DamageDealt(seat=A, target=B, amount=10, points=0),
    ]
    assert [type(e) for e in events[3:]] == [PlayerEliminated, ChainCancelled, GameWon, SeriesFinished]
    assert events[4:] == [
        ChainCancelled(seat=B),  # B's closing card never comes
        GameWon(game=1, seat=A, points=30),
        SeriesFinished(winner=A, wins=(1, 0), game_winners=(A,)),
    ]
