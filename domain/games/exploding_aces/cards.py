"""The cards of exploding aces: one or two standard 52-card packs without jokers, and their order.

Cards are strings in the public notation (``AS``, ``10H``); with two decks two ``AS`` are the same card.
"Lowest first" (the fixed order of turn-clock defaults, docs/rules.md §0) is poker order: 2 up to A, then suits C,
D, H, S.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from domain.card_order import CardOrder
from domain.cards import SUITS

RANKS: tuple[str, ...] = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
ACE, KING, QUEEN, NINE, SIX = "A", "K", "Q", "9", "6"


def rank(card: str) -> str:
    """The rank part of a card code."""
    return card[:-1]


def is_card(card: object) -> bool:
    """True for a card of the standard 52-card pack (no jokers in this game)."""
    return isinstance(card, str) and len(card) >= 2 and card[:-1] in RANKS and card[-1] in SUITS


def is_ace(card: str) -> bool:
    """True for an Ace, the bomb."""
    return rank(card) == ACE


#: Each card's place in poker order; an unknown code sorts last.
_ORDER = CardOrder(
    {f"{r}{s}": i for i, (r, s) in enumerate((r, s) for r in RANKS for s in SUITS)}, lambda _: len(RANKS) * len(SUITS)
)


def order_key(card: str) -> int:
    """Poker order: rank 2..A, then suit C, D, H, S (an unknown code sorts last)."""
    return _ORDER[card]


def sort_cards(cards: Iterable[str]) -> tuple[str, ...]:
    """``cards`` lowest first."""
    return tuple(sorted(cards, key=_ORDER.__getitem__))


def pack(decks: int) -> tuple[str, ...]:
    """Every card of ``decks`` packs, in a fixed order."""
    return tuple(f"{r}{s}" for _ in range(decks) for r in RANKS for s in SUITS)


def count_rank(cards: Iterable[str], wanted: str) -> int:
    """How many of ``cards`` have rank ``wanted``."""
    return sum(1 for c in cards if rank(c) == wanted)


def aces(cards: Iterable[str]) -> tuple[str, ...]:
    """The Aces among ``cards``."""
    return tuple(c for c in cards if is_ace(c))


def holds(hand: Iterable[str], cards: Iterable[str]) -> bool:
    """True when the multiset ``cards`` is inside ``hand``."""
    need = Counter(cards)
    have = Counter(hand)
    return all(have[c] >= n for c, n in need.items())
