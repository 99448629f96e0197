"""The cards of a play stay on the table until its effect is over (the seed: "placed face up on the discard
pile after use"; docs/rules.md §2.2 and §2.4), so a deck rebuilt in the middle of an effect never holds them.

These are the referee's reproducers (issue 14): testing deals, ``window_ms`` 0.
"""

from __future__ import annotations

from domain.games.exploding_aces.commands import Play
from domain.games.exploding_aces.events import (
    ChainSettled,
    DeckRebuilt,
    Drew,
    EffectEnded,
    PlayDiscarded,
    SevenShown,
)
from domain.games.exploding_aces.state import Step

from .helpers import A, B, C, after, given, played, table

SETTLED = ChainSettled(nines=0, cancelled=False, reason="no-window")


def test_a_two_on_an_empty_deck_and_pile_draws_nothing_and_never_its_own_two_back() -> None:
    s = given(*table(["2C", "9H"], ["5S"])).when(A, Play(cards=("2C",)))
    s.then(played(A, "2C"), SETTLED, PlayDiscarded(cards=("2C",)), EffectEnded(seat=A, then="choose"))
    end = after(s)
    assert end.hand(A) == ("9H",) and end.deck == () and end.discard == ("2C",) and end.step is Step.CHOOSE


def test_a_pair_that_misses_draws_nothing_from_a_pile_holding_only_the_pair_itself() -> None:
    s = given(*table(["4C", "4D", "9H"], ["5S"])).when(A, Play(cards=("4C", "4D"), target=B, rank="K"))
    s.then(
        played(A, "4C", "4D", target=B, rank="K"),
        SETTLED,
        PlayDiscarded(cards=("4C", "4D")),
        EffectEnded(seat=A, then="choose"),
    )
    end = after(s)
    assert end.hand(A) == ("9H",) and end.discard == ("4C", "4D")


def test_a_straight_that_empties_the_deck_rebuilds_it_without_the_straights_cards() -> None:
    straight = ("3H", "4S", "5C", "6H", "7H")
    s = given(*table(list(straight), ["5S"], ["5D"], deck=["3C"], discard=["4D"])).when(A, Play(cards=straight))
    s.then(
        played(A, *straight),
        SETTLED,
        Drew(seat=B, cards=("3C",), reason="straight"),
        DeckRebuilt(removed=(), deck=("4D",)),
        Drew(seat=B, cards=("4D",), reason="straight"),
        PlayDiscarded(cards=("3H", "4S", "5C", "6H", "7H")),
    )
    end = after(s)
    assert end.hand(B) == ("3C", "4D", "5S") and end.hand(C) == ("5D",)  # nothing left for C to draw
    assert end.discard == straight


def test_a_right_seven_on_the_last_card_rebuilds_the_deck_without_the_seven() -> None:
    s = given(*table(["7C", "4H"], ["5S"], ["5D"], deck=["4S"], discard=["8D"]))
    events = s.when(A, Play(cards=("7C",), rank="4")).decided()
    assert SevenShown(seat=A, rank="4", card="4S", correct=True) in events
    rebuilt = [e for e in events if isinstance(e, DeckRebuilt)]
    assert rebuilt and all("7C" not in e.deck for e in rebuilt)
    drawn = [c for e in events if isinstance(e, Drew) for c in e.cards]
    assert "7C" not in drawn and sorted(drawn) == ["4S", "8D"]
    assert events[-1] == PlayDiscarded(cards=("7C",))
    assert after(s.when(A, Play(cards=("7C",), rank="4"))).discard == ("7C",)


def test_a_play_whose_effect_waits_on_a_decision_stays_on_the_table_meanwhile() -> None:
    s = given(*table(["5C", "9H"], ["4S", "6S"], deck=["2C"])).when(A, Play(cards=("5C",), target=B))
    end = after(s)
    assert end.effect is not None and end.in_use == ("5C",) and "5C" not in end.discard


def test_a_game_started_under_rules_1_goes_on_discarding_a_played_card_when_its_window_closes() -> None:
    """A stream recorded before revision 2 (its GameStarted says nothing of ``rules``) folds and goes on as it
    was played: the Two on the discard pile at once, its Ace-less play never in use."""
    s = given(*table(["2C", "9H"], ["5S"], deck=["7C"], discard=["8D"], rules=1)).when(A, Play(cards=("2C",)))
    s.then(
        played(A, "2C"),
        SETTLED,
        Drew(seat=A, cards=("7C",), bottom=True, reason="two"),
        EffectEnded(seat=A, then="choose"),
    )
    end = after(s)
    assert end.rules == 1 and end.discard == ("8D", "2C") and end.in_use == ()
