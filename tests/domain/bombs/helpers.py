"""Building blocks for bombs rule tests: the opening events of a table and short-hand events."""

from __future__ import annotations

from collections.abc import Sequence

from domain.game import Event
from domain.games.bombs import GAME
from domain.games.bombs.combos import Form, classify, sort_cards
from domain.games.bombs.events import CardsPlayed, GameStarted, HandDealt, Passed, PlayerWentOut
from tests.support.spec import At, Spec, spec

A, B, C, D, E = 0, 1, 2, 3, 4


def started(
    players: int,
    *,
    window_ms: int = 0,
    clock: int | None = None,
    hands: int = 12,
    scores: Sequence[int] | None = None,
) -> GameStarted:
    """A table of ``players`` people (no bots)."""
    return GameStarted(
        names=tuple("ABCDE"[:players]),
        bots=(False,) * players,
        hands=hands,
        window_ms=window_ms,
        turn_clock_ms=clock,
        scores=tuple(scores) if scores is not None else (0,) * players,
    )


def dealt(
    *hands: Sequence[str],
    leader: int | None = A,
    dealer: int = A,
    hand: int = 1,
    knave: int | None = None,
    master: int | None = None,
    tiebreak: bool = False,
    players: Sequence[int] | None = None,
) -> HandDealt:
    """A deal of the given (short) hands; ``leader`` None with a Knave and a Master opens the exchange."""
    return HandDealt(
        hand=hand,
        dealer=dealer,
        players=tuple(players) if players is not None else tuple(range(len(hands))),
        hands=tuple(sort_cards(h) for h in hands),
        leader=leader,
        knave=knave,
        master=master,
        tiebreak=tiebreak,
    )


def table(
    *hands: Sequence[str],
    leader: int = A,
    window_ms: int = 0,
    clock: int | None = None,
    hands_total: int = 12,
    scores: Sequence[int] | None = None,
    dealer: int = A,
) -> tuple[Event, ...]:
    """The opening events of hand 1 with these hands; seat ``leader`` leads."""
    return (
        started(len(hands), window_ms=window_ms, clock=clock, hands=hands_total, scores=scores),
        dealt(*hands, leader=leader, dealer=dealer),
    )


def given(*events: Event | At) -> Spec:
    """A bombs spec with ``events`` given."""
    return spec(GAME).given(*events)


def played(
    seat: int, *cards: str, out: bool = False, completion: bool = False, timeout: bool = False
) -> CardsPlayed:
    """``seat`` played ``cards``; the form is the cards' own (a bomb for a completion)."""
    combo = classify(cards)
    assert combo is not None, cards
    form = Form.BOMB if completion else combo.form
    return CardsPlayed(
        seat=seat, cards=sort_cards(cards), form=form, out_of_turn=out, completion=completion, timeout=timeout
    )


def passed(seat: int, *, timeout: bool = False) -> Passed:
    """``seat`` passed."""
    return Passed(seat=seat, timeout=timeout)


def went_out(seat: int, place: int) -> PlayerWentOut:
    """``seat`` finished in ``place``."""
    return PlayerWentOut(seat=seat, place=place)
