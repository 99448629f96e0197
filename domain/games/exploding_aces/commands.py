"""The commands of exploding aces: what a seat may send (``COMMANDS``) and what timers apply (``SYSTEM_COMMANDS``).

``play`` serves every single card and combination of the active player; its optional fields carry the
choices the card needs up front: ``target`` (Five, Six, Pair, Two Pairs), ``rank`` (Seven, Pair),
``position`` and, for a recycled King (A9), ``king_position`` (a King's defuse).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from domain.game import Command


@dataclass(frozen=True, slots=True, kw_only=True)
class Play(Command):
    """The active player plays one card or a combination (§2.2-2.4)."""

    type: ClassVar[str] = "play"
    cards: tuple[str, ...]
    target: int | None = None
    rank: str | None = None
    position: int | None = None
    king_position: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Replay(Command):
    """After a Nine cancelled a card of a combination, its player replays a single or a smaller combination
    from the remaining cards (§2.6); the fields mean what they mean in ``play``."""

    type: ClassVar[str] = "replay"
    cards: tuple[str, ...]
    target: int | None = None
    rank: str | None = None
    position: int | None = None
    king_position: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Draw(Command):
    """Draw the top card and end the turn; in a Queen response, draw 2k cards and go on (§2.5)."""

    type: ClassVar[str] = "draw"


@dataclass(frozen=True, slots=True, kw_only=True)
class End(Command):
    """After a *Choose* card: end the turn without drawing (A13)."""

    type: ClassVar[str] = "end"


@dataclass(frozen=True, slots=True, kw_only=True)
class Continue(Command):
    """After a *Choose* card: go on playing."""

    type: ClassVar[str] = "continue"


@dataclass(frozen=True, slots=True, kw_only=True)
class Nine(Command):
    """Answer the play in the open window with a Nine; ``cancel`` names the card of a combination it cancels
    (the first Nine on a combination only, A8)."""

    type: ClassVar[str] = "nine"
    cancel: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Waive(Command):
    """Answer the open Nine window with no Nine, or a Six's block window with no block (§2.7)."""

    type: ClassVar[str] = "waive"


@dataclass(frozen=True, slots=True, kw_only=True)
class Challenge(Command):
    """Challenge another surviving player: any time, by any survivor (§2.8)."""

    type: ClassVar[str] = "challenge"
    target: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Give(Command):
    """Cards a seat owes: the Five's or the Pair's chosen player gives one, each side of a Six exchange picks
    n (§2.3, §2.4, §2.7)."""

    type: ClassVar[str] = "give"
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class Keep(Command):
    """Keep a card: the one card a Full House opponent keeps, or the card a Three of a Kind drew."""

    type: ClassVar[str] = "keep"
    card: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Reject(Command):
    """Three of a Kind: reject the card just drawn."""

    type: ClassVar[str] = "reject"


@dataclass(frozen=True, slots=True, kw_only=True)
class DrawFrom(Command):
    """Three of a Kind: draw from the ``top`` or the ``bottom`` of the deck."""

    type: ClassVar[str] = "draw-from"
    end: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Take(Command):
    """Two Pairs: take one card of the hand looked at."""

    type: ClassVar[str] = "take"
    card: str


@dataclass(frozen=True, slots=True, kw_only=True)
class TakeBlind(Command):
    """Four of a Kind: take the card at a face-down ``position`` of opponent ``target``'s hand."""

    type: ClassVar[str] = "take-blind"
    target: int
    position: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Arrange(Command):
    """Jack: take ``card`` of the cards looked at, and put the rest back on top in ``order`` (top first)."""

    type: ClassVar[str] = "arrange"
    card: str
    order: tuple[str, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class Block(Command):
    """The Six's chosen player blocks the exchange with a Six of their own (§2.7)."""

    type: ClassVar[str] = "block"


@dataclass(frozen=True, slots=True, kw_only=True)
class Allow(Command):
    """The Six's chosen player lets the exchange go ahead."""

    type: ClassVar[str] = "allow"


@dataclass(frozen=True, slots=True, kw_only=True)
class CloseWindow(Command):
    """System: the window ``key`` ran out of time; a Nine chain settles, a Six's exchange is allowed."""

    type: ClassVar[str] = "close-window"
    key: str


@dataclass(frozen=True, slots=True, kw_only=True)
class TimeOut(Command):
    """System: the turn clock ``key`` ran out; the owners' defaults are applied (docs/rules.md §0)."""

    type: ClassVar[str] = "time-out"
    key: str


COMMANDS: tuple[type[Command], ...] = (
    Play,
    Replay,
    Draw,
    End,
    Continue,
    Nine,
    Waive,
    Challenge,
    Give,
    Keep,
    Reject,
    DrawFrom,
    Take,
    TakeBlind,
    Arrange,
    Block,
    Allow,
)
SYSTEM_COMMANDS: tuple[type[Command], ...] = (CloseWindow, TimeOut)
