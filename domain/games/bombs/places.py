"""Where the cards of a bombs table lie (``domain.card_places``): 54 cards (``setup.deck``), all dealt at every
``HandDealt``.

Places: ``hand:<seat>`` and ``trick`` (the trick's ``top``). The state forgets beaten cards (a new top replaces
the old one, a taken trick is cleared), so they are ``forgotten``: the cards that left the top since the deal.
Records: ``exchange.card`` (passed, still in the Knave's hand until ``CardAccepted``) and
``exchange.returned``; ``requests`` and ``required`` are ranks. A match's own state (``MatchState``) holds no
card and is never dealt: each of its tables is a bombs table with a pack of its own."""

from __future__ import annotations

from typing import Any

from domain.card_places import CardPlaces, Places, hand_places, minus
from domain.game import Event
from domain.games.bombs.events import HandDealt
from domain.games.bombs.setup import deck
from domain.games.bombs.state import BombsState

_PACK = tuple(deck())


def _top(state: Any) -> tuple[str, ...]:
    return state.trick.top if isinstance(state, BombsState) and state.trick is not None else ()


def _places(state: BombsState) -> Places:
    return {**hand_places(state.hands), "trick": list(_top(state))}


def _forgotten(cards: tuple[str, ...], before: Any, event: Event, after: Any) -> tuple[str, ...]:
    """The cards beaten since the deal: those that left the trick's top."""
    if isinstance(event, HandDealt):
        return ()
    return (*cards, *minus(_top(before), _top(after)))


CARDS = CardPlaces(
    pack=lambda state: _PACK,
    dealt=lambda state: isinstance(state, BombsState) and bool(state.hands),
    places=_places,
    forgotten=_forgotten,
)
