"""What a table is worth to a seat, for the ``search`` bot (``domain.search``; ``world`` re-exports ``value``).

A game of exploding aces places its winner first and the others by when they went out, the last out second
(``domain.players.places``). So the places of the seats already out are fixed, and the survivors share the places
above them: a survivor's place is one plus the number of other survivors that outlast it. Each outlasts another
with a chance that grows with the difference of their strengths (``strength``: a logistic model over what each
holds, fitted to the order in which 600 games of greedy bots at 2 to 5 seats put their survivors out, from their
positions every third step). Its Aces count against it, the more when no King of its hand can defuse them (held on
turn they count less: that is when it can get rid of them); its Kings, Nines and Sixes, and the cards that end a
turn without a draw, count for it; and each card it holds a little against it (a challenge that misses costs the
challenger one card for each).
"""

from __future__ import annotations

import math

from domain.games.exploding_aces.state import AcesState

#: The log-odds that a seat outlasts another grow by these for each card it holds of the rank (and by the
#: difference of the other's): ``_ACE`` for each Ace, ``_UNCOVERED`` for each Ace beyond its Kings, ``_ON_TURN``
#: for each Ace held on turn, ``_CARD`` for any card.
_RANK = {"K": 0.152, "9": 0.245, "6": 0.345, "J": 0.115, "Q": 0.115, "4": 0.115, "8": 0.115}
_ACE, _UNCOVERED, _ON_TURN, _CARD = -0.047, -0.302, 0.221, -0.076


def value(state: AcesState, seat: int) -> float:
    """What ``state`` is worth to ``seat``: 1 for a sure first place, 0 for a sure last (linear between)."""
    n = state.seats
    if n < 2:
        return 1.0
    if seat in state.out:
        return state.out.index(seat) / (n - 1)  # the first out is last, the next one place above it...
    if state.finished:
        return 1.0 if state.winner == seat else 0.0
    survivors = state.survivors()
    if seat not in survivors:
        return 0.0
    mine = strength(state, seat)
    above = sum(_outlasts(strength(state, o) - mine) for o in survivors if o != seat)
    return min(1.0, max(0.0, (n - 1 - above) / (n - 1)))


def strength(state: AcesState, seat: int) -> float:
    """How likely ``seat`` is to outlast the others, on a scale of log-odds (only differences count)."""
    cards = state.hand(seat)
    aces = kings = 0
    total = _CARD * len(cards)
    for card in cards:
        r = card[:-1]
        if r == "A":
            aces += 1
        elif r == "K":
            kings += 1
        total += _RANK.get(r, 0.0)
    total += aces * (_ACE + (_ON_TURN if state.turn == seat else 0.0)) + _UNCOVERED * max(0, aces - kings)
    return total


def _outlasts(difference: float) -> float:
    """The chance that a seat stronger by ``difference`` than another outlasts it."""
    return 1.0 / (1.0 + math.exp(-difference))
