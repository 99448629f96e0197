"""What a seat or a spectator may see, built by whitelisting (the events a viewer may see: ``privacy``).

Hidden information in bombs is the hands only. Every play and the whole exchange are public (docs/rules.md §5);
the deal is the one event that carries hands, so it is the one event redacted (``privacy`` declares it). Once
the game is finished, everything is shown to everyone.
"""

from __future__ import annotations

from domain.game import JsonDict, Viewer
from domain.games.bombs import exchange
from domain.games.bombs.combos import sort_cards
from domain.games.bombs.state import BombsState, Exchange, Phase, Stage
from domain.games.bombs.timers import clock_owner, timers
from domain.viewing import every_hand, own_hand, seat_view


def view(state: BombsState, viewer: Viewer) -> JsonDict:
    """The table as ``viewer`` (a seat, or None for a spectator) may see it."""
    finished = state.phase is Phase.FINISHED
    due = {t.key: t.due_ms for t in timers(state)}
    clock_due = next((ms for key, ms in due.items() if key.startswith("clock:")), None)
    out: JsonDict = {
        "phase": state.phase.value,
        "seats": [_seat(state, s) for s in range(state.seats)],
        "hand": own_hand(state, viewer, sort_cards),
        "turn": state.turn,
        "turn_due_ms": clock_due if state.turn is not None and clock_owner(state) == state.turn else None,
        "hand_number": state.hand_number,
        "hands_total": state.options.hands,
        "tiebreak": state.tiebreak,
        "players": list(state.players),
        "dealer": state.dealer,
        "knave": state.exchange.knave if state.exchange is not None else None,
        "master": state.exchange.master if state.exchange is not None else None,
        "trick": _trick(state),
        "windows": _windows(state, due),
        "decisions": _decisions(state, clock_due),
        "exchange": _exchange(state.exchange),
        "finishing_order": list(state.order),
        "result": _result(state),
    }
    if finished:
        out["hands"] = every_hand(state)
    return out


def _seat(state: BombsState, seat: int) -> JsonDict:
    return seat_view(
        state,
        seat,
        score=state.scores[seat],
        place=state.order.index(seat) + 1 if seat in state.order else None,
        in_hand=seat in state.players,
    )


def _trick(state: BombsState) -> JsonDict | None:
    trick = state.trick
    if trick is None or state.phase is not Phase.PLAY:
        return None
    return {
        "number": state.trick_number + 1,
        "leader": trick.leader,
        "form": trick.form,
        "top": list(trick.top),
        "top_seat": trick.top_seat,
        "passes": trick.passes,
    }


def _windows(state: BombsState, due: dict[str, int]) -> list[JsonDict]:
    call = state.last_call
    if call is None:
        return []
    return [
        {
            "kind": "last-call",
            "key": call.key,
            "due_ms": due.get(call.key),
            "seats": list(call.seats),
            "waived": list(call.waived),
        }
    ]


def _decisions(state: BombsState, clock_due: int | None) -> list[JsonDict]:
    ex = exchange.pending(state)
    if ex is None:
        return []
    decision: JsonDict = {"kind": ex.stage.value, "seat": exchange.owner(ex), "due_ms": clock_due}
    if ex.card is not None:
        decision["card"] = ex.card
    if ex.stage is Stage.REQUEST:
        decision["requested"] = list(ex.requests)
    if ex.stage is Stage.RETURN:
        decision["rank"] = ex.required
    return [decision]


def _exchange(ex: Exchange | None) -> JsonDict | None:
    if ex is None:
        return None
    return {
        "knave": ex.knave,
        "master": ex.master,
        "stage": ex.stage.value,
        "revolt": ex.revolt,
        "card": ex.card,
        "accepted": ex.accepted,
        "requests": [{"rank": r, "held": r == ex.required} for r in ex.requests],
        "returned": ex.returned,
    }


def _result(state: BombsState) -> JsonDict | None:
    r = state.result
    if r is None:
        return None
    return {
        "ranking": list(r.ranking),
        "ranks": list(r.ranks),
        "scores": list(r.scores),
        "winners": list(r.winners),
    }
