"""What each viewer sees: the table's cards are public; a hand only to its seat, every hand once finished."""

from __future__ import annotations

from domain.game import JsonDict, Viewer
from domain.viewing import every_hand, own_hand, seat_view
from tests.support.high_card.state import HighCardState
from tests.support.high_card.timers import timers


def view(state: HighCardState, viewer: Viewer) -> JsonDict:
    """The table as ``viewer`` (a seat, or None for a spectator) may see it."""
    out: JsonDict = {
        "seats": [seat_view(state, s, score=int(state.winner == s)) for s in range(state.seats)],
        "hand": own_hand(state, viewer),
        "turn": state.turn,
        "turn_due_ms": next((t.due_ms for t in timers(state)), None),
        "played": [{"seat": seat, "card": card} for seat, card in state.played],
        "windows": [],
        "decisions": [],
        "result": None if state.winner is None else {"winner": state.winner},
    }
    if state.winner is not None:
        out["hands"] = every_hand(state)
    return out
