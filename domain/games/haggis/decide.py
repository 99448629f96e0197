"""Judging commands: one small function per command type, sharing the predicates of ``combos``."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from domain.deciding import System, judge
from domain.errors import Code, IllegalMove
from domain.game import Command, Ctx, Event
from domain.games.haggis.bets import place_bet
from domain.games.haggis.cards import RANK_OF_NAME, is_haggis_card, sort_cards
from domain.games.haggis.combos import Kind, Reading, choose, readings, same_shape
from domain.games.haggis.commands import Bet, Pass, Play, TimeOut
from domain.games.haggis.errors import HaggisCode
from domain.games.haggis.events import CombinationPlayed, Passed
from domain.games.haggis.evolve import Batch
from domain.games.haggis.scoring import after_play, take_trick
from domain.games.haggis.state import HaggisState, Phase, Trick
from domain.games.haggis.timers import timers

KINDS = tuple(k.value for k in Kind)


def decide(state: HaggisState, seat: int | None, command: Command, ctx: Ctx) -> list[Event]:
    """The events ``command`` of ``seat`` (None: the system) causes, or ``IllegalMove``."""
    return judge(Batch(state, ctx.now_ms, ctx.rng), seat, command, state.phase is Phase.FINISHED, _system, _seated)


def _seated(batch: Batch, seat: int, command: Command) -> None:
    """A seat's command."""
    match command:
        case Play():
            play(batch, seat, command)
        case Pass():
            pass_turn(batch, seat)
        case Bet(amount=amount):
            place_bet(batch, seat, amount)
        case _:
            raise IllegalMove(Code.UNKNOWN_COMMAND, f"a seat cannot send {command.type!r} in haggis")


def _time_out(batch: Batch, command: TimeOut) -> None:
    """The turn clock's default (§0): the seat on turn passes, or when leading plays its lowest card."""
    state = batch.state
    seat, trick = state.turn, state.trick
    if seat is None or trick is None:
        return
    if trick.top is None:
        lowest = sort_cards(state.hands[seat])[0]
        play(batch, seat, Play(cards=(lowest,), kind=Kind.SET.value), timeout=True)
    else:
        pass_turn(batch, seat, timeout=True)


#: The system's only command: the turn clock's, once due (a stale or early one changes nothing).
_system: System[Batch] = System(timers=timers, fired={TimeOut: _time_out})


def _on_turn(state: HaggisState, seat: int) -> Trick:
    if state.phase is not Phase.PLAY or state.trick is None:
        raise IllegalMove(Code.NOT_YOUR_TURN, "no trick is being played now")
    if state.turn != seat:
        if not state.hands[seat]:
            raise IllegalMove(Code.NOT_YOUR_TURN, "you are out of cards this round")
        raise IllegalMove(Code.NOT_YOUR_TURN, f"it is seat {state.turn}'s turn; bombs too are played in turn (H11)")
    return state.trick


def _check_cards(state: HaggisState, seat: int, cards: Sequence[str]) -> None:
    for card in cards:
        if not is_haggis_card(card):
            raise IllegalMove(Code.NOT_A_CARD, f"{card!r} is not a haggis card; write 7R, 10B, J, Q or K")
    if not cards:
        raise IllegalMove(HaggisCode.NOT_A_COMBINATION, "a play needs at least one card")
    hand = state.hands[seat]
    if len(cards) <= len(hand) and len(set(cards)) == len(cards) and set(cards).issubset(hand):
        return  # cards named once each, all held: the common case, without counting
    missing = Counter(cards) - Counter(hand)
    if missing:
        raise IllegalMove(Code.NOT_IN_HAND, f"you do not hold {' '.join(sort_cards(missing.elements()))}")


