"""Everything a seat may send now, built from the same checks as ``decide`` (``plays``, ``decisions``,
``nines``): a window's answers, a decision's answers, the active player's plays, and challenges, which every
survivor may send at any time (§2.8)."""

from __future__ import annotations

from domain.game import Command
from domain.games.exploding_aces import decisions, plays
from domain.games.exploding_aces.cards import NINE, rank
from domain.games.exploding_aces.commands import Challenge, Nine, Waive
from domain.games.exploding_aces.nines import needs_cancel
from domain.games.exploding_aces.state import AcesState


def legal_commands(state: AcesState, seat: int) -> list[Command]:
    """The commands ``seat`` may send now; a Nine on a combination once per distinct card it may cancel."""
    if state.finished or not state.is_alive(seat):
        return []
    out: list[Command] = []
    chain = state.chain
    if chain is not None and chain.window is not None:
        window = chain.window
        if seat in window.seats and seat not in window.waived:
            out.append(Waive())
            if seat != state.turn and any(rank(c) == NINE for c in state.hand(seat)):
                if needs_cancel(chain):
                    out += [Nine(cancel=c) for c in dict.fromkeys(chain.play.cards)]
                else:
                    out.append(Nine())
    elif state.effect is not None:
        out += decisions.commands(state, seat)
    elif chain is None and seat == state.turn:
        out += plays.turn_commands(state, seat)
    out += [Challenge(target=t) for t in state.survivors() if t != seat]
    return out
