"""Legal commands: every card of the hand of the seat on turn."""

from __future__ import annotations

from domain.game import Command
from tests.support.high_card.commands import Play
from tests.support.high_card.state import HighCardState


def legal_commands(state: HighCardState, seat: int) -> list[Command]:
    """What ``seat`` may send now."""
    if state.turn != seat or state.winner is not None:
        return []
    return [Play(card=card) for card in state.hands[seat]]
