"""Where the cards of a haggis table lie (``domain.card_places``): ``cards.number_cards(SUITS)``, 45 number
cards, and a J, Q and K for each seat.

Places: ``hand:<seat>`` (wilds included), ``haggis``, ``trick`` (every combination of the trick in play),
``captured:<seat>``, and ``removed``: the number cards of the suit a two-player round leaves out
(``removed_suit``; the state names the suit only). After ``RoundScored`` the last hand and the Haggis are in
the first-out seat's captured pile."""

from __future__ import annotations

from functools import cache

from domain.card_places import CardPlaces, Places, hand_places
from domain.games.haggis.cards import SUITS, WILDS, number_cards
from domain.games.haggis.state import HaggisState


@cache
def _pack(seats: int) -> tuple[str, ...]:
    return (*number_cards(SUITS), *WILDS * seats)


def _places(state: HaggisState) -> Places:
    return {
        **hand_places(state.hands),
        "haggis": list(state.haggis),
        "trick": list(state.trick.cards()) if state.trick is not None else [],
        **{f"captured:{seat}": list(pile) for seat, pile in enumerate(state.captured)},
        "removed": list(number_cards([state.removed_suit])) if state.removed_suit is not None else [],
    }


CARDS = CardPlaces(pack=lambda state: _pack(state.seats), dealt=lambda state: state.round_number > 0, places=_places)
