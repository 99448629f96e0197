"""The turn clock (docs/rules.md §0) and who is awaited. Bombs Away has no windows (§5), so the clock is its
only timer.

The key ``clock:<game>:<seq>`` names one decision (``seq`` counts the events folded when it began); its due
time comes from that event's time and the option, never from wall time.
"""

from __future__ import annotations

from domain.game import Status, Timer
from domain.games.bombs_away.commands import TimeOut
from domain.games.bombs_away.state import BombsAwayState, Phase


def awaiting(state: BombsAwayState) -> tuple[int, ...]:
    """The seats that owe the pending decision, or the seat on turn."""
    if state.phase is not Phase.PLAY:
        return ()
    if state.decision is not None:
        return state.decision.owners()
    return () if state.turn is None else (state.turn,)


def clock_key(state: BombsAwayState) -> str | None:
    """The key of the running turn clock, if one runs."""
    if state.options.turn_clock_ms is None or not awaiting(state):
        return None
    return f"clock:{state.game}:{state.seq}"


def timers(state: BombsAwayState) -> list[Timer]:
    """The running turn clock, when the table has one and a seat owes something."""
    key = clock_key(state)
    if key is None or state.options.turn_clock_ms is None:
        return []
    return [Timer(key=key, due_ms=state.clock_ms + state.options.turn_clock_ms, command=TimeOut(key=key))]


def next_starter(state: BombsAwayState) -> int | None:
    """The previous winner starts the next game (§4.1, W14): the winner of the series' last game starts the
    rematch, as they would have started one more game of the series."""
    return state.game_winners[-1] if state.game_winners else None


def status(state: BombsAwayState | None) -> Status:
    """``finished`` once the series is over, else ``active`` (``waiting`` before the first event)."""
    if state is None:
        return "waiting"
    return "finished" if state.phase is Phase.FINISHED else "active"
