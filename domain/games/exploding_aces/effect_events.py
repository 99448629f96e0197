"""The events of card effects and the decisions they wait on: an effect opened, cards looked at, given,
chosen, exchanged, passed, kept or rejected, a Jack's arrangement, an Eight's reversal, a Seven's guess, a Six
allowed, a replay skipped, and the effect's end.

The events of the table and its turns are in ``turn_events``; ``events`` gathers both.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from domain.game import Event
from domain.games.exploding_aces.turn_events import Cards


@dataclass(frozen=True, slots=True, kw_only=True)
class Peeked(Event):
    """``seat`` looked at the top ``cards`` of the deck (a Three, or a Jack, which lifts them off it)."""

    seat: int
    cards: Cards
    reason: str


@dataclass(frozen=True, slots=True, kw_only=True)
class JackArranged(Event):
    """The Jack's player took ``card`` and put ``order`` back on top of the deck (top first)."""

    seat: int
    card: str
    order: Cards
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class Reversed(Event):
    """An Eight reversed the direction of play (now ``direction``: 1 clockwise, -1 anticlockwise)."""

    seat: int
    direction: int


@dataclass(frozen=True, slots=True, kw_only=True)
class SevenShown(Event):
    """The Seven's player named ``rank`` and the top card, shown to everyone, was ``card``."""

    seat: int
    rank: str
    card: str
    correct: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class EffectOpened(Event):
    """An effect of ``seat``'s card now waits on decisions of ``owners`` (public: who owes what)."""

    kind: str
    seat: int
    owners: tuple[int, ...]
    target: int | None = None
    rank: str | None = None
    count: int = 0
    targets: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class Given(Event):
    """``cards`` went from ``seat``'s hand to ``to``'s, seen by those two only (Five, Pair, Two Pairs, Four
    of a Kind, Straight Flush)."""

    seat: int
    to: int
    cards: Cards
    reason: str
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class Chosen(Event):
    """``seat`` secretly chose ``cards`` of its hand: its side of a Six exchange, or a Full House keep."""

    seat: int
    cards: Cards
    reason: str
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class Exchanged(Event):
    """The Six exchange: ``seat`` gave ``gave`` to ``target`` and got ``got`` at the same moment."""

    seat: int
    target: int
    gave: Cards
    got: Cards


@dataclass(frozen=True, slots=True, kw_only=True)
class HandDumped(Event):
    """``seat``'s hand left it face up: ``discarded`` to the discard pile, ``aces`` into the deck (then
    shuffled into ``deck``)."""

    seat: int
    discarded: Cards
    aces: Cards
    reason: str
    deck: Cards | None = field(default=None, repr=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class HandsPassed(Event):
    """A Flush: each (giver, receiver, cards) passed at once, each pass seen by its two seats only."""

    passes: tuple[tuple[int, int, Cards], ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class HandLooked(Event):
    """Two Pairs: ``seat`` looked at ``target``'s hand."""

    seat: int
    target: int
    cards: Cards


@dataclass(frozen=True, slots=True, kw_only=True)
class KingsShown(Event):
    """A Royal Flush: each opponent's revealed King ("" for none: that opponent is eliminated)."""

    seat: int
    shown: tuple[tuple[int, str], ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class HandsReturned(Event):
    """A Full House: every card but the kept one of each opponent went face down into the deck."""

    returns: tuple[tuple[int, Cards], ...]
    deck: Cards = field(repr=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class Kept(Event):
    """Three of a Kind: ``seat`` keeps the card it drew."""

    seat: int
    card: str
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class Rejected(Event):
    """Three of a Kind: ``seat`` rejected ``card`` (an Ace goes into the deck, shuffled into ``deck``)."""

    seat: int
    card: str
    deck: Cards | None = field(default=None, repr=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class Allowed(Event):
    """The Six's chosen player does not block."""

    seat: int
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class ReplaySkipped(Event):
    """No card left after a Nine makes a legal play: nothing is replayed, the rest is discarded."""

    seat: int
    discarded: Cards


@dataclass(frozen=True, slots=True, kw_only=True)
class EffectEnded(Event):
    """``seat``'s card has done its work; ``then`` is ``continue`` or ``choose`` (END_OR_CONTINUE)."""

    seat: int
    then: str
