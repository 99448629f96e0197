"""Every play a hand can make, each with exactly one reading: the enumeration behind ``legal_commands``.

Suits matter in haggis (they decide later sequences and bombs), so two plays of the same ranks in other suits
are different plays, and each is listed. The enumeration builds plays from the hand instead of testing every
subset; ``tests/domain/haggis/test_legal.py`` checks it against a brute force over all subsets × ``readings``.

Plays are built as the commands ``legal_commands`` lists, in batches that depend on a small part of the hand
(the cards of one rank, of one suit, or of one range of ranks in some suits) and on its wilds; batches are
remembered across hands in bounded caches (about 12 MB when full), since hands share most of them.
The batches of bombs and sets are in ``bomb_and_set_plays``, those of sequences in ``sequence_plays``, over the
tables of ``listing_tables``; ``hand_search`` is the plainer search that ``compact`` groups plays with.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import chain

from domain.games.haggis import bomb_and_set_plays, sequence_plays
from domain.games.haggis.bomb_and_set_plays import add_bombs, add_sets
from domain.games.haggis.cards import RANK_OF_NAME, SUITS, TOP_RANK, WILD_RANK
from domain.games.haggis.combos import BOMBS, Kind, Reading, bomb_of
from domain.games.haggis.commands import Play as PlayCommand
from domain.games.haggis.listing_tables import CODE, WILD_SETS, Batch, Play
from domain.games.haggis.sequence_plays import add_sequences

_SET, _SEQUENCE, _BOMB = Kind.SET.value, Kind.SEQUENCE.value, Kind.BOMB.value


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
        rank, suit = CODE[card]
        if suit < 0:
            wild_bits |= 1 << (rank - 11)
        else:
            by_rank[rank] |= 1 << suit
            by_suit[suit] |= 1 << rank
    wilds = WILD_SETS[wild_bits]
    batches: list[Batch] = []
    add_bombs(batches, by_rank, wilds, top)
    if top is None or top.kind is Kind.SET:
        add_sets(batches, by_rank, wilds, top)
    if top is None or top.kind is Kind.SEQUENCE:
        add_sequences(batches, by_rank, by_suit, wilds, suits, top)
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
        bomb_and_set_plays.forget()
        sequence_plays.forget()


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


_candidates = _Remembered()
