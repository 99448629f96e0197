"""What a player of a bombs match sees (docs/rules.md §1.6): the match with the viewer's table in full and the
others in summary, and whose eyes a player saw a table's event with."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.game import Event
from domain.games.bombs.events import HandDealt
from domain.games.bombs.match import MatchState, Seating
from domain.games.bombs.scoring import competition_ranks
from domain.games.bombs.state import BombsState
from domain.games.bombs.view import view as table_view


def match_view(match: MatchState, tables: Mapping[str, BombsState], viewer: int | None) -> dict[str, Any]:
    """The match as ``viewer`` (a match seat, or None) may see it: the viewer's table in full (its ``seats``
    are local; ``players`` maps each to a match seat, as the table's entry of ``tables`` does), every table in
    summary, standings by match seat. Seats in ``turn``, ``windows`` and ``decisions`` are match seats.

    The table view's own ``players`` (the local seats dealt in) gives way to the mapping: at a match's table
    every seat is dealt in, as each seat's ``in_hand`` says too."""
    mine = None if viewer is None else match.table_of(viewer)
    where = {p: t.key for t in match.tables for p in t.players}
    held = {p: len(tables[t.key].hands[i]) for t in match.tables if t.key in tables for i, p in enumerate(t.players)}
    own: dict[str, Any] | None = None
    turn = None
    windows: list[dict[str, Any]] = []
    decisions: list[dict[str, Any]] = []
    if mine is not None and mine[0].key in tables:
        seating, local = mine
        own = {"key": seating.key, **table_view(tables[seating.key], local), "players": list(seating.players)}
        to_match = seating.players
        turn = None if own["turn"] is None else to_match[own["turn"]]
        windows = [
            {**w, "seats": [to_match[s] for s in w["seats"]], "waived": [to_match[s] for s in w["waived"]]}
            for w in own["windows"]
        ]
        decisions = [{**d, "seat": to_match[d["seat"]]} for d in own["decisions"]]
    ranks = competition_ranks(match.totals)
    r = match.result
    return {
        "phase": "finished" if match.finished else "play",
        "seats": [
            {
                "seat": p,
                "name": name,
                "bot": match.bots[p],
                "cards": held.get(p, 0),
                "score": match.totals[p],
                "rank": ranks[p],
                "table": where.get(p),
            }
            for p, name in enumerate(match.names)
        ],
        "hand": None if own is None else own["hand"],
        "turn": turn,
        "hand_number": match.hand,
        "hands_total": match.options.hands,
        "tiebreak": match.tiebreak,
        "table": own,
        "tables": [_summary(t, tables.get(t.key)) for t in match.tables],
        "windows": windows,
        "decisions": decisions,
        "result": None
        if r is None
        else {"ranking": list(r.ranking), "ranks": list(r.ranks), "scores": list(r.scores), "winners": list(r.winners)},
    }


def _summary(seating: Seating, table: BombsState | None) -> dict[str, Any]:
    """A table in play as every player may see it: who sits where, cards held, whose turn, the hand's phase."""
    if table is None:
        return {"key": seating.key, "players": list(seating.players)}
    return {
        "key": seating.key,
        "players": list(seating.players),
        "cards": [len(h) for h in table.hands],
        "turn": None if table.turn is None else seating.players[table.turn],
        "phase": table.phase.value,
        "hand_number": table.hand_number,
        "finishing_order": [seating.players[s] for s in table.order],
    }


def viewer_at(match: MatchState, key: str, event: Event, viewer: int | None) -> int | None:
    """The local seat whose view of ``event`` at table ``key`` the match seat ``viewer`` had: only a deal hides
    anything, and it shows the viewer's hand only if the viewer sat at that table in that hand."""
    if viewer is None or not isinstance(event, HandDealt):
        return None
    return match.seat_at(key, event.hand, viewer)
