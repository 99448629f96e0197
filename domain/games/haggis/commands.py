"""The commands of haggis: what a seat may send (``COMMANDS``) and what a timer applies (``SYSTEM_COMMANDS``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from domain.game import Command


@dataclass(frozen=True, slots=True, kw_only=True)
class Play(Command):
    """Play a combination on turn, optionally naming its reading (§3.3).

    ``kind`` is ``set``, ``sequence`` or ``bomb``; ``width`` is a sequence's cards per rank; ``top_rank`` is a
    set's rank or a sequence's highest rank (``2``–``10``, ``J``, ``Q``, ``K``). Each given field narrows the
    readings; among those left the server chooses as §3.3 says.
    """

    type: ClassVar[str] = "play"
    cards: tuple[str, ...]
    kind: str | None = None
    width: int | None = None
    top_rank: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Pass(Command):
    """Pass on turn (never on the lead); a player who passed may play again in the same trick."""

    type: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True, kw_only=True)
class Bet(Command):
    """Announce a bet, in or out of turn, before playing a card this round (§3.5, H7): 0, 15 or 30."""

    type: ClassVar[str] = "bet"
    amount: int


@dataclass(frozen=True, slots=True, kw_only=True)
class TimeOut(Command):
    """System: the turn clock ``key`` ran out; the seat on turn passes or leads its lowest single (§0)."""

    type: ClassVar[str] = "time-out"
    key: str


COMMANDS: tuple[type[Command], ...] = (Play, Pass, Bet)
SYSTEM_COMMANDS: tuple[type[Command], ...] = (TimeOut,)
