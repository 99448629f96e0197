"""Deciding a command: the events it makes, each folded as it is added so that each step sees the state it
follows. Every game's ``decide`` builds on one ``Batch`` with its own ``evolve``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from domain.chance import Draws
from domain.game import Event

S = TypeVar("S")


class Batch(Generic[S]):
    """Events being decided, folded as they are added so that each step sees the state it follows."""

    def __init__(self, state: S, now_ms: int, rng: Draws, evolve: Callable[[S, Event, int], S]) -> None:
        self.state = state
        self.now_ms = now_ms
        self.rng = rng
        self.events: list[Event] = []
        self._evolve = evolve

    def add(self, event: Event) -> S:
        """Record ``event`` and fold it; returns the new state."""
        self.events.append(event)
        self.state = self._evolve(self.state, event, self.now_ms)
        return self.state
