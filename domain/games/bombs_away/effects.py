"""What a played card is (§4.5, §4.6: the 6's copy, the Joker's number, the 8's blocks) and what it does.

``resolve`` and the choice predicates are shared by ``decide`` and ``legal``. ``apply_effect`` records the
effect's events and says whether a decision now interrupts the play (the Ace's keep, the 5's bury, the 9's
picks). Draws and shuffles record their outcome in the events (``deck`` fields, top card first).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from domain.cards import rank_of
from domain.games.bombs_away.cards import JOKER, NUMBERS, SEVEN_PILE, TENS, value
from domain.games.bombs_away.events import (
    AceDrawn,
    CardsDrawn,
    DeckRebuilt,
    DirectionReversed,
    HandLookedAt,
    HandShuffledIn,
    PileShuffledIn,
    RankBlocked,
    SwapOffered,
)
from domain.games.bombs_away.evolve import Batch
from domain.games.bombs_away.state import BombsAwayState


@dataclass(frozen=True, slots=True, kw_only=True)
class Resolved:
    """What a card acts as: ``became`` (None: a 6 that copied nothing), its value, whether its effect
    applies, and the blocked rank it uses up."""

    became: str | None
    value: int
    effect: bool
    block_used: str | None = None


def resolve(state: BombsAwayState, card: str, declare: str | None) -> Resolved:
    """Work out ``card`` (a Joker declared as ``declare``) on the current pile and blocked set."""
    printed = rank_of(card)
    rank = (declare or "") if printed == JOKER else printed
    if rank not in NUMBERS and rank not in TENS:
        return Resolved(became=None, value=0, effect=False)  # an undeclared Joker (decide refuses it first)
    if rank in state.blocked:
        # The printed card, or the number a Joker became, is blocked (§4.6, 1 and 2).
        return Resolved(became=None if rank == "6" else rank, value=value(rank), effect=False, block_used=rank)
    if rank == "6":
        return _copy(state)
    return _with_chain_rule(state, Resolved(became=rank, value=value(rank), effect=True))


def _copy(state: BombsAwayState) -> Resolved:
    """A 6 becomes the card beneath it, as that card acted (W7); nothing beneath, or a 7 it may not be yet,
    leaves it a 6 worth 6 that does nothing."""
    top = state.pile[-1] if state.pile else None
    if top is None or top.became is None:
        return Resolved(became=None, value=6, effect=False)
    rank = top.became
    if rank == "7" and len(state.pile) < SEVEN_PILE:
        return Resolved(became=None, value=6, effect=False)
    if rank in state.blocked:
        return Resolved(became=rank, value=value(rank), effect=False, block_used=rank)
    return _with_chain_rule(state, Resolved(became=rank, value=value(rank), effect=True))


def _with_chain_rule(state: BombsAwayState, resolved: Resolved) -> Resolved:
    """While a chain is open, 2s have no effect (W11)."""
    if resolved.became == "2" and state.chains:
        return Resolved(became="2", value=2, effect=False)
    return resolved


def needs_block(resolved: Resolved) -> bool:
    """True when the card acts as an 8 with its effect, so it must name a rank."""
    return resolved.effect and resolved.became == "8"


def target_options(state: BombsAwayState, seat: int, resolved: Resolved) -> tuple[int, ...] | None:
    """The targets the card may name (in play order), or None when it takes no target.

    A 5 names an opponent who holds cards (none: nothing happens, so no target); a 9 names any other
    player who still has points.
    """
    if not resolved.effect or resolved.became not in ("5", "9"):
        return None
    others = state.play_order(seat)
    if resolved.became == "5":
        return tuple(s for s in others if state.hands[s])
    return others


def opens_chain(resolved: Resolved) -> bool:
    """True when the card acts as a 10–K (a fresh play of it opens a chain)."""
    return resolved.effect and resolved.became in TENS


def playable(state: BombsAwayState, card: str) -> bool:
    """The pile rule (W5): a physical 7 needs five cards in the pile; anything else may be played."""
    return rank_of(card) != "7" or len(state.pile) >= SEVEN_PILE


def shuffled_in(batch: Batch, cards: Iterable[str]) -> tuple[str, ...]:
    """The deck after ``cards`` are shuffled into it (the whole deck is shuffled)."""
    deck = [*batch.state.deck, *cards]
    batch.rng.shuffle(deck)
    return tuple(deck)


def ensure(batch: Batch, n: int) -> None:
    """Before drawing ``n``: when the deck holds fewer, shuffle the pile but its top under it (W16).

    Drawing the old deck first and the rebuilt one after is the same as drawing from both stacked.
    """
    s = batch.state
    if len(s.deck) < n and len(s.pile) > 1:
        moved = tuple(p.card for p in s.pile[:-1])
        fresh = list(moved)
        batch.rng.shuffle(fresh)
        batch.add(DeckRebuilt(cards=moved, deck=(*s.deck, *fresh)))


def draw(batch: Batch, seat: int, n: int) -> None:
    """``seat`` draws up to ``n`` cards (fewer if even a rebuild leaves too few)."""
    if n <= 0:
        return
    ensure(batch, n)
    cards = batch.state.deck[:n]
    if cards:
        batch.add(CardsDrawn(seat=seat, cards=cards))


def apply_effect(batch: Batch, seat: int, resolved: Resolved, block: str | None, target: int | None) -> bool:
    """Record the effect of a card that acts as ``resolved.became``; True when a decision interrupts."""
    if not resolved.effect:
        return False
    s = batch.state
    match resolved.became:
        case "A":
            ensure(batch, 2)
            cards = batch.state.deck[:2]
            if len(cards) == 2:
                batch.add(AceDrawn(seat=seat, cards=cards))
                return True
            draw(batch, seat, len(cards))
        case "3":
            batch.add(DirectionReversed(clockwise=s.direction == -1))
        case "4":
            hand = s.hands[seat]
            batch.add(HandShuffledIn(seat=seat, cards=hand, deck=shuffled_in(batch, hand)))
            draw(batch, seat, 4)
        case "5" if target is not None:
            batch.add(HandLookedAt(seat=seat, target=target, cards=s.hands[target]))
            return True
        case "7":
            top = tuple(p.card for p in s.pile[-SEVEN_PILE:])
            batch.add(PileShuffledIn(cards=top, deck=shuffled_in(batch, top)))
        case "8" if block is not None:
            batch.add(RankBlocked(seat=seat, rank=block))
        case "9" if target is not None and s.hands[seat] and s.hands[target]:
            theirs, mine = list(s.hands[target]), list(s.hands[seat])
            batch.rng.shuffle(theirs)
            batch.rng.shuffle(mine)
            batch.add(SwapOffered(seat=seat, target=target, seat_sees=tuple(theirs), target_sees=tuple(mine)))
            return True
        case _:
            pass
    return False
