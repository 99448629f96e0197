"""The testing deal (POWDERKEG_TESTING=1): a JSON object that fixes the opening of a game.

``{"hands": [[cards of seat 0], ...], "deck": [top card first, ...], "first": int, "discard": [...],
"direction": 1 | -1, "defuses": int}``; only ``hands`` is required. Hands may hold any number of cards,
Aces and Kings included (the deal rule of §2.1 is for the random deal). Without ``deck``, every card of the
pack not in a hand or the discard pile is shuffled into the deck; with it, the deck is exactly that and any
card listed nowhere is out of the game. No card may appear more often than the packs hold it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from domain.games.exploding_aces.cards import is_card, pack
from domain.testing_deals import bad_deal, dealt_too_often, opened, whole_number

KEYS = frozenset({"hands", "deck", "first", "discard", "direction", "defuses"})


@dataclass(frozen=True, slots=True, kw_only=True)
class FixedDeal:
    """A checked testing deal (``deck`` None: the rest of the pack, shuffled)."""

    hands: tuple[tuple[str, ...], ...]
    deck: tuple[str, ...] | None
    first: int
    discard: tuple[str, ...]
    direction: int
    defuses: int


def _cards(raw: Any, what: str) -> tuple[str, ...]:
    if not isinstance(raw, list | tuple):
        raise bad_deal(f"{what} must be a list of cards such as AS, 10H or QD")
    for card in raw:
        if not is_card(card):
            raise bad_deal(f"{card!r} ({what}) is not a card of the pack, such as AS, 10H or QD (no jokers)")
    return tuple(raw)


def _direction(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value not in (1, -1):
        raise bad_deal(f"deal 'direction' must be 1 or -1, not {value!r}")
    return int(value)


def parse_deal(raw: Mapping[str, Any], seats: int, decks: int) -> FixedDeal:
    """Check a testing deal for a table of ``seats`` with ``decks`` packs; raises ``InvalidSetup(bad-deal)``."""
    hands_raw = opened(raw, KEYS, seats)
    hands = tuple(_cards(hand, f"the hand of seat {seat}") for seat, hand in enumerate(hands_raw))
    deck = None if raw.get("deck") is None else _cards(raw["deck"], "the deck")
    discard = _cards(raw.get("discard", []), "the discard pile")
    used = Counter(c for h in (*hands, deck or (), discard) for c in h)
    limit = Counter(pack(decks))
    over = dealt_too_often(used.elements(), limit)
    if over:
        raise bad_deal(f"{over[0]} appears {used[over[0]]} times, but {decks} pack(s) hold {limit[over[0]]}")
    return FixedDeal(
        hands=hands,
        deck=deck,
        first=whole_number(raw, "first", 0, seats - 1) or 0,
        discard=discard,
        direction=_direction(raw.get("direction", 1)),
        defuses=whole_number(raw, "defuses", 0, 99) or 0,
    )
