"""The commands of bombs: what a seat may send (``COMMANDS``) and what timers apply (``SYSTEM_COMMANDS``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from domain.game import Command


@dataclass(frozen=True, slots=True, kw_only=True)
class Play(Command):
    """Play cards: a lead, a follow on turn, or out of turn a bomb or a completing pair (§1.4)."""

    type: ClassVar[str] = "play"
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class Pass(Command):
    """Pass on turn (never on the lead)."""

    type: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True, kw_only=True)
class Waive(Command):
    """Give up bombing in the open last call, so it may close sooner (B5)."""

    type: ClassVar[str] = "waive"


@dataclass(frozen=True, slots=True, kw_only=True)
class Revolt(Command):
    """The Knave holding both jokers keeps them and leads (§1.2 step 1)."""

    type: ClassVar[str] = "revolt"


@dataclass(frozen=True, slots=True, kw_only=True)
class DeclineRevolt(Command):
    """The Knave holding both jokers goes on with the exchange."""

    type: ClassVar[str] = "decline-revolt"


@dataclass(frozen=True, slots=True, kw_only=True)
class Accept(Command):
    """The Master takes the passed card."""

    type: ClassVar[str] = "accept"


@dataclass(frozen=True, slots=True, kw_only=True)
class Refuse(Command):
    """The Master refuses the passed card and leads (Master's Privilege)."""

    type: ClassVar[str] = "refuse"


@dataclass(frozen=True, slots=True, kw_only=True)
class Request(Command):
    """The Knave, having passed a joker, names a rank from 3 to 10 (B11)."""

    type: ClassVar[str] = "request"
    rank: str


@dataclass(frozen=True, slots=True, kw_only=True)
class StopRequests(Command):
    """The Knave names no (further) rank; the Master returns any card."""

    type: ClassVar[str] = "stop-requests"


@dataclass(frozen=True, slots=True, kw_only=True)
class Return(Command):
    """The Master returns a card to the Knave (of the requested rank when a request applies)."""

    type: ClassVar[str] = "return"
    card: str


@dataclass(frozen=True, slots=True, kw_only=True)
class CloseLastCall(Command):
    """System: the last call ``key`` ran out of time; the trick is taken."""

    type: ClassVar[str] = "close-last-call"
    key: str


@dataclass(frozen=True, slots=True, kw_only=True)
class TimeOut(Command):
    """System: the turn clock ``key`` ran out; the owner's default is applied (docs/rules.md §0)."""

    type: ClassVar[str] = "time-out"
    key: str


@dataclass(frozen=True, slots=True, kw_only=True)
class NextHand(Command):
    """System, for a table of a match: deal the next hand; the arriving Knave (``name``) takes the seat of the
    Knave who left, deals, and exchanges with the Master who stayed (§1.6, B17).

    ``scores`` are the totals by local seat from now on: the match totals of the players seated for the coming
    hand, since scores add up by player, not by chair (§1.6). Empty (as recorded before rules 2): the table
    keeps its own totals.
    """

    type: ClassVar[str] = "next-hand"
    name: str
    bot: bool
    scores: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class CloseTable(Command):
    """System, for a table of a match: the table plays no further hand."""

    type: ClassVar[str] = "close-table"


COMMANDS: tuple[type[Command], ...] = (
    Play,
    Pass,
    Waive,
    Revolt,
    DeclineRevolt,
    Accept,
    Refuse,
    Request,
    StopRequests,
    Return,
)
#: Commands the match gives its tables (never a seat's, never a timer's).
MATCH_COMMANDS: tuple[type[Command], ...] = (NextHand, CloseTable)
SYSTEM_COMMANDS: tuple[type[Command], ...] = (CloseLastCall, TimeOut, *MATCH_COMMANDS)
