"""What every game's ``decide`` does the same way: refuse a finished game, tell the system's commands (fired
timers) from a seat's, check the seat, and check that a fired timer is still open and due."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from domain.batch import Batch
from domain.errors import Code, IllegalMove
from domain.game import Command, Decided, Event, Timer

B = TypeVar("B", bound=Batch[Any])


def judge(
    batch: B,
    seat: int | None,
    command: Command,
    finished: bool,
    system: Callable[[B, Command], None],
    seated: Callable[[B, int, Command], None],
) -> list[Event]:
    """The events of ``command`` on ``batch``'s state: ``system`` decides the system's (``seat`` None),
    ``seated`` a seat's, once the game is known to go on (not ``finished``) and the seat to be one of the
    state's ``seats``; raises ``IllegalMove``. The events come with the state they fold into (``Decided``)."""
    if finished:
        raise IllegalMove(Code.GAME_OVER, "the game is over; its result is in the view")
    if seat is None:
        system(batch, command)
    elif not 0 <= seat < batch.state.seats:
        raise IllegalMove(Code.NOT_YOUR_TURN, f"there is no seat {seat} at this table")
    else:
        seated(batch, seat, command)
    return Decided(batch.events, batch.state)


def due_timer(open_timers: Iterable[Timer], command: Command, now_ms: int) -> Timer:
    """The open timer whose command ``command`` is, once due at ``now_ms``: a job scheduled for a window that
    has closed since (``timer-not-open``) or run early (``timer-not-due``) changes nothing."""
    timer = next((t for t in open_timers if t.command == command), None)
    key = getattr(command, "key", command.type)
    if timer is None:
        raise IllegalMove(Code.TIMER_NOT_OPEN, f"no timer {key!r} is open")
    if now_ms < timer.due_ms:
        raise IllegalMove(Code.TIMER_NOT_DUE, f"timer {key!r} falls due at {timer.due_ms}")
    return timer
