"""What the conformance test may see of High Card hands: nothing of another seat's hand, ever. A card laid on
the table leaves its hand, so it needs no disclosure; the codes are the twelve of the pack."""

from __future__ import annotations

from tests.support.high_card.cards import PACK
from tests.support.playout import Knowledge

KNOWLEDGE = Knowledge(codes=frozenset(PACK))
