"""Decisions an effect waits on (§2.3-2.7): who owes what, the commands that answer them, and their checks.

Owners may be seats not on turn: the Five's or the Pair's chosen player gives a card, the Six's chosen
player blocks or allows (within the block window, see ``timers``) and then picks cards, every Full House
opponent keeps one card. The active player owes the rest: a Jack's arrangement, a Two Pairs take, a Three
of a Kind's draws, a Four of a Kind's blind takes and a replay after a Nine.
"""

from __future__ import annotations

from itertools import combinations, permutations

from domain.errors import Code, IllegalMove
from domain.game import Command
from domain.games.exploding_aces import effects, flow, nines, piles, plays
from domain.games.exploding_aces.cards import KING, SIX, aces, holds, is_ace, rank, sort_cards
from domain.games.exploding_aces.commands import (
    Allow,
    Arrange,
    Block,
    DrawFrom,
    Give,
    Keep,
    Reject,
    Replay,
    Take,
    TakeBlind,
    Waive,
)
from domain.games.exploding_aces.errors import AcesCode
from domain.games.exploding_aces.events import (
    Allowed,
    Chosen,
    Defused,
    Given,
    JackArranged,
    Kept,
    Played,
    Rejected,
)
from domain.games.exploding_aces.evolve import Batch
from domain.games.exploding_aces.poker import Combo
from domain.games.exploding_aces.state import CHOOSE, AcesState, Effect, Kind, Role

TOP, BOTTOM = "top", "bottom"
THREE_DRAWS = 3

ANSWERS: dict[Kind, tuple[type[Command], ...]] = {
    Kind.FIVE: (Give,),
    Kind.PAIR: (Give,),
    Kind.TWO_PAIRS: (Take,),
    Kind.THREE: (DrawFrom, Keep, Reject),
    Kind.JACK: (Arrange,),
    Kind.SIX_BLOCK: (Block, Allow, Waive),
    Kind.SIX_GIVE: (Give,),
    Kind.FULL_HOUSE: (Keep,),
    Kind.FOUR: (TakeBlind,),
    Kind.REPLAY: (Replay,),
}
ASK: dict[Kind, str] = {
    Kind.FIVE: "give one card to the Five's player: send give",
    Kind.PAIR: "give one card of the named rank: send give",
    Kind.TWO_PAIRS: "take one card of the hand you looked at: send take",
    Kind.THREE: "send draw-from (top or bottom), then keep or reject",
    Kind.JACK: "take one of the cards you looked at and order the rest: send arrange",
    Kind.SIX_BLOCK: "block the Six with a Six of yours, or allow the exchange: send block, allow or waive",
    Kind.SIX_GIVE: "choose the cards you pass in the exchange: send give",
    Kind.FULL_HOUSE: "keep one card of your hand: send keep",
    Kind.FOUR: "take a card blind from each opponent: send take-blind",
    Kind.REPLAY: "replay a single or a smaller combination of the remaining cards: send replay",
}


def owed(s: AcesState, seat: int) -> Effect:
    """The pending effect ``seat`` owes a decision to, or ``IllegalMove``."""
    if s.chain is not None:
        raise IllegalMove(AcesCode.WINDOW_OPEN, "a Nine window is open; the effect waits until it closes")
    effect = s.effect
    if effect is None or seat not in effect.owners:
        raise IllegalMove(Code.NOT_YOUR_DECISION, "no decision of yours is pending")
    return effect


def decide_decision(batch: Batch, seat: int, command: Command, *, timeout: bool = False) -> None:
    """Apply ``seat``'s answer to the effect it owes a decision to."""
    effect = owed(batch.state, seat)
    if type(command) not in ANSWERS[effect.kind]:
        raise IllegalMove(AcesCode.WRONG_DECISION, f"you owe another decision: {ASK[effect.kind]}")
    match command:
        case Give(cards=cards):
            _give(batch, seat, effect, cards, timeout)
        case Take(card=card):
            _take(batch, effect, card, timeout)
        case DrawFrom(end=end):
            _draw_from(batch, effect, end, timeout)
        case Keep(card=card):
            _keep(batch, seat, effect, card, timeout)
        case Reject():
            _reject(batch, effect)
        case Arrange(card=card, order=order):
            _arrange(batch, effect, card, order, timeout)
        case Block():
            _block(batch, seat)
        case Allow() | Waive():
            allow(batch, seat, timeout=timeout)
        case TakeBlind(target=target, position=position):
            _take_blind(batch, effect, target, position, timeout)
        case Replay():
            _replay(batch, effect, command, timeout)


