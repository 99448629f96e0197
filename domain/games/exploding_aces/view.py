"""What a seat or a spectator may see, built by whitelisting (the events a viewer may see: ``privacy``).

Hidden: every hand but the viewer's own, the deck's order (only its size is public), and the private
reveals of §5: a challenge's reveal (to the challenger), the Jack and Three peeks and the Two Pairs look (to
their player), a King's insertion positions (to its player), every card passed between two seats (to those
two), a Full House's returned cards and a Six's picks (to their owner). Cards played, discarded, shown by a
Seven or a Royal Flush, or revealed by a defuse are public (``privacy`` declares it event by event). Once the
game is finished everything is shown.
"""

from __future__ import annotations

from domain.game import JsonDict, Viewer
from domain.games.exploding_aces.state import AcesState, Effect, Kind
from domain.games.exploding_aces.timers import clock_owners, six_window, timers
from domain.viewing import every_hand, own_hand, seat_view


def view(state: AcesState, viewer: Viewer) -> JsonDict:
    """The table as ``viewer`` (a seat, or None for a spectator) may see it."""
    due = {t.key: t.due_ms for t in timers(state)}
    clock_due = next((ms for key, ms in due.items() if key.startswith("clock:")), None)
    chain = state.chain
    out: JsonDict = {
        "seats": [_seat(state, s) for s in range(state.seats)],
        "hand": own_hand(state, viewer),  # kept sorted by evolve
        "turn": state.turn,
        "step": state.step.value if state.turn is not None else None,
        "queen": state.queen_k,
        "direction": state.direction,
        "deck": len(state.deck),
        "discard_top": state.discard[-1] if state.discard else None,
        "discard_count": len(state.discard),
        "removed": list(state.removed),
        "in_use": list(state.in_use),
        "defuses": state.defuses,
        "recycle_quota": state.recycle_quota,
        "table": None
        if chain is None
        else {
            "seat": chain.play.seat,
            "cards": list(chain.play.cards),
            "form": chain.play.form,
            "role": chain.play.role.value,
            "target": chain.play.target,
            "rank": chain.play.rank,
            "nines": list(chain.nines),
            "cancel": chain.cancel,
        },
        "windows": _windows(state, due),
        "decisions": _decisions(state, viewer, clock_due),
        "eliminated": list(state.out),
        "result": None if not state.finished else {"winner": state.winner, "eliminated": list(state.out)},
    }
    if state.finished:
        out["hands"] = every_hand(state)
        out["deck_order"] = list(state.deck)
    return out


def _seat(state: AcesState, seat: int) -> JsonDict:
    return seat_view(state, seat, score=1 if state.winner == seat else 0, alive=state.is_alive(seat))


def _windows(state: AcesState, due: dict[str, int]) -> list[JsonDict]:
    window = state.chain.window if state.chain is not None else None
    six = six_window(state)
    if six is not None:
        seats = list(six.owners)
        return [{"kind": "six-block", "key": six.key, "due_ms": due.get(six.key), "seats": seats, "waived": []}]
    if window is None:
        return []
    return [
        {
            "kind": "nine",
            "key": window.key,
            "due_ms": due.get(window.key),
            "seats": list(window.seats),
            "waived": list(window.waived),
        }
    ]


def _decisions(state: AcesState, viewer: Viewer, clock_due: int | None) -> list[JsonDict]:
    six = six_window(state)
    if six is not None:  # owed by the chosen player, timed by the block window rather than the clock
        due = next((t.due_ms for t in timers(state) if t.key == six.key), None)
        return [_decision(state, six, owner, viewer, due) for owner in six.owners]
    owners = clock_owners(state)
    effect = state.effect
    if effect is None:
        if state.turn is None or not owners:
            return []
        kind = {"play": "play-or-draw", "choose": "end-or-continue", "queen": "queen-response"}[state.step.value]
        return [{"kind": kind, "seat": state.turn, "due_ms": clock_due, "k": state.queen_k}]
    return [_decision(state, effect, owner, viewer, clock_due) for owner in owners]


def _decision(state: AcesState, effect: Effect, owner: int, viewer: Viewer, clock_due: int | None) -> JsonDict:
    out: JsonDict = {"kind": effect.kind.value, "seat": owner, "due_ms": clock_due, "by": effect.seat}
    mine = viewer == owner
    match effect.kind:
        case Kind.FIVE | Kind.TWO_PAIRS | Kind.SIX_BLOCK:
            out["target"] = effect.target
            if effect.kind is Kind.TWO_PAIRS and mine:
                out["cards"] = list(effect.cards)
        case Kind.PAIR:
            out["rank"] = effect.rank
        case Kind.THREE:
            out["draws"] = effect.count
            out["drawn"] = bool(effect.cards)
            if mine:
                out["card"] = effect.cards[0] if effect.cards else None
        case Kind.JACK:
            out["count"] = len(effect.cards)
            if mine:
                out["cards"] = list(effect.cards)
        case Kind.SIX_GIVE:
            out["target"] = effect.target
            out["count"] = effect.count
        case Kind.FOUR:
            out["targets"] = [{"seat": t, "cards": len(state.hand(t))} for t in effect.targets]
        case Kind.REPLAY:
            out["cards"] = list(effect.cards)  # played face up
        case Kind.FULL_HOUSE:
            pass
    return out
