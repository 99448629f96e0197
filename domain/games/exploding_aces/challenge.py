"""Challenges (§2.8, A18): any survivor may challenge any other survivor at any time while the game runs."""

from __future__ import annotations

from domain.errors import IllegalMove
from domain.games.exploding_aces import flow, piles
from domain.games.exploding_aces.cards import aces
from domain.games.exploding_aces.errors import AcesCode
from domain.games.exploding_aces.events import Challenged
from domain.games.exploding_aces.evolve import Batch


def challenge(batch: Batch, seat: int, target: int) -> None:
    """The challenger alone sees the target's hand; an Ace eliminates the target, else the challenger draws
    as many cards as the target holds (without ending a turn)."""
    s = batch.state
    if target == seat or not s.is_alive(target):
        raise IllegalMove(AcesCode.CANNOT_CHALLENGE, f"challenge another surviving player: {list(s.survivors())}")
    hand = s.hand(target)
    hit = bool(aces(hand))
    batch.add(Challenged(seat=seat, target=target, hand=hand, hit=hit))
    if hit:
        flow.eliminate(batch, target, "challenged")
    else:
        piles.draw(batch, seat, len(hand), "challenge")
