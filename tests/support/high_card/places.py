"""Where the cards of a High Card table lie (``domain.card_places``): the twelve cards of ``cards.PACK``, all
dealt; places ``hand:<seat>`` and ``table`` (every card laid)."""

from __future__ import annotations

from domain.card_places import CardPlaces, Places, hand_places
from tests.support.high_card.cards import PACK
from tests.support.high_card.state import HighCardState


def _places(state: HighCardState) -> Places:
    return {**hand_places(state.hands), "table": [card for _, card in state.played]}


CARDS = CardPlaces(pack=lambda state: PACK, dealt=lambda state: bool(state.hands), places=_places)
