"""Deadlines and who is awaited: Nine windows (A7) and the optional turn clock (docs/rules.md §0).

The Six block (§2.7) is a window too (docs/rules.md §0): the chosen player has ``window_ms`` to block or allow,
and its timer allows. Keys name one instance each: ``nine:<seq>`` and ``six:<seq>`` (``seq`` counts the
events folded when the window opened) and ``clock:<seq>`` (the events folded when the decision began; every
event restarts the clock). Due times come from event times and the options, never from wall time.
"""

from __future__ import annotations

from domain.game import Status, Timer
from domain.games.exploding_aces.commands import CloseWindow, TimeOut
from domain.games.exploding_aces.state import AcesState, Effect, Kind


def six_window(state: AcesState) -> Effect | None:
    """The Six effect whose block window is open (its chosen player has not answered yet), if any."""
    effect = state.effect
    if state.finished or state.chain is not None or effect is None:
        return None
    return effect if effect.kind is Kind.SIX_BLOCK and effect.owners else None


def clock_owners(state: AcesState) -> tuple[int, ...]:
    """The seats the turn clock runs for: the owners of a pending effect, else the active player; nobody
    while a Nine window or a Six's block window is open (each has its own timer)."""
    if state.finished or state.chain is not None or six_window(state) is not None:
        return ()
    if state.effect is not None:
        return state.effect.owners
    return () if state.turn is None else (state.turn,)


def clock_key(state: AcesState) -> str | None:
    """The key of the running turn clock, if one runs."""
    if state.options.turn_clock_ms is None or not clock_owners(state):
        return None
    return f"clock:{state.seq}"


def timers(state: AcesState) -> list[Timer]:
    """The open deadlines: the Nine window or the Six's block window, and the turn clock when the table has
    one."""
    out: list[Timer] = []
    window = state.chain.window if state.chain is not None and not state.finished else None
    if window is not None:
        due = window.opened_ms + state.options.window_ms
        out.append(Timer(key=window.key, due_ms=due, command=CloseWindow(key=window.key)))
    six = six_window(state)
    if six is not None:
        due = six.opened_ms + state.options.window_ms
        out.append(Timer(key=six.key, due_ms=due, command=CloseWindow(key=six.key)))
    key = clock_key(state)
    if key is not None and state.options.turn_clock_ms is not None:
        out.append(Timer(key=key, due_ms=state.clock_ms + state.options.turn_clock_ms, command=TimeOut(key=key)))
    return out


def awaiting(state: AcesState) -> tuple[int, ...]:
    """The window's seats yet to answer, the owners of a pending decision, or the active player."""
    if state.finished:
        return ()
    chain = state.chain
    if chain is not None:
        window = chain.window
        return () if window is None else tuple(s for s in window.seats if s not in window.waived)
    six = six_window(state)
    return six.owners if six is not None else clock_owners(state)


def next_starter(state: AcesState) -> int | None:
    """The winner starts the next game (§2.1 "Start player"): it starts the rematch."""
    return state.winner


def status(state: AcesState | None) -> Status:
    """``finished`` once one player survives, else ``active`` (``waiting`` before the first event)."""
    if state is None:
        return "waiting"
    return "finished" if state.finished else "active"
