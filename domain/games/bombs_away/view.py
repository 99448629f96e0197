"""What a seat or a spectator may see, built by whitelisting (the events a viewer may see: ``privacy``).

Hidden until the series is finished: every hand, the deck's order, the cards drawn (seen by the drawer), the
Ace's two cards (its player), the hand a 5 looked at and the card it buried (the two players involved), the
cards a 9 swapped (the two players) and the 9's face-down orders (nobody), the 10-value cards returned under
the ten-value rule (their holder). The pile, the blocked set, the chains and the points are public.
``privacy`` declares what each event hides.
"""

from __future__ import annotations

from domain.game import JsonDict, Viewer
from domain.games.bombs_away.cards import SEVEN_PILE, is_ten, sort_cards
from domain.games.bombs_away.state import BombsAwayState, Decision, Kind, Phase
from domain.games.bombs_away.timers import timers
from domain.viewing import every_hand, own_hand, seat_view


def view(state: BombsAwayState, viewer: Viewer) -> JsonDict:
    """The table as ``viewer`` (a seat, or None for a spectator) may see it."""
    finished = state.phase is Phase.FINISHED
    due = next((t.due_ms for t in timers(state)), None) if state.options.turn_clock_ms is not None else None
    out: JsonDict = {
        "phase": state.phase.value,
        "game_number": state.game,
        "games": state.options.games,
        "winner_carryover": state.options.winner_carryover,
        "seats": [_seat(state, s) for s in range(state.seats)],
        "hand": own_hand(state, viewer),
        "turn": state.turn,
        "role": state.role.value if state.turn is not None else None,
        "turn_due_ms": due if state.turn is not None else None,
        "starter": state.starter,
        "direction": "clockwise" if state.direction == 1 else "counter-clockwise",
        "pile": [{"card": p.card, "became": p.became, "value": p.value} for p in state.pile[-SEVEN_PILE:]],
        "pile_count": len(state.pile),
        "deck_count": len(state.deck),
        "blocked": list(state.blocked),
        "chains": [{"damager": c.damager, "response": c.response} for c in state.chains],
        "responder": state.resume_after,
        "windows": [],
        "decisions": _decisions(state, viewer, due),
        "game_winners": list(state.game_winners),
        "result": _result(state),
    }
    if finished:
        out["hands"] = every_hand(state)
    return out


def _seat(state: BombsAwayState, seat: int) -> JsonDict:
    return seat_view(
        state,
        seat,
        score=state.points[seat] if seat < len(state.points) else 0,
        eliminated=state.phase is Phase.PLAY and not state.alive(seat),
        wins=state.wins[seat] if seat < len(state.wins) else 0,
    )


def _decisions(state: BombsAwayState, viewer: Viewer, due: int | None) -> list[JsonDict]:
    d = state.decision
    if d is None or state.phase is not Phase.PLAY:
        return []
    if d.kind is Kind.PICK:
        return [_pick(d, owner, due) for owner in d.owners()]
    out: JsonDict = {"kind": d.kind.value, "seat": d.seat, "due_ms": due}
    mine = viewer == d.seat
    match d.kind:
        case Kind.KEEP:
            out["cards"] = list(sort_cards(d.offer)) if mine else None
        case Kind.BURY:
            out["target"] = d.other
            # The 5's look is private to its player (docs/rules.md §5).
            out["cards"] = list(state.hands[d.other]) if mine and d.other is not None else None
        case Kind.DAMAGE:
            out["amount"] = d.amount
            out["targets"] = list(d.targets)
        case Kind.KEEP_TEN:
            out["cards"] = [c for c in state.hands[d.seat] if is_ten(c)] if mine else None
        case _:
            pass
    return [out]


def _pick(d: Decision, owner: int, due: int | None) -> JsonDict:
    """A 9's pick shows only how many face-down positions there are."""
    positions = len(d.seat_sees) if owner == d.seat else len(d.other_sees)
    return {
        "kind": d.kind.value,
        "seat": owner,
        "due_ms": due,
        "with": d.other if owner == d.seat else d.seat,
        "positions": positions,
    }


def _result(state: BombsAwayState) -> JsonDict | None:
    r = state.result
    if r is None:
        return None
    return {"winner": r.winner, "winners": [r.winner], "wins": list(r.wins), "game_winners": list(r.game_winners)}
