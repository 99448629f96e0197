"""The state of a High Card table, folded from its events."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypedDict

from domain.state_updates import updater
from tests.support.high_card.options import Options


@dataclass(frozen=True, slots=True, kw_only=True)
class HighCardState:
    """``played`` holds the table's cards as (seat, card) in play order; ``turn`` is None before the deal and
    once the game is over. ``seq`` counts the events folded; ``clock_ms`` is the time of the last one."""

    names: tuple[str, ...]
    bots: tuple[bool, ...]
    options: Options
    hands: tuple[tuple[str, ...], ...] = field(default=(), repr=False)
    played: tuple[tuple[int, str], ...] = ()
    turn: int | None = None
    winner: int | None = None
    seq: int = 0
    clock_ms: int = 0

    @property
    def seats(self) -> int:
        """The number of seats."""
        return len(self.names)


class HighCardChanges(TypedDict, total=False):
    """The fields of ``HighCardState``, all optional (``with_changes`` takes those an event changes)."""

    names: tuple[str, ...]
    bots: tuple[bool, ...]
    options: Options
    hands: tuple[tuple[str, ...], ...]
    played: tuple[tuple[int, str], ...]
    turn: int | None
    winner: int | None
    seq: int
    clock_ms: int


with_changes = updater(HighCardState, HighCardChanges)
