"""The commands of Bombs Away: what a seat may send (``COMMANDS``) and what the turn clock applies.

Choices known before the card is seen by anyone travel with ``play`` (a Joker's number, an 8's rank, the
target of a 5 or a 9); choices made after seeing something (the Ace's two cards, the 5's look, the 9's
positions) and the ten-value rule are decisions sent afterwards (docs/rules.md §4.8).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from domain.game import Command


@dataclass(frozen=True, slots=True, kw_only=True)
class Play(Command):
    """Play one card on the pile: a fresh play on turn, or the damager's closing card (§4.3, §4.7).

    ``declare``: the number (A–9) a Joker is played as. ``block``: the rank (A–9) an effective 8 blocks.
    ``target``: the opponent of an effective 5 or 9. Each is given exactly when the card needs it.
    """

    type: ClassVar[str] = "play"
    card: str
    declare: str | None = None
    block: str | None = None
    target: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Keep(Command):
    """The Ace's player keeps one of the two cards drawn; the other goes to the bottom of the deck."""

    type: ClassVar[str] = "keep"
    card: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Bury(Command):
    """The 5's player puts one card of the hand they looked at on the bottom of the deck."""

    type: ClassVar[str] = "bury"
    card: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Pick(Command):
    """A player of the 9's swap takes the face-down card at ``position`` of the other's hand."""

    type: ClassVar[str] = "pick"
    position: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Damage(Command):
    """The damager names the player the chain's damage goes to."""

    type: ClassVar[str] = "damage"
    target: int


@dataclass(frozen=True, slots=True, kw_only=True)
class KeepTen(Command):
    """Under the ten-value rule, keep this 10-value card; the others go back into the deck (§4.4)."""

    type: ClassVar[str] = "keep-ten"
    card: str


@dataclass(frozen=True, slots=True, kw_only=True)
class TimeOut(Command):
    """System: the turn clock ``key`` ran out; the owner's default is applied (docs/rules.md §0)."""

    type: ClassVar[str] = "time-out"
    key: str


COMMANDS: tuple[type[Command], ...] = (Play, Keep, Bury, Pick, Damage, KeepTen)
SYSTEM_COMMANDS: tuple[type[Command], ...] = (TimeOut,)
