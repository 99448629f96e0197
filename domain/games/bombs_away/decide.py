"""Judging commands: one small function per command type, sharing the predicates of ``effects``."""

from __future__ import annotations

from domain.cards import rank_of
from domain.deciding import System, judge
from domain.errors import Code, IllegalMove
from domain.game import Command, Ctx, Event
from domain.games.bombs_away.cards import JOKER, NUMBERS, SEVEN_PILE, TENS, is_game_card, is_ten, sort_cards
from domain.games.bombs_away.commands import Bury, Damage, Keep, KeepTen, Pick, Play, TimeOut
from domain.games.bombs_away.effects import (
    Resolved,
    apply_effect,
    draw,
    needs_block,
    opens_chain,
    resolve,
    shuffled_in,
    target_options,
)
from domain.games.bombs_away.errors import BombsAwayCode
from domain.games.bombs_away.events import (
    AceKept,
    CardBuried,
    CardPlayed,
    CardsSwapped,
    ChainBlocked,
    ChainOpened,
    PositionPicked,
    TensReturned,
)
from domain.games.bombs_away.evolve import Batch
from domain.games.bombs_away.legal import play_commands
from domain.games.bombs_away.state import BombsAwayState, Decision, Kind, Phase, Role
from domain.games.bombs_away.timers import timers
from domain.games.bombs_away.turns import after_effect, run_checks, settle_damage

_ASK: dict[Kind, str] = {
    Kind.KEEP: "which of the Ace's two cards to keep (send keep)",
    Kind.BURY: "which card of the hand seen by the 5 to bury (send bury)",
    Kind.PICK: "a face-down position for the 9's swap (send pick)",
    Kind.DAMAGE: "whom the chain damages (send damage)",
    Kind.KEEP_TEN: "which 10-value card to keep (send keep-ten)",
}


def decide(state: BombsAwayState, seat: int | None, command: Command, ctx: Ctx) -> list[Event]:
    """The events ``command`` of ``seat`` (None: the system) causes, or ``IllegalMove``."""
    return judge(Batch(state, ctx.now_ms, ctx.rng), seat, command, state.phase is Phase.FINISHED, _system, _seated)


def _seated(batch: Batch, seat: int, command: Command) -> None:
    """A seat's command."""
    match command:
        case Play():
            play(batch, seat, command)
        case Keep(card=card):
            keep(batch, seat, card)
        case Bury(card=card):
            bury(batch, seat, card)
        case Pick(position=position):
            pick(batch, seat, position)
        case Damage(target=target):
            damage(batch, seat, target)
        case KeepTen(card=card):
            keep_ten(batch, seat, card)
        case _:
            raise IllegalMove(Code.UNKNOWN_COMMAND, f"a seat cannot send {command.type!r} in bombs-away")


def _time_out(batch: Batch, command: TimeOut) -> None:
    """The turn clock's defaults (§0) for whoever owes a play or a decision."""
    s = batch.state
    d = s.decision
    if d is None:
        if s.turn is not None:
            first = play_commands(s, s.turn)[0]
            assert isinstance(first, Play)
            play(batch, s.turn, first, timeout=True)
        return
    match d.kind:
        case Kind.KEEP:
            keep(batch, d.seat, sort_cards(d.offer)[0], timeout=True)
        case Kind.BURY:
            bury(batch, d.seat, sort_cards(s.hands[d.other or 0])[0], timeout=True)
        case Kind.PICK:
            for owner in d.owners():
                pick(batch, owner, 0, timeout=True)
        case Kind.DAMAGE:
            damage(batch, d.seat, d.targets[0], timeout=True)
        case Kind.KEEP_TEN:
            keep_ten(batch, d.seat, next(c for c in s.hands[d.seat] if is_ten(c)), timeout=True)


# -- playing a card ------------------------------------------------------------------------------------


#: The system's only command: the turn clock's, once due (a stale or early one changes nothing).
_system: System[Batch] = System(timers=timers, fired={TimeOut: _time_out})


