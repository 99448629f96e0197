"""The state of a bombs table: frozen dataclasses of tuples, laid out so views can whitelist fields.

Each record ``evolve`` updates has its ``...Changes`` TypedDict and its updater (``domain/state_updates.py``):
``with_changes`` for the table, ``trick_with``, ``exchange_with`` and ``last_call_with`` for the records in it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TypedDict

from domain.games.bombs.options import Options
from domain.state_updates import updater


class Phase(StrEnum):
    """Where the table is: between hands (transient), exchanging, playing tricks, or finished."""

    DEALING = "dealing"
    EXCHANGE = "exchange"
    PLAY = "play"
    FINISHED = "finished"


class Stage(StrEnum):
    """The step of the exchange (§1.2, B12); ``pass`` is transient (the server passes the card at once)."""

    REVOLT = "revolt"
    PASS = "pass"
    PRIVILEGE = "privilege"
    REQUEST = "request"
    RETURN = "return"
    DONE = "done"


@dataclass(frozen=True, slots=True, kw_only=True)
class Exchange:
    """The exchange of this hand between last hand's Knave and Master; every field is public (§5)."""

    knave: int
    master: int
    stage: Stage
    revolt: bool | None = None
    card: str | None = None
    accepted: bool | None = None
    requests: tuple[str, ...] = ()
    required: str | None = None
    returned: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Trick:
    """The trick in play: ``form`` is None until the lead; ``calls`` counts its last calls so far."""

    leader: int
    form: str | None = None
    top: tuple[str, ...] = ()
    top_seat: int | None = None
    passes: int = 0
    calls: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class LastCall:
    """An open last call (B5): who may still bomb, who has waived, and when it opened."""

    key: str
    seats: tuple[int, ...]
    waived: tuple[int, ...]
    opened_ms: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Result:
    """The end of the game: seats by total, competition ranks and totals by seat, and the winners."""

    ranking: tuple[int, ...]
    ranks: tuple[int, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class BombsState:
    """One table. ``hands`` is indexed by seat; ``order`` is this hand's finishing order so far.

    ``seq`` counts the events folded; ``clock_ms`` is the time of the last one, when the current turn or
    decision began (the turn clock runs from it).
    """

    names: tuple[str, ...]
    bots: tuple[bool, ...]
    options: Options
    scores: tuple[int, ...]
    phase: Phase = Phase.DEALING
    hand_number: int = 0
    tiebreak: bool = False
    players: tuple[int, ...] = ()
    dealer: int | None = None
    hands: tuple[tuple[str, ...], ...] = field(default=(), repr=False)  # never printed (STYLE.md trap 5)
    exchange: Exchange | None = None
    trick: Trick | None = None
    trick_number: int = 0
    turn: int | None = None
    last_call: LastCall | None = None
    order: tuple[int, ...] = ()
    result: Result | None = None
    seq: int = 0
    clock_ms: int = 0

    @property
    def seats(self) -> int:
        """The number of seats at the table."""
        return len(self.names)

    def holders(self) -> tuple[int, ...]:
        """Seats that still hold cards, in seat order."""
        return tuple(s for s, hand in enumerate(self.hands) if hand)

    def next_holder(self, seat: int) -> int | None:
        """The first seat to the left of ``seat`` that holds cards (``seat`` itself last), if any."""
        return next_holder(self.hands, seat)

    def lead_after(self, winner: int) -> int:
        """Who leads after ``winner`` takes a trick: the winner, or the next seat left with cards (B14)."""
        if self.hands[winner]:
            return winner
        nxt = self.next_holder(winner)
        return winner if nxt is None else nxt


def next_holder(hands: tuple[tuple[str, ...], ...], seat: int) -> int | None:
    """The first seat to the left of ``seat`` whose hand in ``hands`` holds cards (``seat`` itself last), if any
    (``BombsState.next_holder``, for hands not yet in a state)."""
    n = len(hands)
    for step in range(1, n + 1):
        other = (seat + step) % n
        if hands[other]:
            return other
    return None


class BombsChanges(TypedDict, total=False):
    """The fields of ``BombsState`` that an event may change, with their types (``with_changes`` takes them)."""

    names: tuple[str, ...]
    bots: tuple[bool, ...]
    options: Options
    scores: tuple[int, ...]
    phase: Phase
    hand_number: int
    tiebreak: bool
    players: tuple[int, ...]
    dealer: int | None
    hands: tuple[tuple[str, ...], ...]
    exchange: Exchange | None
    trick: Trick | None
    trick_number: int
    turn: int | None
    last_call: LastCall | None
    order: tuple[int, ...]
    result: Result | None
    seq: int
    clock_ms: int


class TrickChanges(TypedDict, total=False):
    """The fields of ``Trick`` (``trick_with`` takes them)."""

    leader: int
    form: str | None
    top: tuple[str, ...]
    top_seat: int | None
    passes: int
    calls: int


class ExchangeChanges(TypedDict, total=False):
    """The fields of ``Exchange`` (``exchange_with`` takes them)."""

    knave: int
    master: int
    stage: Stage
    revolt: bool | None
    card: str | None
    accepted: bool | None
    requests: tuple[str, ...]
    required: str | None
    returned: str | None


class LastCallChanges(TypedDict, total=False):
    """The fields of ``LastCall`` (``last_call_with`` takes them)."""

    key: str
    seats: tuple[int, ...]
    waived: tuple[int, ...]
    opened_ms: int


#: ``dataclasses.replace(state, **changes)``, checked by mypy and at run time and about three times as fast
#: (``domain/state_updates.py``): ``evolve`` calls it once for every event, on every load.
with_changes = updater(BombsState, BombsChanges)
#: The same for the trick (every play, pass and last call), the exchange and the open last call (every waiver).
trick_with = updater(Trick, TrickChanges)
exchange_with = updater(Exchange, ExchangeChanges)
last_call_with = updater(LastCall, LastCallChanges)
