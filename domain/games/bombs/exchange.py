"""The exchange between last hand's Knave and Master (docs/rules.md §1.2, B10–B13, B19): decide and list."""

from __future__ import annotations

from domain.cards import SUITS, rank_of
from domain.errors import Code, IllegalMove
from domain.game import Command
from domain.games.bombs.combos import REQUESTABLE, is_bombs_card, rank_index, sort_cards
from domain.games.bombs.commands import (
    Accept,
    DeclineRevolt,
    Refuse,
    Request,
    Return,
    Revolt,
    StopRequests,
)
from domain.games.bombs.errors import BombsCode
from domain.games.bombs.events import (
    CardAccepted,
    CardPassed,
    CardReturned,
    PrivilegeUsed,
    RankRequested,
    RequestsStopped,
    RevoltDeclared,
    RevoltDeclined,
)
from domain.games.bombs.evolve import Batch
from domain.games.bombs.state import BombsState, Exchange, Phase, Stage

EXCHANGE_COMMANDS: tuple[type[Command], ...] = (
    Revolt,
    DeclineRevolt,
    Accept,
    Refuse,
    Request,
    StopRequests,
    Return,
)
_STAGE_OF: dict[type[Command], Stage] = {
    Revolt: Stage.REVOLT,
    DeclineRevolt: Stage.REVOLT,
    Accept: Stage.PRIVILEGE,
    Refuse: Stage.PRIVILEGE,
    Request: Stage.REQUEST,
    StopRequests: Stage.REQUEST,
    Return: Stage.RETURN,
}
_ASK: dict[Stage, str] = {
    Stage.REVOLT: "the Knave's revolt: send revolt or decline-revolt",
    Stage.PRIVILEGE: "the Master's privilege: send accept or refuse",
    Stage.REQUEST: "the Knave's joker request: send request with a rank from 3 to 10, or stop-requests",
    Stage.RETURN: "the Master's return: send return with a card",
}


def pending(state: BombsState) -> Exchange | None:
    """The exchange when a seat owes it a decision now."""
    ex = state.exchange
    if state.phase is Phase.EXCHANGE and ex is not None and ex.stage in _ASK:
        return ex
    return None


def owner(ex: Exchange) -> int:
    """The seat owing the pending decision: the Knave (revolt, request) or the Master (privilege, return)."""
    return ex.knave if ex.stage in (Stage.REVOLT, Stage.REQUEST) else ex.master


def highest_card(hand: tuple[str, ...]) -> str:
    """The Knave's highest-ranked card; of equal ranks the lowest suit (B10: the choice has no effect)."""
    return max(hand, key=lambda c: (rank_index(c), -SUITS.index(c[-1]) if c[-1] in SUITS else 0))


def open_exchange(batch: Batch) -> None:
    """Pass the Knave's highest card unless the Knave first owes a revolt decision (B12, B13)."""
    ex = batch.state.exchange
    if batch.state.phase is Phase.EXCHANGE and ex is not None and ex.stage is Stage.PASS:
        hand = batch.state.hands[ex.knave]
        if hand:
            batch.add(CardPassed(seat=ex.knave, to=ex.master, card=highest_card(hand)))


def return_choices(state: BombsState, ex: Exchange) -> tuple[str, ...]:
    """Cards the Master may return: of the requested rank when a request applies, else any card."""
    hand = state.hands[ex.master]
    if ex.required is not None:
        return tuple(c for c in hand if rank_of(c) == ex.required)
    return hand


def decide_exchange(batch: Batch, seat: int, command: Command, *, timeout: bool = False) -> None:
    """Judge one exchange decision of ``seat`` and add its events; raises ``IllegalMove``."""
    state = batch.state
    ex = pending(state)
    if ex is None:
        raise IllegalMove(BombsCode.NO_EXCHANGE_PENDING, "no exchange decision is pending now")
    if seat != owner(ex):
        raise IllegalMove(
            Code.NOT_YOUR_DECISION, f"the pending decision is {_ASK[ex.stage]}, owed by seat {owner(ex)}"
        )
    if _STAGE_OF.get(type(command)) is not ex.stage:
        raise IllegalMove(BombsCode.WRONG_DECISION, f"the pending decision is {_ASK[ex.stage]}")
    match command:
        case Revolt():
            batch.add(RevoltDeclared(seat=seat))
        case DeclineRevolt():
            batch.add(RevoltDeclined(seat=seat, timeout=timeout))
            open_exchange(batch)
        case Accept():
            batch.add(CardAccepted(seat=seat, card=ex.card or "", timeout=timeout))
        case Refuse():
            batch.add(PrivilegeUsed(seat=seat, card=ex.card or ""))
        case Request(rank=rank):
            _check_request(ex, rank)
            held = any(rank_of(c) == rank for c in state.hands[ex.master])
            batch.add(RankRequested(seat=seat, rank=rank, held=held))
        case StopRequests():
            batch.add(RequestsStopped(seat=seat, timeout=timeout))
        case Return(card=card):
            _check_return(state, ex, card)
            batch.add(CardReturned(seat=seat, to=ex.knave, card=card, timeout=timeout))


def _check_request(ex: Exchange, rank: str) -> None:
    if rank not in REQUESTABLE:
        raise IllegalMove(BombsCode.NOT_A_REQUESTABLE_RANK, f"{rank!r} cannot be requested; name 3 to 10")
    if rank in ex.requests:
        raise IllegalMove(BombsCode.RANK_ALREADY_REQUESTED, f"{rank} was requested already; name another")


def _check_return(state: BombsState, ex: Exchange, card: str) -> None:
    if not is_bombs_card(card):
        raise IllegalMove(Code.NOT_A_CARD, f"{card!r} is not a card; write rank then suit, such as 10H or QS")
    if card not in state.hands[ex.master]:
        raise IllegalMove(Code.NOT_IN_HAND, f"you do not hold {card}")
    if ex.required is not None and rank_of(card) != ex.required:
        raise IllegalMove(
            BombsCode.MUST_RETURN_REQUESTED_RANK,
            f"the Knave requested a {ex.required} and you hold one: return a {ex.required}",
        )


def default_command(state: BombsState, ex: Exchange) -> Command:
    """What the turn clock applies (docs/rules.md §0): no revolt, accept, no request, the lowest legal card."""
    match ex.stage:
        case Stage.REVOLT:
            return DeclineRevolt()
        case Stage.PRIVILEGE:
            return Accept()
        case Stage.REQUEST:
            return StopRequests()
        case _:
            return Return(card=sort_cards(return_choices(state, ex))[0])


def exchange_commands(state: BombsState, seat: int) -> list[Command]:
    """The exchange decisions ``seat`` may send now (returns listed once per rank, lowest suit)."""
    ex = pending(state)
    if ex is None or seat != owner(ex):
        return []
    match ex.stage:
        case Stage.REVOLT:
            return [Revolt(), DeclineRevolt()]
        case Stage.PRIVILEGE:
            return [Accept(), Refuse()]
        case Stage.REQUEST:
            return [*(Request(rank=r) for r in REQUESTABLE if r not in ex.requests), StopRequests()]
        case _:
            seen: dict[str, str] = {}
            for card in sort_cards(return_choices(state, ex)):
                seen.setdefault(rank_of(card), card)
            return [Return(card=card) for card in seen.values()]
