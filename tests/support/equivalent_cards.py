"""What the contract's ``equivalent_cards`` promises (``domain.game.EquivalentCards``), as a check over any state:
a listed command's ``cards`` swapped for other cards of the same ranks from the same place are accepted too.

A card's rank is its code without the suit letter; the jokers (``BJ``, ``RJ``, ``JK``) are ranks of their own.
The cards come from the seat's hand, but a ``replay``'s from the cancelled play's remaining cards (which the
listing names one by one, so any swap there is listed too).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from domain.cards import rank_of

#: The command types whose ``cards`` the seat's hand puts down.
FROM_HAND = frozenset({"play", "give"})


def one_suit_five(cards: Sequence[str]) -> bool:
    """Five cards all of one suit: a play ``same-ranks-except-flushes`` lists as itself only."""
    return len(cards) == 5 and len({card[-1] for card in cards}) == 1


def swapped(cards: Sequence[str], pool: Sequence[str], rng: random.Random) -> tuple[str, ...] | None:
    """``cards`` with each card swapped at random for a card of the same rank from ``pool`` (each card of the
    pool used once), or None when the pool lacks them."""
    left = list(pool)
    out: list[str] = []
    for card in cards:
        same = [c for c in left if rank_of(c) == rank_of(card)]
        if not same:
            return None
        pick = rng.choice(same)
        left.remove(pick)
        out.append(pick)
    return tuple(out)


def equivalents(rule: str, command: Any, hand: Sequence[str], rng: random.Random) -> list[Any]:
    """Commands the rule says ``command`` stands for: one random swap of its cards (none for ``exact``, for a
    command whose cards come from elsewhere than the hand, or for five of one suit where flushes stand alone)."""
    cards = getattr(command, "cards", None)
    if rule == "exact" or command.type not in FROM_HAND or not cards:
        return []
    if rule == "same-ranks-except-flushes" and one_suit_five(cards):
        return []
    other = swapped(cards, hand, rng)
    if other is None or sorted(other) == sorted(cards):
        return []
    # A straight swapped into five of one suit is a straight flush: listed of its own, and accepted here too.
    return [replace(command, cards=other)]
