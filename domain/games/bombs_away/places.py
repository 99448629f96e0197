"""Where the cards of a bombs-away table lie (``domain.card_places``): ``cards.deck()``, 52 cards and ``JK``.

Places: ``hand:<seat>``, ``deck``, ``pile`` (the cards of ``pile``), ``offer`` (the two cards an Ace drew,
``decision.offer``, until ``AceKept``). Records: ``current.card`` (the card on turn, also on the pile), a 9's
face-down orders ``decision.seat_sees``/``other_sees`` (the hands they show)."""

from __future__ import annotations

from domain.card_places import CardPlaces, Places, hand_places
from domain.games.bombs_away.cards import deck
from domain.games.bombs_away.state import BombsAwayState

_PACK = deck()


def _places(state: BombsAwayState) -> Places:
    return {
        **hand_places(state.hands),
        "deck": list(state.deck),
        "pile": [p.card for p in state.pile],
        "offer": list(state.decision.offer) if state.decision is not None else [],
    }


CARDS = CardPlaces(pack=lambda state: _PACK, dealt=lambda state: state.game > 0, places=_places)
