"""Judging commands: the active player's turn (play, draw, end, continue), the any-time and window commands,
the effects' decisions, and the system's timers. One small function per command type."""

from __future__ import annotations

from domain.deciding import System, judge
from domain.errors import Code, IllegalMove
from domain.game import Command, Ctx, Event
from domain.games.exploding_aces import challenge, decisions, flow, nines, piles, plays
from domain.games.exploding_aces.cards import KING, QUEEN, is_ace, rank, sort_cards
from domain.games.exploding_aces.commands import (
    Challenge,
    CloseWindow,
    Continue,
    Draw,
    End,
    Nine,
    Play,
    TimeOut,
    Waive,
)
from domain.games.exploding_aces.errors import AcesCode
from domain.games.exploding_aces.events import Continued, Defused, Played
from domain.games.exploding_aces.evolve import Batch
from domain.games.exploding_aces.poker import Combo
from domain.games.exploding_aces.state import AcesState, Role, Step
from domain.games.exploding_aces.timers import six_window, timers


def decide(state: AcesState, seat: int | None, command: Command, ctx: Ctx) -> list[Event]:
    """The events ``command`` of ``seat`` (None: the system) causes, or ``IllegalMove``."""
    return judge(Batch(state, ctx.now_ms, ctx.rng), seat, command, state.finished, _system, _seated)


def _seated(batch: Batch, seat: int, command: Command) -> None:
    """A seat's command."""
    if not batch.state.alive[seat]:
        raise IllegalMove(AcesCode.ELIMINATED, "you have been eliminated; you may watch the game to its end")
    match command:
        case Challenge(target=target):
            challenge.challenge(batch, seat, target)
        case Nine(cancel=cancel):
            nines.nine(batch, seat, cancel)
        case Waive() if six_window(batch.state) is not None:
            decisions.decide_decision(batch, seat, command)  # waiving a Six's block window allows the exchange
        case Waive():
            nines.waive(batch, seat)
        case Play():
            play(batch, seat, command)
        case Draw():
            draw(batch, seat)
        case End():
            _choose_step(batch.state, seat)
            flow.end_turn(batch, seat, "end")
        case Continue():
            _choose_step(batch.state, seat)
            batch.add(Continued(seat=seat))
        case _ if type(command) in {c for kinds in decisions.ANSWERS.values() for c in kinds}:
            decisions.decide_decision(batch, seat, command)
        case _:
            raise IllegalMove(Code.UNKNOWN_COMMAND, f"a seat cannot send {command.type!r} in exploding-aces")


def _on_turn(s: AcesState, seat: int) -> Step:
    """The active player's step, when nothing else is pending; else ``IllegalMove``."""
    if seat != s.turn:
        raise IllegalMove(Code.NOT_YOUR_TURN, f"it is seat {s.turn}'s turn")
    if s.chain is not None:
        raise IllegalMove(AcesCode.WINDOW_OPEN, "a Nine window is open; wait until it closes")
    if s.effect is not None:
        owners = list(s.effect.owners)
        raise IllegalMove(AcesCode.DECISION_PENDING, f"{decisions.ASK[s.effect.kind]} (owed by {owners})")
    return s.step


def _choose_step(s: AcesState, seat: int) -> None:
    if _on_turn(s, seat) is not Step.CHOOSE:
        raise IllegalMove(AcesCode.NOTHING_TO_CHOOSE, "end and continue answer END_OR_CONTINUE after a Choose card")


def play(batch: Batch, seat: int, command: Play, *, timeout: bool = False) -> None:
    """A single card or a combination of the active player (§2.2-2.4), or a Queen in a Queen chain (§2.5)."""
    s = batch.state
    step = _on_turn(s, seat)
    if step is Step.CHOOSE:
        raise IllegalMove(AcesCode.CHOOSE_END_OR_CONTINUE, "after a Choose card send end or continue first")
    combo = plays.check_cards(command.cards, s.hand(seat), "your hand")
    choices = plays.Choices(
        target=command.target, rank=command.rank, position=command.position, king_position=command.king_position
    )
    if step is Step.QUEEN:
        if combo is not Combo.SINGLE or rank(command.cards[0]) != QUEEN or choices != plays.Choices():
            raise IllegalMove(
                AcesCode.QUEEN_RESPONSE_OWED, f"answer the Queen chain with one Queen, or draw {2 * s.queen_k}"
            )
        role = Role.QUEEN
    else:
        plays.check_choices(s, seat, command.cards, combo, choices)
        role = Role.PLAY
    if combo is Combo.SINGLE and rank(command.cards[0]) == KING:
        _defuse(batch, seat, command.cards[0], choices)
        return
    batch.add(
        Played(
            seat=seat,
            cards=sort_cards(command.cards),
            form=combo.value,
            role=role.value,
            target=command.target,
            rank=command.rank,
            timeout=timeout,
        )
    )
    nines.open_or_settle(batch)


def _defuse(batch: Batch, seat: int, king: str, choices: plays.Choices) -> None:
    """Reveal an Ace and insert it where the player chose; a recycled King goes in too (A9). No Nine window."""
    s = batch.state
    ace = next(c for c in sort_cards(s.hand(seat)) if is_ace(c))
    recycled = plays.recycles(s)
    batch.add(
        Defused(
            seat=seat,
            king=king,
            ace=ace,
            position=choices.position or 0,
            recycled=recycled,
            king_position=choices.king_position if recycled else None,
        )
    )


def draw(batch: Batch, seat: int, *, timeout: bool = False) -> None:
    """Draw the top card to end the turn; in a Queen chain, draw 2k and go on (§2.5)."""
    step = _on_turn(batch.state, seat)
    if step is Step.CHOOSE:
        raise IllegalMove(AcesCode.CHOOSE_END_OR_CONTINUE, "after a Choose card send end or continue")
    if step is Step.QUEEN:
        flow.draw_queen(batch, seat, timeout=timeout)
        return
    piles.draw(batch, seat, 1, "draw", timeout=timeout)
    flow.end_turn(batch, seat, "draw", timeout=timeout)


def _window_closed(batch: Batch, command: CloseWindow) -> None:
    """A Six's block window that nobody blocked in time allows the exchange (§2.7, docs/rules.md §0); a Nine
    window settles its chain."""
    six = six_window(batch.state)
    if six is not None and command.key == six.key:
        decisions.allow(batch, six.owners[0], timeout=True)
    else:
        nines.settle(batch, "expired")


def _time_out(batch: Batch, command: TimeOut) -> None:
    """The defaults of docs/rules.md §0 for everyone the clock ran for: the first listed answer of each decision
    owner (lowest card first, seats in play order, position 0); draw, or END after a Choose card."""
    s = batch.state
    effect = s.effect
    if effect is not None:
        for owner in effect.owners:
            now = batch.state.effect
            if now is None or owner not in now.owners or batch.state.chain is not None:
                continue
            answers = decisions.commands(batch.state, owner)
            if answers:
                decisions.decide_decision(batch, owner, answers[0], timeout=True)
        return
    if s.turn is None:
        return
    if s.step is Step.CHOOSE:
        flow.end_turn(batch, s.turn, "end", timeout=True)
    else:
        draw(batch, s.turn, timeout=True)


#: The system's commands: its timers' (a Nine or Six window's close, the turn clock), once due.
_system: System[Batch] = System(timers=timers, fired={CloseWindow: _window_closed, TimeOut: _time_out})
