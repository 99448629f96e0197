"""Judging commands: one small function per command type, sharing the predicates of ``combos``."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from domain.deciding import System, judge
from domain.errors import Code, IllegalMove
from domain.game import Command, Ctx, Event
from domain.games.bombs import exchange
from domain.games.bombs.combos import (
    BOMB_FORMS,
    RANK_ORDER,
    Combo,
    Form,
    classify,
    combo_of,
    completes,
    followable,
    is_bombs_card,
    sort_cards,
    throwable,
)
from domain.games.bombs.commands import CloseLastCall, CloseTable, NextHand, Pass, Play, TimeOut, Waive
from domain.games.bombs.errors import BombsCode
from domain.games.bombs.events import CardsPlayed, LastCallOpened, Passed, SeatTaken, TableClosed, TrickTaken, Waived
from domain.games.bombs.evolve import Batch
from domain.games.bombs.scoring import after_play
from domain.games.bombs.setup import exchange_hand
from domain.games.bombs.state import BombsState, Phase, Trick
from domain.games.bombs.timers import next_last_call_key, timers


def decide(state: BombsState, seat: int | None, command: Command, ctx: Ctx) -> list[Event]:
    """The events ``command`` of ``seat`` (None: the system) causes, or ``IllegalMove``."""
    return judge(Batch(state, ctx.now_ms, ctx.rng), seat, command, state.phase is Phase.FINISHED, _system, _seated)


def _seated(batch: Batch, seat: int, command: Command) -> None:
    """A seat's command."""
    match command:
        case Play(cards=cards):
            play(batch, seat, cards)
        case Pass():
            pass_turn(batch, seat)
        case Waive():
            waive(batch, seat)
        case _ if type(command) in exchange.EXCHANGE_COMMANDS:
            exchange.decide_exchange(batch, seat, command)
        case _:
            raise IllegalMove(Code.UNKNOWN_COMMAND, f"a seat cannot send {command.type!r} in bombs")


def _from_match(batch: Batch, command: NextHand | CloseTable) -> None:
    """A table of a match between two hands: the next hand, with the arriving Knave in the seat of the Knave
    who left (he deals and exchanges with the Master who stayed, §1.6, B17) and the seated players' match
    totals as the table's, or the table's close."""
    state = batch.state
    if not state.options.table or state.phase is not Phase.DEALING or not state.order:
        raise IllegalMove(BombsCode.TABLE_NOT_WAITING, "only a table of a match between two hands takes this")
    if isinstance(command, CloseTable):
        batch.add(TableClosed())
        return
    if command.scores and len(command.scores) != state.seats:
        raise IllegalMove("bad-command", f"next-hand takes one total per seat ({state.seats}), or none")
    knave, master = state.order[-1], state.order[0]
    batch.add(SeatTaken(seat=knave, name=command.name, bot=command.bot, scores=command.scores))
    exchange_hand(batch, state.hand_number + 1, knave=knave, master=master)


def _last_call_expired(batch: Batch, command: CloseLastCall) -> None:
    take_trick(batch, "expired")


def _time_out(batch: Batch, command: TimeOut) -> None:
    """Apply the default of docs/rules.md §0 for whoever owes the decision the clock was running on."""
    state = batch.state
    ex = exchange.pending(state)
    if ex is not None:
        exchange.decide_exchange(batch, exchange.owner(ex), exchange.default_command(state, ex), timeout=True)
    elif state.turn is not None and state.trick is not None:
        if state.trick.form is None:
            play(batch, state.turn, (sort_cards(state.hands[state.turn])[0],), timeout=True)
        else:
            pass_turn(batch, state.turn, timeout=True)


#: The system's commands: the timers' (a last call's close, the turn clock), and the match's to its tables.
_system: System[Batch] = System(
    timers=timers,
    fired={CloseLastCall: _last_call_expired, TimeOut: _time_out},
    sent={NextHand: _from_match, CloseTable: _from_match},
)


def _check_cards(state: BombsState, seat: int, cards: Sequence[str]) -> Combo:
    """The combo of ``cards`` if they are cards ``seat`` holds and make a standard form."""
    for card in cards:
        if not is_bombs_card(card):
            raise IllegalMove(Code.NOT_A_CARD, f"{card!r} is not a card; write rank then suit: 10H, QS, BJ")
    hand = state.hands[seat]
    if not hand:
        raise IllegalMove(Code.NOT_IN_HAND, "you hold no cards in this hand")
    missing = Counter(cards) - Counter(hand)
    if missing:
        raise IllegalMove(Code.NOT_IN_HAND, f"you do not hold {' '.join(sort_cards(missing.elements()))}")
    combo = classify(cards)
    if combo is None:
        shown = " ".join(sort_cards(cards)) or "nothing"
        raise IllegalMove(
            BombsCode.NOT_A_COMBINATION,
            f"{shown} is not a standard form: play a single, a pair, a run or a double run of three or more "
            "ranks up to A, a bomb (three of a rank), a big bomb (four) or both jokers",
        )
    return combo


def _in_play(state: BombsState) -> Trick:
    if state.phase is Phase.EXCHANGE:
        raise IllegalMove(BombsCode.EXCHANGE_IN_PROGRESS, "the exchange of Knave and Master is not over yet")
    if state.phase is not Phase.PLAY or state.trick is None:
        raise IllegalMove(Code.NOT_YOUR_TURN, "no trick is being played now")
    return state.trick


