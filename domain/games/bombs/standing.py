"""What a state of bombs is worth to a seat, for the ``search`` bot (``domain.search``; the worlds it values are
``domain.games.bombs.world``'s).

``value`` is what a state is worth to a seat, 0 to 1: its place by the result once the game is over (1 for first
place, 0 for last, linear between), else its expected standing: each seat's total expected at the end of the hand
(the points of the places already taken, and for the seats still holding cards the places they would take, each
finishing before another with a chance that grows as its hand costs fewer leads, ``bot.hand_cost``), and the chance
that each other seat ends ahead of it, given how many hands are left to change the totals.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from domain.games.bombs.bot import counts_of, hand_cost
from domain.games.bombs.scoring import competition_ranks, place_points
from domain.games.bombs.state import BombsState, Phase

#: How many leads' worth of hand cost makes one seat about e (2.7) times as likely as another to go out first.
_TEMPERATURE = 0.8
#: How much a seat holding the lead (to lead, or on top of the trick) is ahead, in leads.
_LEAD = 0.3
#: The spread of one hand's points for a seat (the standard deviation of 4, 3, 2…, 1), and the least spread of a
#: total (so that equal expectations are a coin toss).
_HAND_SPREAD = 1.2
_LEAST_SPREAD = 0.35



def value(state: BombsState, seat: int) -> float:
    """What ``state`` is worth to ``seat``: 1 for a sure first place of the game, 0 for a sure last."""
    n = state.seats
    if n < 2:
        return 1.0
    if state.result is not None:
        return (n - state.result.ranks[seat]) / (n - 1)
    if state.phase is Phase.FINISHED:
        return (n - competition_ranks(state.scores)[seat]) / (n - 1)
    expected = [float(s) for s in state.scores]
    in_hand = state.phase in (Phase.EXCHANGE, Phase.PLAY)
    holders: tuple[int, ...] = ()
    if in_hand:
        holders = tuple(s for s in state.players if s not in state.order and s < len(state.hands))
        for s, points in enumerate(hand_points_expected(state, holders)):
            expected[s] += points
    later = 0 if state.tiebreak else max(0, state.options.hands - state.hand_number)
    share = len(holders) / max(1, len(state.players)) if in_hand else 0.0
    spread = max(_LEAST_SPREAD, _HAND_SPREAD * math.sqrt(later + share)) * math.sqrt(2)
    behind = sum(_phi((expected[o] - expected[seat]) / spread) for o in range(n) if o != seat)
    return min(1.0, max(0.0, 1.0 - behind / (n - 1)))


def hand_points_expected(state: BombsState, holders: Sequence[int]) -> list[float]:
    """Each seat's points expected from the hand being played: the places taken already, and for ``holders`` (the
    seats still holding cards) the places left, by the chance each goes out before each other one."""
    players = len(state.players)
    table = place_points(players) if players else ()
    points = [0.0] * state.seats
    for place, s in enumerate(state.order):
        if place < len(table):
            points[s] = float(table[place])
    if not holders:
        return points
    costs = {s: _cost(state, s) for s in holders}
    taken = len(state.order)
    for s in holders:
        ahead = sum(1 / (1 + math.exp((costs[o] - costs[s]) / _TEMPERATURE)) for o in holders if o != s)
        points[s] = _interpolate(table, taken + ahead)
    return points


def _cost(state: BombsState, seat: int) -> float:
    """About how many leads ``seat`` needs to go out, less what holding the lead is worth."""
    cost = hand_cost(counts_of(state.hands[seat]))
    trick = state.trick
    if state.phase is Phase.PLAY and trick is not None:
        holds = trick.top_seat if trick.form is not None else trick.leader
        if holds == seat:
            cost -= _LEAD
    return cost


def _interpolate(table: Sequence[int], place: float) -> float:
    """The points of a fractional place (0 is first) in ``table``, linear between places."""
    if not table:
        return 0.0
    place = min(max(place, 0.0), len(table) - 1.0)
    low = int(place)
    high = min(low + 1, len(table) - 1)
    return table[low] + (table[high] - table[low]) * (place - low)


def _phi(x: float) -> float:
    """The standard normal distribution function."""
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))
