"""What every game's ``view`` shows the same way: each seat's public facts (its name, whether a bot plays it,
how many cards it holds), the viewer's own hand, and every hand once the game is finished (docs/rules.md §0).
A game adds its own facts to a seat's entry and its own members to the view."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, Protocol

from domain.game import JsonDict, Viewer


class Table(Protocol):
    """A game's state as its view helpers read it: who sits where, and the cards in each hand."""

    @property
    def names(self) -> tuple[str, ...]: ...

    @property
    def bots(self) -> tuple[bool, ...]: ...

    @property
    def hands(self) -> tuple[tuple[str, ...], ...]: ...


def seat_view(state: Table, seat: int, **facts: Any) -> JsonDict:
    """The public entry of ``seat``: ``seat``, ``name``, ``bot``, ``cards`` (the size of its hand, 0 before a
    deal), then the game's own ``facts`` in order."""
    hands = state.hands
    return {
        "seat": seat,
        "name": state.names[seat],
        "bot": state.bots[seat],
        "cards": len(hands[seat]) if seat < len(hands) else 0,
        **facts,
    }


def own_hand(
    state: Table, viewer: Viewer, order: Callable[[Iterable[str]], Sequence[str]] = tuple
) -> list[str] | None:
    """The cards of ``viewer``'s hand in ``order`` (as held by default), or None for a spectator or a viewer who
    holds no seat."""
    hands = state.hands
    if viewer is None or not 0 <= viewer < len(hands):
        return None
    return list(order(hands[viewer]))


def every_hand(state: Table) -> list[list[str]]:
    """Every seat's hand, by seat: what a finished game shows everyone."""
    return [list(hand) for hand in state.hands]
