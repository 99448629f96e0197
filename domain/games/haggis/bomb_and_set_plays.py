"""The bombs and the sets a hand can play, for the listing of plays (``candidates``), in batches that each
depend on the cards of one rank (or the 3s, 5s, 7s and 9s) and on the wilds, remembered across hands."""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import combinations, product

from domain.games.haggis.cards import NUMBER_RANKS, RANK_NAMES, WILD_RANK
from domain.games.haggis.combos import BOMBS, WILD_BOMBS, Kind, Reading
from domain.games.haggis.commands import Play as PlayCommand
from domain.games.haggis.listing_tables import CODE, ROW, Batch

_STRENGTH: dict[str, int] = {name: i + 1 for i, name in enumerate(BOMBS)}
_SET, _BOMB = Kind.SET.value, Kind.BOMB.value


def add_bombs(batches: list[Batch], by_rank: list[int], wilds: tuple[str, ...], top: Reading | None) -> None:
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
    rows = (ROW[3][threes], ROW[5][fives], ROW[7][sevens], ROW[9][nines])
    for group in product(*rows):
        suits = len({CODE[card][1] for card in group})
        name = "rainbow" if suits == 4 else "suited" if suits == 1 else None
        if name is not None and _STRENGTH[name] > floor:
            out.append(PlayCommand(cards=group, kind=_BOMB))
    return tuple(out)


def add_sets(batches: list[Batch], by_rank: list[int], wilds: tuple[str, ...], top: Reading | None) -> None:
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
    same = ROW[rank][bits]
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
    same = ROW[rank][bits]
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



def forget() -> None:
    """Forget the batches remembered across hands (a benchmark times a cold call)."""
    for remembered in (_wild_bombs, _odd_bombs, _wild_singles, _lead_sets, _following_sets):
        remembered.cache_clear()