def _declared(command: Play) -> tuple[Kind | None, int | None, int | None]:
    """The reading the command names, checked for form (each part may be None)."""
    if command.kind is not None and command.kind not in KINDS:
        raise IllegalMove(HaggisCode.BAD_READING, f"kind is set, sequence or bomb, not {command.kind!r}")
    if command.width is not None and command.width < 1:
        raise IllegalMove(HaggisCode.BAD_READING, f"a width is a whole number of 1 or more, not {command.width}")
    top: int | None = None
    if command.top_rank is not None:
        top = RANK_OF_NAME.get(command.top_rank)
        if top is None:
            raise IllegalMove(
                HaggisCode.BAD_READING, f"top_rank is one of 2–10, J, Q, K, not {command.top_rank!r}"
            )
    return (None if command.kind is None else Kind(command.kind)), command.width, top


def read_play(state: HaggisState, cards: Sequence[str], command: Play) -> Reading:
    """The reading ``cards`` are played with: the named one, or the server's choice (§3.3), or the refusal
    that says what is wrong."""
    kind, width, top_rank = _declared(command)
    options = readings(cards, state.suits)
    shown = " ".join(sort_cards(cards))
    if not options:
        raise IllegalMove(
            HaggisCode.NOT_A_COMBINATION,
            f"{shown} is not a combination: play a set of one rank, a sequence of consecutive ranks (one suit, "
            "or the same suits at every rank), or a bomb (two or three wilds, 3-5-7-9 in four suits or one suit)",
        )
    matching = [
        r
        for r in options
        if (kind is None or r.kind is kind)
        and (width is None or r.width == width)
        and (top_rank is None or r.top == top_rank)
    ]
    if not matching:
        raise IllegalMove(
            HaggisCode.NO_SUCH_READING,
            f"{shown} cannot be read that way; it can be {'; or '.join(r.describe() for r in options)}",
        )
    trick = state.trick
    top = trick.top.reading if trick is not None and trick.top is not None else None
    chosen = choose(matching, top)
    if chosen is None:
        assert top is not None
        raise _cannot_follow(matching, top)
    return chosen


def _cannot_follow(options: Sequence[Reading], top: Reading) -> IllegalMove:
    on_top = f"{top.describe()} is on top"
    if top.kind is Kind.BOMB:
        if any(r.kind is Kind.BOMB for r in options):
            return IllegalMove(HaggisCode.DOES_NOT_BEAT, f"{on_top}: only a higher bomb beats it")
        return IllegalMove(HaggisCode.WRONG_KIND, f"{on_top}: once a bomb is played only a higher bomb follows")
    if any(same_shape(r, top) for r in options):
        return IllegalMove(HaggisCode.DOES_NOT_BEAT, f"{on_top}, and this play is not higher")
    what = f"a {top.kind} of {top.count} cards" + (f" and width {top.width}" if top.width else "")
    if any(r.kind is top.kind for r in options):
        return IllegalMove(HaggisCode.WRONG_SHAPE, f"{on_top}: follow with {what} (H6), or a bomb")
    return IllegalMove(HaggisCode.WRONG_KIND, f"{on_top}: follow with {what}, or a bomb")


def play(batch: Batch, seat: int, command: Play, *, timeout: bool = False) -> None:
    """A lead or a follow on turn, bombs included (§3.4, H11)."""
    state = batch.state
    _on_turn(state, seat)
    _check_cards(state, seat, command.cards)
    reading = read_play(state, command.cards, command)
    batch.add(
        CombinationPlayed(
            seat=seat,
            cards=sort_cards(command.cards),
            kind=reading.kind.value,
            width=reading.width,
            top_rank=reading.top_rank,
            bomb=reading.bomb,
            timeout=timeout,
        )
    )
    after_play(batch, seat)


def pass_turn(batch: Batch, seat: int, *, timeout: bool = False) -> None:
    """Pass on turn; when every other seat with cards has passed since the last combination, the trick is
    taken (§3.4)."""
    trick = _on_turn(batch.state, seat)
    if trick.top is None:
        raise IllegalMove(HaggisCode.CANNOT_PASS_LEAD, "you lead this trick and must play a combination")
    state = batch.add(Passed(seat=seat, timeout=timeout))
    top_seat = trick.top.seat
    others = [s for s in state.holders() if s != top_seat]
    if state.trick is not None and state.trick.passes >= len(others):
        take_trick(batch)