def allow(batch: Batch, seat: int, *, timeout: bool = False) -> None:
    """The Six's chosen player lets the exchange go ahead (``allow``, ``waive``, or the window ran out)."""
    batch.add(Allowed(seat=seat, timeout=timeout))
    effects.six_exchange(batch)


def _held(s: AcesState, seat: int, cards: tuple[str, ...]) -> None:
    if not holds(s.hand(seat), cards):
        raise IllegalMove(Code.NOT_IN_HAND, f"you do not hold {' '.join(cards)}")


def _give(batch: Batch, seat: int, effect: Effect, cards: tuple[str, ...], timeout: bool) -> None:
    need = effect.count if effect.kind is Kind.SIX_GIVE else 1
    if len(cards) != need:
        raise IllegalMove(AcesCode.WRONG_CARD_COUNT, f"give exactly {need} card(s)")
    _held(batch.state, seat, cards)
    if effect.kind is Kind.SIX_GIVE:
        state = batch.add(Chosen(seat=seat, cards=sort_cards(cards), reason="six", timeout=timeout))
        if state.effect is not None and not state.effect.owners:
            effects.complete_six(batch)
        return
    if effect.kind is Kind.PAIR and rank(cards[0]) != effect.rank:
        raise IllegalMove(AcesCode.WRONG_RANK, f"give a card of the named rank {effect.rank}")
    batch.add(Given(seat=seat, to=effect.seat, cards=cards, reason=effect.kind.value, timeout=timeout))
    _received(batch, effect.seat, cards)


def _received(batch: Batch, seat: int, cards: tuple[str, ...]) -> None:
    """Receiving an Ace from another player's hand eliminates (A3); otherwise *Choose*."""
    if aces(cards):
        flow.eliminate(batch, seat, "received-ace")
    flow.finish(batch, seat, CHOOSE)


def _take(batch: Batch, effect: Effect, card: str, timeout: bool) -> None:
    target = effect.target if effect.target is not None else effect.seat
    if card not in effect.cards or card not in batch.state.hand(target):
        raise IllegalMove(AcesCode.NOT_OFFERED, f"take one of {' '.join(effect.cards)}")
    batch.add(Given(seat=target, to=effect.seat, cards=(card,), reason="two-pairs", timeout=timeout))
    _received(batch, effect.seat, (card,))


def _draw_from(batch: Batch, effect: Effect, end: str, timeout: bool) -> None:
    if effect.cards:
        raise IllegalMove(AcesCode.WRONG_DECISION, f"keep or reject {effect.cards[0]} first")
    if end not in (TOP, BOTTOM):
        raise IllegalMove(AcesCode.NOT_OFFERED, "draw from the 'top' or the 'bottom'")
    drawn = piles.draw(batch, effect.seat, 1, "three", bottom=end == BOTTOM, timeout=timeout)
    if not drawn:
        flow.finish(batch, effect.seat, CHOOSE)
    elif batch.state.effect is not None and batch.state.effect.count >= THREE_DRAWS:
        batch.add(Kept(seat=effect.seat, card=drawn[0]))  # the third card must be kept
        flow.finish(batch, effect.seat, CHOOSE)


def _keep(batch: Batch, seat: int, effect: Effect, card: str, timeout: bool) -> None:
    if effect.kind is Kind.FULL_HOUSE:
        _held(batch.state, seat, (card,))
        state = batch.add(Chosen(seat=seat, cards=(card,), reason="full-house", timeout=timeout))
        if state.effect is not None and not state.effect.owners:
            effects.complete_full_house(batch)
        return
    if not effect.cards:
        raise IllegalMove(AcesCode.WRONG_DECISION, "draw a card first: send draw-from")
    if card != effect.cards[0]:
        raise IllegalMove(AcesCode.NOT_OFFERED, f"the card drawn is {effect.cards[0]}")
    batch.add(Kept(seat=effect.seat, card=card, timeout=timeout))
    flow.finish(batch, effect.seat, CHOOSE)


def _reject(batch: Batch, effect: Effect) -> None:
    if not effect.cards:
        raise IllegalMove(AcesCode.WRONG_DECISION, "draw a card first: send draw-from")
    card = effect.cards[0]
    deck = piles.shuffled(batch, (*batch.state.deck, card)) if is_ace(card) else None
    batch.add(Rejected(seat=effect.seat, card=card, deck=deck))


def _arrange(batch: Batch, effect: Effect, card: str, order: tuple[str, ...], timeout: bool) -> None:
    if sorted((card, *order)) != sorted(effect.cards):
        raise IllegalMove(
            AcesCode.NOT_OFFERED,
            f"take one of {' '.join(effect.cards)} and give the others, each once, in 'order'",
        )
    batch.add(JackArranged(seat=effect.seat, card=card, order=order, timeout=timeout))
    flow.finish(batch, effect.seat, CHOOSE)


