"""Damage, eliminations and the end of a game or of the series (§4.7 step 6, W13, W14, W15)."""

from __future__ import annotations

from domain.games.bombs_away.cards import START_POINTS
from domain.games.bombs_away.dealing import deal_game
from domain.games.bombs_away.effects import shuffled_in
from domain.games.bombs_away.events import (
    ChainCancelled,
    ChainClosed,
    DamageDealt,
    GameWon,
    PlayerEliminated,
    SeriesFinished,
)
from domain.games.bombs_away.evolve import Batch


def deal_damage(batch: Batch, seat: int, target: int, amount: int, *, timeout: bool = False) -> bool:
    """``seat``'s chain damages ``target``; False when that ended the game (a new one may have been dealt)."""
    left = max(0, batch.state.points[target] - amount)
    batch.add(DamageDealt(seat=seat, target=target, amount=amount, points=left, timeout=timeout))
    if left == 0:
        eliminate(batch, target)
        if len(batch.state.alive_seats()) <= 1:
            end_game(batch)
            return False
    batch.add(ChainClosed(seat=seat, dealt=True))
    return True


def eliminate(batch: Batch, seat: int) -> None:
    """``seat`` is out: its hand is shuffled into the deck and a chain it still had to close is cancelled."""
    hand = batch.state.hands[seat]
    batch.add(PlayerEliminated(seat=seat, cards=hand, deck=shuffled_in(batch, hand)))
    if batch.state.chain_of(seat) is not None:
        batch.add(ChainCancelled(seat=seat))


def end_game(batch: Batch) -> bool:
    """The only player with points wins this game; deal the next game of the series, or finish it.

    True when a new game was dealt (its opening ten-value checks are still to run).
    """
    s = batch.state
    alive = s.alive_seats()
    winner = alive[0] if alive else s.starter
    state = batch.add(GameWon(game=s.game, seat=winner, points=s.points[winner]))
    if state.game < state.options.games:
        bonus = s.points[winner] if state.options.winner_carryover else 0
        points = tuple(START_POINTS + (bonus if seat == winner else 0) for seat in range(state.seats))
        deal_game(batch, state.game + 1, points, winner)
        return True
    best = max(state.wins)
    tied = {seat for seat, wins in enumerate(state.wins) if wins == best}
    latest = next(seat for seat in reversed(state.game_winners) if seat in tied)
    batch.add(SeriesFinished(winner=latest, wins=state.wins, game_winners=state.game_winners))
    return False
