"""Where the cards of an exploding-aces table lie (``domain.card_places``): ``cards.pack(options.decks)``, 52 or
104 cards, no jokers.

Places: ``hand:<seat>``, ``deck``, ``discard``, ``removed`` (Kings out of the game at a rebuild), ``in_use``
(the cards of the play whose effect is being carried out, and once the game is finished what was left on the
table), ``chain`` (the held play a Nine window decides on), ``nines`` (the Nines played on it), ``lifted`` (a
Jack's cards taken off the deck: ``effect.cards`` of a JACK effect), ``replay`` (the remaining cards of a
cancelled combination: ``effect.cards`` of a REPLAY effect) and ``cancelled`` (its cancelled Ace:
``effect.extra``). Records: ``effect.cards`` of the other kinds (the hand a Two Pairs looked at, the card a
Three of a Kind drew, both still in a hand), ``effect.picks`` (the Six's and the Full House's secret choices,
the Four's takings), ``effect.taken``."""

from __future__ import annotations

from functools import cache

from domain.card_places import CardPlaces, Places, hand_places
from domain.games.exploding_aces.cards import pack
from domain.games.exploding_aces.state import AcesState, Kind


def _places(state: AcesState) -> Places:
    out = {
        **hand_places(state.hands),
        "deck": list(state.deck),
        "discard": list(state.discard),
        "removed": list(state.removed),
        "in_use": list(state.in_use),
    }
    if state.chain is not None:
        out["chain"] = list(state.chain.play.cards)
        out["nines"] = list(state.chain.nine_cards)
    effect = state.effect
    if effect is not None:
        if effect.kind is Kind.JACK:
            out["lifted"] = list(effect.cards)
        elif effect.kind is Kind.REPLAY:
            out["replay"] = list(effect.cards)
        out["cancelled"] = list(effect.extra)
    return out


_pack = cache(pack)

CARDS = CardPlaces(
    pack=lambda state: _pack(state.options.decks),
    dealt=lambda state: state.turn is not None or state.finished,
    places=_places,
)