def _block(batch: Batch, seat: int) -> None:
    six = next((c for c in sort_cards(batch.state.hand(seat)) if rank(c) == SIX), None)
    if six is None:
        raise IllegalMove(AcesCode.NO_SIX_IN_HAND, "only a Six blocks a Six; send allow")
    batch.add(Played(seat=seat, cards=(six,), form=Combo.SINGLE.value, role=Role.BLOCK.value))
    nines.open_or_settle(batch)


def _take_blind(batch: Batch, effect: Effect, target: int, position: int, timeout: bool) -> None:
    if target not in effect.targets:
        raise IllegalMove(AcesCode.BAD_TARGET, f"take from one of {list(effect.targets)}")
    hand = batch.state.hand(target)
    if not 0 <= position < len(hand):
        raise IllegalMove(AcesCode.BAD_POSITION, f"seat {target} holds {len(hand)} cards: position 0-{len(hand) - 1}")
    card = piles.shuffled(batch, hand)[position]  # the hand is offered face down in an order nobody knows
    state = batch.add(Given(seat=target, to=effect.seat, cards=(card,), reason="four", timeout=timeout))
    if state.effect is not None and not state.effect.targets:
        effects.complete_four(batch)


def _replay(batch: Batch, effect: Effect, command: Replay, timeout: bool) -> None:
    s = batch.state
    seat = effect.seat
    combo = plays.check_cards(command.cards, effect.cards, "the remaining cards of your combination")
    choices = plays.Choices(
        target=command.target, rank=command.rank, position=command.position, king_position=command.king_position
    )
    plays.check_choices(s, seat, command.cards, combo, choices)
    rest = list(effect.cards)
    for card in command.cards:
        rest.remove(card)
    if aces(rest):
        flow.eliminate(batch, seat, "ace-not-replayed")  # §2.6 step 4: nothing it started goes on
        return
    if combo is Combo.SINGLE and rank(command.cards[0]) == KING:
        ace = next(c for c in sort_cards(s.hand(seat)) if is_ace(c))
        recycled = plays.recycles(s)
        batch.add(
            Defused(
                seat=seat,
                king=command.cards[0],
                ace=ace,
                position=command.position or 0,
                recycled=recycled,
                king_position=command.king_position if recycled else None,
                replayed=True,
            )
        )
        return
    batch.add(
        Played(
            seat=seat,
            cards=sort_cards(command.cards),
            form=combo.value,
            role=Role.REPLAY.value,
            target=command.target,
            rank=command.rank,
            timeout=timeout,
        )
    )
    nines.open_or_settle(batch)


def commands(s: AcesState, seat: int) -> list[Command]:
    """The answers ``seat`` may send to the effect it owes, lowest cards first (the first is the default)."""
    effect = s.effect
    if effect is None or seat not in effect.owners or s.chain is not None:
        return []
    hand = s.hand(seat)
    distinct = list(dict.fromkeys(hand))
    match effect.kind:
        case Kind.FIVE | Kind.FULL_HOUSE:
            return [Give(cards=(c,)) if effect.kind is Kind.FIVE else Keep(card=c) for c in distinct]
        case Kind.PAIR:
            return [Give(cards=(c,)) for c in distinct if rank(c) == effect.rank]
        case Kind.TWO_PAIRS:
            target = s.hand(effect.target if effect.target is not None else seat)
            return [Take(card=c) for c in dict.fromkeys(effect.cards) if c in target]
        case Kind.THREE:
            if effect.cards:
                return [Keep(card=effect.cards[0]), Reject()]
            return [DrawFrom(end=TOP), DrawFrom(end=BOTTOM)]
        case Kind.JACK:
            out: list[Command] = []
            for card in dict.fromkeys(sort_cards(effect.cards)):
                i = effect.cards.index(card)
                rest = effect.cards[:i] + effect.cards[i + 1 :]
                out += [Arrange(card=card, order=order) for order in dict.fromkeys(permutations(rest))]
            return out
        case Kind.SIX_BLOCK:
            return [Allow(), Waive(), *([Block()] if any(rank(c) == SIX for c in hand) else [])]
        case Kind.SIX_GIVE:
            return [Give(cards=cards) for cards in dict.fromkeys(combinations(hand, effect.count))]
        case Kind.FOUR:
            return [TakeBlind(target=t, position=p) for t in effect.targets for p in range(len(s.hand(t)))]
        case Kind.REPLAY:
            return list(plays.replays(s))
