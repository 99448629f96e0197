"""The state of a Bombs Away table: frozen dataclasses of tuples, laid out so views can whitelist fields.

Hidden parts sit in their own fields: ``hands`` (by seat), ``deck`` (top card first) and the private parts
of a pending ``Decision`` (the Ace's two cards, the hand a 5 looked at, the 9's face-down orders).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TypedDict

from domain.games.bombs_away.options import Options
from domain.state_updates import updater


class Phase(StrEnum):
    """Before the first deal, playing, or finished."""

    DEALING = "dealing"
    PLAY = "play"
    FINISHED = "finished"


class Role(StrEnum):
    """What a card on turn is: a fresh play, or a damager's closing card (§4.7)."""

    FRESH = "fresh"
    CLOSING = "closing"


class Kind(StrEnum):
    """The decisions a seat may owe (docs/rules.md §4.8) beside playing a card."""

    KEEP = "keep"
    BURY = "bury"
    PICK = "pick"
    DAMAGE = "damage"
    KEEP_TEN = "keep-ten"


@dataclass(frozen=True, slots=True, kw_only=True)
class PileCard:
    """A card on the pile and what it acted as: ``became`` is None for a 6 that copied nothing."""

    card: str
    became: str | None
    value: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Chain:
    """An open damaging chain of ``damager``; ``response`` is the value it must be matched with (None
    until the response is played)."""

    damager: int
    response: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Played:
    """The card (or skipped turn, ``card`` None) being resolved, kept until the next turn begins."""

    seat: int
    role: Role
    card: str | None
    became: str | None = None
    value: int | None = None
    effect: bool = False
    answers: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Decision:
    """A pending decision. ``seat`` owes it; for a 9's swap ``other`` owes a pick too.

    ``offer``: the Ace's two cards; ``seat_sees``/``other_sees``: the 9's face-down orders; ``picks``:
    the positions picked so far (by ``seat``, by ``other``); ``amount``/``targets``: a damage choice;
    ``then``: the seats the ten-value rule checks after this one.
    """

    kind: Kind
    seat: int
    other: int | None = None
    offer: tuple[str, ...] = field(default=(), repr=False)
    seat_sees: tuple[str, ...] = field(default=(), repr=False)
    other_sees: tuple[str, ...] = field(default=(), repr=False)
    picks: tuple[int | None, int | None] = (None, None)
    amount: int = 0
    targets: tuple[int, ...] = ()
    then: tuple[int, ...] = ()

    def owners(self) -> tuple[int, ...]:
        """The seats that still owe something to this decision."""
        if self.kind is Kind.PICK and self.other is not None:
            return tuple(s for s, p in ((self.seat, self.picks[0]), (self.other, self.picks[1])) if p is None)
        return (self.seat,)


@dataclass(frozen=True, slots=True, kw_only=True)
class Result:
    """The end of the series: the winner, games won by seat, and the winner of each game."""

    winner: int
    wins: tuple[int, ...]
    game_winners: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class BombsAwayState:
    """One table. ``points`` by seat (0 once eliminated); ``direction`` +1 clockwise, -1 counter-clockwise.

    ``seq`` counts the events folded; ``clock_ms`` is the time of the last one (the turn clock runs from
    it). ``resume_after`` is the responder B of the open chain(s): play resumes after B (§4.7 step 5).
    """

    names: tuple[str, ...]
    bots: tuple[bool, ...]
    options: Options
    phase: Phase = Phase.DEALING
    game: int = 0
    starter: int = 0
    points: tuple[int, ...] = ()
    hands: tuple[tuple[str, ...], ...] = field(default=(), repr=False)  # never printed (STYLE.md trap 5)
    deck: tuple[str, ...] = field(default=(), repr=False)
    pile: tuple[PileCard, ...] = ()
    direction: int = 1
    blocked: tuple[str, ...] = ()
    chains: tuple[Chain, ...] = ()
    resume_after: int | None = None
    turn: int | None = None
    role: Role = Role.FRESH
    current: Played | None = None
    decision: Decision | None = None
    wins: tuple[int, ...] = ()
    game_winners: tuple[int, ...] = ()
    result: Result | None = None
    seq: int = 0
    clock_ms: int = 0

    @property
    def seats(self) -> int:
        """The number of seats at the table."""
        return len(self.names)

    def alive(self, seat: int) -> bool:
        """True while ``seat`` has points."""
        return 0 <= seat < len(self.points) and self.points[seat] > 0

    def alive_seats(self) -> tuple[int, ...]:
        """Seats that still have points, in seat order."""
        return tuple(s for s in range(len(self.points)) if self.points[s] > 0)

    def next_alive(self, seat: int) -> int:
        """The next seat after ``seat`` in the current direction that still has points (``seat`` if none)."""
        n = self.seats
        for step in range(1, n + 1):
            other = (seat + self.direction * step) % n
            if self.alive(other):
                return other
        return seat

    def play_order(self, seat: int) -> tuple[int, ...]:
        """The other seats with points, in the order play reaches them from ``seat``."""
        n = self.seats
        order = ((seat + self.direction * step) % n for step in range(1, n))
        return tuple(s for s in order if self.alive(s))

    def chain_of(self, seat: int) -> Chain | None:
        """The open chain whose damager is ``seat``, if any."""
        return next((c for c in self.chains if c.damager == seat), None)

    def awaiting_response(self) -> Chain | None:
        """The open chain still waiting for its response card, if any."""
        return next((c for c in self.chains if c.response is None), None)


class BombsAwayChanges(TypedDict, total=False):
    """The fields of ``BombsAwayState`` that an event may change, with their types (``with_changes`` takes them)."""

    names: tuple[str, ...]
    bots: tuple[bool, ...]
    options: Options
    phase: Phase
    game: int
    starter: int
    points: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]
    deck: tuple[str, ...]
    pile: tuple[PileCard, ...]
    direction: int
    blocked: tuple[str, ...]
    chains: tuple[Chain, ...]
    resume_after: int | None
    turn: int | None
    role: Role
    current: Played | None
    decision: Decision | None
    wins: tuple[int, ...]
    game_winners: tuple[int, ...]
    result: Result | None
    seq: int
    clock_ms: int


#: ``dataclasses.replace(state, **changes)``, checked by mypy and at run time and about three times as fast
#: (``domain/state_updates.py``): ``evolve`` calls it for every event, on every load.
with_changes = updater(BombsAwayState, BombsAwayChanges)
