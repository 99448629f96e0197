"""Every play a hand can make, each with exactly one reading: the enumeration behind ``legal_commands``.

Suits matter in haggis (they decide later sequences and bombs), so two plays of the same ranks in other suits
are different plays, and each is listed. The enumeration builds plays from the hand instead of testing every
subset; ``tests/domain/haggis/test_legal.py`` checks it against a brute force over all subsets × ``readings``.

Plays are built as the commands ``legal_commands`` lists, in batches that depend on a small part of the hand
(the cards of one rank, of one suit, or of one range of ranks in some suits) and on its wilds; batches are
remembered across hands in bounded caches (about 12 MB when full), since hands share most of them.
``Hand``, ``_bombs`` and ``_fill`` are the plainer search that ``compact`` groups plays with.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import chain, combinations, product
from operator import add

from domain.games.haggis.cards import (
    CARDS,
    NUMBER_RANKS,
    RANK_NAMES,
    RANK_OF_NAME,
    SUITS,
    TOP_RANK,
    WILD_RANK,
    sort_cards,
)
from domain.games.haggis.combos import BOMBS, ODD_RANKS, WILD_BOMBS, Kind, Reading, beats, bomb_of
from domain.games.haggis.commands import Play as PlayCommand

Play = tuple[tuple[str, ...], Reading]
#: Plays found together, as the commands that make them.
Batch = tuple[PlayCommand, ...]


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
    return tuple((command.cards, _reading_of(command)) for command in _listing(tuple(cards), suits, top))


def candidate_commands(cards: Sequence[str], suits: int, top: Reading | None = None) -> tuple[PlayCommand, ...]:
    """The plays of ``candidates``, in the same order, as the commands that make them (reading named)."""
    return _listing(tuple(cards), suits, top)


@lru_cache(maxsize=64)
def _listing(cards: tuple[str, ...], suits: int, top: Reading | None) -> Batch:
    """``candidate_commands`` of one hand, remembered: a turn's plays are asked for again and again (the legal
    list, then the bot's or the service's checks).

    The order is fixed (bots and self-play pick by index): the bombs (the wild ones, then 3-5-7-9 in the
    order of their cards), the sets (the lone wilds, then by rank, by number of number cards, by which of
    them, by which wilds), the sequences (by the suits their number cards use, fewest first, then by width,
    length, lowest rank, and within one range by how many held cards are left out for wilds, by which, by
    which wilds). Following, the same list keeps only the plays that beat ``top``, and the search looks
    only where those can be: bombs, and plays of ``top``'s kind and shape ranked above it.

    The plays come in batches that depend on a small part of the hand (the cards of one rank, or of one
    range of ranks in some suits) and on its wilds, and each batch is remembered across hands: hands share
    most of them (a hand's next turn all those its last play left alone, and other deals' hands those of the
    same cards).
    """
    by_rank = [0] * (TOP_RANK + 1)  # per number rank: bit i set when the hand holds it in SUITS[i]
    by_suit = [0] * len(SUITS)  # per suit: bit r set when the hand holds rank r in it
    wild_bits = 0
    for card in cards:
        rank, suit = _CODE[card]
        if suit < 0:
            wild_bits |= 1 << (rank - 11)
        else:
            by_rank[rank] |= 1 << suit
            by_suit[suit] |= 1 << rank
    wilds = _WILD_SETS[wild_bits]
    batches: list[Batch] = []
    _add_bombs(batches, by_rank, wilds, top)
    if top is None or top.kind is Kind.SET:
        _add_sets(batches, by_rank, wilds, top)
    if top is None or top.kind is Kind.SEQUENCE:
        _add_sequences(batches, by_rank, by_suit, wilds, suits, top)
    if len(batches) == 1:
        return batches[0]
    return tuple(chain.from_iterable(batches))


class _Remembered:
    """``_listing`` (as ``_candidates`` was named before it listed commands), whose ``cache_clear`` forgets the
    batches remembered across hands too, so that a benchmark can time a cold call."""

    def __call__(self, cards: tuple[str, ...], suits: int, top: Reading | None) -> Batch:
        return _listing(cards, suits, top)

    def cache_clear(self) -> None:
        _listing.cache_clear()
        for remembered in (_wild_bombs, _odd_bombs, _wild_singles, _lead_sets, _following_sets):
            remembered.cache_clear()
        _suit_leads.cache_clear()
        _window.cache_clear()


#: Each card: its rank and the index of its suit in SUITS (-1 for a wild).
_CODE: dict[str, tuple[int, int]] = {
    card: (rank, -1 if suit is None else SUITS.index(suit)) for card, (rank, suit) in CARDS.items()
}
#: The wilds a hand holds (bit 0 J, bit 1 Q, bit 2 K), lowest first.
_WILD_SETS: tuple[tuple[str, ...], ...] = tuple(
    tuple(w for i, w in enumerate(WILD_RANK) if bits >> i & 1) for bits in range(8)
)
#: ``_ROW[rank][bits]``: the cards of a number rank in the suits of ``bits`` (bit i: SUITS[i]), in suit order.
_ROW: tuple[tuple[tuple[str, ...], ...], ...] = tuple(
    tuple(tuple(f"{rank}{s}" for i, s in enumerate(SUITS) if bits >> i & 1) for bits in range(1 << len(SUITS)))
    if rank in NUMBER_RANKS
    else ()
    for rank in range(TOP_RANK + 1)
)
_NONE = TOP_RANK + 2  # "no such rank" in ``_NEXT``


def _rank_tables(mask: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """For the ranks of ``mask`` (bit r: rank r): how many lie below each rank 0..13+1, and the lowest at or
    above each."""
    below = tuple((mask & ((1 << r) - 1)).bit_count() for r in range(TOP_RANK + 2))
    upward = tuple(next((q for q in range(r, TOP_RANK + 1) if mask >> q & 1), _NONE) for r in range(TOP_RANK + 2))
    return below, upward


#: Per suit mask (indexed by ``mask >> 2``: ranks 2..10 are bits 0..8): ``_rank_tables`` of it.
_TABLES = tuple(_rank_tables(m << 2) for m in range(1 << len(NUMBER_RANKS)))
_BELOW = tuple(below for below, _ in _TABLES)
_NEXT = tuple(upward for _, upward in _TABLES)

#: Per suit mask (indexed as ``_BELOW``): a byte per rank, 1 where the mask holds it; summed over columns, a
#: byte per rank counts the columns holding it. ``_AT_LEAST[k]`` added sets a byte's high bit (``_HIGH``)
#: where it is at least ``k`` (bytes stay below 128 - 10 + 10).
_SPREAD = tuple(sum(1 << (8 * r) for r in NUMBER_RANKS if (m << 2) >> r & 1) for m in range(1 << len(NUMBER_RANKS)))
_HIGH = sum(0x80 << (8 * r) for r in range(TOP_RANK + 2))
_AT_LEAST = tuple(sum((0x80 - k) << (8 * r) for r in range(TOP_RANK + 2)) for k in range(2 * len(SUITS) + 1))

_SET_READINGS: tuple[tuple[Reading, ...], ...] = tuple(
    tuple(Reading(kind=Kind.SET, count=count, top=rank) for rank in range(TOP_RANK + 1))
    for count in range(len(SUITS) + len(WILD_RANK) + 1)
)
#: ``_SEQUENCE_READINGS[width][length][top]``.
_SEQUENCE_READINGS: tuple[tuple[tuple[Reading, ...], ...], ...] = tuple(
    tuple(
        tuple(Reading(kind=Kind.SEQUENCE, count=width * length, width=width, top=top) for top in range(TOP_RANK + 1))
        for length in range(TOP_RANK)
    )
    for width in range(len(SUITS) + 1)
)
_BOMB_READINGS: dict[tuple[str, int], Reading] = {
    (name, count): Reading(kind=Kind.BOMB, count=count, bomb=name) for name in BOMBS for count in (2, 3, 4)
}
_STRENGTH: dict[str, int] = {name: i + 1 for i, name in enumerate(BOMBS)}
_SET, _SEQUENCE, _BOMB = Kind.SET.value, Kind.SEQUENCE.value, Kind.BOMB.value


def _reading_of(command: PlayCommand) -> Reading:
    """The reading a listed play names (a bomb's, by its cards)."""
    count = len(command.cards)
    if command.kind == _BOMB:
        return _BOMB_READINGS[(bomb_of(command.cards) or "", count)]
    top = RANK_OF_NAME[command.top_rank or ""]
    if command.kind == _SET:
        return _SET_READINGS[count][top]
    width = command.width or 1
    return _SEQUENCE_READINGS[width][count // width][top]


def _add_bombs(batches: list[Batch], by_rank: list[int], wilds: tuple[str, ...], top: Reading | None) -> None:
    floor = _STRENGTH[top.bomb or BOMBS[0]] if top is not None and top.kind is Kind.BOMB else 0
    if len(wilds) >= 2:
        batches.append(_wild_bombs(wilds, floor))
    if by_rank[3] and by_rank[5] and by_rank[7] and by_rank[9]:
        batches.append(_odd_bombs(by_rank[3], by_rank[5], by_rank[7], by_rank[9], floor))


@cache
def _wild_bombs(wilds: tuple[str, ...], floor: int) -> Batch:
    """The bombs of two or three of ``wilds``, pairs first, stronger than ``floor``."""
    groups = [group for k in (2, 3) for group in combinations(wilds, k)]
    return tuple(
        PlayCommand(cards=group, kind=_BOMB)
        for group in groups
        if _STRENGTH[WILD_BOMBS[tuple(WILD_RANK[w] for w in group)]] > floor
    )


@lru_cache(maxsize=1024)
def _odd_bombs(threes: int, fives: int, sevens: int, nines: int, floor: int) -> Batch:
    """The rainbows and suited bombs of the 3s, 5s, 7s and 9s held in the suits of the bits given, stronger
    than ``floor``."""
    out: list[PlayCommand] = []
    rows = (_ROW[3][threes], _ROW[5][fives], _ROW[7][sevens], _ROW[9][nines])
    for group in product(*rows):
        suits = len({_CODE[card][1] for card in group})
        name = "rainbow" if suits == 4 else "suited" if suits == 1 else None
        if name is not None and _STRENGTH[name] > floor:
            out.append(PlayCommand(cards=group, kind=_BOMB))
    return tuple(out)


def _add_sets(batches: list[Batch], by_rank: list[int], wilds: tuple[str, ...], top: Reading | None) -> None:
    if top is None:
        if wilds:
            batches.append(_wild_singles(wilds, 0))
        for rank in NUMBER_RANKS:
            if by_rank[rank]:
                batches.append(_lead_sets(rank, by_rank[rank], wilds))
        return
    count, beaten = top.count, top.top or 0
    if count == 1 and wilds:
        batches.append(_wild_singles(wilds, beaten))
    for rank in range(max(beaten + 1, 2), max(NUMBER_RANKS) + 1):
        bits = by_rank[rank]
        if bits and count <= bits.bit_count() + len(wilds):
            batches.append(_following_sets(rank, bits, wilds, count))


@cache
def _wild_singles(wilds: tuple[str, ...], beaten: int) -> Batch:
    """Each of ``wilds`` alone, as a single of its rank, above ``beaten``."""
    return tuple(PlayCommand(cards=(w,), kind=_SET, top_rank=w) for w in wilds if WILD_RANK[w] > beaten)


@cache
def _lead_sets(rank: int, bits: int, wilds: tuple[str, ...]) -> Batch:
    """Every set of ``rank`` from its cards in the suits of ``bits`` and ``wilds``: by number of number cards,
    by which, by which wilds (fewest first)."""
    same = _ROW[rank][bits]
    groups = [g for k in range(len(wilds) + 1) for g in combinations(wilds, k)]
    name = RANK_NAMES[rank]
    return tuple(
        PlayCommand(cards=numbers + g, kind=_SET, top_rank=name)
        for k in range(1, len(same) + 1)
        for numbers in combinations(same, k)
        for g in groups
    )


@cache
def _following_sets(rank: int, bits: int, wilds: tuple[str, ...], count: int) -> Batch:
    """The sets of ``count`` cards of ``_lead_sets``."""
    same = _ROW[rank][bits]
    name = RANK_NAMES[rank]
    out: list[PlayCommand] = []
    for k in range(max(1, count - len(wilds)), min(len(same), count) + 1):
        groups = tuple(combinations(wilds, count - k))
        out.extend(
            PlayCommand(cards=numbers + g, kind=_SET, top_rank=name)
            for numbers in combinations(same, k)
            for g in groups
        )
    return tuple(out)


def _add_sequences(
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
                    packed += _SPREAD[by_suit[i] >> 2]
                if not (packed + (packed >> 8) + _AT_LEAST[2 * used - spare]) & _HIGH:
                    continue
            else:
                shared = by_suit[columns[0]]
                for i in columns[1:]:
                    shared &= by_suit[i]
                if not shared & shared >> 1:
                    continue
            key = by_suit[columns[0]] >> 2
            below: Sequence[int] = _BELOW[key]
            reach: Sequence[int] = _NEXT[key]
            for i in columns[1:]:
                key = by_suit[i] >> 2
                below = list(map(add, below, _BELOW[key]))
                reach = list(map(max, reach, _NEXT[key]))
            ranges = _spans(below, reach, used, spare, suits, shape)
            if ranges:
                bits = sum(1 << i for i in columns)
                flat = tuple(chain.from_iterable([_ROW[rank][by_rank[rank] & bits] for rank in NUMBER_RANKS]))
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
    below, reach = _BELOW[mask >> 2], _NEXT[mask >> 2]
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
                columns.setdefault(_CODE[card][1], []).append(card)
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


_candidates = _Remembered()


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


def _bombs(hand: Hand, top: Reading | None) -> Iterator[Play]:
    """The bombs of ``hand`` (beating ``top`` if given), for ``compact``; ``_add_bombs`` lists the same."""
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