def check_play(state: BombsAwayState, seat: int, command: Play) -> Resolved:
    """What ``command``'s card acts as, if ``seat`` may play it now with exactly these choices."""
    if state.decision is not None:
        owners = ", ".join(str(s) for s in state.decision.owners())
        raise IllegalMove(
            BombsAwayCode.DECISION_PENDING, f"seat {owners} must first decide {_ASK[state.decision.kind]}"
        )
    if state.turn != seat:
        whose = "nobody's turn" if state.turn is None else f"seat {state.turn}'s turn"
        raise IllegalMove(Code.NOT_YOUR_TURN, f"it is {whose}")
    card = command.card
    if not is_game_card(card):
        raise IllegalMove(Code.NOT_A_CARD, f"{card!r} is not a card; write rank then suit (10H, QS) or JK")
    if card not in state.hands[seat]:
        raise IllegalMove(Code.NOT_IN_HAND, f"you do not hold {card}")
    pile = len(state.pile)
    if rank_of(card) == "7" and pile < SEVEN_PILE:
        raise IllegalMove(
            BombsAwayCode.SEVEN_NEEDS_FIVE_IN_PILE,
            f"a 7 needs at least {SEVEN_PILE} cards in the pile before it is played; the pile holds {pile}",
        )
    _check_declare(card, command.declare, pile)
    resolved = resolve(state, card, command.declare)
    _check_block(resolved, command.block)
    _check_target(state, seat, resolved, command.target)
    return resolved


def _check_declare(card: str, declare: str | None, pile: int) -> None:
    if rank_of(card) != JOKER:
        if declare is not None:
            raise IllegalMove(
                BombsAwayCode.CANNOT_DECLARE, f"only the Joker is declared; leave out 'declare' for {card}"
            )
        return
    if declare is None:
        raise IllegalMove(BombsAwayCode.MUST_DECLARE, "declare the number the Joker is played as: A or 2 to 9")
    if declare not in NUMBERS:
        raise IllegalMove(BombsAwayCode.CANNOT_DECLARE, f"a Joker is declared as A or 2 to 9, not {declare!r}")
    if declare == "7" and pile < SEVEN_PILE:
        raise IllegalMove(
            BombsAwayCode.CANNOT_DECLARE,
            f"a Joker may be declared as a 7 only with at least {SEVEN_PILE} cards in the pile; it holds {pile}",
        )


def _check_block(resolved: Resolved, block: str | None) -> None:
    if not needs_block(resolved):
        if block is not None:
            raise IllegalMove(BombsAwayCode.CANNOT_BLOCK_RANK, "this card does not act as an 8 now; leave out 'block'")
        return
    if block is None:
        raise IllegalMove(BombsAwayCode.MUST_BLOCK_RANK, "this card acts as an 8: name a rank to block, A or 2 to 9")
    if block not in NUMBERS:
        never = block in TENS or block == JOKER
        detail = "10, J, Q, K and the Joker can never be blocked" if never else "it is not a rank"
        raise IllegalMove(BombsAwayCode.CANNOT_BLOCK_RANK, f"an 8 blocks A or 2 to 9, not {block!r}: {detail}")


def _check_target(state: BombsAwayState, seat: int, resolved: Resolved, target: int | None) -> None:
    options = target_options(state, seat, resolved)
    if not options:
        if target is not None:
            why = "no opponent holds cards" if options == () else "this card takes no target now"
            raise IllegalMove(BombsAwayCode.BAD_TARGET, f"{why}; leave out 'target'")
        return
    if target is None:
        raise IllegalMove(
            BombsAwayCode.MUST_CHOOSE_TARGET,
            f"this card acts as a {resolved.became}: name a 'target' among seats {_seats(options)}",
        )
    if target not in options:
        raise IllegalMove(BombsAwayCode.BAD_TARGET, f"seat {target} cannot be chosen; choose among {_seats(options)}")


def _seats(seats: tuple[int, ...]) -> str:
    return ", ".join(str(s) for s in seats)


def play(batch: Batch, seat: int, command: Play, *, timeout: bool = False) -> None:
    """Play one card: work it out, open or block a chain, apply its effect, then refill and go on."""
    s = batch.state
    resolved = check_play(s, seat, command)
    waiting = s.awaiting_response()
    answers = waiting.damager if waiting is not None and waiting.damager != seat else None
    on_ten = bool(s.pile) and s.pile[-1].became in TENS
    batch.add(
        CardPlayed(
            seat=seat,
            card=command.card,
            role=s.role.value,
            declare=command.declare,
            block=command.block,
            target=command.target,
            became=resolved.became,
            value=resolved.value,
            effect=resolved.effect,
            block_used=resolved.block_used,
            answers=answers,
            timeout=timeout,
        )
    )
    if s.role is Role.FRESH and opens_chain(resolved):
        batch.add(ChainOpened(seat=seat))
    if answers is not None and on_ten and resolved.effect and resolved.became == "7":
        batch.add(ChainBlocked(seat=answers, by=seat))
    if not apply_effect(batch, seat, resolved, command.block, command.target):
        after_effect(batch)


