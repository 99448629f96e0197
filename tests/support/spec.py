"""Given/when/then over events for rule tests: ``spec(GAME).given(*events).when(seat, cmd).then(*events)``.

"Given" is events, never commands, so a test sets its scene without depending on unrelated rules. A given
event happens at 0 ms unless wrapped as ``at(ms, event)``; the command is decided at the time of the last
given event unless ``when(..., now_ms=...)`` says otherwise. ``then`` returns a spec whose history holds the
decided events, so a test can go on with another ``when``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any

from domain.errors import IllegalMove
from domain.game import Command, Ctx, Event, Game


@dataclass(frozen=True, slots=True)
class At:
    """An event given at an explicit time (ms)."""

    ms: int
    event: Event


def at(ms: int, event: Event) -> At:
    """``event`` happening at ``ms``."""
    return At(ms, event)


@dataclass(frozen=True, slots=True)
class Spec:
    """A scene (the events so far) and, once ``when`` is called, the command to judge."""

    game: Game
    history: tuple[At, ...] = ()
    command: tuple[int | None, Command, int] | None = None
    seed: int = 0
    _cache: dict[str, Any] = field(default_factory=dict, compare=False)

    def given(self, *events: Event | At) -> Spec:
        """The scene: ``events`` happened (at 0 ms, or at their ``at`` time)."""
        more = tuple(e if isinstance(e, At) else At(0, e) for e in events)
        return replace(self, history=self.history + more, command=None, _cache={})

    def when(self, seat: int | None, command: Command, *, now_ms: int | None = None) -> Spec:
        """``seat`` (None: the system) sends ``command`` at ``now_ms`` (default: the last given time)."""
        now = now_ms if now_ms is not None else max((a.ms for a in self.history), default=0)
        return replace(self, command=(seat, command, now), _cache={})

    def state(self) -> Any:
        """The state the given events fold into."""
        if "state" not in self._cache:
            state = None
            for item in self.history:
                state = self.game.evolve(state, item.event, item.ms)
            self._cache["state"] = state
        return self._cache["state"]

    def decided(self) -> list[Event]:
        """The events the command causes (raises ``IllegalMove`` when it is refused)."""
        assert self.command is not None, "call when(seat, command) first"
        seat, command, now = self.command
        ctx = Ctx(now_ms=now, rng=random.Random(self.seed))
        return self.game.decide(self.state(), seat, command, ctx)

    def then(self, *expected: Event) -> Spec:
        """Assert the command causes exactly ``expected``; returns the spec with them in its history."""
        actual = self._accepted()
        assert actual == list(expected), _diff(list(expected), actual)
        return self._after(actual)

    def then_includes(self, *expected: Event) -> Spec:
        """Assert ``expected`` occur among the caused events, in this order (others may come between)."""
        actual = self._accepted()
        pos = 0
        for event in actual:
            if pos < len(expected) and event == expected[pos]:
                pos += 1
        assert pos == len(expected), _diff(list(expected), actual)
        return self._after(actual)

    def then_state(self) -> Any:
        """The state after the command's events."""
        return self._after(self._accepted()).state()

    def rejects(self, code: str) -> IllegalMove:
        """Assert the command is refused with ``code``; returns the error for further checks."""
        try:
            events = self.decided()
        except IllegalMove as error:
            assert error.code == code, f"refused with {error.code!r} ({error.detail}), expected {code!r}"
            return error
        raise AssertionError(f"expected a refusal with {code!r}, but it was accepted: {events}")

    def _accepted(self) -> list[Event]:
        try:
            return self.decided()
        except IllegalMove as error:
            raise AssertionError(f"refused with {error.code!r}: {error.detail}") from None

    def _after(self, events: list[Event]) -> Spec:
        assert self.command is not None
        now = self.command[2]
        return replace(
            self, history=self.history + tuple(At(now, e) for e in events), command=None, _cache={}
        )


def spec(game: Game, *, seed: int = 0) -> Spec:
    """A fresh spec for ``game``; ``seed`` seeds the generator the command is decided with."""
    return Spec(game, seed=seed)


def _diff(expected: list[Event], actual: list[Event]) -> str:
    lines = ["events differ:", "  expected:"]
    lines += [f"    {e!r}" for e in expected]
    lines += ["  actual:"]
    lines += [f"    {e!r}" for e in actual]
    return "\n".join(lines)
