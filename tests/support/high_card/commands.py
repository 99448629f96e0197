"""The commands of High Card: what a seat may send (``COMMANDS``) and what a timer applies (``SYSTEM_COMMANDS``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from domain.game import Command


@dataclass(frozen=True, slots=True, kw_only=True)
class Play(Command):
    """Lay one card of your hand on the table, on your turn."""

    type: ClassVar[str] = "play"
    card: str


@dataclass(frozen=True, slots=True, kw_only=True)
class TimeOut(Command):
    """The system: the turn clock named by ``key`` ran out."""

    type: ClassVar[str] = "time-out"
    key: str


COMMANDS: tuple[type[Command], ...] = (Play,)
SYSTEM_COMMANDS: tuple[type[Command], ...] = (TimeOut,)
