"""Folding events into the state: exhaustive dispatch, trusting every recorded event, never drawing.

Each event is folded with one ``with_changes`` (a checked, fast ``dataclasses.replace``): the branches return
the fields that change.
"""

from __future__ import annotations

from collections.abc import MutableMapping
from functools import lru_cache
from typing import Any, TypeVar, assert_never

from domain import batch as batches
from domain.cards import without
from domain.chance import Draws
from domain.folding import fold
from domain.game import Event
from domain.games.haggis.cards import RANK_OF_NAME
from domain.games.haggis.combos import Kind, Reading
from domain.games.haggis.events import (
    BetPlaced,
    CombinationPlayed,
    GameFinished,
    GameStarted,
    HaggisEvent,
    Passed,
    PlayerWentOut,
    RoundDealt,
    RoundScored,
    TrickCaptured,
)
from domain.games.haggis.options import Options
from domain.games.haggis.state import (
    HaggisChanges,
    HaggisState,
    Phase,
    Result,
    RoundSummary,
    Trick,
    TrickPlay,
    with_changes,
)
from domain.state_updates import builder

KINDS: frozenset[str] = frozenset(k.value for k in Kind)
#: Positional constructors of the trick's records, which every play and pass rebuilds (``builder``: the fields in
#: order, stored in their slots directly).
_trick = builder(Trick)  # leader, plays, passes
_trick_play = builder(TrickPlay)  # seat, cards, reading
T = TypeVar("T")


def _turn_clock(state: HaggisState, event: Event, changes: MutableMapping[str, Any], at_ms: int) -> None:
    """A change of turn starts the turn clock at the event's time (a bet by anyone does not restart it)."""
    new_turn = isinstance(event, CombinationPlayed | Passed | TrickCaptured | RoundDealt)
    if new_turn or changes.get("turn", state.turn) != state.turn:
        changes["turn_seq"] = changes["seq"]
        changes["turn_ms"] = at_ms


def _started(e: GameStarted) -> HaggisState:
    options = Options(
        target=e.target,
        card_points=e.card_points,
        first_out_bonus_3p=e.first_out_bonus_3p,
        turn_clock_ms=e.turn_clock_ms,
    )
    return HaggisState(names=e.names, bots=e.bots, options=options, scores=e.scores)


def _changes(s: HaggisState, event: HaggisEvent, at_ms: int) -> HaggisChanges:
    match event:
        case GameStarted():
            return {}
        case RoundDealt():
            n = len(event.hands)
            return {
                "phase": Phase.PLAY,
                "round_number": event.round,
                "dealer": event.dealer,
                "removed_suit": event.removed_suit,
                "hands": event.hands,
                "haggis": event.haggis,
                "captured": ((),) * n,
                "trick": Trick(leader=event.leader),
                "trick_number": 0,
                "turn": event.leader,
                "bets": (None,) * n,
                "played": (False,) * n,
                "order": (),
                "going_out": (0,) * n,
            }
        case BetPlaced(seat=seat, amount=amount):
            return {"bets": _set(s.bets, seat, amount)}
        case CombinationPlayed():
            return _played(s, event)
        case Passed(seat=seat):
            trick = s.trick or Trick(leader=seat)
            return {"trick": _trick(trick.leader, trick.plays, trick.passes + 1), "turn": s.next_holder(seat)}
        case PlayerWentOut(seat=seat, points=points):
            return {"order": (*s.order, seat), "going_out": _set(s.going_out, seat, points)}
        case TrickCaptured(capturer=capturer, leader=leader):
            cards = s.trick.cards() if s.trick is not None else ()
            captured = s.captured
            if 0 <= capturer < len(captured):
                captured = _set(captured, capturer, (*captured[capturer], *cards))
            fresh = None if leader is None else Trick(leader=leader)
            return {"captured": captured, "trick": fresh, "trick_number": s.trick_number + 1, "turn": leader}
        case RoundScored():
            summary = RoundSummary(
                round=event.round,
                order=event.order,
                going_out=event.going_out,
                card_points=event.card_points,
                bets=event.bets,
                bonus=event.bonus,
                points=event.points,
            )
            return {
                "phase": Phase.DEALING,
                "scores": event.scores,
                "order": event.order,
                "captured": event.captured,
                "hands": tuple(() for _ in s.hands),
                "haggis": (),
                "trick": None,
                "turn": None,
                "last_round": summary,
            }
        case GameFinished():
            result = Result(ranking=event.ranking, scores=event.scores, winners=event.winners)
            return {"phase": Phase.FINISHED, "result": result, "scores": event.scores, "turn": None}
        case _:
            assert_never(event)


def _set(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    if not 0 <= index < len(values):
        return values
    return (*values[:index], value, *values[index + 1 :])


def reading_of(e: CombinationPlayed) -> Reading:
    """The reading a recorded play was made with (trusted)."""
    return _reading(e.kind, len(e.cards), e.width, e.top_rank, e.bomb)


@lru_cache(maxsize=4096)
def _reading(kind: str, count: int, width: int | None, top_rank: str | None, bomb: str | None) -> Reading:
    """One Reading for each way of reading a play (they are immutable): a fold meets the same few again and
    again. Bounded, since a stream's events are trusted but not their variety."""
    top = None if top_rank is None else RANK_OF_NAME.get(top_rank)
    return Reading(kind=Kind(kind) if kind in KINDS else Kind.SET, count=count, width=width, top=top, bomb=bomb)


def _played(s: HaggisState, e: CombinationPlayed) -> HaggisChanges:
    n = len(s.hands)
    if not 0 <= e.seat < n:
        return {}
    hands = _set(s.hands, e.seat, without(s.hands[e.seat], e.cards))
    bets = _set(s.bets, e.seat, 0) if e.seat < len(s.bets) and s.bets[e.seat] is None else s.bets
    trick = s.trick or Trick(leader=e.seat)
    trick = _trick(trick.leader, (*trick.plays, _trick_play(e.seat, e.cards, reading_of(e))), 0)
    nxt = next((o for o in ((e.seat + k) % n for k in range(1, n + 1)) if hands[o]), None)
    return {"hands": hands, "trick": trick, "bets": bets, "played": _set(s.played, e.seat, True), "turn": nxt}


#: Fold one recorded event (``domain.folding``), with haggis' own turn clock.
evolve = fold(
    slug="haggis", first=GameStarted, started=_started, changes=_changes, with_changes=with_changes, clock=_turn_clock
)


class Batch(batches.Batch[HaggisState]):
    """A haggis batch: ``domain.batch.Batch`` folding with this module's ``evolve``."""

    def __init__(self, state: HaggisState, now_ms: int, rng: Draws) -> None:
        super().__init__(state, now_ms, rng, evolve)
