"""Every card's effect (docs/rules.md §4.5), the 6's copies, the Joker's declaration and the 8's blocked set."""

from __future__ import annotations

from domain.games.bombs_away.commands import Bury, Keep, Pick, Play
from domain.games.bombs_away.errors import BombsAwayCode
from domain.games.bombs_away.events import (
    AceDrawn,
    CardBuried,
    ChainClosed,
    ChainOpened,
    DeckRebuilt,
    DirectionReversed,
    HandLookedAt,
    HandShuffledIn,
    PileShuffledIn,
    PlayerSkipped,
    PositionPicked,
    RankBlocked,
    SwapOffered,
    TurnSkipped,
)
from domain.games.bombs_away.state import Kind

from .helpers import FIVE, A, B, C, drew, given, of_type, played, table, turn

HANDS = (["2C", "3C", "4C", "5C"], ["2S", "3S", "4S", "5S"], ["2H", "4H", "5H", "9H"])


def test_the_ace_draws_two_and_the_player_keeps_one() -> None:
    s = given(*table(["AC", "2C", "3C", "4C"], ["3S", "4S"], deck=("5C", "9D", "2D")))
    s = s.when(A, Play(card="AC")).then(played(A, "AC"), AceDrawn(seat=A, cards=("5C", "9D")))
    assert s.state().decision.kind is Kind.KEEP and s.state().turn is None
    s.when(A, Keep(card="2D")).rejects(BombsAwayCode.NOT_OFFERED)
    s.when(B, Keep(card="5C")).rejects("not-your-decision")
    s.when(A, Play(card="2C")).rejects(BombsAwayCode.DECISION_PENDING)
    state = s.when(A, Keep(card="9D")).then_state()
    assert state.hands[A] == ("2C", "3C", "4C", "9D") and state.deck == ("2D", "5C")  # no refill beyond the kept card


def test_an_ace_with_one_card_left_to_draw_keeps_it() -> None:
    s = given(*table(["AC", "2C", "3C", "4C"], ["3S", "4S"], deck=("5C",)))
    s.when(A, Play(card="AC")).then(played(A, "AC"), drew(A, "5C"), turn(B))


def test_a_two_skips_the_next_player() -> None:
    s = given(*table(*HANDS))
    s.when(A, Play(card="2C")).then(played(A, "2C"), drew(A, "2D"), PlayerSkipped(seat=B), turn(C))


def test_a_two_with_two_players_gives_the_player_another_turn() -> None:
    s = given(*table(["2C", "3C", "4C", "5C"], ["2S", "3S"]))
    s.when(A, Play(card="2C")).then(played(A, "2C"), drew(A, "2D"), PlayerSkipped(seat=B), turn(A))


def test_a_three_reverses_the_direction() -> None:
    s = given(*table(*HANDS))
    s.when(A, Play(card="3C")).then(played(A, "3C"), DirectionReversed(clockwise=False), drew(A, "2D"), turn(C))


def test_a_four_shuffles_the_hand_into_the_deck_and_draws_four() -> None:
    s = given(*table(*HANDS))
    events = s.when(A, Play(card="4C")).decided()
    shuffled = events[1]
    assert isinstance(shuffled, HandShuffledIn) and shuffled.cards == ("2C", "3C", "5C")
    assert events[2] == drew(A, *shuffled.deck[:4]) and events[3] == turn(B)


def test_a_five_looks_at_a_hand_buries_a_card_and_the_target_draws_one() -> None:
    s = given(*table(*HANDS))
    s.when(A, Play(card="5C")).rejects(BombsAwayCode.MUST_CHOOSE_TARGET)
    s.when(A, Play(card="5C", target=A)).rejects(BombsAwayCode.BAD_TARGET)
    s = s.when(A, Play(card="5C", target=C)).then(
        played(A, "5C", target=C), HandLookedAt(seat=A, target=C, cards=("2H", "4H", "5H", "9H"))
    )
    s.when(A, Bury(card="2S")).rejects("not-in-hand")
    s.when(C, Bury(card="2H")).rejects("not-your-decision")
    s = s.when(A, Bury(card="9H")).then(CardBuried(seat=A, target=C, card="9H"), drew(C, "2D"), drew(A, "3H"), turn(B))
    assert s.state().hands[C] == ("2D", "2H", "4H", "5H") and s.state().deck[-1] == "9H"


