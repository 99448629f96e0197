"""Dealing a game of the series: shuffle the 53 cards, 4 to each player, the rest face down (§4.1)."""

from __future__ import annotations

from collections.abc import Sequence

from domain.games.bombs_away.cards import HAND_SIZE, deck
from domain.games.bombs_away.events import GameDealt
from domain.games.bombs_away.evolve import Batch


def deal_game(batch: Batch, game: int, points: Sequence[int], starter: int) -> None:
    """Deal game ``game`` at random to every seat, with these starting ``points``; ``starter`` plays first."""
    cards = list(deck())
    batch.rng.shuffle(cards)
    seats = batch.state.seats
    hands = tuple(tuple(cards[s * HAND_SIZE : (s + 1) * HAND_SIZE]) for s in range(seats))
    batch.add(
        GameDealt(
            game=game,
            points=tuple(points),
            starter=starter,
            hands=hands,
            deck=tuple(cards[seats * HAND_SIZE :]),
        )
    )
