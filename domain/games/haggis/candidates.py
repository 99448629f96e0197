"""Every play a hand can make, each with exactly one reading: the enumeration behind ``legal_commands``.

Suits matter in haggis (they decide later sequences and bombs), so two plays of the same ranks in other suits
are different plays, and each is listed. The enumeration builds plays from the hand instead of testing every
subset; ``tests/domain/haggis/test_legal.py`` checks it against a brute force over all subsets × ``readings``.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, product

from domain.games.haggis.cards import CARDS, NUMBER_RANKS, SUITS, TOP_RANK, WILD_RANK, sort_cards
from domain.games.haggis.combos import ODD_RANKS, WILD_BOMBS, Kind, Reading, beats, bomb_of

Play = tuple[tuple[str, ...], Reading]


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


def candidates(cards: Sequence[str], suits: int, top: Reading | None = None) -> tuple[Play, ...]:
    """Every (cards, reading) ``cards`` can play: any combination when leading (``top`` None), else only
    those that beat ``top``. ``suits`` is the number of suits in the pack (5, or 4 with two players)."""
    return _candidates(tuple(cards), suits, top)


@lru_cache(maxsize=64)
def _candidates(cards: tuple[str, ...], suits: int, top: Reading | None) -> tuple[Play, ...]:
    """``candidates``, remembered: a turn's plays are asked for again and again (the legal list, then the
    bot's or the service's checks), and the answer depends on nothing else."""
    hand = Hand.of(cards)
    out: list[Play] = list(_bombs(hand, top))
    if top is None or top.kind is Kind.SET:
        out.extend(_sets(hand, top))
    if top is None or top.kind is Kind.SEQUENCE:
        out.extend(_sequences(hand, suits, top))
    return tuple(out)


def _bombs(hand: Hand, top: Reading | None) -> Iterator[Play]:
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


def _sets(hand: Hand, top: Reading | None) -> Iterator[Play]:
    for wild in hand.wilds:
        reading = Reading(kind=Kind.SET, count=1, top=WILD_RANK[wild])
        if top is None or beats(reading, top):
            yield (wild,), reading
    wild_groups = [g for k in range(len(hand.wilds) + 1) for g in combinations(hand.wilds, k)]
    for rank, same in sorted(hand.by_rank.items()):
        if top is not None and (rank <= (top.top or 0) or top.count > len(same) + len(hand.wilds)):
            continue
        for k in range(1, len(same) + 1):
            for numbers in combinations(same, k):
                for wilds in wild_groups:
                    if top is None or k + len(wilds) == top.count:
                        yield (*numbers, *wilds), Reading(kind=Kind.SET, count=k + len(wilds), top=rank)


def _sequences(hand: Hand, suits: int, top: Reading | None) -> Iterator[Play]:
    """Sequences by the suits their number cards use (``columns``): prefix counts of the cards held in those
    suits rule out, before any card is laid, every range that needs more wilds than the hand holds."""
    wild_ranks = {w: WILD_RANK[w] for w in hand.wilds}
    spare = len(hand.wilds)
    held_suits = hand.suits
    for used in range(1, min(len(held_suits), suits) + 1):
        for columns in combinations(held_suits, used):
            prefix = [0] * (TOP_RANK + 2)
            for rank in range(2, TOP_RANK + 1):
                here = sum(1 for suit in columns if (suit, rank) in hand.by_slot)
                prefix[rank + 1] = prefix[rank] + here
            total = prefix[TOP_RANK + 1]
            for width in range(used, suits + 1):
                if top is not None and top.width != width:
                    continue
                for length in range(3 if width == 1 else 2, TOP_RANK):
                    if width * length - total > spare:
                        break
                    if top is not None and top.count != width * length:
                        continue
                    reading_low = 2 if top is None else max(2, (top.top or 0) - length + 2)
                    for low in range(reading_low, TOP_RANK - length + 2):
                        high = low + length - 1
                        held = prefix[high + 1] - prefix[low]
                        if held == 0 or width * length - held > spare:
                            continue
                        reading = Reading(kind=Kind.SEQUENCE, count=width * length, width=width, top=high)
                        for cards in _fill(hand, wild_ranks, columns, low, high, width):
                            yield cards, reading


def _fill(
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