def test_a_five_with_no_opponent_holding_cards_does_nothing() -> None:
    s = given(*table(["5C", "2C", "3C", "4C"], ["3S"], deck=()), played(B, "3S"), turn(A))
    assert s.state().hands[B] == ()
    s.when(A, Play(card="5C", target=B)).rejects(BombsAwayCode.BAD_TARGET)
    s.when(A, Play(card="5C")).then(
        played(A, "5C"),
        DeckRebuilt(cards=("3S",), deck=("3S",)),
        drew(A, "3S"),
        TurnSkipped(seat=B, role="fresh"),  # B, holding nothing, has no legal card (W17)
        turn(A),
    )


def test_a_six_on_an_empty_pile_does_nothing_and_is_worth_six() -> None:
    s = given(*table(["6C", "2C", "3C", "4C"], ["3S", "4S"]))
    s.when(A, Play(card="6C")).then(played(A, "6C", became=None, val=6, effect=False), drew(A, "2D"), turn(B))


def test_a_six_copying_a_six_that_copied_nothing_copies_nothing() -> None:
    s = given(*table(["6C", "2C", "3C", "4C"], ["3S", "4S"], pile=("6D",)))
    s.when(A, Play(card="6C")).then(played(A, "6C", became=None, val=6, effect=False), drew(A, "2D"), turn(B))


def test_a_six_copying_a_seven_needs_five_cards_in_the_pile_before_it() -> None:
    small = given(*table(["6C", "2C", "3C", "4C"], ["3S", "4S"], pile=("2D", "3D", "7H")))
    small.when(A, Play(card="6C")).then(played(A, "6C", became=None, val=6, effect=False), drew(A, "2D"), turn(B))
    enough = given(*table(["6C", "2C", "3C", "4C"], ["3S", "4S"], pile=(*FIVE[:4], "7H")))
    events = enough.when(A, Play(card="6C")).decided()
    assert events[0] == played(A, "6C", became="7") and isinstance(events[1], PileShuffledIn)
    assert events[1].cards == ("3D", "4C", "5H", "7H", "6C")


def test_a_printed_six_that_is_blocked_copies_nothing() -> None:
    s = given(*table(["6C", "2C", "3C", "4C"], ["3S", "4S"], pile=("3D",)), RankBlocked(seat=B, rank="6"), turn(A))
    s.when(A, Play(card="6C")).then(
        played(A, "6C", became=None, val=6, effect=False, block_used="6"), drew(A, "2D"), turn(B)
    )


def test_a_six_copying_a_blocked_rank_keeps_that_number_and_uses_the_block() -> None:
    s = given(*table(["6C", "2C", "3C", "4C"], ["3S", "4S"], pile=("9D",)), RankBlocked(seat=B, rank="9"), turn(A))
    state = (
        s.when(A, Play(card="6C"))
        .then(played(A, "6C", became="9", effect=False, block_used="9"), drew(A, "2D"), turn(B))
        .state()
    )
    assert state.blocked == ()


def test_a_joker_declared_six_copies_the_card_beneath() -> None:
    s = given(*table(["JK", "2C", "3C", "4C"], ["3S", "4S", "5S"], pile=("3D",)))
    s.when(A, Play(card="JK", declare="6")).then(
        played(A, "JK", declare="6", became="3"), DirectionReversed(clockwise=False), drew(A, "2D"), turn(B)
    )


