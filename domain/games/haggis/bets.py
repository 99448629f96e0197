"""Bets on going out first (docs/rules.md §3.5, H7, H8): who may bet, and how bets are settled."""

from __future__ import annotations

from collections.abc import Sequence

from domain.errors import Code, IllegalMove
from domain.games.haggis.errors import HaggisCode
from domain.games.haggis.events import BetPlaced
from domain.games.haggis.evolve import Batch
from domain.games.haggis.state import Phase

#: 0 is no bet (final), 15 the Little bet, 30 the Big bet.
BET_AMOUNTS: tuple[int, ...] = (0, 15, 30)


def place_bet(batch: Batch, seat: int, amount: int) -> None:
    """``seat`` bets ``amount``, in or out of turn, if it has neither bet nor played a card this round."""
    state = batch.state
    if amount not in BET_AMOUNTS:
        raise IllegalMove(HaggisCode.NOT_A_BET, f"a bet is 0 (none), 15 (Little) or 30 (Big), not {amount}")
    if state.phase is not Phase.PLAY:
        raise IllegalMove(Code.NOT_YOUR_TURN, "no round is being played now")
    if state.played[seat]:
        raise IllegalMove(
            HaggisCode.BET_AFTER_FIRST_PLAY, "you have played a card this round, which closed your betting (H7)"
        )
    already = state.bets[seat]
    if already is not None:
        raise IllegalMove(HaggisCode.ALREADY_BET, f"you bet {already} this round; a bet cannot be changed")
    batch.add(BetPlaced(seat=seat, amount=amount))


def settle(bets: Sequence[int | None], first: int) -> tuple[int, ...]:
    """Bet points by seat once ``first`` went out first (§3.5, H8).

    The first player out wins their own bet. Every other bet fails, and its full value goes to the first
    player out and, separately, to each other opponent of the bettor who did not bet. Nobody loses points.
    """
    amounts = [b or 0 for b in bets]
    points = [0] * len(amounts)
    points[first] += amounts[first]
    for bettor, value in enumerate(amounts):
        if bettor == first or value == 0:
            continue
        points[first] += value
        for other, own in enumerate(amounts):
            if other not in (bettor, first) and own == 0:
                points[other] += value
    return tuple(points)
