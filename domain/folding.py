"""The fold every game shares: what each game's ``evolve`` did the same way before its own rules.

A stream starts with its game's opening event (``GameStarted``) and with nothing else; every folded event
counts in the state's ``seq``; and the turn clock restarts at the event's time (``clock_ms``), unless the game
declares its own ``clock`` (haggis starts it only when the turn changes). The game supplies ``started`` (the
state its opening event makes) and ``changes`` (the fields one later event changes), and its ``with_changes``
(``domain.state_updates.updater``) applies them; the fold adds ``seq`` and the clock to those changes."""

from __future__ import annotations

from collections.abc import Callable, MutableMapping
from typing import Any, Protocol, TypeVar

from domain.game import Event


class Counted(Protocol):
    """A game's state: it counts the events folded into it."""

    @property
    def seq(self) -> int: ...


S = TypeVar("S", bound=Counted)
F = TypeVar("F", bound=Event)

#: A game's own clock: given the state before an event, the event, the changes it makes (``seq`` included) and
#: the event's time, it adds the clock's fields to the changes.
Clock = Callable[[Any, Event, MutableMapping[str, Any], int], None]


def fold(
    *,
    slug: str,
    first: type[F],
    started: Callable[[F], S],
    changes: Callable[[S, Any, int], Any],
    with_changes: Callable[[S, Any], S],
    clock: Clock | None = None,
) -> Callable[[S | None, Event, int], S]:
    """The ``evolve`` of a game: ``first`` must open the stream (``started`` makes its state), and every later
    event is folded by ``changes``; ``seq`` counts every event, and ``clock_ms`` is the time of the last one
    unless the game keeps its own ``clock``. Raises ``ValueError`` on a stream that starts otherwise."""

    def opening(event: Event) -> F:
        if not isinstance(event, first):
            raise ValueError(f"a {slug} stream starts with {first.__name__}, not {type(event).__name__}")
        return event

    if clock is None:

        def evolve(state: S | None, event: Event, at_ms: int) -> S:
            if state is None:
                return with_changes(started(opening(event)), {"seq": 1, "clock_ms": at_ms})
            made = changes(state, event, at_ms)
            made["seq"] = state.seq + 1
            made["clock_ms"] = at_ms
            return with_changes(state, made)

        return evolve

    own_clock = clock

    def evolve_with_clock(state: S | None, event: Event, at_ms: int) -> S:
        if state is None:
            new = started(opening(event))
            made: dict[str, Any] = {"seq": 1}
            own_clock(new, event, made, at_ms)
            return with_changes(new, made)
        made = changes(state, event, at_ms)
        made["seq"] = state.seq + 1
        own_clock(state, event, made, at_ms)
        return with_changes(state, made)

    return evolve_with_clock
