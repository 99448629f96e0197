"""The testing deal (POWDERKEG_TESTING=1): ``{"hands": [[cards of seat 0], ...]}``, the whole pack dealt as the
hands say (each seat at least one card, every card of the pack exactly once)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.testing_deals import bad_deal, dealt_too_often, opened
from tests.support.high_card.cards import PACK, sort_cards

KEYS = frozenset({"hands"})


def parse_deal(raw: Mapping[str, Any], seats: int) -> tuple[tuple[str, ...], ...]:
    """The hands of a testing deal for ``seats``; raises ``InvalidSetup(bad-deal)``."""
    hands = []
    for seat, hand in enumerate(opened(raw, KEYS, seats)):
        if not isinstance(hand, list | tuple) or not hand or not all(card in PACK for card in hand):
            raise bad_deal(f"the hand of seat {seat} must be a non-empty list of cards of {', '.join(PACK)}")
        hands.append(sort_cards(hand))
    dealt = [card for hand in hands for card in hand]
    twice = dealt_too_often(dealt)
    if twice or len(dealt) != len(PACK):
        raise bad_deal(f"the deal must give out each of the {len(PACK)} cards once ({twice[:1] or 'some are missing'})")
    return tuple(hands)
