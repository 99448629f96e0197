"""Single-card effects (docs/rules.md §2.3) and combinations (§2.4) that no resolution or scenario test covers, and
the refusals of §2.2: an Ace never alone, a King only with an Ace in hand, nothing but the listed combinations."""

from __future__ import annotations

from domain.games.exploding_aces.commands import Continue, DrawFrom, Play, Reject
from domain.games.exploding_aces.errors import AcesCode
from domain.games.exploding_aces.events import (
    ChainSettled,
    Continued,
    Drew,
    EffectEnded,
    Eliminated,
    Given,
    Kept,
    PlayDiscarded,
    Rejected,
    Reversed,
    SevenShown,
    TurnEnded,
)
from domain.games.exploding_aces.state import Step

from .helpers import A, B, C, after, given, go, played, state, table

DECK = ["2C", "3C", "4C", "5C", "6C", "7C"]
SETTLED = ChainSettled(nines=0, cancelled=False, reason="no-window")
CHOOSE = EffectEnded(seat=A, then="choose")


def test_an_ace_is_never_played_alone_and_a_king_only_while_holding_an_ace() -> None:
    s = given(*table(["AS", "KH", "4H"], ["5S"], deck=DECK))
    s.when(A, Play(cards=("AS",))).rejects(AcesCode.ACE_CANNOT_BE_PLAYED)
    s.when(A, Play(cards=("KH",), position=0)).then_includes()
    s = given(*table(["KH", "4H"], ["5S"], deck=DECK))
    s.when(A, Play(cards=("KH",), position=0)).rejects(AcesCode.KING_NEEDS_ACE)


def test_only_the_listed_combinations_play_and_five_of_a_kind_never_does() -> None:
    s = given(*table(["4H", "5H", "6D"], ["5S"], deck=DECK))
    s.when(A, Play(cards=("4H", "5H"))).rejects(AcesCode.NOT_A_COMBINATION)
    s.when(A, Play(cards=("4H", "5H", "6D"))).rejects(AcesCode.NOT_A_COMBINATION)
    fives = ["7C", "7D", "7H", "7S", "7C"]
    s = given(*table(fives, ["5S"], *[["3D"]] * 5, deck=DECK, decks=2))
    s.when(A, Play(cards=tuple(fives))).rejects(AcesCode.NOT_A_COMBINATION)


def test_an_eight_reverses_the_direction_and_ends_the_turn() -> None:
    s = given(*table(["8H", "4H"], ["5S"], ["5D"], deck=DECK)).when(A, Play(cards=("8H",)))
    s = s.then(
        played(A, "8H"),
        SETTLED,
        Reversed(seat=A, direction=-1),
        PlayDiscarded(cards=("8H",)),
        TurnEnded(seat=A, next=C, reason="eight"),
    )
    assert state(s).direction == -1 and state(s).turn == C


def test_a_two_draws_the_bottom_card_then_its_player_may_continue() -> None:
    s = given(*table(["2H", "4H"], ["5S"], deck=DECK)).when(A, Play(cards=("2H",)))
    s = s.then(
        played(A, "2H"),
        SETTLED,
        Drew(seat=A, cards=("7C",), bottom=True, reason="two"),
        PlayDiscarded(cards=("2H",)),
        CHOOSE,
    )
    s = s.when(A, Continue()).then(Continued(seat=A))
    assert state(s).step is Step.PLAY and state(s).turn == A and state(s).hand(A) == ("4H", "7C")


def test_a_wrong_seven_discards_the_shown_card_and_its_player_draws_two_and_goes_on() -> None:
    s = given(*table(["7H", "4H"], ["5S"], deck=["4S", *DECK])).when(A, Play(cards=("7H",), rank="5"))
    s = s.then(
        played(A, "7H", rank="5"),
        SETTLED,
        SevenShown(seat=A, rank="5", card="4S", correct=False),
        Drew(seat=A, cards=("2C", "3C"), reason="seven"),
        PlayDiscarded(cards=("7H",)),
    )
    end = state(s)
    assert end.turn == A and end.step is Step.PLAY and end.discard == ("4S", "7H")  # the Seven once it is used


def test_a_straight_makes_every_other_player_draw_two_in_play_order_and_the_turn_goes_on() -> None:
    hands = (["3H", "4D", "5H", "6H", "7H"], ["5S"], ["5D"])
    s = given(*table(*hands, deck=DECK)).when(A, Play(cards=("3H", "4D", "5H", "6H", "7H")))
    s = s.then(
        played(A, "3H", "4D", "5H", "6H", "7H"),
        SETTLED,
        Drew(seat=B, cards=("2C", "3C"), reason="straight"),
        Drew(seat=C, cards=("4C", "5C"), reason="straight"),
        PlayDiscarded(cards=("3H", "4D", "5H", "6H", "7H")),
    )
    assert state(s).turn == A and state(s).step is Step.PLAY


def test_a_straight_flush_takes_every_opponents_hand_then_end_or_continue() -> None:
    hands: tuple[list[str], ...] = (["2H", "3H", "4H", "5H", "6H"], ["5S", "8D"], [], ["9D"])
    s = given(*table(*hands, deck=DECK)).when(A, Play(cards=("2H", "3H", "4H", "5H", "6H")))
    s.then(
        played(A, "2H", "3H", "4H", "5H", "6H"),
        SETTLED,
        Given(seat=B, to=A, cards=("5S", "8D"), reason="straight-flush"),
        Given(seat=3, to=A, cards=("9D",), reason="straight-flush"),
        PlayDiscarded(cards=("2H", "3H", "4H", "5H", "6H")),
        CHOOSE,
    )


def test_a_straight_flush_that_brings_an_ace_eliminates_its_player() -> None:
    hands = (["2H", "3H", "4H", "5H", "6H", "KS"], ["5S"], ["AD", "4D"])
    events = given(*table(*hands, deck=DECK)).when(A, Play(cards=("2H", "3H", "4H", "5H", "6H"))).decided()
    eliminated = [e for e in events if isinstance(e, Eliminated)]
    assert [(e.seat, e.reason) for e in eliminated] == [(A, "received-ace")]


def test_three_of_a_kind_may_reject_twice_and_must_keep_the_third_card() -> None:
    hands = (["4H", "4D", "4S", "9H"], ["5S"], ["5D"])
    s = go(given(*table(*hands, deck=["2C", "AS", "5C", "6C"])), A, Play(cards=("4H", "4D", "4S")))
    s = s.when(A, DrawFrom(end="top")).then(Drew(seat=A, cards=("2C",), reason="three"))
    s = s.when(A, Reject()).then(Rejected(seat=A, card="2C"))
    s = go(s, A, DrawFrom(end="top"))
    [rejected] = s.when(A, Reject()).decided()
    assert isinstance(rejected, Rejected) and rejected.card == "AS" and rejected.deck is not None  # shuffled in
    s = s.when(A, Reject()).then_includes()
    assert sorted(state(s).deck) == ["5C", "6C", "AS"] and state(s).discard[-1] == "2C"
    card = state(s).deck[-1]
    s.when(A, DrawFrom(end="bottom")).then(
        Drew(seat=A, cards=(card,), bottom=True, reason="three"),
        Kept(seat=A, card=card),
        PlayDiscarded(cards=("4D", "4H", "4S")),
        CHOOSE,
    )
    assert card in after(s.when(A, DrawFrom(end="bottom"))).hand(A)

