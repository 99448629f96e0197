"""The Bombs Away deck and card arithmetic: 52 cards plus one Joker ``JK`` (docs/rules.md §4.1, §4.2).

Ranks here are the printed ranks ``A 2 … 10 J Q K`` and ``JK``. "Lowest first" (legal commands, the turn
clock's defaults) means rank order A, 2, …, K, JK, then suits C, D, H, S.
"""

from __future__ import annotations

from collections.abc import Iterable

from domain.card_order import CardOrder
from domain.cards import SUITS, is_card, rank_of, standard_deck

JOKER = "JK"
#: The ranks an 8 may block and a Joker may be declared as (docs/rules.md §4.5, §4.6).
NUMBERS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9")
TENS: frozenset[str] = frozenset({"10", "J", "Q", "K"})
ORDER: tuple[str, ...] = (*NUMBERS, "10", "J", "Q", "K", JOKER)
HAND_SIZE = 4
START_POINTS = 30
#: A 7 (or anything acting as one) needs this many cards in the pile before it is played (W5).
SEVEN_PILE = 5


def deck() -> tuple[str, ...]:
    """The 53 cards in a fixed order."""
    return standard_deck(jokers=(JOKER,))


def is_game_card(code: str) -> bool:
    """True for a card of the Bombs Away deck (the standard 52 and ``JK``)."""
    return code == JOKER or (is_card(code) and code not in ("BJ", "RJ"))


def value(rank: str) -> int:
    """The value of a rank for comparisons and damage: A 1, 2–9 face, 10–K 10 (W2)."""
    if rank == "A":
        return 1
    if rank in TENS:
        return 10
    return int(rank)


def is_ten(card: str) -> bool:
    """True for a card worth 10 (10, J, Q, K) under the ten-value rule (W9)."""
    return rank_of(card) in TENS


def order_key(card: str) -> tuple[int, int]:
    """Sort key: rank order A…K, JK, then suit."""
    rank = rank_of(card)
    suit = card[len(rank) :]
    return ORDER.index(rank), SUITS.index(suit) if suit else 0


#: ``order_key`` of each card of the deck, worked out once (another code's when asked).
_ORDER_OF = CardOrder({card: order_key(card) for card in deck()}, order_key)


def sort_cards(cards: Iterable[str]) -> tuple[str, ...]:
    """``cards`` lowest first."""
    return tuple(sorted(cards, key=_ORDER_OF.__getitem__))
