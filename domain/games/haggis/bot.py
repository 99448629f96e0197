"""The ``greedy`` bot of haggis: a heuristic over the seat's view and legal plays, nothing else.

It knows its own hand, the trick on the table (and the points in it) and every seat's hand size. It rates a
hand by the plays it needs to empty it (``units``: sets, whole one-suit runs and two-suit ladders; the wilds one
play more) and a play by the plays it leaves plus what it spends (1.5 a wild, 3 for a bomb). It goes out
whenever it can. Leading, it plays what leaves the fewest plays: the longest, then the lowest. Following, it
beats the top with its cheapest play, and plays it when it breaks nothing, or when the trick's points, an
opponent close to going out (4 cards, 6 heads-up) or its own last plays pay for what it breaks or spends; it
bombs only against such an opponent or to take the lead it needs to go out, else it passes. It bets only when
its whole hand needs at most 3 (Big) or 4 (Little) plays, two wilds or a 3-5-7-9 bomb counting one less.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations
from typing import Any, TypeVar

from domain.bots import Knowledge
from domain.game import Command, JsonDict
from domain.games.haggis.cards import CARDS, RANK_OF_NAME, SUITS, WILDS, classic_points
from domain.games.haggis.combos import BOMBS, bomb_of
from domain.games.haggis.commands import Bet, Pass, Play

_SUIT_BITS = 16
_RANKS_OF_SUIT = (1 << _SUIT_BITS) - 1
#: Each number card's bit in a hand's mask: bit ``rank`` of the suit's 16 bits; the wilds have none.
_BIT: dict[str, int] = {
    card: 0 if suit is None else 1 << (_SUIT_BITS * SUITS.index(suit) + rank) for card, (rank, suit) in CARDS.items()
}
_WILD_SET = frozenset(WILDS)
_T = TypeVar("_T")

#: What spending one wild costs, in plays (a wild held wins a trick later, and is worth points to its taker).
WILD_COST = 1.5
#: What breaking into a bomb costs, in plays.
BOMB_COST = 3.0
#: The most plays a hand may need to make the Big bet, or the Little bet.
BIG_BET_NEED = 3
LITTLE_BET_NEED = 4
#: An opponent with this many cards or fewer may go out soon.
DANGER = 4
DANGER_HEADS_UP = 6
#: What a point in the trick is worth, in plays spent to take it.
POINTS = 0.25
POINTS_HEADS_UP = 0.5


def greedy(knowledge: Knowledge, rng: random.Random) -> Command:
    """The heuristic's choice among ``knowledge.legal``."""
    view = knowledge.view
    plays = [c for c in knowledge.legal if isinstance(c, Play)]
    bets = [c for c in knowledge.legal if isinstance(c, Bet)]
    hand: list[str] = list(view.get("hand") or ())
    if bets:
        amount = bet_for(hand)
        if amount:
            return next((b for b in bets if b.amount == amount), bets[0])
    if not plays:
        return _fallback(knowledge.legal, rng)
    out = [p for p in plays if len(p.cards) == len(hand)]
    if out:
        return _pick(out, [0 if p.kind != "bomb" else 1 for p in out], rng)
    trick = view.get("trick") or {}
    top = trick.get("top")
    if top is None:
        return _lead(hand, plays, rng)
    others = [s["cards"] for s in view.get("seats") or () if s["seat"] != knowledge.seat and s["cards"]]
    return _follow(knowledge.legal, hand, others, _trick_points(view), rng)


def hand_units(hand: Sequence[str]) -> int:
    """The plays ``hand`` needs to empty itself: ``units`` of its number cards, one more for its wilds."""
    mask = 0
    for card in hand:
        mask |= _BIT[card]
    return units(mask) + (1 if any(card in _WILD_SET for card in hand) else 0)


def bet_for(hand: Sequence[str]) -> int:
    """The bet a whole hand deserves: 30 or 15 when it empties in few plays (two wilds or a 3-5-7-9 bomb save
    one each), else 0. Most dealt hands need 6 to 8; self-play puts those of 5 or fewer out first about half
    the time, so only fewer bet."""
    wilds = sum(card in _WILD_SET for card in hand)
    need = hand_units(hand) - (1 if wilds >= 2 else 0) - (1 if _has_odd_bomb(hand) else 0)
    if need <= BIG_BET_NEED:
        return 30
    if need <= LITTLE_BET_NEED:
        return 15
    return 0


def _has_odd_bomb(hand: Sequence[str]) -> bool:
    """True when the hand holds a 3-5-7-9 in one suit or in four."""
    suits = {rank: {CARDS[c][1] for c in hand if CARDS[c][0] == rank} for rank in (3, 5, 7, 9)}
    if all(suits.values()) and any(all(s in suits[r] for r in suits) for s in suits[3]):
        return True
    return any(len({a, b, c, d}) == 4 for a in suits[3] for b in suits[5] for c in suits[7] for d in suits[9])


@lru_cache(maxsize=1 << 16)
def units(mask: int) -> int:
    """The fewest plays the number cards of ``mask`` need, as sets (one a rank) and as whole runs of one suit
    (3+ ranks) and ladders of two suits (2+ ranks): a search over taking each run or ladder, remembered."""
    by_suit = [mask >> (_SUIT_BITS * suit) & _RANKS_OF_SUIT for suit in range(len(SUITS))]
    best = _ranks(by_suit)
    if best <= 2:
        return best
    for suits, run in _shapes(by_suit):
        cleared = 0
        for suit in suits:
            cleared |= run << (_SUIT_BITS * suit)
        best = min(best, 1 + units(mask & ~cleared))
    return best


