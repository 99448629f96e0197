"""Deadlines and who is awaited: only the optional turn clock (docs/rules.md §0); haggis has no windows.

The clock's key is ``clock:<round>:<seq>``, ``seq`` counting the events folded when the turn began, so a job
scheduled for an earlier turn can never time out a later one. Bets never restart it: they do not change turn.
"""

from __future__ import annotations

from domain.game import Status, Timer
from domain.games.haggis.commands import TimeOut
from domain.games.haggis.state import HaggisState, Phase


def clock_key(state: HaggisState) -> str | None:
    """The key of the running turn clock, if one runs."""
    if state.options.turn_clock_ms is None or state.phase is not Phase.PLAY or state.turn is None:
        return None
    return f"clock:{state.round_number}:{state.turn_seq}"


def timers(state: HaggisState) -> list[Timer]:
    """The open deadlines: the turn clock when the table has one."""
    key = clock_key(state)
    if key is None or state.options.turn_clock_ms is None:
        return []
    return [Timer(key=key, due_ms=state.turn_ms + state.options.turn_clock_ms, command=TimeOut(key=key))]


def awaiting(state: HaggisState) -> tuple[int, ...]:
    """The seat on turn (bets are voluntary and never awaited, §5)."""
    if state.phase is not Phase.PLAY or state.turn is None:
        return ()
    return (state.turn,)


def status(state: HaggisState | None) -> Status:
    """``finished`` once the game is over, else ``active`` (``waiting`` before the first event)."""
    if state is None:
        return "waiting"
    return "finished" if state.phase is Phase.FINISHED else "active"
