"""What the conformance test may see of haggis hands: the wilds are face up at all times (§3.2), and the
round's end shows the last player's hand (it goes to the first player out, §3.6); a new deal makes every
number card secret again. Played cards leave the hands, so they need no disclosure.

The wilds are shown on every event, not only on ``RoundDealt``: the checker never sees the opening deal,
which ``setup`` makes before the first step."""

from __future__ import annotations

from domain.game import Event, to_data
from domain.games.haggis.cards import CARDS, WILDS
from tests.support.playout import Knowledge, Known


def disclose(event: Event, known: Known) -> Known:
    """The cards of hands the table has seen once ``event`` happened."""
    name = type(event).__name__
    if name == "RoundDealt":
        return Known().show(WILDS)
    if not known.public >= set(WILDS):
        known = known.show(WILDS)
    if name == "RoundScored":
        return known.show(to_data(event)["last_hand"])
    return known


KNOWLEDGE = Knowledge(codes=frozenset(CARDS), disclose=disclose)