def play(batch: Batch, seat: int, cards: Sequence[str], *, timeout: bool = False) -> None:
    """A lead, an in-turn follow, or an out-of-turn bomb or completion (§1.4, B5–B9)."""
    state = batch.state
    trick = _in_play(state)
    combo = _check_cards(state, seat, cards)
    on_turn = state.turn == seat
    if trick.form is None:
        if seat != trick.leader:
            if combo.form in BOMB_FORMS:
                raise IllegalMove(
                    BombsCode.LEAD_CANNOT_BE_BOMBED,
                    f"seat {trick.leader} has not led yet, and the lead cannot be stolen by a bomb (B6)",
                )
            raise IllegalMove(Code.NOT_YOUR_TURN, f"seat {trick.leader} leads this trick")
        completion = False
    else:
        top = combo_of(trick.form, trick.top) or Combo(form=Form.SUPER_BOMB, rank=0, length=0)
        if on_turn and not followable(combo, top):
            raise _cannot_follow(combo, top, trick.top)
        if not on_turn and not throwable(combo, top):
            raise _cannot_throw(state, combo, top, trick.top)
        completion = completes(combo, top)
    form = Form.BOMB if completion else combo.form
    batch.add(
        CardsPlayed(
            seat=seat,
            cards=sort_cards(cards),
            form=form.value,
            out_of_turn=not on_turn,
            completion=completion,
            timeout=timeout,
        )
    )
    after_play(batch, seat, form)


def _name(combo: Combo) -> str:
    rank = RANK_ORDER[combo.rank] if 0 <= combo.rank < len(RANK_ORDER) else "?"
    match combo.form:
        case Form.RUN | Form.DOUBLE_RUN:
            return f"a {combo.form} of {combo.length} cards from {rank}"
        case Form.SUPER_BOMB:
            return "the super bomb"
        case _:
            return f"a {combo.form} of {rank}"


def _cannot_follow(combo: Combo, top: Combo, shown: tuple[str, ...]) -> IllegalMove:
    on_top = f"{' '.join(shown)} ({_name(top)}) is on top"
    if top.form in BOMB_FORMS:
        code = BombsCode.DOES_NOT_BEAT if combo.form in BOMB_FORMS else BombsCode.WRONG_FORM
        if top.form is Form.BIG_BOMB:
            return IllegalMove(code, f"{on_top}: only a higher big bomb or both jokers beat it")
        return IllegalMove(code, f"{on_top}: only a higher bomb, a big bomb or both jokers beat it")
    if combo.form is not top.form:
        return IllegalMove(BombsCode.WRONG_FORM, f"{on_top}: follow with a higher {top.form} or a bomb")
    if combo.length != top.length:
        return IllegalMove(
            BombsCode.WRONG_LENGTH,
            f"{on_top}: follow with a {top.form} of {top.length} cards starting higher",
        )
    return IllegalMove(BombsCode.DOES_NOT_BEAT, f"{on_top}, and {_name(combo)} is not higher")


def _cannot_throw(state: BombsState, combo: Combo, top: Combo, shown: tuple[str, ...]) -> IllegalMove:
    on_top = f"{' '.join(shown)} ({_name(top)}) is on top"
    if combo.form in BOMB_FORMS:
        return IllegalMove(BombsCode.DOES_NOT_BEAT, f"{on_top}, and {_name(combo)} does not beat it")
    if combo.form is Form.PAIR:
        return IllegalMove(
            BombsCode.COMPLETION_CLOSED,
            f"{on_top}: a pair completes a bomb only on a single of its rank, before anything is played on it",
        )
    whose = "nobody's turn during the last call" if state.turn is None else f"seat {state.turn}'s turn"
    return IllegalMove(
        Code.NOT_YOUR_TURN,
        f"it is {whose}: out of turn only a bomb, a big bomb, both jokers or a pair completing the single "
        "on top may be played",
    )


def pass_turn(batch: Batch, seat: int, *, timeout: bool = False) -> None:
    """Pass on turn; the pass that would end the trick opens the last call (B5) or takes the trick."""
    state = batch.state
    trick = _in_play(state)
    if state.last_call is not None:
        raise IllegalMove(Code.NOT_YOUR_TURN, "the trick is in its last call: waive, or throw a bomb")
    if seat != state.turn:
        raise IllegalMove(Code.NOT_YOUR_TURN, f"it is seat {state.turn}'s turn")
    if trick.form is None:
        raise IllegalMove(BombsCode.CANNOT_PASS_LEAD, "you lead this trick and must play a standard form")
    state = batch.add(Passed(seat=seat, timeout=timeout))
    trick = state.trick or trick
    top_seat = trick.top_seat if trick.top_seat is not None else seat
    others = [s for s in state.holders() if s != top_seat]
    if trick.passes < len(others):
        return
    if state.options.window_ms > 0:
        batch.add(LastCallOpened(key=next_last_call_key(state), seats=state.holders()))
    else:
        take_trick(batch, "passed")


def waive(batch: Batch, seat: int) -> None:
    """Waive the open last call; when every seat with cards has waived, the trick is taken."""
    call = batch.state.last_call
    if call is None:
        raise IllegalMove(Code.NOTHING_TO_WAIVE, "no last call is open")
    if seat not in call.seats:
        raise IllegalMove(Code.NOTHING_TO_WAIVE, "this last call is for the seats holding cards")
    if seat in call.waived:
        raise IllegalMove(Code.NOTHING_TO_WAIVE, "you have already waived this last call")
    state = batch.add(Waived(seat=seat))
    if state.last_call is not None and set(state.last_call.waived) >= set(state.last_call.seats):
        take_trick(batch, "waived")


def take_trick(batch: Batch, reason: str) -> None:
    """The top player wins the trick; the winner or the next seat left with cards leads (B14)."""
    state = batch.state
    trick = state.trick
    winner = trick.top_seat if trick is not None and trick.top_seat is not None else 0
    batch.add(TrickTaken(seat=winner, leader=state.lead_after(winner), reason=reason))
