"""Folding events into the state: exhaustive dispatch, trusting every recorded event, never drawing."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import assert_never, cast

from domain import batch as batches
from domain.cards import rank_of, without
from domain.game import Event
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
from domain.games.bombs.state import BombsState, Exchange, LastCall, Phase, Result, Stage, Trick


def evolve(state: BombsState | None, event: Event, at_ms: int) -> BombsState:
    """Fold one recorded event; every event restarts the turn clock at its own time."""
    if state is None:
        if not isinstance(event, GameStarted):
            raise ValueError(f"a bombs stream starts with GameStarted, not {type(event).__name__}")
        state = _started(event)
    else:
        state = _apply(state, cast(BombsEvent, event), at_ms)
    return replace(state, seq=state.seq + 1, clock_ms=at_ms)


def _started(e: GameStarted) -> BombsState:
    return BombsState(
        names=e.names,
        bots=e.bots,
        options=Options(hands=e.hands, window_ms=e.window_ms, turn_clock_ms=e.turn_clock_ms, table=e.table),
        scores=e.scores,
    )


def _apply(s: BombsState, event: BombsEvent, at_ms: int) -> BombsState:
    match event:
        case GameStarted():
            return s
        case DealerDrawn(dealer=dealer):
            return replace(s, dealer=dealer)
        case HandDealt():
            return _dealt(s, event)
        case RevoltDeclared():
            return _lead(s, event.seat, replace(_ex(s), revolt=True, stage=Stage.DONE))
        case RevoltDeclined():
            return replace(s, exchange=replace(_ex(s), revolt=False, stage=Stage.PASS))
        case CardPassed(card=card):
            return replace(s, exchange=replace(_ex(s), card=card, stage=Stage.PRIVILEGE))
        case CardAccepted():
            return _accepted(s, event)
        case PrivilegeUsed(seat=master):
            return _lead(s, master, replace(_ex(s), accepted=False, stage=Stage.DONE))
        case RankRequested(rank=rank, held=held):
            ex = _ex(s)
            ex = replace(ex, requests=(*ex.requests, rank))
            ex = replace(ex, required=rank, stage=Stage.RETURN) if held else ex
            return replace(s, exchange=ex)
        case RequestsStopped():
            return replace(s, exchange=replace(_ex(s), stage=Stage.RETURN))
        case CardReturned():
            s = _move(s, event.seat, event.to, event.card)
            return _lead(s, event.to, replace(_ex(s), returned=event.card, stage=Stage.DONE))
        case CardsPlayed():
            return _played(s, event)
        case PlayerWentOut(seat=seat):
            return replace(s, order=(*s.order, seat))
        case Passed(seat=seat):
            trick = s.trick or Trick(leader=seat)
            return replace(s, trick=replace(trick, passes=trick.passes + 1), turn=s.next_holder(seat))
        case LastCallOpened(key=key, seats=seats):
            trick = s.trick or Trick(leader=seats[0] if seats else 0)
            call = LastCall(key=key, seats=seats, waived=(), opened_ms=at_ms)
            return replace(s, last_call=call, turn=None, trick=replace(trick, calls=trick.calls + 1))
        case Waived(seat=seat):
            if s.last_call is None:
                return s
            return replace(s, last_call=replace(s.last_call, waived=(*s.last_call.waived, seat)))
        case TrickTaken(leader=leader):
            return replace(
                s, trick=Trick(leader=leader), trick_number=s.trick_number + 1, turn=leader, last_call=None
            )
        case HandScored():
            return replace(
                s,
                scores=event.scores,
                order=event.order,
                phase=Phase.DEALING,
                trick=None,
                turn=None,
                last_call=None,
            )
        case GameFinished():
            result = Result(
                ranking=event.ranking, ranks=event.ranks, scores=event.scores, winners=event.winners
            )
            return replace(s, phase=Phase.FINISHED, result=result, scores=event.scores, turn=None)
        case SeatTaken(seat=seat, name=name, bot=bot, scores=scores):
            if not 0 <= seat < s.seats:
                return s
            names, bots = list(s.names), list(s.bots)
            names[seat], bots[seat] = name, bot
            totals = scores if len(scores) == s.seats else s.scores  # empty before rules 2: kept by seat
            return replace(s, names=tuple(names), bots=tuple(bots), scores=totals)
        case TableClosed():
            return replace(s, phase=Phase.FINISHED, turn=None)
        case _:
            assert_never(event)


def _ex(s: BombsState) -> Exchange:
    return s.exchange or Exchange(knave=0, master=0, stage=Stage.DONE)


def _dealt(s: BombsState, e: HandDealt) -> BombsState:
    s = replace(
        s,
        hand_number=e.hand,
        dealer=e.dealer,
        players=e.players,
        hands=e.hands,
        tiebreak=e.tiebreak,
        order=(),
        trick=None,
        trick_number=0,
        turn=None,
        last_call=None,
        exchange=None,
    )
    if e.leader is not None or e.knave is None or e.master is None:
        return replace(s, phase=Phase.PLAY, trick=Trick(leader=e.leader or 0), turn=e.leader or 0)
    both = all(j in e.hands[e.knave] for j in JOKERS) if e.knave < len(e.hands) else False
    stage = Stage.REVOLT if both else Stage.PASS
    return replace(s, phase=Phase.EXCHANGE, exchange=Exchange(knave=e.knave, master=e.master, stage=stage))


def _lead(s: BombsState, leader: int, exchange: Exchange) -> BombsState:
    return replace(s, exchange=exchange, phase=Phase.PLAY, trick=Trick(leader=leader), turn=leader)


def _move(s: BombsState, giver: int, taker: int, card: str) -> BombsState:
    hands = list(s.hands)
    if 0 <= giver < len(hands) and 0 <= taker < len(hands) and card in hands[giver]:
        hands[giver] = without(hands[giver], [card])
        hands[taker] = sort_cards((*hands[taker], card))
    return replace(s, hands=tuple(hands))


def _accepted(s: BombsState, e: CardAccepted) -> BombsState:
    ex = _ex(s)
    s = _move(s, ex.knave, e.seat, e.card)
    master_hand = s.hands[e.seat] if 0 <= e.seat < len(s.hands) else ()
    may_request = rank_of(e.card) in JOKERS and any(rank_of(c) in REQUESTABLE for c in master_hand)
    stage = Stage.REQUEST if may_request else Stage.RETURN
    return replace(s, exchange=replace(ex, accepted=True, stage=stage))


def _played(s: BombsState, e: CardsPlayed) -> BombsState:
    hands = list(s.hands)
    if 0 <= e.seat < len(hands):
        hands[e.seat] = without(hands[e.seat], e.cards)
    s = replace(s, hands=tuple(hands))
    trick = s.trick or Trick(leader=e.seat)
    top = (*trick.top, *e.cards) if e.completion else e.cards
    trick = replace(trick, form=e.form, top=sort_cards(top), top_seat=e.seat, passes=0)
    turn = s.next_holder(e.seat) if 0 <= e.seat < len(hands) else None
    return replace(s, trick=trick, turn=turn, last_call=None)


class Batch(batches.Batch[BombsState]):
    """A bombs batch: ``domain.batch.Batch`` folding with this module's ``evolve``."""

    def __init__(self, state: BombsState, now_ms: int, rng: random.Random) -> None:
        super().__init__(state, now_ms, rng, evolve)
