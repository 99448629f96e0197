"""Deadlines and who is awaited: the last call's window (B5) and the optional turn clock (docs/rules.md §0).

Timer keys name one instance each: ``last-call:<hand>:<trick>:<n>`` (the n-th last call of that trick) and
``clock:<hand>:<seq>`` (``seq`` counts the events folded when the decision began). Due times come from event
times and the options, never from wall time.
"""

from __future__ import annotations

from domain.game import Status, Timer
from domain.games.bombs import exchange
from domain.games.bombs.commands import CloseLastCall, TimeOut
from domain.games.bombs.state import BombsState, Phase


def next_last_call_key(state: BombsState) -> str:
    """The key of the last call the current trick would open next."""
    calls = state.trick.calls if state.trick is not None else 0
    return f"last-call:{state.hand_number}:{state.trick_number}:{calls + 1}"


def clock_owner(state: BombsState) -> int | None:
    """The seat the turn clock runs for: the owner of an exchange decision or the seat on turn."""
    if state.options.turn_clock_ms is None or state.phase is Phase.FINISHED:
        return None
    ex = exchange.pending(state)
    if ex is not None:
        return exchange.owner(ex)
    if state.phase is Phase.PLAY and state.last_call is None:
        return state.turn
    return None


def clock_key(state: BombsState) -> str | None:
    """The key of the running turn clock, if one runs."""
    return None if clock_owner(state) is None else f"clock:{state.hand_number}:{state.seq}"


def timers(state: BombsState) -> list[Timer]:
    """The open deadlines: the last call, and the turn clock when the table has one."""
    out: list[Timer] = []
    call = state.last_call
    if call is not None:
        due = call.opened_ms + state.options.window_ms
        out.append(Timer(key=call.key, due_ms=due, command=CloseLastCall(key=call.key)))
    key = clock_key(state)
    if key is not None and state.options.turn_clock_ms is not None:
        due = state.clock_ms + state.options.turn_clock_ms
        out.append(Timer(key=key, due_ms=due, command=TimeOut(key=key)))
    return out


def awaiting(state: BombsState) -> tuple[int, ...]:
    """The seat on turn, the owner of a pending exchange decision, or the last call's seats yet to waive."""
    if state.phase is Phase.FINISHED:
        return ()
    ex = exchange.pending(state)
    if ex is not None:
        return (exchange.owner(ex),)
    call = state.last_call
    if call is not None:
        return tuple(s for s in call.seats if s not in call.waived)
    if state.phase is Phase.PLAY and state.turn is not None:
        return (state.turn,)
    return ()


def status(state: BombsState | None) -> Status:
    """``finished`` once the game is over, else ``active`` (``waiting`` before the first event)."""
    if state is None:
        return "waiting"
    return "finished" if state.phase is Phase.FINISHED else "active"
