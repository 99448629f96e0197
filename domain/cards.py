"""Cards as strings in the public notation (rank then suit: ``10H``, ``QS``, ``3C``; jokers ``BJ``, ``RJ``, ``JK``).

Cards travel as plain strings everywhere (state, events, commands, JSON), so a hand is a sorted tuple of
strings and the rules treat it as a multiset: with two decks, two ``AS`` are the same card.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

RANKS: tuple[str, ...] = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")
SUITS: tuple[str, ...] = ("C", "D", "H", "S")
JOKERS: tuple[str, ...] = ("BJ", "RJ", "JK")


@dataclass(frozen=True, slots=True)
class Card:
    """A parsed card: ``rank`` is one of RANKS (or the joker's code) and ``suit`` is None for jokers."""

    rank: str
    suit: str | None

    @property
    def code(self) -> str:
        return self.rank if self.suit is None else f"{self.rank}{self.suit}"


def parse_card(code: str) -> Card:
    """Parse one card of the standard notation; raises ValueError on anything else."""
    if code in JOKERS:
        return Card(code, None)
    rank, suit = code[:-1], code[-1:]
    if rank not in RANKS or suit not in SUITS:
        raise ValueError(f"not a card: {code!r}")
    return Card(rank, suit)


def is_card(code: str) -> bool:
    """True when ``code`` is a card of the standard notation."""
    try:
        parse_card(code)
    except ValueError:
        return False
    return True


def rank_of(code: str) -> str:
    """The rank part of a card code (the whole code for a joker)."""
    return code if code in JOKERS else code[:-1]


def standard_deck(*, jokers: Sequence[str] = (), decks: int = 1) -> tuple[str, ...]:
    """Every card of ``decks`` standard 52-card packs plus the given jokers per pack, in a fixed order."""
    one = [f"{rank}{suit}" for rank in RANKS for suit in SUITS] + list(jokers)
    return tuple(one * decks)


def contains(hand: Iterable[str], cards: Iterable[str]) -> bool:
    """True when the multiset ``cards`` is inside the multiset ``hand``."""
    need = Counter(cards)
    have = Counter(hand)
    return all(have[c] >= n for c, n in need.items())


def remove(hand: Sequence[str], cards: Iterable[str]) -> tuple[str, ...]:
    """``hand`` minus the multiset ``cards``; raises ValueError if a card is missing."""
    left = list(hand)
    for card in cards:
        try:
            left.remove(card)
        except ValueError:
            raise ValueError(f"{card} is not in the hand") from None
    return tuple(left)


def without(hand: Iterable[str], cards: Iterable[str]) -> tuple[str, ...]:
    """``hand`` minus the multiset ``cards``, ignoring cards it lacks: ``evolve`` folds recorded events and
    never raises (``remove`` is the strict one, for deciding)."""
    left = list(hand)
    for card in cards:
        if card in left:
            left.remove(card)
    return tuple(left)
