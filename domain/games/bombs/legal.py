"""Everything a seat may send now, built from the same predicates as ``decide`` (``combos``, ``exchange``).

Plays are listed once per distinct rank multiset, with the lowest suits (``combos.candidates``): suits never
matter in bombs, so any other suits of the same ranks are accepted by ``decide`` and play the same. A follow
or a throw is found among the hand's plays by ``combos.HandPlays.answers`` (the ``followable`` and
``throwable`` predicates ``decide`` uses, tried only on the plays that could pass them).
"""

from __future__ import annotations

from domain.game import Command
from domain.games.bombs import exchange
from domain.games.bombs.combos import combo_of, hand_plays
from domain.games.bombs.commands import Pass, Play, Waive
from domain.games.bombs.state import BombsState, Phase


def legal_commands(state: BombsState, seat: int) -> list[Command]:
    """The commands ``seat`` may send now: in turn, out of turn (bombs, completions, waive) or a decision."""
    if state.phase is Phase.FINISHED or not 0 <= seat < state.seats:
        return []
    if state.phase is Phase.EXCHANGE:
        return exchange.exchange_commands(state, seat)
    trick = state.trick
    hand = state.hands[seat] if seat < len(state.hands) else ()
    if state.phase is not Phase.PLAY or trick is None or not hand:
        return []
    if trick.form is None:
        return [Play(cards=cards) for cards, _ in hand_plays(tuple(hand)).plays] if seat == trick.leader else []
    top = combo_of(trick.form, trick.top)
    if top is None:
        return []
    on_turn = state.turn == seat
    out: list[Command] = [Pass()] if on_turn else []
    call = state.last_call
    if call is not None and seat in call.seats and seat not in call.waived:
        out.append(Waive())
    out.extend(Play(cards=cards) for cards, _ in hand_plays(tuple(hand)).answers(top, in_turn=on_turn))
    return out
