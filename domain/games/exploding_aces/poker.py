"""Poker combinations (§2.4): classification, in the rules' order, and the candidates a hand can play.

Candidates are listed once per distinct choice that matters: suits matter only to five cards of one suit,
so each rank pattern is offered once with the lowest suits (a straight with suits that are not all one), and
every five cards of one suit are offered as what they are (each flush, straight flush and royal flush).
``decide`` accepts any cards that classify the same: cards of the same ranks as a candidate that is not five of
one suit (the contract's ``same-ranks-except-flushes``, ``domain.game.EquivalentCards``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from enum import StrEnum
from itertools import combinations

from domain.games.exploding_aces.cards import RANKS, rank, sort_cards


class Combo(StrEnum):
    """The combinations, plus ``single`` for one card."""

    SINGLE = "single"
    PAIR = "pair"
    TWO_PAIRS = "two-pairs"
    THREE = "three-of-a-kind"
    STRAIGHT = "straight"
    FLUSH = "flush"
    FULL_HOUSE = "full-house"
    FOUR = "four-of-a-kind"
    STRAIGHT_FLUSH = "straight-flush"
    ROYAL_FLUSH = "royal-flush"


#: The value of each rank in a run, Ace low (Ace high is 14).
VALUE = {r: i + 2 for i, r in enumerate(RANKS)}
VALUE["A"] = 1
#: The ten runs of five ranks, Ace low (A-2-3-4-5) up to Ace high (10-J-Q-K-A).
RUNS: tuple[tuple[str, ...], ...] = tuple(
    tuple(("A", *RANKS)[start : start + 5]) for start in range(len(RANKS) + 1 - 4)
)
ROYAL = ("10", "J", "Q", "K", "A")


def _run(ranks: Sequence[str]) -> tuple[str, ...] | None:
    """The run these five ranks make (Ace low or high), if any."""
    wanted = set(ranks)
    if len(wanted) != 5:
        return None
    return next((run for run in RUNS if set(run) == wanted), None)


def classify(cards: Sequence[str]) -> Combo | None:
    """The combination ``cards`` make, checked in the rules' order (§2.4), or None."""
    n = len(cards)
    if n == 1:
        return Combo.SINGLE
    counts = sorted(Counter(rank(c) for c in cards).values())
    if n == 2:
        return Combo.PAIR if counts == [2] else None
    if n == 3:
        return Combo.THREE if counts == [3] else None
    if n == 4:
        if counts == [4]:
            return Combo.FOUR
        return Combo.TWO_PAIRS if counts == [2, 2] else None
    if n != 5:
        return None
    flush = len({c[-1] for c in cards}) == 1
    run = _run([rank(c) for c in cards])
    if flush and run == ROYAL:
        return Combo.ROYAL_FLUSH
    if flush and run is not None:
        return Combo.STRAIGHT_FLUSH
    if flush:
        return Combo.FLUSH
    if run is not None:
        return Combo.STRAIGHT
    return Combo.FULL_HOUSE if counts == [2, 3] else None


def _by_rank(hand: Iterable[str]) -> dict[str, list[str]]:
    groups: dict[str, list[str]] = {}
    for card in sort_cards(hand):
        groups.setdefault(rank(card), []).append(card)
    return groups


def _distinct(cards: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(sort_cards(cards)))


def combinations_in(hand: Sequence[str]) -> list[tuple[tuple[str, ...], Combo]]:
    """One candidate per distinct combination choice of ``hand`` (see the module docstring)."""
    groups = _by_rank(hand)
    out: list[tuple[tuple[str, ...], Combo]] = []
    multi = [r for r in RANKS if len(groups.get(r, [])) >= 2]
    out += [(tuple(groups[r][:2]), Combo.PAIR) for r in multi]
    out += [(sort_cards(groups[a][:2] + groups[b][:2]), Combo.TWO_PAIRS) for a, b in combinations(multi, 2)]
    triples = [r for r in RANKS if len(groups.get(r, [])) >= 3]
    out += [(tuple(groups[r][:3]), Combo.THREE) for r in triples]
    out += [(tuple(groups[r][:4]), Combo.FOUR) for r in RANKS if len(groups.get(r, [])) >= 4]
    out += [
        (sort_cards(groups[t][:3] + groups[p][:2]), Combo.FULL_HOUSE) for t in triples for p in multi if p != t
    ]
    out += _straights(groups)
    out += _flushes(hand)
    return out


def _straights(groups: dict[str, list[str]]) -> list[tuple[tuple[str, ...], Combo]]:
    out: list[tuple[tuple[str, ...], Combo]] = []
    for run in RUNS:
        if not all(groups.get(r) for r in run):
            continue
        choice = [_distinct(groups[r])[0] for r in run]
        if len({c[-1] for c in choice}) == 1:
            suit = choice[0][-1]
            swap = next(((i, c) for i, r in enumerate(run) for c in _distinct(groups[r]) if c[-1] != suit), None)
            if swap is None:
                continue
            choice[swap[0]] = swap[1]
        out.append((sort_cards(choice), Combo.STRAIGHT))
    return out


def _flushes(hand: Sequence[str]) -> list[tuple[tuple[str, ...], Combo]]:
    out: list[tuple[tuple[str, ...], Combo]] = []
    for suit in "CDHS":
        suited = sort_cards(c for c in hand if c[-1] == suit)
        if len(suited) < 5:
            continue
        out += [(five, Combo.FLUSH) for five in dict.fromkeys(combinations(suited, 5)) if classify(five) is Combo.FLUSH]
        ranks = {rank(c) for c in suited}
        for run in RUNS:
            if set(run) <= ranks:
                cards = sort_cards(f"{r}{suit}" for r in run)
                out.append((cards, Combo.ROYAL_FLUSH if run == ROYAL else Combo.STRAIGHT_FLUSH))
    return out
