"""The sequences a hand can play, for the listing of plays (``candidates``): by the suits their number cards use,
each range of ranks laid by ``_window`` in batches remembered across hands."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache
from itertools import chain, combinations
from operator import add

from domain.games.haggis.cards import NUMBER_RANKS, RANK_NAMES, SUITS, TOP_RANK
from domain.games.haggis.combos import Kind, Reading
from domain.games.haggis.commands import Play as PlayCommand
from domain.games.haggis.listing_tables import AT_LEAST, BELOW, CODE, HIGH, NEXT, ROW, SPREAD, Batch

_SEQUENCE = Kind.SEQUENCE.value


def add_sequences(
    batches: list[Batch],
    by_rank: list[int],
    by_suit: list[int],
    wilds: tuple[str, ...],
    suits: int,
    top: Reading | None,
) -> None:
    """Sequences by the suits their number cards use (``columns``), fewest first, then by width, length and
    lowest rank (``_spans``); ``_window`` lays the plays of each range. Before any range is looked for, a set of
    columns is passed over when no two ranks side by side lack fewer cards than the hand holds wilds (with no
    wilds: unless the columns share a run)."""
    spare = len(wilds)
    held = [i for i, mask in enumerate(by_suit) if mask]
    shape: tuple[int, int, int] | None = None
    if top is None:
        lowest, most = 1, min(len(held), suits)
    else:
        width = top.width or 1
        length = top.count // width
        if width > suits:
            return
        # Columns beyond the number cards' suits are all wilds, ``length`` of them each.
        lowest, most = max(1, width - spare // length), min(len(held), suits, width)
        shape = (width, length, max(2, (top.top or 0) - length + 2))
    for used in range(lowest, most + 1):
        if used == 1:
            for i in held:
                mask = by_suit[i]
                if not spare and not mask & mask >> 1 & mask >> 2:
                    continue
                if shape is None:
                    found = _suit_leads(i, mask, wilds, suits)
                else:
                    found = _suit_plays(i, mask, wilds, suits, shape)
                if found:
                    batches.append(found)
            continue
        pool = held if spare else [i for i in held if by_suit[i] & by_suit[i] >> 1]
        for columns in combinations(pool, used):
            if spare:
                packed = 0
                for i in columns:
                    packed += SPREAD[by_suit[i] >> 2]
                if not (packed + (packed >> 8) + AT_LEAST[2 * used - spare]) & HIGH:
                    continue
            else:
                shared = by_suit[columns[0]]
                for i in columns[1:]:
                    shared &= by_suit[i]
                if not shared & shared >> 1:
                    continue
            key = by_suit[columns[0]] >> 2
            below: Sequence[int] = BELOW[key]
            reach: Sequence[int] = NEXT[key]
            for i in columns[1:]:
                key = by_suit[i] >> 2
                below = list(map(add, below, BELOW[key]))
                reach = list(map(max, reach, NEXT[key]))
            ranges = _spans(below, reach, used, spare, suits, shape)
            if ranges:
                bits = sum(1 << i for i in columns)
                flat = tuple(chain.from_iterable([ROW[rank][by_rank[rank] & bits] for rank in NUMBER_RANKS]))
                batches.extend(
                    [_window(flat[below[low] : below[low + n]], wilds, w, low, low + n - 1) for w, n, low in ranges]
                )


@lru_cache(maxsize=4096)
def _suit_leads(suit: int, mask: int, wilds: tuple[str, ...], suits: int) -> Batch:
    """``_suit_plays`` when leading, remembered whole (a suit's cards change seldom, and short suits recur)."""
    return _suit_plays(suit, mask, wilds, suits, None)


def _suit_plays(
    suit: int, mask: int, wilds: tuple[str, ...], suits: int, shape: tuple[int, int, int] | None
) -> Batch:
    """The sequences whose number cards are all of SUITS[``suit``] (holding the ranks of ``mask``)."""
    below, reach = BELOW[mask >> 2], NEXT[mask >> 2]
    flat = tuple(f"{rank}{SUITS[suit]}" for rank in NUMBER_RANKS if mask >> rank & 1)
    found = [
        _window(flat[below[low] : below[low + n]], wilds, w, low, low + n - 1)
        for w, n, low in _spans(below, reach, 1, len(wilds), suits, shape)
    ]
    return tuple(chain.from_iterable(found))


def _spans(
    below: Sequence[int],
    reach: Sequence[int],
    used: int,
    spare: int,
    suits: int,
    shape: tuple[int, int, int] | None,
) -> list[tuple[int, int, int]]:
    """The (width, length, lowest rank) of the sequences that ``used`` columns make with ``spare`` wilds, in
    order; following, only those of ``shape`` (width, length, lowest rank allowed). ``below[r]`` counts the
    columns' cards below rank r, ``reach[r]`` is the lowest rank from which every column has a card at or
    above r: a range must hold a card of each column and lack no more cards than there are wilds."""
    if shape is None:
        return _ranges(below, reach, used, spare, suits)
    width, length, first = shape
    need = width * length - spare
    return [
        (width, length, low)
        for low in range(first, TOP_RANK - length + 2)
        if (n := below[low + length] - below[low]) and n >= need and reach[low] < low + length
    ]


def _ranges(
    below: Sequence[int], reach: Sequence[int], used: int, spare: int, suits: int
) -> list[tuple[int, int, int]]:
    """``_spans`` when leading. As wide as the columns, a range needs a wild per empty slot, so extending one
    only adds to them: the ranges of each length are found among those one shorter. One column wider, the
    extra column is all wilds: at most ``spare`` ranks; wider still needs more wilds than there are."""
    out: list[tuple[int, int, int]] = []
    length = 3 if used == 1 else 2
    need = used * length - spare
    lows = [low for low in range(2, TOP_RANK - length + 2) if below[low + length] - below[low] >= need]
    while lows:
        if need > 0:  # then the range holds a card
            out += [(used, length, low) for low in lows if reach[low] < low + length]
        else:
            out += [
                (used, length, low) for low in lows if reach[low] < low + length and below[low + length] > below[low]
            ]
        length += 1
        need += used
        last = TOP_RANK + 1 - length
        lows = [low for low in lows if low <= last and below[low + length] - below[low] >= need]
    if spare >= 2 and used < suits:
        width = used + 1
        for length in range(2, spare + 1):
            need = max(1, width * length - spare)
            out += [
                (width, length, low)
                for low in range(2, TOP_RANK - length + 2)
                if below[low + length] - below[low] >= need and reach[low] < low + length
            ]
    return out


@lru_cache(maxsize=16384)
def _window(cards: tuple[str, ...], wilds: tuple[str, ...], width: int, low: int, high: int) -> Batch:
    """Every sequence of ``width`` laid on ranks ``low``..``high`` with the held ``cards`` of that range in
    its columns (at least one in each), less some of them left out for wilds (fewest first; each column
    keeping a card), plus wilds in every empty slot and in the left-out ones: a wild stands for its rank or a
    lower one, so only slots above 10 ask anything of them."""
    held = len(cards)
    needed = width * (high - low + 1) - held
    kings = width if high >= TOP_RANK else 0
    faces = kings + (width if low <= TOP_RANK - 1 <= high else 0)
    small: list[frozenset[str]] | None = None  # the columns few enough to be left out whole
    laid: list[tuple[str, ...]] = []
    for extra in range(len(wilds) - needed + 1):
        if extra > held:
            break
        choices = _wild_choices(wilds, needed + extra, kings, faces)
        if not choices:
            continue
        if not extra:
            laid += [cards + g for g in choices]
            continue
        kept = list(combinations(cards, held - extra))
        kept.reverse()  # the order of the left-out cards' combinations
        if small is None:
            columns: dict[int, list[str]] = {}
            for card in cards:
                columns.setdefault(CODE[card][1], []).append(card)
            small = [frozenset(column) for column in columns.values() if len(column) <= len(wilds)]
        for column in small:
            if len(column) <= extra:
                kept = [k for k in kept if not column.isdisjoint(k)]
        laid += [k + g for k in kept for g in choices]
    name = RANK_NAMES[high]
    return tuple([PlayCommand(cards=c, kind=_SEQUENCE, width=width, top_rank=name) for c in laid])


@cache
def _wild_choices(wilds: tuple[str, ...], count: int, kings: int, high: int) -> tuple[tuple[str, ...], ...]:
    """The ``count``-subsets of ``wilds`` (in ``combinations`` order) that can fill a sequence's slots when
    ``kings`` of them are of rank K and ``high`` of them of rank Q or K."""
    return tuple(
        g
        for g in combinations(wilds, count)
        if sum(1 for w in g if w == "K") >= kings and sum(1 for w in g if w != "J") >= high
    )


def forget() -> None:
    """Forget the batches remembered across hands (a benchmark times a cold call)."""
    _suit_leads.cache_clear()
    _window.cache_clear()
