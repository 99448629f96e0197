"""Deadlines and who is awaited: the seat on turn, and its optional turn clock (``clock:<seq>``)."""

from __future__ import annotations

from domain.game import Status, Timer
from tests.support.high_card.commands import TimeOut
from tests.support.high_card.state import HighCardState


def timers(state: HighCardState) -> list[Timer]:
    """The turn clock of the seat on turn, when the table has one."""
    clock = state.options.turn_clock_ms
    if clock is None or state.turn is None:
        return []
    key = f"clock:{state.seq}"
    return [Timer(key=key, due_ms=state.clock_ms + clock, command=TimeOut(key=key))]


def awaiting(state: HighCardState) -> tuple[int, ...]:
    """The seat on turn."""
    return () if state.turn is None else (state.turn,)


def status(state: HighCardState | None) -> Status:
    """``finished`` once a winner is known, else ``active`` (``waiting`` before the first event)."""
    if state is None:
        return "waiting"
    return "finished" if state.winner is not None else "active"
