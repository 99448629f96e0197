"""Building blocks for Bombs Away rule tests: the opening events of a table and short-hand events."""

from __future__ import annotations

from collections.abc import Sequence

from domain.cards import rank_of
from domain.game import Event
from domain.games.bombs_away import GAME
from domain.games.bombs_away.cards import value
from domain.games.bombs_away.events import CardPlayed, CardsDrawn, GameDealt, GameStarted, TurnBegan
from tests.support.spec import At, Spec, spec

A, B, C, D, E = 0, 1, 2, 3, 4
#: Cards that are never worth 10, to fill decks without waking the ten-value rule.
LOW = ("2D", "3H", "3S", "4H", "5C", "5D", "9C", "9D", "2H", "3C", "4D", "5S", "8D", "8H", "9H", "AD")
#: A pile of five cards, enough for a 7 (W5).
FIVE = ("2C", "3D", "4C", "5H", "AC")


def started(players: int, *, clock: int | None = None, games: int = 1, carryover: bool = False) -> GameStarted:
    """A table of ``players`` people (no bots)."""
    return GameStarted(
        names=tuple("ABCDE"[:players]),
        bots=(False,) * players,
        games=games,
        winner_carryover=carryover,
        turn_clock_ms=clock,
    )


def dealt(
    *hands: Sequence[str],
    deck: Sequence[str] = LOW,
    pile: Sequence[str] = (),
    points: Sequence[int] | None = None,
    starter: int = A,
    game: int = 1,
) -> GameDealt:
    """Game ``game`` dealt with these hands, deck (top first) and pile (bottom first)."""
    return GameDealt(
        game=game,
        points=tuple(points) if points is not None else (30,) * len(hands),
        starter=starter,
        hands=tuple(tuple(h) for h in hands),
        deck=tuple(deck),
        pile=tuple(pile),
    )


def table(
    *hands: Sequence[str],
    deck: Sequence[str] = LOW,
    pile: Sequence[str] = (),
    points: Sequence[int] | None = None,
    starter: int = A,
    clock: int | None = None,
    games: int = 1,
    carryover: bool = False,
) -> tuple[Event, ...]:
    """The opening events of game 1 with these hands; ``starter`` is on turn."""
    return (
        started(len(hands), clock=clock, games=games, carryover=carryover),
        dealt(*hands, deck=deck, pile=pile, points=points, starter=starter),
        TurnBegan(seat=starter, role="fresh"),
    )


def given(*events: Event | At) -> Spec:
    """A Bombs Away spec with ``events`` given."""
    return spec(GAME).given(*events)


def played(
    seat: int,
    card: str,
    *,
    role: str = "fresh",
    became: str | None = "",
    val: int | None = None,
    effect: bool = True,
    declare: str | None = None,
    block: str | None = None,
    target: int | None = None,
    block_used: str | None = None,
    answers: int | None = None,
    timeout: bool = False,
) -> CardPlayed:
    """``seat`` played ``card``; by default it acts as its printed rank (or ``declare``) with its effect."""
    rank = declare if declare is not None else rank_of(card)
    acted = rank if became == "" else became
    return CardPlayed(
        seat=seat,
        card=card,
        role=role,
        declare=declare,
        block=block,
        target=target,
        became=acted,
        value=val if val is not None else (value(acted) if acted is not None else 6),
        effect=effect,
        block_used=block_used,
        answers=answers,
        timeout=timeout,
    )


def drew(seat: int, *cards: str) -> CardsDrawn:
    """``seat`` drew ``cards``."""
    return CardsDrawn(seat=seat, cards=cards)


def turn(seat: int, role: str = "fresh") -> TurnBegan:
    """``seat`` is on turn."""
    return TurnBegan(seat=seat, role=role)


def of_type(events: Sequence[Event], cls: type[Event]) -> list[Event]:
    """The events of ``cls`` among ``events``."""
    return [e for e in events if isinstance(e, cls)]
