"""A compact and complete form of a seat's plays, for clients on small screens and slow networks.

A 17-card lead can make 7,000 distinct plays (bench/haggis_legal_commands.py), too many to send as bodies.
Most of them differ only in which cards of one shape are used, so plays are sent as *groups*, one reading
each, that a client expands with two short rules (``expand`` does it here, and a test checks that the groups
expand to exactly the plays of ``candidates``):

- ``{"kind": "bomb", "bomb": name, "cards": [...]}``: that one play.
- ``{"kind": "set", "top_rank": r, "counts": [k, ...], "from": [...]}``: any ``k`` of the ``from`` cards
  (for each ``k`` listed) that include at least one card whose own rank is ``r``.
- ``{"kind": "sequence", "width": w, "top_rank": t, "count": n, "cards": [...], "slots": [ranks],
  "wilds": [...]}``: ``cards`` minus any of them (the *spared* ones), keeping at least one card of every suit
  in ``cards``, plus as many of ``wilds`` as there are ``slots`` and spared cards, when the wilds, sorted
  high to low, each rank at least the slot they face (``slots`` and the spared cards' ranks, sorted high to
  low). A wild ranks J 11, Q 12, K 13.

Every play is sent as ``{"type": "play", "cards": [...], "kind", "width", "top_rank"}`` with the group's
reading.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations
from typing import Any

from domain.games.haggis.cards import CARDS, RANK_NAMES, RANK_OF_NAME, TOP_RANK, WILD_RANK, sort_cards
from domain.games.haggis.combos import Kind, Reading, beats
from domain.games.haggis.hand_search import Hand, bombs, fill
from domain.games.haggis.listing_tables import Play

Group = dict[str, Any]


def groups(cards: Sequence[str], suits: int, top: Reading | None = None) -> list[Group]:
    """The plays ``cards`` can make (every one when leading, those beating ``top`` when following), grouped."""
    hand = Hand.of(cards)
    out: list[Group] = [
        {"kind": Kind.BOMB.value, "bomb": reading.bomb, "cards": list(played)} for played, reading in bombs(hand, top)
    ]
    if top is None or top.kind is Kind.SET:
        out.extend(_set_groups(hand, top))
    if top is None or top.kind is Kind.SEQUENCE:
        out.extend(_sequence_groups(hand, suits, top))
    return out


def _set_groups(hand: Hand, top: Reading | None) -> Iterator[Group]:
    for wild in hand.wilds:
        reading = Reading(kind=Kind.SET, count=1, top=WILD_RANK[wild])
        if top is None or beats(reading, top):
            yield {"kind": Kind.SET.value, "top_rank": wild, "counts": [1], "from": [wild]}
    for rank, same in sorted(hand.by_rank.items()):
        most = len(same) + len(hand.wilds)
        counts = list(range(1, most + 1)) if top is None else [top.count] if top.count <= most else []
        if counts and (top is None or rank > (top.top or 0)):
            yield {"kind": Kind.SET.value, "top_rank": RANK_NAMES[rank], "counts": counts, "from": [*same, *hand.wilds]}


def _sequence_groups(hand: Hand, suits: int, top: Reading | None) -> Iterator[Group]:
    wild_ranks = {w: WILD_RANK[w] for w in hand.wilds}
    for used in range(1, min(len(hand.suits), suits) + 1):
        for columns in combinations(hand.suits, used):
            for width in range(used, suits + 1):
                if top is not None and top.width != width:
                    continue
                for length in range(3 if width == 1 else 2, TOP_RANK):
                    if top is not None and top.count != width * length:
                        continue
                    for low in range(2, TOP_RANK - length + 2):
                        high = low + length - 1
                        if top is not None and high <= (top.top or 0):
                            continue
                        if next(fill(hand, wild_ranks, columns, low, high, width), None) is None:
                            continue
                        held = [c for r in range(low, high + 1) for s in columns if (c := hand.by_slot.get((s, r)))]
                        missing = [r for r in range(low, high + 1) for s in columns if (s, r) not in hand.by_slot]
                        empty = [r for r in range(low, high + 1) for _ in range(width - used)]
                        yield {
                            "kind": Kind.SEQUENCE.value,
                            "width": width,
                            "top_rank": RANK_NAMES[high],
                            "count": width * length,
                            "cards": held,
                            "slots": sorted(missing + empty, reverse=True),
                            "wilds": list(hand.wilds),
                        }


def expand(group: Group) -> list[Play]:
    """Every play of one group, with its reading (the rules of the module docstring)."""
    kind = Kind(group["kind"])
    if kind is Kind.BOMB:
        bomb = tuple(group["cards"])
        return [(bomb, Reading(kind=kind, count=len(bomb), bomb=group["bomb"]))]
    if kind is Kind.SET:
        rank = RANK_OF_NAME[group["top_rank"]]
        return [
            (sort_cards(chosen), Reading(kind=kind, count=k, top=rank))
            for k in group["counts"]
            for chosen in combinations(group["from"], k)
            if any(CARDS[c][0] == rank for c in chosen)
        ]
    reading = Reading(
        kind=kind, count=group["count"], width=group["width"], top=RANK_OF_NAME[group["top_rank"]]
    )
    cards: list[str] = group["cards"]
    suits = {CARDS[c][1] for c in cards}
    out: list[Play] = []
    for spare in range(len(group["wilds"]) + 1):
        for spared in combinations(cards, spare):
            kept = [c for c in cards if c not in spared]
            if {CARDS[c][1] for c in kept} != suits:
                continue
            slots = sorted([*group["slots"], *(CARDS[c][0] for c in spared)], reverse=True)
            for wilds in combinations(group["wilds"], len(slots)):
                ranks = sorted((WILD_RANK[w] for w in wilds), reverse=True)
                if all(w >= s for w, s in zip(ranks, slots, strict=True)):
                    out.append((sort_cards([*kept, *wilds]), reading))
    return out
