"""The two hand updates every fold of an exploding-aces event uses: a seat's cards, and the hands with one
seat's hand replaced (kept sorted, so a view shows them in order)."""

from __future__ import annotations

from domain.games.exploding_aces.cards import sort_cards

Hands = tuple[tuple[str, ...], ...]


def held(hands: Hands, seat: int) -> tuple[str, ...]:
    """The cards ``seat`` holds in ``hands`` (none for a seat out of range)."""
    return hands[seat] if 0 <= seat < len(hands) else ()


def with_hand(hands: Hands, seat: int, cards: tuple[str, ...]) -> Hands:
    """``hands`` with ``seat``'s hand replaced by ``cards``, sorted (unchanged for a seat out of range)."""
    if not 0 <= seat < len(hands):
        return hands
    return (*hands[:seat], sort_cards(cards), *hands[seat + 1 :])
