"""Where the cards of a game's state lie: what a game declares (``Declared.cards``) so that one property, card
conservation (tests/support/conservation.py), can check every game without knowing any of them.

A *place* holds cards that are nowhere else (``hand:0``, ``deck``, ``discard``, …); a *record* copies cards that
are also in a place (what was peeked at, picked, shown) and is no place. A game whose state lets go of cards
that are still in the game (bombs forgets a beaten trick's cards) also declares ``forgotten``: how one event
adds to those cards, which the checker keeps beside the state (their place is ``FORGOTTEN``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from domain.game import Event

Places = dict[str, list[str]]

#: The place of the cards a state has forgotten (``CardPlaces.forgotten``).
FORGOTTEN = "played"


def hand_places(hands: Sequence[Sequence[str]]) -> Places:
    """Each seat's hand as a place ``hand:<seat>``."""
    return {f"hand:{seat}": list(hand) for seat, hand in enumerate(hands)}


def minus(cards: Sequence[str], taken: Sequence[str]) -> tuple[str, ...]:
    """``cards`` minus the multiset ``taken`` (cards it lacks are ignored), in ``cards``' order."""
    left: dict[str, int] = {}
    for card in taken:
        left[card] = left.get(card, 0) + 1
    out = []
    for card in cards:
        if left.get(card, 0) > 0:
            left[card] -= 1
        else:
            out.append(card)
    return tuple(out)


@dataclass(frozen=True, slots=True, kw_only=True)
class CardPlaces:
    """A game's card places: ``pack`` (every card of the state's table, as a multiset in any order), ``dealt``
    (whether the state holds its cards yet: before its first deal it holds none and is not checked), and
    ``places`` (every place of a dealt state, by name, with its cards).

    ``forgotten``, for a game whose state forgets cards: given the cards forgotten so far, the state before an
    event, the event and the state after it, the cards forgotten once it happened (a new deal forgets none)."""

    pack: Callable[[Any], Sequence[str]]
    dealt: Callable[[Any], bool]
    places: Callable[[Any], Places]
    forgotten: Callable[[tuple[str, ...], Any, Event, Any], tuple[str, ...]] | None = None
