"""The flow of play after a card: refill, ten-value checks (§4.4), chains (§4.7) and whose turn is next.

Each step either records its events and goes on, or stops at a pending decision; the command that settles
the decision calls the step that follows it (``after_effect``, ``run_checks`` or ``after_chain``).
"""

from __future__ import annotations

from collections.abc import Iterable

from domain.games.bombs_away.cards import HAND_SIZE, is_ten
from domain.games.bombs_away.damage import deal_damage
from domain.games.bombs_away.effects import draw, playable
from domain.games.bombs_away.events import (
    ChainClosed,
    DamageOwed,
    PlayerSkipped,
    TenChoiceOwed,
    TurnBegan,
    TurnSkipped,
)
from domain.games.bombs_away.evolve import Batch
from domain.games.bombs_away.state import BombsAwayState, Phase, Role


def after_effect(batch: Batch, others: Iterable[int] = ()) -> None:
    """The card's effect is done: its player refills to 4 (W4), then the changed hands are checked."""
    s = batch.state
    cur = s.current
    if cur is None:
        return
    seat = cur.seat
    if s.alive(seat):
        draw(batch, seat, HAND_SIZE - len(s.hands[seat]))
    changed = set(others)
    run_checks(batch, [seat, *(o for o in batch.state.play_order(seat) if o in changed)])


def owes_ten_choice(state: BombsAwayState, seat: int) -> bool:
    """The ten-value rule applies: two or more 10-value cards, and the deck holds a card worth less (W9)."""
    if not state.alive(seat):
        return False
    tens = sum(1 for card in state.hands[seat] if is_ten(card))
    return tens >= 2 and any(not is_ten(card) for card in state.deck)


def run_checks(batch: Batch, seats: Iterable[int]) -> None:
    """Apply the ten-value rule to ``seats`` in order; a seat that must choose stops the flow."""
    queue = list(seats)
    while queue:
        seat = queue.pop(0)
        if owes_ten_choice(batch.state, seat):
            batch.add(TenChoiceOwed(seat=seat, then=tuple(queue)))
            return
    if batch.state.current is None:
        begin_turn(batch, batch.state.starter, Role.FRESH)  # the checks after a deal
    else:
        end_of_play(batch)


def begin_turn(batch: Batch, seat: int, role: Role) -> None:
    """``seat`` is to play; with no legal card its turn (or closing card) is skipped (W17)."""
    s = batch.state
    if any(playable(s, card) for card in s.hands[seat]):
        batch.add(TurnBegan(seat=seat, role=role.value))
        return
    waiting = s.awaiting_response()
    answers = waiting.damager if waiting is not None and waiting.damager != seat else None
    batch.add(TurnSkipped(seat=seat, role=role.value, answers=answers))
    end_of_play(batch)


def end_of_play(batch: Batch) -> None:
    """After a card (or a skipped turn) and its checks: close a chain, or give the next turn."""
    s = batch.state
    cur = s.current
    if cur is None:
        return
    if cur.role is Role.CLOSING:
        chain = s.chain_of(cur.seat)
        if chain is not None and cur.value is not None and chain.response is not None:
            if cur.value >= chain.response:
                targets = s.play_order(cur.seat)
                if len(targets) > 1:
                    batch.add(DamageOwed(seat=cur.seat, amount=cur.value, targets=targets))
                    return
                if targets:
                    settle_damage(batch, cur.seat, targets[0], cur.value)
                    return
        if chain is not None:
            batch.add(ChainClosed(seat=cur.seat, dealt=False))
        after_chain(batch)
        return
    if cur.answers is not None:
        if s.chain_of(cur.answers) is not None:
            begin_turn(batch, cur.answers, Role.CLOSING)
        else:  # the response blocked the chain (W6)
            begin_turn(batch, s.next_alive(cur.seat), Role.FRESH)
        return
    following = s.next_alive(cur.seat)
    if s.chain_of(cur.seat) is None and cur.became == "2" and cur.effect:
        batch.add(PlayerSkipped(seat=following))
        following = batch.state.next_alive(following)
    begin_turn(batch, following, Role.FRESH)


def settle_damage(batch: Batch, seat: int, target: int, amount: int, *, timeout: bool = False) -> None:
    """Deal the damage, then go on with the chains, the next game, or nothing once the series is over."""
    if deal_damage(batch, seat, target, amount, timeout=timeout):
        after_chain(batch)
    elif batch.state.phase is Phase.PLAY:
        run_checks(batch, range(batch.state.seats))


def after_chain(batch: Batch) -> None:
    """A chain is over: a second chain's damager closes next; else play resumes after the responder."""
    s = batch.state
    if s.chains:
        begin_turn(batch, s.chains[0].damager, Role.CLOSING)
        return
    after = s.resume_after
    if after is None:
        after = s.current.seat if s.current is not None else s.starter
    begin_turn(batch, s.next_alive(after), Role.FRESH)
