"""The turn's course (§2.5, §2.8): ending a turn, the Queen chain's entry, and finishing an effect.

What the effects, elimination, the Nine windows and ``decide`` all share: it calls none of them.
"""

from __future__ import annotations

from domain.games.exploding_aces import piles
from domain.games.exploding_aces.cards import QUEEN, rank
from domain.games.exploding_aces.events import EffectEnded, QueenChainEnded, TurnEnded
from domain.games.exploding_aces.evolve import Batch
from domain.games.exploding_aces.state import CHOOSE, END, Step


def end_turn(batch: Batch, seat: int, reason: str, *, queen: int = 0, timeout: bool = False) -> None:
    """``seat``'s turn ends; the next survivor in the current direction is active (owing QUEEN_RESPONSE(k)
    when ``queen`` is k > 0)."""
    piles.release(batch)
    nxt = batch.state.next_alive(seat)
    batch.add(TurnEnded(seat=seat, next=nxt, reason=reason, queen=queen, timeout=timeout))
    queen_check(batch)


def queen_check(batch: Batch) -> None:
    """A responder who holds no Queen draws 2k at once (§2.5 step 3)."""
    s = batch.state
    if s.finished or s.step is not Step.QUEEN or s.turn is None or s.chain is not None:
        return
    if not any(rank(c) == QUEEN for c in s.hand(s.turn)):
        draw_queen(batch, s.turn)


def draw_queen(batch: Batch, seat: int, *, timeout: bool = False) -> None:
    """The responder takes 2k cards and the turn goes on normally."""
    k = batch.state.queen_k
    batch.add(QueenChainEnded(seat=seat, k=k, timeout=timeout))
    piles.draw(batch, seat, 2 * k, "queen")


def finish(batch: Batch, seat: int, then: str) -> None:
    """``seat``'s card has done its work: its cards leave the table (``piles.release``), then the turn goes on
    as ``then`` says (continue, choose, or end). Nothing more if ``seat`` was eliminated meanwhile."""
    if batch.state.finished:
        return
    piles.release(batch)
    s = batch.state
    if s.turn != seat or not s.is_alive(seat):
        return
    if then == END:
        end_turn(batch, seat, "card")
    elif s.effect is not None or then == CHOOSE:
        batch.add(EffectEnded(seat=seat, then=then))
