"""Building blocks for haggis rule tests: the opening events of a table and short-hand events.

Hands are written whole, wilds included (``J``, ``Q``, ``K``), and may be short. A 2-player table takes the
blue suit out of the pack unless told otherwise.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.game import Event
from domain.games.haggis import GAME
from domain.games.haggis.cards import sort_cards
from domain.games.haggis.combos import Kind, choose, readings
from domain.games.haggis.events import CombinationPlayed, GameStarted, Passed, PlayerWentOut, RoundDealt
from tests.support.spec import At, Spec, spec

A, B, C = 0, 1, 2


def started(
    players: int,
    *,
    target: int = 250,
    card_points: str = "classic",
    bonus: bool = False,
    clock: int | None = None,
    scores: Sequence[int] | None = None,
) -> GameStarted:
    """A table of ``players`` people (no bots)."""
    return GameStarted(
        names=tuple("ABC"[:players]),
        bots=(False,) * players,
        target=target,
        card_points=card_points,
        first_out_bonus_3p=bonus,
        turn_clock_ms=clock,
        scores=tuple(scores) if scores is not None else (0,) * players,
    )


def dealt(
    *hands: Sequence[str],
    haggis: Sequence[str] = (),
    leader: int = A,
    dealer: int | None = None,
    round_number: int = 1,
    removed_suit: str | None = None,
) -> RoundDealt:
    """A deal of the given (short) hands; seat ``leader`` leads."""
    n = len(hands)
    return RoundDealt(
        round=round_number,
        dealer=(leader - 1) % n if dealer is None else dealer,
        leader=leader,
        removed_suit=removed_suit if removed_suit is not None or n == 3 else "B",
        hands=tuple(sort_cards(h) for h in hands),
        haggis=sort_cards(haggis),
    )


def table(
    *hands: Sequence[str],
    haggis: Sequence[str] = (),
    leader: int = A,
    target: int = 250,
    card_points: str = "classic",
    bonus: bool = False,
    clock: int | None = None,
    scores: Sequence[int] | None = None,
    removed_suit: str | None = None,
) -> tuple[Event, ...]:
    """The opening events of a round with these hands; seat ``leader`` leads."""
    return (
        started(len(hands), target=target, card_points=card_points, bonus=bonus, clock=clock, scores=scores),
        dealt(*hands, haggis=haggis, leader=leader, removed_suit=removed_suit),
    )


def given(*events: Event | At) -> Spec:
    """A haggis spec with ``events`` given."""
    return spec(GAME).given(*events)


def played(
    seat: int,
    *cards: str,
    kind: str | None = None,
    width: int | None = None,
    top: str | None = None,
    suits: int = 5,
    timeout: bool = False,
) -> CombinationPlayed:
    """``seat`` played ``cards``, read as named (kind, width, top rank) or else as a lead would be (§3.3 b)."""
    options = [
        r
        for r in readings(cards, suits)
        if (kind is None or r.kind is Kind(kind))
        and (width is None or r.width == width)
        and (top is None or r.top_rank == top)
    ]
    reading = choose(options, None)
    assert reading is not None, f"{cards} cannot be read as {kind} {width} {top}"
    return CombinationPlayed(
        seat=seat,
        cards=sort_cards(cards),
        kind=reading.kind.value,
        width=reading.width,
        top_rank=reading.top_rank,
        bomb=reading.bomb,
        timeout=timeout,
    )


def passed(seat: int, *, timeout: bool = False) -> Passed:
    """``seat`` passed."""
    return Passed(seat=seat, timeout=timeout)


def went_out(seat: int, place: int, largest: int) -> PlayerWentOut:
    """``seat`` went out ``place``-th while the largest opponent hand held ``largest`` cards."""
    return PlayerWentOut(seat=seat, place=place, largest=largest, points=5 * largest)
