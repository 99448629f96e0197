"""What a state of Bombs Away is worth to a seat, for the ``search`` bot (``domain.search``; the worlds it values are
``domain.games.bombs_away.world``'s).

``value`` is what a state is worth to a seat, 0 to 1: its score by ``domain.players.places`` (1 for first place,
0 for last, linear between) once the series is over, else that score expected over the games still to play, the
current game won by each seat with a chance that grows with its points and its cards (``win_chances``: a model
fitted to games of greedy bots), the later ones by anyone alike.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from itertools import product

from domain.cards import rank_of
from domain.games.bombs_away.cards import JOKER
from domain.games.bombs_away.state import BombsAwayState, Phase

#: A seat's strength in the game being played (``win_chances``): the log-odds of its winning grow by these for
#: the log of its points, its points over 30, each card it holds by rank, being on turn and having a chain open.
#: Fitted (a conditional logit by maximum likelihood) to who won 450 games of greedy bots at 2, 3 and 4 seats,
#: from their positions every third step; the cards that open, close and block chains count, an Ace counts against.
_LOG_POINTS, _POINTS = 0.38, 0.925 / 30
_CARD = {
    **dict.fromkeys(("10", "J", "Q", "K"), 0.13),
    JOKER: 0.054,
    "6": 0.154,
    "7": 0.054,
    "5": 0.033,
    "9": -0.037,
    "8": -0.017,
    "A": -0.09,
}
_ON_TURN, _CHAIN_OPEN = 0.075, 0.229


def deal(state: BombsAwayState) -> int:
    """The game (of the ``games`` that a table plays) that ``state`` is in: a search's playout stops where it ends."""
    return state.game


def value(state: BombsAwayState, seat: int) -> float:
    """What ``state`` is worth to ``seat``: 1 for a sure first place of the series, 0 for a sure last."""
    n = state.seats
    if n < 2:
        return 1.0
    if state.result is not None:
        return _scores(n, state.result.wins, state.result.winner)[seat]
    if state.phase is not Phase.PLAY:
        return _expected(n, tuple(state.wins), tuple(state.game_winners), state.options.games - state.game)[0][seat]
    chances = win_chances(state)
    table = _expected(n, tuple(state.wins), tuple(state.game_winners), state.options.games - state.game)
    return min(1.0, max(0.0, sum(p * table[w][seat] for w, p in enumerate(chances) if p > 0)))


def win_chances(state: BombsAwayState) -> tuple[float, ...]:
    """Each seat's chance to win the game being played: ``exp`` of its strength (``_CARD`` and the rest) as a share
    of everyone's; 0 once out."""
    strengths: list[float | None] = [None] * state.seats
    for s in range(state.seats):
        points = state.points[s] if s < len(state.points) else 0
        if points > 0:
            cards = sum(_CARD.get(rank_of(c), 0.0) for c in state.hands[s])
            chain = any(c.damager == s for c in state.chains)
            strengths[s] = (
                _LOG_POINTS * math.log(points)
                + _POINTS * points
                + cards
                + _ON_TURN * (state.turn == s)
                + _CHAIN_OPEN * chain
            )
    alive = [x for x in strengths if x is not None]
    if not alive:
        return tuple(1 / state.seats for _ in strengths)
    top = max(alive)
    weights = [0.0 if x is None else math.exp(x - top) for x in strengths]
    total = sum(weights)
    return tuple(w / total for w in weights)


@lru_cache(maxsize=4096)
def _expected(
    n: int, wins: tuple[int, ...], game_winners: tuple[int, ...], later: int
) -> tuple[tuple[float, ...], ...]:
    """For each winner of the game being played: every seat's score expected over the ``later`` games still to
    play after it, each won by any seat alike."""
    later = max(0, later)
    table = []
    for winner in range(n):
        totals = [0.0] * n
        outcomes = list(product(range(n), repeat=later))
        for rest in outcomes:
            order = (*game_winners, winner, *rest)
            counts = list(wins) if len(wins) == n else [0] * n
            for w in (winner, *rest):
                counts[w] += 1
            best = max(counts)
            series = next(w for w in reversed(order) if counts[w] == best)
            for s, score in enumerate(_scores(n, tuple(counts), series)):
                totals[s] += score / len(outcomes)
        table.append(tuple(totals))
    return tuple(table)


def _scores(n: int, wins: Sequence[int], winner: int) -> tuple[float, ...]:
    """Each seat's score (``domain.players.places``: the series' winner first, then by games won; ties share a
    place): 1 for first place, 0 for last."""
    keys = [(s == winner, wins[s] if s < len(wins) else 0) for s in range(n)]
    places = [1 + sum(1 for other in keys if other > mine) for mine in keys]
    return tuple((n - p) / (n - 1) for p in places)
