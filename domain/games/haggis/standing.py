"""What a state of haggis is worth to a seat, for the ``search`` bot (``domain.search``; the worlds it values are
``domain.games.haggis.world``'s).

``value`` is what a state is worth to a seat, 0 to 1: its place by the result once the game is over (1 for first
place, 0 for last, linear between), else its expected standing: each seat's total expected at the end of the round
(``round_points_expected``: facts such as the captured piles, and the race to go out, by the plays each hand
needs, trusted as the round goes on), and the chance that each other seat ends the game ahead of it, given how many
rounds are left to change the totals (a normal spread of about 30 points a round).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from domain.games.haggis.bets import settle
from domain.games.haggis.bot import hand_units
from domain.games.haggis.cards import WILDS
from domain.games.haggis.scoring import FIRST_OUT_BONUS, GOING_OUT_FACTOR, card_points
from domain.games.haggis.setup import HAND_SIZE
from domain.games.haggis.state import HaggisState, Phase

#: The cards a hand is dealt, wilds included.
_DEALT = HAND_SIZE + len(WILDS)

#: How many plays' worth of hand (``bot.hand_units``) make one seat about e (2.7) times as likely as another to go
#: out first, and what holding the lead (to lead, or on top of the trick) is worth, in plays: fitted to who went out
#: first in 300 rounds of greedy bots (a seat a play ahead goes out first about 58% of the time, three ahead 70%).
TEMPERATURE = 3.0
LEAD = 1.0
#: The spread (standard deviation) of one round's points between two seats, and the points a round brings the seat
#: that leads the totals (how fast a game nears its target): about 30 each in games of greedy bots, which last
#: 9 rounds with two players and 7 to 8 with three.
ROUND_SPREAD = 30.0
ROUND_GAIN = 30.0
#: The least spread of a game's outcome between two seats (so that equal expectations are a coin toss).
LEAST_SPREAD = 5.0



def deal(state: HaggisState) -> int:
    """The round that ``state`` is in (a search's playout stops where it ends)."""
    return state.round_number


def value(state: HaggisState, seat: int) -> float:
    """What ``state`` is worth to ``seat``: 1 for a sure first place of the game, 0 for a sure last."""
    n = state.seats
    if n < 2:
        return 1.0
    if state.result is not None:
        winners = set(state.result.winners)
        keys = [(s in winners, state.result.scores[s]) for s in range(n)]
        place = 1 + sum(1 for key in keys if key > keys[seat])
        return (n - place) / (n - 1)
    expected = [float(s) for s in state.scores]
    share = 0.0
    if state.phase is Phase.PLAY and state.hands:
        for s, points in enumerate(round_points_expected(state)):
            expected[s] += points
        share = sum(len(h) for h in state.hands) / (_DEALT * n)
    later = max(0.0, (state.options.target - max(expected)) / ROUND_GAIN)
    spread = max(LEAST_SPREAD, ROUND_SPREAD * math.sqrt(later + share))
    behind = sum(_phi((expected[o] - expected[seat]) / spread) for o in range(n) if o != seat)
    return min(1.0, max(0.0, 1.0 - behind / (n - 1)))


def round_points_expected(state: HaggisState) -> list[float]:
    """Each seat's points expected from the round being played: its captured pile; the trick on the table to its
    capturer so far; and by the chance that each holder goes out first (a softmax of the plays its hand needs, less
    the lead it holds), last, or between: the going-out points (5 × the largest other hand now), the last hand and
    the Haggis to the first out, the bets settled, the 3-player bonus.

    The chances trust the hands only as far as the round is played (the share of its cards no longer in hands), and
    are even otherwise: a fresh deal tells little of who goes out first (greedy bots' rounds: a play ahead wins the
    race 58% of the time), and a search's playout that runs into the next round would else value that round's random
    deal as much as the points it scored in this one."""
    n = state.seats
    rule = state.options.card_points
    points = [float(card_points(pile, rule)) for pile in state.captured]
    for s in state.order:
        points[s] += state.going_out[s]
    trick = state.trick
    if trick is not None and trick.plays:
        points[trick.capturer(n)] += card_points(trick.cards(), rule)
    holders = [s for s in range(n) if state.hands[s]]
    if not holders:
        return points
    sizes = [len(h) for h in state.hands]
    costs = {s: _cost(state, s) for s in holders}
    played = min(1.0, max(0.0, 1.0 - sum(sizes) / (_DEALT * n)))
    first = _first_out(state, holders, costs, played)
    last = _last_out(state, holders, costs, first, played)
    haggis = float(card_points(state.haggis, rule))
    left = {s: float(card_points(state.hands[s], rule)) for s in holders}
    to_first = haggis + sum(last[s] * left[s] for s in holders)
    bonus = FIRST_OUT_BONUS if n == 3 and state.options.first_out_bonus_3p else 0
    for s in holders:
        largest = max((sizes[o] for o in range(n) if o != s), default=0)
        points[s] += (1.0 - last[s]) * GOING_OUT_FACTOR * largest + first[s] * (to_first + bonus)
    if not state.order:
        for f in holders:
            for s, amount in enumerate(settle(state.bets, f)):
                points[s] += first[f] * amount
    else:
        lead = state.order[0]
        for s, amount in enumerate(settle(state.bets, lead)):
            points[s] += amount
        points[lead] += to_first + bonus
    return points


def _cost(state: HaggisState, seat: int) -> float:
    """About how many plays ``seat`` needs to go out, less what holding the lead is worth."""
    cost = float(hand_units(state.hands[seat]))
    trick = state.trick
    if trick is not None:
        holds = trick.top.seat if trick.top is not None else trick.leader
        if holds == seat:
            cost -= LEAD
    return cost


def _first_out(state: HaggisState, holders: Sequence[int], costs: dict[int, float], played: float) -> list[float]:
    """The chance that each seat goes out first among ``holders`` (0 for all once a seat is out): a softmax of their
    costs, trusted as far as the round is ``played`` (a share of its cards), else even."""
    chances = [0.0] * state.seats
    if state.order:
        return chances
    weights = {s: math.exp(-costs[s] / TEMPERATURE) for s in holders}
    total = sum(weights.values())
    for s in holders:
        chances[s] = played * weights[s] / total + (1.0 - played) / len(holders)
    return chances


def _last_out(
    state: HaggisState, holders: Sequence[int], costs: dict[int, float], first: Sequence[float], played: float
) -> list[float]:
    """The chance that each of ``holders`` is the last left holding cards (as ``_first_out`` trusts the costs)."""
    chances = [0.0] * state.seats
    if len(holders) == 1:
        chances[holders[0]] = 1.0
        return chances
    if len(holders) == 2:
        a, b = holders
        ahead = played / (1.0 + math.exp((costs[a] - costs[b]) / TEMPERATURE)) + (1.0 - played) / 2
        chances[a], chances[b] = 1.0 - ahead, ahead
        return chances
    weights = {s: math.exp(costs[s] / TEMPERATURE) for s in holders}
    total = sum(weights.values())
    for s in holders:
        chances[s] = min(played * weights[s] / total + (1.0 - played) / len(holders), 1.0 - first[s])
    return chances


def _phi(x: float) -> float:
    """The standard normal distribution function."""
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))
