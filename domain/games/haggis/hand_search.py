"""The plainer search of a hand's plays that ``compact`` groups plays with: a hand split by slot and by rank
(``Hand``), the ways to lay a range of ranks in some suits (``fill``), and the bombs (``bombs``). The listing of
every play (``candidates``) is the faster search, and the tests check the two agree."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations, product

from domain.games.haggis.cards import CARDS, NUMBER_RANKS, SUITS, WILD_RANK, sort_cards
from domain.games.haggis.combos import ODD_RANKS, WILD_BOMBS, Kind, Reading, beats, bomb_of
from domain.games.haggis.listing_tables import Play


@dataclass(frozen=True, slots=True)
class Hand:
    """A hand split for the search: number cards by (suit, rank) and by rank, the wilds (lowest first) and the
    suits of the number cards (in the order R O Y G B)."""

    by_slot: dict[tuple[str, int], str]
    by_rank: dict[int, tuple[str, ...]]
    wilds: tuple[str, ...]
    suits: tuple[str, ...]

    @classmethod
    def of(cls, cards: Sequence[str]) -> Hand:
        by_slot: dict[tuple[str, int], str] = {}
        by_rank: dict[int, list[str]] = {}
        wilds: list[str] = []
        for card in sort_cards(cards):
            rank, suit = CARDS[card]
            if suit is None:
                if card not in wilds:
                    wilds.append(card)
                continue
            by_slot[(suit, rank)] = card
            by_rank.setdefault(rank, []).append(card)
        suits = tuple(s for s in SUITS if any(key[0] == s for key in by_slot))
        return cls(by_slot, {r: tuple(c) for r, c in by_rank.items()}, tuple(wilds), suits)


def fill(
    hand: Hand, wild_ranks: dict[str, int], columns: tuple[str, ...], low: int, high: int, width: int
) -> Iterator[tuple[str, ...]]:
    """Every way to lay ranks ``low``..``high`` in ``width`` suits whose number cards are exactly of
    ``columns`` (each of them used at least once): number cards where held, wilds elsewhere."""
    empty_columns = width - len(columns)
    free = len(hand.wilds) - empty_columns * (high - low + 1)
    if free < 0:
        return
    held: list[tuple[str, int]] = []
    missing: list[int] = []
    for rank in range(low, high + 1):
        for suit in columns:
            card = hand.by_slot.get((suit, rank)) if rank in NUMBER_RANKS else None
            if card is None:
                missing.append(rank)
            else:
                held.append((card, rank))
    if len(missing) > free or not held:
        return
    base = missing + [rank for rank in range(low, high + 1) for _ in range(empty_columns)]
    for extra in range(free - len(missing) + 1):
        for spared in combinations(range(len(held)), extra):
            kept = [held[i] for i in range(len(held)) if i not in spared]
            if not kept or len({CARDS[card][1] for card, _ in kept}) != len(columns):
                continue
            slots = sorted(base + [held[i][1] for i in spared], reverse=True)
            for wilds in combinations(hand.wilds, len(slots)):
                ranks = sorted((wild_ranks[w] for w in wilds), reverse=True)
                if all(w >= s for w, s in zip(ranks, slots, strict=True)):
                    yield tuple(card for card, _ in kept) + wilds


def bombs(hand: Hand, top: Reading | None) -> Iterator[Play]:
    """The bombs of ``hand`` (beating ``top`` if given), for ``compact``; ``bomb_and_set_plays.add_bombs`` lists
    the same."""
    found: list[tuple[tuple[str, ...], str]] = []
    for size in (2, 3):
        for group in combinations(hand.wilds, size):
            found.append((group, WILD_BOMBS[tuple(WILD_RANK[w] for w in group)]))
    odd = [hand.by_rank.get(rank, ()) for rank in ODD_RANKS]
    for group in product(*odd):
        name = bomb_of(group)
        if name is not None:
            found.append((group, name))
    for group, name in found:
        reading = Reading(kind=Kind.BOMB, count=len(group), bomb=name)
        if top is None or beats(reading, top):
            yield sort_cards(group), reading
