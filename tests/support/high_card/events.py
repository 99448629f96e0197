"""The events of High Card, the test-only fifth game (``tests/support/high_card``)."""

from __future__ import annotations

from dataclasses import dataclass

from domain.game import Event


@dataclass(frozen=True, slots=True, kw_only=True)
class GameStarted(Event):
    """A table opened: who sits where, and its options."""

    names: tuple[str, ...]
    bots: tuple[bool, ...]
    turn_clock_ms: int | None


@dataclass(frozen=True, slots=True, kw_only=True)
class HandsDealt(Event):
    """The whole pack dealt, hand by seat (each seat sees only its own)."""

    hands: tuple[tuple[str, ...], ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class CardPlayed(Event):
    """A seat laid a card face up on the table; ``timeout`` when its clock ran out."""

    seat: int
    card: str
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class GameFinished(Event):
    """Every card is on the table: the seat that laid the highest wins."""

    winner: int


HighCardEvent = GameStarted | HandsDealt | CardPlayed | GameFinished
EVENTS: tuple[type[Event], ...] = (GameStarted, HandsDealt, CardPlayed, GameFinished)
