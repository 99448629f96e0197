"""Who deals and who leads each round, and when the game ends (docs/rules.md §3.2, §3.8, H9, H13)."""

from __future__ import annotations

from collections.abc import Sequence


def first_dealer_and_leader(seats: int) -> tuple[int, int]:
    """Round 1: seat 0 deals and the player to its left leads (§3.2)."""
    return 0, 1 % seats


def next_dealer(scores: Sequence[int], last_winner: int) -> int:
    """The highest total deals; among several, the last round's winner (its first player out) if tied, else
    the first tied seat clockwise from the last winner, so that a player who is not highest never deals."""
    best = max(scores)
    n = len(scores)
    for step in range(n):
        seat = (last_winner + step) % n
        if scores[seat] == best:
            return seat
    return last_winner


def next_leader(scores: Sequence[int], dealer: int) -> int:
    """The lowest total leads; among several, the first tied seat clockwise from the dealer's left (H9)."""
    low = min(scores)
    n = len(scores)
    for step in range(1, n + 1):
        seat = (dealer + step) % n
        if scores[seat] == low:
            return seat
    return (dealer + 1) % n


def game_over(scores: Sequence[int], target: int) -> bool:
    """True when someone reached the target and one total is highest (§3.8, H13)."""
    best = max(scores)
    return best >= target and list(scores).count(best) == 1


def ranking(scores: Sequence[int]) -> tuple[int, ...]:
    """Seats from the highest total down; equal totals keep seat order."""
    return tuple(sorted(range(len(scores)), key=lambda s: (-scores[s], s)))
