"""Folding events into the state: exhaustive dispatch, trusting every recorded event, never drawing.

Each event is folded with one ``with_changes`` (a checked, fast ``dataclasses.replace``): the branches return
the fields that change, and the records in the state they change are updated with their own updaters
(``trick_with``, ``exchange_with``, ``last_call_with``). The most frequent events are matched first.
"""

from __future__ import annotations

from typing import TypeVar, assert_never

from domain import batch as batches
from domain.cards import rank_of, without
from domain.chance import Draws
from domain.folding import fold
from domain.games.bombs.combos import JOKERS, REQUESTABLE, sort_cards
from domain.games.bombs.events import (
    BombsEvent,
    CardAccepted,
    CardPassed,
    CardReturned,
    CardsPlayed,
    DealerDrawn,
    GameFinished,
    GameStarted,
    HandDealt,
    HandScored,
    LastCallOpened,
    Passed,
    PlayerWentOut,
    PrivilegeUsed,
    RankRequested,
    RequestsStopped,
    RevoltDeclared,
    RevoltDeclined,
    SeatTaken,
    TableClosed,
    TrickTaken,
    Waived,
)
from domain.games.bombs.options import Options
from domain.games.bombs.state import (
    BombsChanges,
    BombsState,
    Exchange,
    ExchangeChanges,
    LastCall,
    Phase,
    Result,
    Stage,
    Trick,
    exchange_with,
    last_call_with,
    next_holder,
    trick_with,
    with_changes,
)

T = TypeVar("T")


def _started(e: GameStarted) -> BombsState:
    return BombsState(
        names=e.names,
        bots=e.bots,
        options=Options(hands=e.hands, window_ms=e.window_ms, turn_clock_ms=e.turn_clock_ms, table=e.table),
        scores=e.scores,
    )


def _changes(s: BombsState, event: BombsEvent, at_ms: int) -> BombsChanges:
    match event:  # the most frequent first: a class pattern is an isinstance check, tried in order
        case Waived(seat=seat):
            if s.last_call is None:
                return {}
            return {"last_call": last_call_with(s.last_call, {"waived": (*s.last_call.waived, seat)})}
        case Passed(seat=seat):
            trick = s.trick or Trick(leader=seat)
            return {"trick": trick_with(trick, {"passes": trick.passes + 1}), "turn": next_holder(s.hands, seat)}
        case CardsPlayed():
            return _played(s, event)
        case LastCallOpened(key=key, seats=seats):
            trick = s.trick or Trick(leader=seats[0] if seats else 0)
            call = LastCall(key=key, seats=seats, waived=(), opened_ms=at_ms)
            return {"last_call": call, "turn": None, "trick": trick_with(trick, {"calls": trick.calls + 1})}
        case TrickTaken(leader=leader):
            trick_number = s.trick_number + 1
            return {"trick": Trick(leader=leader), "trick_number": trick_number, "turn": leader, "last_call": None}
        case PlayerWentOut(seat=seat):
            return {"order": (*s.order, seat)}
        case GameStarted():
            return {}
        case DealerDrawn(dealer=dealer):
            return {"dealer": dealer}
        case HandDealt():
            return _dealt(event)
        case RevoltDeclared():
            return _lead(event.seat, exchange_with(_ex(s), {"revolt": True, "stage": Stage.DONE}))
        case RevoltDeclined():
            return {"exchange": exchange_with(_ex(s), {"revolt": False, "stage": Stage.PASS})}
        case CardPassed(card=card):
            return {"exchange": exchange_with(_ex(s), {"card": card, "stage": Stage.PRIVILEGE})}
        case CardAccepted():
            return _accepted(s, event)
        case PrivilegeUsed(seat=master):
            return _lead(master, exchange_with(_ex(s), {"accepted": False, "stage": Stage.DONE}))
        case RankRequested(rank=rank, held=held):
            ex = _ex(s)
            update: ExchangeChanges = {"requests": (*ex.requests, rank)}
            if held:
                update["required"] = rank
                update["stage"] = Stage.RETURN
            return {"exchange": exchange_with(ex, update)}
        case RequestsStopped():
            return {"exchange": exchange_with(_ex(s), {"stage": Stage.RETURN})}
        case CardReturned():
            changes = _lead(event.to, exchange_with(_ex(s), {"returned": event.card, "stage": Stage.DONE}))
            changes["hands"] = _moved(s.hands, event.seat, event.to, event.card)
            return changes
        case HandScored():
            return {
                "scores": event.scores,
                "order": event.order,
                "phase": Phase.DEALING,
                "trick": None,
                "turn": None,
                "last_call": None,
            }
        case GameFinished():
            result = Result(
                ranking=event.ranking, ranks=event.ranks, scores=event.scores, winners=event.winners
            )
            return {"phase": Phase.FINISHED, "result": result, "scores": event.scores, "turn": None}
        case SeatTaken(seat=seat, name=name, bot=bot, scores=scores):
            if not 0 <= seat < s.seats:
                return {}
            totals = scores if len(scores) == s.seats else s.scores  # empty before rules 2: kept by seat
            return {"names": _set(s.names, seat, name), "bots": _set(s.bots, seat, bot), "scores": totals}
        case TableClosed():
            return {"phase": Phase.FINISHED, "turn": None}
        case _:
            assert_never(event)


