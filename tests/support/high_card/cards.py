"""The pack of High Card: the twelve court cards, lowest first (rank J < Q < K, then suit C < D < H < S)."""

from __future__ import annotations

from collections.abc import Iterable

PACK: tuple[str, ...] = tuple(f"{rank}{suit}" for rank in "JQK" for suit in "CDHS")
_ORDER = {card: i for i, card in enumerate(PACK)}


def sort_cards(cards: Iterable[str]) -> tuple[str, ...]:
    """``cards`` lowest first."""
    return tuple(sorted(cards, key=_ORDER.__getitem__))


def highest(cards: Iterable[str]) -> str:
    """The highest of ``cards`` (never empty)."""
    return max(cards, key=_ORDER.__getitem__)