def _shapes(by_suit: Sequence[int]) -> list[tuple[tuple[int, ...], int]]:
    """The whole runs of one suit (3+ ranks) and ladders of two suits (2+ ranks) in a hand, as (suits, ranks)."""
    shapes: list[tuple[tuple[int, ...], int]] = []
    held = [suit for suit, ranks in enumerate(by_suit) if ranks]
    for suit in held:
        ranks = by_suit[suit]
        if ranks & ranks >> 1 & ranks >> 2:
            shapes.extend(((suit,), run) for run in _runs(ranks, 3))
    for a, b in combinations(held, 2):
        both = by_suit[a] & by_suit[b]
        if both & both >> 1:
            shapes.extend(((a, b), run) for run in _runs(both, 2))
    return shapes


def _ranks(by_suit: Sequence[int]) -> int:
    """How many ranks the suits' masks hold between them."""
    union = 0
    for ranks in by_suit:
        union |= ranks
    return union.bit_count()


def _runs(ranks: int, least: int) -> list[int]:
    """The maximal runs of consecutive ranks in ``ranks`` (a rank mask) of at least ``least`` ranks."""
    out: list[int] = []
    while ranks:
        low = ranks & -ranks
        run = ranks & ~(ranks + low)  # the consecutive bits from the lowest set bit up
        if run.bit_count() >= least:
            out.append(run)
        ranks &= ~run
    return out


def _rate(hand_mask: int, wilds_held: int, play: Play) -> tuple[int, float]:
    """What ``play`` leaves (the plays the rest of the hand needs), and what it costs besides: its wilds and,
    for a bomb, the bomb."""
    mask = hand_mask
    wilds = 0
    for card in play.cards:
        bit = _BIT[card]
        if bit:
            mask &= ~bit
        else:
            wilds += 1
    left = units(mask) + (1 if wilds < wilds_held else 0)
    return left, WILD_COST * wilds + (BOMB_COST if play.kind == "bomb" else 0.0)


def _lead(hand: Sequence[str], plays: Sequence[Play], rng: random.Random) -> Command:
    """The lead that leaves the fewest plays (counting what it spends), then the longest, then the lowest."""
    mask, wilds = _mask(hand)
    keys = []
    for play in plays:
        left, extra = _rate(mask, wilds, play)
        keys.append((round(left + extra, 3), -len(play.cards), _value(play)))
    return _pick(plays, keys, rng)


def _follow(
    legal: Sequence[Command], hand: Sequence[str], others: Sequence[int], points: int, rng: random.Random
) -> Command:
    """The cheapest play that beats the top (it spends least, then is lowest), if what it spends is worth the
    trick's ``points``, stopping an opponent (``others``: their hand sizes) about to go out, or nearing going
    out itself; else the cheapest bomb, only for the last two; else a pass."""
    mask, wilds = _mask(hand)
    now = units(mask) + (1 if wilds else 0)
    heads_up = len(others) == 1
    danger = min(others, default=len(hand)) <= (DANGER_HEADS_UP if heads_up else DANGER)
    allowance = -0.5 + points * (POINTS_HEADS_UP if heads_up else POINTS) + (2.0 if danger else 0.0)
    allowance += 1.0 if now <= 2 else 0.0
    for bombs in (False, True):
        plays = [c for c in legal if isinstance(c, Play) and (c.kind == "bomb") is bombs]
        if not plays:
            continue
        keys = []
        for play in plays:
            left, extra = _rate(mask, wilds, play)
            keys.append((round(left + extra, 3), _value(play), left))
        choice = _pick(plays, keys, rng)
        cost, _, left = min(keys)
        if (cost - now <= allowance) if not bombs else (danger or left <= 1):
            return choice
    return _fallback(legal, rng)


def _trick_points(view: JsonDict) -> int:
    """The points the cards of the trick on the table are worth."""
    trick = view.get("trick") or {}
    cards = [card for play in trick.get("plays", ()) for card in play["cards"]]
    if view.get("card_points") == "per_card":
        return len(cards)
    return sum(classic_points(card) for card in cards)


def _mask(hand: Sequence[str]) -> tuple[int, int]:
    """The mask of the hand's number cards, and how many wilds it holds."""
    mask = 0
    for card in hand:
        mask |= _BIT[card]
    return mask, sum(card in _WILD_SET for card in hand)


def _value(play: Play) -> int:
    """What a play is valued at: its top rank, or a bomb's place among the bombs."""
    if play.top_rank is None:
        return BOMBS.index(bomb_of(play.cards) or BOMBS[0])
    return RANK_OF_NAME[play.top_rank]


def _fallback(legal: Sequence[Command], rng: random.Random) -> Command:
    """A pass if there is one (there is when following), else no bet, else any legal command."""
    for command in legal:
        if isinstance(command, Pass):
            return command
    bets = [c for c in legal if isinstance(c, Bet)]
    if bets:
        return min(bets, key=lambda b: b.amount)
    return legal[rng.randrange(len(legal))]


def _pick(options: Sequence[_T], keys: Sequence[Any], rng: random.Random) -> _T:
    """The option of the least key, ties broken by ``rng``."""
    least = min(keys)
    tied = [option for option, key in zip(options, keys, strict=True) if key == least]
    return tied[rng.randrange(len(tied))] if len(tied) > 1 else tied[0]
