"""Haggis notation (docs/rules.md §3.1): number cards ``2``–``10`` in five suits ``R O Y G B`` (``7R``, ``10B``)
and the suitless wild face cards ``J``, ``Q``, ``K``, which rank 11, 12 and 13.

Every player holds one J, one Q and one K of their own, so two players' ``J`` are the same code: a hand is a
multiset of codes, and a hand holds each wild at most once.
"""

from __future__ import annotations

from collections.abc import Iterable

SUITS: tuple[str, ...] = ("R", "O", "Y", "G", "B")
NUMBER_RANKS: tuple[int, ...] = tuple(range(2, 11))
WILDS: tuple[str, ...] = ("J", "Q", "K")
WILD_RANK: dict[str, int] = {"J": 11, "Q": 12, "K": 13}
TOP_RANK = 13
RANK_NAMES: dict[int, str] = {**{r: str(r) for r in NUMBER_RANKS}, 11: "J", 12: "Q", 13: "K"}
RANK_OF_NAME: dict[str, int] = {name: rank for rank, name in RANK_NAMES.items()}
#: Printed points (classic rule, §3.7): 3, 5, 7, 9 are worth 1; J 2, Q 3, K 5; every other card 0.
CLASSIC_POINTS: dict[int, int] = {3: 1, 5: 1, 7: 1, 9: 1, 11: 2, 12: 3, 13: 5}

#: Every card code: (rank, suit), the suit None for a wild.
CARDS: dict[str, tuple[int, str | None]] = {
    **{f"{rank}{suit}": (rank, suit) for rank in NUMBER_RANKS for suit in SUITS},
    **{wild: (rank, None) for wild, rank in WILD_RANK.items()},
}


def is_haggis_card(code: str) -> bool:
    """True for a card of the haggis pack (``7R``, ``10B``, ``J``, ``Q``, ``K``)."""
    return code in CARDS


def rank_of(code: str) -> int:
    """The rank of a card: 2–10, or 11–13 for J, Q, K."""
    return CARDS[code][0]


def suit_of(code: str) -> str | None:
    """The suit letter of a number card; None for a wild."""
    return CARDS[code][1]


def is_wild(code: str) -> bool:
    """True for J, Q and K."""
    return code in WILD_RANK


def card_key(code: str) -> tuple[int, int]:
    """Sort key: rank first, then suit in the order R O Y G B."""
    rank, suit = CARDS[code]
    return rank, SUITS.index(suit) if suit is not None else 0


#: Each card's place in the sorted order, for fast sorting.
CARD_ORDER: dict[str, int] = {code: i for i, code in enumerate(sorted(CARDS, key=card_key))}


def sort_cards(cards: Iterable[str]) -> tuple[str, ...]:
    """``cards`` sorted low to high (the wilds last)."""
    return tuple(sorted(cards, key=CARD_ORDER.__getitem__))


def number_cards(suits: Iterable[str]) -> tuple[str, ...]:
    """The number cards 2–10 of ``suits``, in a fixed order."""
    chosen = tuple(suits)
    return tuple(f"{rank}{suit}" for rank in NUMBER_RANKS for suit in chosen)


def classic_points(code: str) -> int:
    """The points printed on a card (§3.1); a wild scores its printed value whatever it stood for (§3.7)."""
    return CLASSIC_POINTS.get(rank_of(code), 0)
