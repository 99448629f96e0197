"""What the listing of plays (``candidates``) is built on: the shapes of what it lists, each card's code, and the
tables over a suit's ranks, as bits, that the search for sets, bombs and sequences reads."""

from __future__ import annotations

from domain.games.haggis.cards import CARDS, NUMBER_RANKS, SUITS, TOP_RANK, WILD_RANK
from domain.games.haggis.combos import Reading
from domain.games.haggis.commands import Play as PlayCommand

#: A play with its one reading.
Play = tuple[tuple[str, ...], Reading]
#: Plays found together, as the commands that make them.
Batch = tuple[PlayCommand, ...]

#: Each card: its rank and the index of its suit in SUITS (-1 for a wild).
CODE: dict[str, tuple[int, int]] = {
    card: (rank, -1 if suit is None else SUITS.index(suit)) for card, (rank, suit) in CARDS.items()
}
#: The wilds a hand holds (bit 0 J, bit 1 Q, bit 2 K), lowest first.
WILD_SETS: tuple[tuple[str, ...], ...] = tuple(
    tuple(w for i, w in enumerate(WILD_RANK) if bits >> i & 1) for bits in range(8)
)
#: ``ROW[rank][bits]``: the cards of a number rank in the suits of ``bits`` (bit i: SUITS[i]), in suit order.
ROW: tuple[tuple[tuple[str, ...], ...], ...] = tuple(
    tuple(tuple(f"{rank}{s}" for i, s in enumerate(SUITS) if bits >> i & 1) for bits in range(1 << len(SUITS)))
    if rank in NUMBER_RANKS
    else ()
    for rank in range(TOP_RANK + 1)
)
_NONE = TOP_RANK + 2  # "no such rank" in ``NEXT``


def _rank_tables(mask: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """For the ranks of ``mask`` (bit r: rank r): how many lie below each rank 0..13+1, and the lowest at or
    above each."""
    below = tuple((mask & ((1 << r) - 1)).bit_count() for r in range(TOP_RANK + 2))
    upward = tuple(next((q for q in range(r, TOP_RANK + 1) if mask >> q & 1), _NONE) for r in range(TOP_RANK + 2))
    return below, upward


#: Per suit mask (indexed by ``mask >> 2``: ranks 2..10 are bits 0..8): ``_rank_tables`` of it.
_TABLES = tuple(_rank_tables(m << 2) for m in range(1 << len(NUMBER_RANKS)))
BELOW = tuple(below for below, _ in _TABLES)
NEXT = tuple(upward for _, upward in _TABLES)

#: Per suit mask (indexed as ``BELOW``): a byte per rank, 1 where the mask holds it; summed over columns, a
#: byte per rank counts the columns holding it. ``AT_LEAST[k]`` added sets a byte's high bit (``HIGH``)
#: where it is at least ``k`` (bytes stay below 128 - 10 + 10).
SPREAD = tuple(sum(1 << (8 * r) for r in NUMBER_RANKS if (m << 2) >> r & 1) for m in range(1 << len(NUMBER_RANKS)))
HIGH = sum(0x80 << (8 * r) for r in range(TOP_RANK + 2))
AT_LEAST = tuple(sum((0x80 - k) << (8 * r) for r in range(TOP_RANK + 2)) for k in range(2 * len(SUITS) + 1))
