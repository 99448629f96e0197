"""Combinations and what beats what (docs/rules.md §3.3, §3.4, H3, H4, H6); shared by ``decide`` and ``legal``.

A play of cards may have several *readings*: a wild stands for itself or for any lower rank, so the same
cards can be a set or a sequence, and a sequence of several widths or top ranks. ``readings`` lists them all;
``beats`` says whether one reading may follow another; ``choose`` applies §3.3's choice when the command did
not name a reading.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from domain.games.haggis.cards import CARDS, RANK_NAMES, TOP_RANK

#: The six bombs, lowest first (§3.3); a bomb's strength is its position plus one.
BOMBS: tuple[str, ...] = ("rainbow", "jq", "jk", "qk", "jqk", "suited")
#: The bomb each group of two or three wilds makes (H3).
WILD_BOMBS: dict[tuple[int, ...], str] = {(11, 12): "jq", (11, 13): "jk", (12, 13): "qk", (11, 12, 13): "jqk"}
ODD_RANKS: tuple[int, ...] = (3, 5, 7, 9)


class Kind(StrEnum):
    """The kinds of combination: a set (same rank), a sequence (consecutive ranks), a bomb."""

    SET = "set"
    SEQUENCE = "sequence"
    BOMB = "bomb"


@dataclass(frozen=True, slots=True, kw_only=True)
class Reading:
    """One way to read a play: its kind, its number of cards, the width of a sequence, the top rank of a set
    or sequence (the set's rank, the sequence's highest rank), and the name of a bomb."""

    kind: Kind
    count: int
    width: int | None = None
    top: int | None = None
    bomb: str | None = None

    @property
    def value(self) -> int:
        """What a higher play must exceed: the rank of a set, the top of a sequence, a bomb's strength."""
        if self.kind is Kind.BOMB:
            return BOMBS.index(self.bomb or BOMBS[0]) + 1
        return self.top or 0

    @property
    def top_rank(self) -> str | None:
        """The top rank in the notation (``7``, ``J``), None for a bomb."""
        return None if self.top is None else RANK_NAMES[self.top]

    def describe(self) -> str:
        """The reading in words, for error details."""
        if self.kind is Kind.BOMB:
            return f"the {self.bomb} bomb"
        if self.kind is Kind.SET:
            return f"a set of {self.count} × {self.top_rank}"
        length = self.count // (self.width or 1)
        low = RANK_NAMES[(self.top or 0) - length + 1]
        return f"a sequence of width {self.width}, {low} to {self.top_rank} ({self.count} cards)"


def bomb_of(cards: Sequence[str]) -> str | None:
    """The bomb ``cards`` make, if any: two or three wilds, or 3-5-7-9 in four suits or in one suit."""
    ranks = sorted(CARDS[c][0] for c in cards)
    if len(ranks) in (2, 3) and ranks[0] > 10:
        return WILD_BOMBS.get(tuple(ranks))
    if tuple(ranks) == ODD_RANKS:
        suits = {CARDS[c][1] for c in cards}
        if len(suits) == 4:
            return "rainbow"
        if len(suits) == 1:
            return "suited"
    return None


def readings(cards: Sequence[str], suits: int) -> list[Reading]:
    """Every reading of ``cards`` (valid codes, no wild twice) at a table whose pack has ``suits`` suits.

    Remembered (``_readings``): a play offered on one turn is often made on a later one, and the readings of
    some cards depend on nothing else.
    """
    return list(_readings(tuple(cards), suits))


@lru_cache(maxsize=4096)
def _readings(cards: tuple[str, ...], suits: int) -> tuple[Reading, ...]:
    """``readings``, as a tuple (shared by the cache: never changed).

    Follows §3.3's recognition: all wild is a single or a bomb; exactly 3-5-7-9 unwild is a bomb or nothing;
    otherwise the set (all number cards one rank) and every sequence (width ``w`` dividing the count, top
    rank ``t``) whose wilds can fill the missing slots, each wild standing for its own rank or a lower one.
    """
    n = len(cards)
    if n == 0:
        return ()
    wilds = sorted((CARDS[c][0] for c in cards if CARDS[c][1] is None), reverse=True)
    if len(set(wilds)) != len(wilds):
        return ()
    numbers = [CARDS[c] for c in cards if CARDS[c][1] is not None]
    if not numbers:
        if n == 1:
            return (Reading(kind=Kind.SET, count=1, top=wilds[0]),)
        name = WILD_BOMBS.get(tuple(sorted(wilds)))
        return () if name is None else (Reading(kind=Kind.BOMB, count=n, bomb=name),)
    if not wilds and sorted(r for r, _ in numbers) == list(ODD_RANKS):
        name = bomb_of(cards)
        return () if name is None else (Reading(kind=Kind.BOMB, count=n, bomb=name),)
    out: list[Reading] = []
    ranks = Counter(r for r, _ in numbers)
    if len(ranks) == 1:
        out.append(Reading(kind=Kind.SET, count=n, top=numbers[0][0]))
    used_suits = len({s for _, s in numbers})
    low, high = min(ranks), max(ranks)
    for width in range(1, min(n, suits) + 1):
        length = n // width
        if n % width or length < (3 if width == 1 else 2) or used_suits > width or max(ranks.values()) > width:
            continue
        for top in range(high, min(low + length - 1, TOP_RANK) + 1):
            if top - length + 1 >= 2 and fills(ranks, wilds, top - length + 1, top, width):
                out.append(Reading(kind=Kind.SEQUENCE, count=n, width=width, top=top))
    return tuple(out)


def fills(ranks: Counter[int], wilds: Sequence[int], low: int, top: int, width: int) -> bool:
    """True when ``wilds`` (ranks, highest first) fill exactly the slots of ranks ``low``..``top`` that the
    number cards (``ranks``: count per rank) leave empty, each wild standing for its rank or a lower one."""
    slots = [rank for rank in range(top, low - 1, -1) for _ in range(width - ranks.get(rank, 0))]
    return len(slots) == len(wilds) and all(w >= s for w, s in zip(wilds, slots, strict=True))


def same_shape(new: Reading, top: Reading) -> bool:
    """True when ``new`` has ``top``'s kind, card count and (for a sequence) width (§3.4, H6)."""
    return new.kind is top.kind and new.count == top.count and new.width == top.width


def beats(new: Reading, top: Reading) -> bool:
    """True when ``new`` may be played on ``top``: a higher bomb, any bomb on a non-bomb, or the same shape
    with a strictly higher value (§3.4)."""
    if new.kind is Kind.BOMB:
        return top.kind is not Kind.BOMB or new.value > top.value
    return top.kind is not Kind.BOMB and same_shape(new, top) and new.value > top.value


def lead_preference(reading: Reading) -> tuple[int, int, int]:
    """Sort key of §3.3 (b), best first: a set, then the widest sequence, then the highest top."""
    return (0 if reading.kind is Kind.SET else 1, -(reading.width or 0), -reading.value)


def choose(options: Sequence[Reading], top: Reading | None) -> Reading | None:
    """The reading the server picks (§3.3): leading, §3.3 (b); following, the highest-valued that beats."""
    if top is None:
        return min(options, key=lead_preference, default=None)
    beating = [r for r in options if beats(r, top)]
    return max(beating, key=lambda r: r.value, default=None)
