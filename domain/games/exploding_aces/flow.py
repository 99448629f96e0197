"""The turn's course: ending a turn, the Queen chain's entry, finishing an effect, and elimination (§2.8).

Elimination follows §2.8 step by step: the cards go to the discard pile but the Aces (A2); the turn of an
eliminated active player passes on and whatever it started is cancelled (its cards on the table are
discarded, a Jack's lifted cards go back on top, a combination's Aces go back into the deck); a pending
effect aimed at the seat goes on as if it held no cards; an owed Queen response passes to the next survivor;
the seat leaves any open window; the last survivor wins.
"""

from __future__ import annotations

from domain.games.exploding_aces import effects, nines, piles
from domain.games.exploding_aces.cards import QUEEN, aces, is_ace, rank
from domain.games.exploding_aces.events import (
    EffectEnded,
    Eliminated,
    GameFinished,
    QueenChainEnded,
    TurnEnded,
)
from domain.games.exploding_aces.evolve import Batch
from domain.games.exploding_aces.state import CHOOSE, CONTINUE, END, AcesState, Kind, Step


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


def aces_in_play(s: AcesState) -> int:
    """Aces in the deck (with a Jack's lifted cards), in surviving hands and on the table bound for the deck."""
    lifted = s.effect.cards if s.effect is not None and s.effect.kind is Kind.JACK else ()
    held = sum(len(aces(s.hand(x))) for x in s.survivors())
    return len(aces(s.deck)) + len(aces(lifted)) + held + len(aces(s.in_use))


def eliminate(batch: Batch, seat: int, reason: str) -> None:
    """Eliminate ``seat`` (§2.8) with the Ace disposal of A2, then carry on what its elimination leaves."""
    s = batch.state
    if s.finished or not s.is_alive(seat):
        return
    active = seat == s.turn
    own = list(s.hand(seat))
    table: list[str] = []
    to_top: tuple[str, ...] = ()
    if active:
        if s.chain is not None:
            table += [*s.chain.play.cards, *s.chain.nine_cards]
        if s.effect is not None and s.effect.kind is Kind.JACK:
            to_top = s.effect.cards
        if s.effect is not None and s.effect.kind is Kind.REPLAY:
            own += [*s.effect.cards, *s.effect.extra]
        table += s.in_use
    elif s.chain is not None and s.chain.play.seat == seat:
        table += [*s.chain.play.cards, *s.chain.nine_cards]  # a Six block and the Nines on it: all discarded
    held_aces = aces(own)
    in_play = aces_in_play(s) + len(held_aces) - len(aces(s.hand(seat)))
    discard_one = bool(held_aces) and in_play - 1 >= len(s.survivors()) - 1
    discarded = [c for c in own if not is_ace(c)] + [c for c in table if not is_ace(c)]
    to_deck = list(held_aces[1:] if discard_one else held_aces) + list(aces(table))
    if discard_one:
        discarded.append(held_aces[0])
    deck: tuple[str, ...] | None = None
    if to_deck or to_top:
        deck = (*to_top, *s.deck)
        if to_deck:
            deck = piles.shuffled(batch, (*deck, *to_deck))
    batch.add(Eliminated(seat=seat, reason=reason, discarded=tuple(discarded), aces=tuple(to_deck), deck=deck))
    _after_elimination(batch, seat, active)


def _after_elimination(batch: Batch, seat: int, active: bool) -> None:
    s = batch.state
    if len(s.survivors()) <= 1:
        batch.add(GameFinished(winner=s.survivors()[0] if s.survivors() else seat, eliminated=s.out))
        return
    if active:
        queen_check(batch)
        return
    chain = s.chain
    if chain is not None and chain.window is not None:
        if set(chain.window.seats) <= set(chain.window.waived):
            nines.settle(batch, "eliminated")
        return
    effect = s.effect
    if effect is None:
        return
    if effect.kind in (Kind.FIVE, Kind.TWO_PAIRS, Kind.SIX_BLOCK, Kind.SIX_GIVE) and effect.target == seat:
        finish(batch, effect.seat, CONTINUE)
    elif effect.kind is Kind.PAIR and effect.target == seat:
        piles.draw(batch, effect.seat, 2, "pair")
        finish(batch, effect.seat, CHOOSE)
    elif effect.kind is Kind.FULL_HOUSE and not effect.owners:
        effects.complete_full_house(batch)
    elif effect.kind is Kind.FOUR and not effect.targets:
        effects.complete_four(batch)
