"""What the conformance test may see of exploding-aces hands (docs/rules.md §2.8, §5).

Public: every card played or discarded face up, a Seven's shown card, a defuse's revealed Ace (and its
King), the Kings shown to a Royal Flush, the cards of an eliminated hand, a hand dumped face up, a
Three of a Kind's rejected card, a combination's Aces returned to the deck, the testing deal's discard pile.
Private to the seats involved: a challenge's reveal (the challenger), a Two Pairs look (its player), every
card passed between two seats (those two), a Jack's or Three's peek (its player), the cards a Full House
sent from a hand into the deck (their owner). There is one deal per
game, so nothing resets.
"""

from __future__ import annotations

from domain.game import Event, to_data
from tests.support.playout import Knowledge, Known

PUBLIC: dict[str, tuple[str, ...]] = {
    "Played": ("cards",),
    "NinePlayed": ("card",),
    "SevenShown": ("card",),
    "Defused": ("king", "ace"),
    "Eliminated": ("discarded", "aces"),
    "HandDumped": ("discarded", "aces"),
    "Rejected": ("card",),
    "AcesReturned": ("cards",),
    "ReplaySkipped": ("discarded",),
    "Dealt": ("discard",),
    "DeckRebuilt": ("removed",),
}


def _cards(value: object) -> list[str]:
    if isinstance(value, str):
        return [value] if value else []
    if isinstance(value, list | tuple):
        return [c for item in value for c in _cards(item)]
    return []


def disclose(event: Event, known: Known) -> Known:
    """The cards of hands the table (or a seat) has seen once ``event`` happened."""
    data = to_data(event)
    name = type(event).__name__
    if name in PUBLIC:
        return known.show([c for field in PUBLIC[name] for c in _cards(data[field])])
    if name == "KingsShown":
        return known.show(_cards([king for _, king in data["shown"]]))
    if name in ("Given", "Exchanged"):
        seats = (data["seat"], data["to"] if name == "Given" else data["target"])
        cards = _cards(data["cards"]) if name == "Given" else _cards([data["gave"], data["got"]])
        return known.show(cards, *seats)
    if name == "HandsPassed":
        for giver, receiver, cards in data["passes"]:
            known = known.show(_cards(cards), giver, receiver)
        return known
    if name in ("HandLooked", "Peeked"):
        return known.show(_cards(data["cards"]), data["seat"])
    if name == "JackArranged":
        return known.show(_cards(data["order"]), data["seat"])
    if name == "HandsReturned":
        for seat, cards in data["returns"]:
            known = known.show(_cards(cards), seat)
        return known
    if name == "Challenged":
        return known.show(_cards(data["hand"]), data["seat"])
    return known


KNOWLEDGE = Knowledge(disclose=disclose)
