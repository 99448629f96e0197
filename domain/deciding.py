"""What every game's ``decide`` does the same way: refuse a finished game, tell the system's commands (fired
timers) from a seat's, check the seat, and the system branch (``System``): refuse a command the system does
not send this game, and apply a fired timer's command only while that timer is still open and due."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Generic, TypeVar

from domain.batch import Batch
from domain.errors import Code, IllegalMove
from domain.game import Command, Decided, Event, Timer

B = TypeVar("B", bound=Batch[Any])


class System(Generic[B]):
    """What the system may send a game, and what each command does: ``fired``, the command of each of its timers
    (``timers``), applied once that timer is open and due; ``sent``, the commands another component sends (a
    match's to its tables), applied as they come. Any other command is ``unknown-command``.

    A plain class, not a dataclass: mypyc cannot compile a generic dataclass (``make compiled``)."""

    __slots__ = ("fired", "sent", "timers")

    def __init__(
        self,
        *,
        timers: Callable[[Any], Iterable[Timer]],
        fired: Mapping[type[Command], Callable[[B, Any], None]],
        sent: Mapping[type[Command], Callable[[B, Any], None]] | None = None,
    ) -> None:
        self.timers = timers
        self.fired = fired
        self.sent: Mapping[type[Command], Callable[[B, Any], None]] = sent or {}

    def __call__(self, batch: B, command: Command) -> None:
        """Apply the system's ``command`` to ``batch``; raises ``IllegalMove``."""
        apply = self.fired.get(type(command))
        if apply is not None:
            due_timer(self.timers(batch.state), command, batch.now_ms)
        else:
            apply = self.sent.get(type(command))
            if apply is None:
                raise IllegalMove(Code.UNKNOWN_COMMAND, f"the system does not apply {command.type!r}")
        apply(batch, command)


def judge(
    batch: B,
    seat: int | None,
    command: Command,
    finished: bool,
    system: System[B],
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