# -- decisions -----------------------------------------------------------------------------------------


def _owed(state: BombsAwayState, seat: int, kind: Kind) -> Decision:
    """The pending decision of ``kind`` that ``seat`` owes."""
    d = state.decision
    if d is None:
        raise IllegalMove(BombsAwayCode.NO_DECISION_PENDING, "no decision is pending; the view says whose turn it is")
    if seat not in d.owners():
        if d.kind is Kind.PICK and seat in (d.seat, d.other):
            raise IllegalMove(BombsAwayCode.ALREADY_PICKED, "you have picked already; the other player has not")
        owners = _seats(d.owners())
        raise IllegalMove(Code.NOT_YOUR_DECISION, f"seat {owners} owes the pending decision: {_ASK[d.kind]}")
    if d.kind is not kind:
        raise IllegalMove(BombsAwayCode.WRONG_DECISION, f"you owe another decision: {_ASK[d.kind]}")
    return d


def keep(batch: Batch, seat: int, card: str, *, timeout: bool = False) -> None:
    """The Ace: keep ``card``, the other drawn card goes to the bottom of the deck (W4)."""
    d = _owed(batch.state, seat, Kind.KEEP)
    if card not in d.offer:
        raise IllegalMove(BombsAwayCode.NOT_OFFERED, f"you drew {' and '.join(d.offer)}; keep one of them")
    rest = list(d.offer)
    rest.remove(card)
    batch.add(AceKept(seat=seat, kept=card, bottomed=rest[0], timeout=timeout))
    after_effect(batch)


def bury(batch: Batch, seat: int, card: str, *, timeout: bool = False) -> None:
    """The 5: bury ``card`` of the target's hand; the target draws 1 from the top."""
    d = _owed(batch.state, seat, Kind.BURY)
    target = d.other if d.other is not None else seat
    if card not in batch.state.hands[target]:
        raise IllegalMove(Code.NOT_IN_HAND, f"seat {target} does not hold {card!r}; bury a card you saw")
    batch.add(CardBuried(seat=seat, target=target, card=card, timeout=timeout))
    draw(batch, target, 1)
    after_effect(batch, (target,))


def pick(batch: Batch, seat: int, position: int, *, timeout: bool = False) -> None:
    """The 9: take the face-down card at ``position``; once both have picked, the cards are swapped."""
    d = _owed(batch.state, seat, Kind.PICK)
    size = len(d.seat_sees) if seat == d.seat and d.picks[0] is None else len(d.other_sees)
    if not 0 <= position < size:
        raise IllegalMove(BombsAwayCode.BAD_POSITION, f"pick a position from 0 to {size - 1}")
    state = batch.add(PositionPicked(seat=seat, position=position, timeout=timeout))
    done = state.decision
    if done is None or done.owners() or done.other is None:
        return
    mine, theirs = done.picks
    taken = done.seat_sees[mine or 0]
    given = done.other_sees[theirs or 0]
    batch.add(CardsSwapped(seat=done.seat, target=done.other, given=given, taken=taken))
    after_effect(batch, (done.other,))


def damage(batch: Batch, seat: int, target: int, *, timeout: bool = False) -> None:
    """Name the player the chain damages (W13: another player with points, never oneself)."""
    d = _owed(batch.state, seat, Kind.DAMAGE)
    if target not in d.targets:
        raise IllegalMove(BombsAwayCode.BAD_TARGET, f"damage one of seats {_seats(d.targets)}, never yourself")
    settle_damage(batch, seat, target, d.amount, timeout=timeout)


def keep_ten(batch: Batch, seat: int, card: str, *, timeout: bool = False) -> None:
    """The ten-value rule: keep ``card``; the other 10-value cards are shuffled in and replaced (§4.4)."""
    d = _owed(batch.state, seat, Kind.KEEP_TEN)
    hand = batch.state.hands[seat]
    if card not in hand or not is_ten(card):
        tens = " ".join(c for c in hand if is_ten(c))
        raise IllegalMove(BombsAwayCode.NOT_A_TEN, f"keep one of your 10-value cards: {tens}")
    returned = [c for c in hand if is_ten(c)]
    returned.remove(card)
    batch.add(
        TensReturned(seat=seat, kept=card, returned=tuple(returned), deck=shuffled_in(batch, returned), timeout=timeout)
    )
    draw(batch, seat, len(returned))
    run_checks(batch, [seat, *d.then])
