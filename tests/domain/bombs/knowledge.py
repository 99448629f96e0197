"""What the conformance test may see of bombs hands: the exchange is public (docs/rules.md §5); a new deal makes
every card secret again. The dealer draw shows cards of a separate shuffled deck, which say nothing of a hand."""

from __future__ import annotations

from domain.game import Event, to_data
from tests.support.playout import Knowledge, Known, card_strings


def disclose(event: Event, known: Known) -> Known:
    """The cards of hands the table has seen once ``event`` happened."""
    data = to_data(event)
    name = type(event).__name__
    if name == "HandDealt":
        return Known()
    if name == "DealerDrawn":
        return known.show(card_strings(data["draws"]))
    if name in ("CardPassed", "CardAccepted", "PrivilegeUsed", "CardReturned"):
        return known.show([data["card"]])
    return known


KNOWLEDGE = Knowledge(disclose=disclose)
