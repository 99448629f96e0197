"""What a seat or a spectator may see, built by whitelisting (the events a viewer may see: ``privacy``).

Hidden in haggis: the number cards of each hand, the Haggis, and the contents of the captured piles until the
round ends (docs/rules.md §5). The wilds are face up (§3.2), so every view shows which wilds each seat still holds.
Plays and bets are public; ``privacy`` declares what each event hides. Once the game is finished, everything is
shown to everyone.
"""

from __future__ import annotations

from domain.game import JsonDict, Viewer
from domain.games.haggis.cards import WILDS, sort_cards
from domain.games.haggis.state import HaggisState, Phase, RoundSummary, Trick, TrickPlay
from domain.games.haggis.timers import timers
from domain.viewing import every_hand, own_hand, seat_view


def view(state: HaggisState, viewer: Viewer) -> JsonDict:
    """The table as ``viewer`` (a seat, or None for a spectator) may see it."""
    finished = state.phase is Phase.FINISHED
    clock_due = next((t.due_ms for t in timers(state)), None)
    out: JsonDict = {
        "phase": state.phase.value,
        "round": state.round_number,
        "target": state.options.target,
        "card_points": state.options.card_points,
        "first_out_bonus_3p": state.options.first_out_bonus_3p,
        "dealer": state.dealer,
        "removed_suit": state.removed_suit,
        "seats": [_seat(state, s) for s in range(state.seats)],
        "hand": own_hand(state, viewer, sort_cards),
        "turn": state.turn,
        "turn_due_ms": clock_due,
        "trick": _trick(state.trick, state.trick_number),
        "haggis_cards": len(state.haggis),
        "finishing_order": list(state.order),
        "windows": [],
        "decisions": [],
        "last_round": _summary(state.last_round),
        "result": _result(state),
    }
    if finished:
        out["hands"] = every_hand(state)
        out["haggis"] = list(state.haggis)
        out["captured"] = [list(pile) for pile in state.captured]
    return out


def _seat(state: HaggisState, seat: int) -> JsonDict:
    hand = state.hands[seat] if seat < len(state.hands) else ()
    pile = state.captured[seat] if seat < len(state.captured) else ()
    return seat_view(
        state,
        seat,
        wilds=[wild for wild in WILDS if wild in hand],
        score=state.scores[seat],
        bet=state.bets[seat] if seat < len(state.bets) else None,
        may_bet=state.may_bet(seat),
        place=state.order.index(seat) + 1 if seat in state.order else None,
        captured_cards=len(pile),
    )


def _play(play: TrickPlay) -> JsonDict:
    r = play.reading
    return {
        "seat": play.seat,
        "cards": list(play.cards),
        "kind": r.kind.value,
        "width": r.width,
        "top_rank": r.top_rank,
        "bomb": r.bomb,
    }


def _trick(trick: Trick | None, number: int) -> JsonDict | None:
    if trick is None:
        return None
    return {
        "number": number + 1,
        "leader": trick.leader,
        "plays": [_play(p) for p in trick.plays],
        "top": None if trick.top is None else _play(trick.top),
        "passes": trick.passes,
    }


def _summary(summary: RoundSummary | None) -> JsonDict | None:
    if summary is None:
        return None
    return {
        "round": summary.round,
        "order": list(summary.order),
        "going_out": list(summary.going_out),
        "card_points": list(summary.card_points),
        "bets": list(summary.bets),
        "bonus": list(summary.bonus),
        "points": list(summary.points),
    }


def _result(state: HaggisState) -> JsonDict | None:
    r = state.result
    if r is None:
        return None
    return {"ranking": list(r.ranking), "scores": list(r.scores), "winners": list(r.winners)}