def test_the_joker_must_be_declared_as_a_to_nine() -> None:
    s = given(*table(["JK", "2C", "3C", "4C"], ["3S", "4S"]))
    s.when(A, Play(card="JK")).rejects(BombsAwayCode.MUST_DECLARE)
    s.when(A, Play(card="JK", declare="10")).rejects(BombsAwayCode.CANNOT_DECLARE)
    s.when(A, Play(card="JK", declare="K")).rejects(BombsAwayCode.CANNOT_DECLARE)
    s.when(A, Play(card="2C", declare="3")).rejects(BombsAwayCode.CANNOT_DECLARE)
    s.when(A, Play(card="JK", declare="3")).then(
        played(A, "JK", declare="3"), DirectionReversed(clockwise=False), drew(A, "2D"), turn(B)
    )


def test_a_joker_may_be_a_seven_once_the_pile_holds_five() -> None:
    s = given(*table(["JK", "2C", "3C", "4C"], ["3S", "4S"], pile=FIVE))
    events = s.when(A, Play(card="JK", declare="7")).decided()
    assert events[0] == played(A, "JK", declare="7") and isinstance(events[1], PileShuffledIn)


def test_an_eight_adds_a_rank_from_a_to_nine_to_the_blocked_set() -> None:
    s = given(*table(["8C", "2C", "3C", "4C"], ["3S", "4S"]))
    s.when(A, Play(card="8C")).rejects(BombsAwayCode.MUST_BLOCK_RANK)
    for rank in ("10", "J", "K", "JK", "1"):
        s.when(A, Play(card="8C", block=rank)).rejects(BombsAwayCode.CANNOT_BLOCK_RANK)
    s.when(A, Play(card="2C", block="3")).rejects(BombsAwayCode.CANNOT_BLOCK_RANK)
    state = (
        s.when(A, Play(card="8C", block="A"))
        .then(played(A, "8C", block="A"), RankBlocked(seat=A, rank="A"), drew(A, "2D"), turn(B))
        .state()
    )
    assert state.blocked == ("A",)


def test_a_nine_swaps_blind_positions_picked_by_both_players() -> None:
    s = given(*table(*HANDS))
    s.when(A, Play(card="9C", target=B)).rejects("not-in-hand")
    s = given(*table(["9C", "2C", "3C", "4C"], *HANDS[1:]))
    events = s.when(A, Play(card="9C", target=C)).decided()
    offer = events[1]
    assert isinstance(offer, SwapOffered) and sorted(offer.seat_sees) == ["2H", "4H", "5H", "9H"]
    assert sorted(offer.target_sees) == ["2C", "3C", "4C"]
    s = s.given(*events)
    assert s.state().decision.owners() == (A, C)
    s.when(B, Pick(position=0)).rejects("not-your-decision")
    s.when(A, Pick(position=4)).rejects(BombsAwayCode.BAD_POSITION)
    s.when(C, Pick(position=3)).rejects(BombsAwayCode.BAD_POSITION)
    s = s.when(C, Pick(position=2)).then(PositionPicked(seat=C, position=2))
    s.when(C, Pick(position=1)).rejects(BombsAwayCode.ALREADY_PICKED)
    final = s.when(A, Pick(position=3)).decided()
    swapped = final[1]
    assert swapped.given == offer.target_sees[2] and swapped.taken == offer.seat_sees[3]
    state = s.given(*final).state()
    assert swapped.taken in state.hands[A] and swapped.given in state.hands[C]


def test_a_fresh_ten_to_king_opens_a_chain_but_a_closing_one_does_not() -> None:
    for card in ("10C", "JC", "QC", "KC"):
        s = given(*table([card, "2C", "3C", "4C"], ["3S", "4S"]))
        assert s.when(A, Play(card=card)).decided()[:2] == [played(A, card), ChainOpened(seat=A)]
    s = given(*table(["QC", "KC"], ["3S", "4S"]), played(A, "QC"), ChainOpened(seat=A), drew(A, "2D"), turn(B))
    s = s.given(played(B, "3S", answers=A), DirectionReversed(clockwise=False), drew(B, "3H"), turn(A, "closing"))
    events = s.when(A, Play(card="KC")).decided()
    assert not of_type(events, ChainOpened) and ChainClosed(seat=A, dealt=True) in events