def _set(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``values`` with ``value`` at ``index`` (a valid index)."""
    return (*values[:index], value, *values[index + 1 :])


def _ex(s: BombsState) -> Exchange:
    return s.exchange or Exchange(knave=0, master=0, stage=Stage.DONE)


def _dealt(e: HandDealt) -> BombsChanges:
    changes: BombsChanges = {
        "hand_number": e.hand,
        "dealer": e.dealer,
        "players": e.players,
        "hands": e.hands,
        "tiebreak": e.tiebreak,
        "order": (),
        "trick_number": 0,
        "last_call": None,
    }
    if e.leader is not None or e.knave is None or e.master is None:
        leader = e.leader or 0
        changes.update({"phase": Phase.PLAY, "exchange": None, "trick": Trick(leader=leader), "turn": leader})
        return changes
    both = all(j in e.hands[e.knave] for j in JOKERS) if e.knave < len(e.hands) else False
    stage = Stage.REVOLT if both else Stage.PASS
    exchange = Exchange(knave=e.knave, master=e.master, stage=stage)
    changes.update({"phase": Phase.EXCHANGE, "exchange": exchange, "trick": None, "turn": None})
    return changes


def _lead(leader: int, exchange: Exchange) -> BombsChanges:
    return {"exchange": exchange, "phase": Phase.PLAY, "trick": Trick(leader=leader), "turn": leader}


def _moved(hands: tuple[tuple[str, ...], ...], giver: int, taker: int, card: str) -> tuple[tuple[str, ...], ...]:
    """``hands`` with ``card`` moved from ``giver`` to ``taker`` (kept sorted), if ``giver`` holds it."""
    if not (0 <= giver < len(hands) and 0 <= taker < len(hands) and card in hands[giver]):
        return hands
    moved = list(hands)
    moved[giver] = without(hands[giver], [card])
    moved[taker] = sort_cards((*hands[taker], card))
    return tuple(moved)


def _accepted(s: BombsState, e: CardAccepted) -> BombsChanges:
    ex = _ex(s)
    hands = _moved(s.hands, ex.knave, e.seat, e.card)
    master_hand = hands[e.seat] if 0 <= e.seat < len(hands) else ()
    may_request = rank_of(e.card) in JOKERS and any(rank_of(c) in REQUESTABLE for c in master_hand)
    stage = Stage.REQUEST if may_request else Stage.RETURN
    return {"hands": hands, "exchange": exchange_with(ex, {"accepted": True, "stage": stage})}


def _played(s: BombsState, e: CardsPlayed) -> BombsChanges:
    seat, hands = e.seat, s.hands
    if 0 <= seat < len(hands):
        hands = _set(hands, seat, without(hands[seat], e.cards))
        turn = next_holder(hands, seat)
    else:
        turn = None
    trick = s.trick or Trick(leader=seat)
    top = (*trick.top, *e.cards) if e.completion else e.cards
    played = trick_with(trick, {"form": e.form, "top": sort_cards(top), "top_seat": seat, "passes": 0})
    return {"hands": hands, "trick": played, "turn": turn, "last_call": None}


#: Fold one recorded event (``domain.folding``); every event restarts the turn clock at its own time.
evolve = fold(slug="bombs", first=GameStarted, started=_started, changes=_changes, with_changes=with_changes)


class Batch(batches.Batch[BombsState]):
    """A bombs batch: ``domain.batch.Batch`` folding with this module's ``evolve``."""

    def __init__(self, state: BombsState, now_ms: int, rng: Draws) -> None:
        super().__init__(state, now_ms, rng, evolve)
