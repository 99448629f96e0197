"""What the conformance test may see of Bombs Away hands (docs/rules.md §4.5, §5).

The 5's player has seen the target's whole hand. After a 9's swap each of the two players knows the card it
gave, which the other now holds. A new game's deal makes every card secret again. Nothing else of a hand is
ever shown: the 9's face-down orders, the cards drawn and the cards returned stay private.
"""

from __future__ import annotations

from domain.cards import standard_deck
from domain.game import Event
from domain.games.bombs_away.events import CardsSwapped, GameDealt, HandLookedAt
from tests.support.playout import Knowledge, Known


def disclose(event: Event, known: Known) -> Known:
    """The cards of hands the rules have shown once ``event`` happened, and to whom."""
    match event:
        case GameDealt():
            return Known()
        case HandLookedAt(seat=seat, cards=cards):
            return known.show(cards, seat)
        case CardsSwapped(seat=seat, target=target, given=given, taken=taken):
            return known.show([given], seat).show([taken], target)
        case _:
            return known


KNOWLEDGE = Knowledge(codes=frozenset(standard_deck(jokers=("JK",))), disclose=disclose)
