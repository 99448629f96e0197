"""Judging commands: a seat's ``play``, and the turn clock's default (``domain.deciding`` does the rest)."""

from __future__ import annotations

from domain.deciding import System, judge
from domain.errors import Code, IllegalMove
from domain.game import Command, Ctx, Event
from tests.support.high_card.cards import highest, sort_cards
from tests.support.high_card.commands import Play, TimeOut
from tests.support.high_card.errors import HighCardCode
from tests.support.high_card.events import CardPlayed, GameFinished
from tests.support.high_card.evolve import Batch, batch
from tests.support.high_card.state import HighCardState
from tests.support.high_card.timers import timers


def decide(state: HighCardState, seat: int | None, command: Command, ctx: Ctx) -> list[Event]:
    """The events ``command`` of ``seat`` (None: the system) causes, or ``IllegalMove``."""
    return judge(batch(state, ctx.now_ms, ctx.rng), seat, command, state.winner is not None, _system, _seated)


def _seated(batch: Batch, seat: int, command: Command) -> None:
    if not isinstance(command, Play):
        raise IllegalMove(Code.UNKNOWN_COMMAND, f"a seat cannot send {command.type!r} in high-card")
    play(batch, seat, command.card)


def play(batch: Batch, seat: int, card: str, *, timeout: bool = False) -> None:
    """``seat`` lays ``card``; the last card ends the game."""
    state = batch.state
    if state.turn != seat:
        raise IllegalMove(Code.NOT_YOUR_TURN, f"it is seat {state.turn}'s turn")
    if card not in state.hands[seat]:
        raise IllegalMove(HighCardCode.NOT_IN_HAND, f"you hold no {card}")
    state = batch.add(CardPlayed(seat=seat, card=card, timeout=timeout))
    if not any(state.hands):
        top = highest(card for _, card in state.played)
        batch.add(GameFinished(winner=next(s for s, card in state.played if card == top)))


def _time_out(batch: Batch, command: TimeOut) -> None:
    seat = batch.state.turn
    if seat is not None:
        play(batch, seat, sort_cards(batch.state.hands[seat])[0], timeout=True)


_system: System[Batch] = System(timers=timers, fired={TimeOut: _time_out})
