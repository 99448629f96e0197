"""What a play does once its Nine chain settles (``settle``): the single-card effects (§2.3), the combinations
(§2.4), the Six exchange (§2.7), what a cancelled play leaves (§2.6, A5, A8), and elimination (§2.8).

Elimination lives here because it and the effects call each other: a Seven, a received Ace or a cancelled
combination eliminates, and an elimination carries on what waited on the seat (it completes a Four or a Full
House, finishes an effect aimed at it, or settles a chain whose window it leaves). Its own event, where the cards
go (A2), is in ``elimination``; the turn's course they share is in ``turns``.
"""

from __future__ import annotations

from domain.games.exploding_aces import elimination, piles, plays, turns
from domain.games.exploding_aces.cards import KING, aces, is_ace, rank
from domain.games.exploding_aces.events import (
    ChainSettled,
    DeckShuffled,
    EffectOpened,
    Exchanged,
    GameFinished,
    Given,
    HandDumped,
    HandLooked,
    HandsPassed,
    HandsReturned,
    KingsShown,
    Peeked,
    ReplaySkipped,
    Reversed,
    SevenShown,
)
from domain.games.exploding_aces.evolve import Batch
from domain.games.exploding_aces.poker import Combo
from domain.games.exploding_aces.state import CHOOSE, CONTINUE, Held, Kind, Role

JACK_LOOK, THREE_LOOK = 4, 3


def settle(batch: Batch, reason: str) -> None:
    """Count the Nines: odd cancels the play, even lets it take effect (§2.6)."""
    chain = batch.state.chain
    if chain is None:
        return
    odd = len(chain.nines) % 2 == 1
    batch.add(ChainSettled(nines=len(chain.nines), cancelled=odd, reason=reason))
    if odd:
        cancelled(batch, chain.play)
        return
    resolve(batch, chain.play)
    after = batch.state
    if not after.finished and after.effect is None and after.chain is None:
        piles.release(batch)  # an effect done at once (a Ten, a Three, a Seven...): its card leaves the table


def resolve(batch: Batch, play: Held) -> None:
    """The play stood (an even number of Nines): it takes effect."""
    if play.role is Role.BLOCK:
        effect = batch.state.effect
        turns.finish(batch, effect.seat if effect is not None else play.seat, CONTINUE)  # blocked: no exchange
    elif play.role is Role.QUEEN:
        turns.end_turn(batch, play.seat, "queen", queen=batch.state.queen_k + 1)
    elif play.form == Combo.SINGLE:
        _single(batch, play)
    else:
        _combination(batch, play)


def cancelled(batch: Batch, play: Held) -> None:
    """The play was cancelled (an odd number of Nines): it never happened (A5), or a combination is replayed."""
    s = batch.state
    if play.role is Role.QUEEN:
        turns.queen_check(batch)
    elif play.role is Role.BLOCK:
        six_exchange(batch)
    elif play.form != Combo.SINGLE and s.effect is not None:
        if s.effect.extra:
            eliminate(batch, play.seat, "ace-cancelled")  # a cancelled card is never replayed (scenario 8b)
            return
        if not plays.replays(s):
            pool = s.effect.cards
            batch.add(ReplaySkipped(seat=play.seat, discarded=tuple(c for c in pool if not is_ace(c))))
            if aces(pool):
                eliminate(batch, play.seat, "ace-not-replayed")
            else:
                turns.finish(batch, play.seat, CONTINUE)


def _single(batch: Batch, play: Held) -> None:
    seat, card_rank = play.seat, rank(play.cards[0])
    s = batch.state
    match card_rank:
        case "Q":
            turns.end_turn(batch, seat, "queen", queen=1)
        case "J":
            lifted = s.deck[:JACK_LOOK]
            if lifted:
                batch.add(EffectOpened(kind=Kind.JACK.value, seat=seat, owners=(seat,)))
                batch.add(Peeked(seat=seat, cards=lifted, reason="jack"))
            else:
                turns.finish(batch, seat, CHOOSE)
        case "10":
            batch.add(DeckShuffled(reason="ten", deck=piles.shuffled(batch, s.deck)))
        case "8":
            batch.add(Reversed(seat=seat, direction=-s.direction))
            turns.end_turn(batch, seat, "eight")
        case "7":
            _seven(batch, seat, play.rank or "")
        case "6":
            _six(batch, seat, play.target)
        case "5":
            target = play.target
            if target is not None and s.is_alive(target) and s.hand(target):
                batch.add(EffectOpened(kind=Kind.FIVE.value, seat=seat, owners=(target,), target=target))
        case "4":
            turns.end_turn(batch, seat, "four")
        case "3":
            if s.deck:
                batch.add(Peeked(seat=seat, cards=s.deck[:THREE_LOOK], reason="three"))
        case "2":
            piles.draw(batch, seat, 1, "two", bottom=True)
            turns.finish(batch, seat, CHOOSE)
        case _:
            pass


def _seven(batch: Batch, seat: int, named: str) -> None:
    card = piles.top_card(batch)
    if card is None:
        return  # no card anywhere: nothing to show, the turn continues
    correct = rank(card) == named
    batch.add(SevenShown(seat=seat, rank=named, card=card, correct=correct))
    if correct:
        if is_ace(card):
            batch.add(DeckShuffled(reason="seven", deck=piles.shuffled(batch, batch.state.deck)))
        for other in batch.state.in_order_after(seat):
            piles.draw(batch, other, 1, "seven")
    elif is_ace(card):
        eliminate(batch, seat, "seven")  # A15: no defuse
    else:
        piles.draw(batch, seat, 2, "seven")


def _six(batch: Batch, seat: int, target: int | None) -> None:
    s = batch.state
    if target is None or not s.is_alive(target) or not s.hand(target):
        return  # the chosen player holds nothing: no exchange, P continues (§2.7 step 5)
    if s.options.window_ms == 0:
        _exchange(batch, seat, target)  # no window at all (docs/rules.md §0), so no block either
        return
    batch.add(EffectOpened(kind=Kind.SIX_BLOCK.value, seat=seat, owners=(target,), target=target))


def six_exchange(batch: Batch) -> None:
    """The Six goes ahead (allowed, or its block cancelled): §2.7 step 3."""
    effect = batch.state.effect
    if effect is None or effect.target is None:
        return
    _exchange(batch, effect.seat, effect.target)


def _exchange(batch: Batch, seat: int, target: int) -> None:
    s = batch.state
    if not s.is_alive(target) or not s.hand(target):
        turns.finish(batch, seat, CONTINUE)
        return
    if not s.hand(seat):
        hand = s.hand(target)
        held = aces(hand)
        deck = piles.shuffled(batch, (*s.deck, *held)) if held else None
        rest = tuple(c for c in hand if not is_ace(c))
        batch.add(HandDumped(seat=target, discarded=rest, aces=held, reason="six", deck=deck))
        piles.draw(batch, target, len(hand), "six")
        turns.finish(batch, seat, CONTINUE)
        return
    n = min(2, len(s.hand(seat)), len(s.hand(target)))
    batch.add(EffectOpened(kind=Kind.SIX_GIVE.value, seat=seat, owners=(seat, target), target=target, count=n))


def complete_six(batch: Batch) -> None:
    """Both sides of the exchange have chosen: the cards cross at once; Ace receivers are eliminated (A3, A4)."""
    effect = batch.state.effect
    if effect is None or effect.target is None:
        return
    picks = dict(effect.picks)
    seat, target = effect.seat, effect.target
    gave, got = picks.get(seat, ()), picks.get(target, ())
    batch.add(Exchanged(seat=seat, target=target, gave=gave, got=got))
    for receiver, cards in ((seat, got), (target, gave)):  # the active player first (A4)
        if aces(cards):
            eliminate(batch, receiver, "received-ace")
    turns.finish(batch, seat, CHOOSE if got else CONTINUE)


def _combination(batch: Batch, play: Held) -> None:
    seat = play.seat
    s = batch.state
    match play.form:
        case Combo.PAIR:
            target, named = play.target, play.rank or ""
            if target is None:
                turns.finish(batch, seat, CONTINUE)  # A11: nobody holds cards, no effect
            elif s.is_alive(target) and any(rank(c) == named for c in s.hand(target)):
                batch.add(EffectOpened(kind=Kind.PAIR.value, seat=seat, owners=(target,), target=target, rank=named))
            else:
                piles.draw(batch, seat, 2, "pair")
                turns.finish(batch, seat, CHOOSE)
        case Combo.TWO_PAIRS:
            target = play.target
            if target is None or not s.is_alive(target) or not s.hand(target):
                turns.finish(batch, seat, CONTINUE)
                return
            batch.add(EffectOpened(kind=Kind.TWO_PAIRS.value, seat=seat, owners=(seat,), target=target))
            batch.add(HandLooked(seat=seat, target=target, cards=s.hand(target)))
        case Combo.THREE:
            batch.add(EffectOpened(kind=Kind.THREE.value, seat=seat, owners=(seat,)))
        case Combo.STRAIGHT:
            for other in s.in_order_after(seat):
                piles.draw(batch, other, 2, "straight")
            turns.finish(batch, seat, CONTINUE)
        case Combo.FLUSH:
            _flush(batch, seat)
        case Combo.FULL_HOUSE:
            keepers = tuple(o for o in s.in_order_after(seat) if len(s.hand(o)) > 1)
            if keepers:
                batch.add(EffectOpened(kind=Kind.FULL_HOUSE.value, seat=seat, owners=keepers))
            else:
                turns.finish(batch, seat, CONTINUE)
        case Combo.FOUR:
            targets = tuple(o for o in s.in_order_after(seat) if s.hand(o))
            if targets:
                batch.add(EffectOpened(kind=Kind.FOUR.value, seat=seat, owners=(seat,), targets=targets))
            else:
                turns.finish(batch, seat, CHOOSE)
        case Combo.STRAIGHT_FLUSH:
            received: list[str] = []
            for other in s.in_order_after(seat):
                hand = batch.state.hand(other)
                if hand:
                    batch.add(Given(seat=other, to=seat, cards=hand, reason="straight-flush"))
                    received += hand
            if aces(received):
                eliminate(batch, seat, "received-ace")
            turns.finish(batch, seat, CHOOSE)
        case Combo.ROYAL_FLUSH:
            shown = tuple((o, next((c for c in s.hand(o) if rank(c) == KING), "")) for o in s.in_order_after(seat))
            batch.add(KingsShown(seat=seat, shown=shown))
            for other, king in shown:
                if not king:
                    eliminate(batch, other, "royal-flush")
            turns.finish(batch, seat, CONTINUE)
        case _:
            turns.finish(batch, seat, CONTINUE)


def _flush(batch: Batch, seat: int) -> None:
    """Every opponent passes its hand to the next in play order, all at once (A19: none with 2 players)."""
    s = batch.state
    order = s.in_order_after(seat)
    if len(order) >= 2:
        passes = tuple((giver, order[(i + 1) % len(order)], s.hand(giver)) for i, giver in enumerate(order))
        batch.add(HandsPassed(passes=passes))
        received = {receiver: cards for _, receiver, cards in passes}
        for receiver in order:  # in play order after the active player, who receives nothing (A4)
            if aces(received[receiver]):
                eliminate(batch, receiver, "received-ace")
    turns.finish(batch, seat, CONTINUE)


def complete_full_house(batch: Batch) -> None:
    """Every keeper has chosen: the rest of each keeper's hand goes face down into the deck, shuffled."""
    s = batch.state
    effect = s.effect
    if effect is None:
        return
    returns = tuple(
        (seat, _minus_one(s.hand(seat), kept[0] if kept else None)) for seat, kept in effect.picks if s.is_alive(seat)
    )
    returns = tuple((seat, cards) for seat, cards in returns if cards)
    if returns:
        back = [c for _, cards in returns for c in cards]
        batch.add(HandsReturned(returns=returns, deck=piles.shuffled(batch, (*s.deck, *back))))
    turns.finish(batch, effect.seat, CONTINUE)


def _minus_one(hand: tuple[str, ...], kept: str | None) -> tuple[str, ...]:
    rest = list(hand)
    if kept in rest:
        rest.remove(kept)
    return tuple(rest)


def complete_four(batch: Batch) -> None:
    """Every opponent has been taken from: they discard the rest (their Aces into the deck); an Ace taken
    eliminates the player of the Four of a Kind."""
    effect = batch.state.effect
    if effect is None:
        return
    for seat, _ in effect.picks:
        s = batch.state
        hand = s.hand(seat)
        if not s.is_alive(seat) or not hand:
            continue
        held = aces(hand)
        deck = piles.shuffled(batch, (*s.deck, *held)) if held else None
        rest = tuple(c for c in hand if not is_ace(c))
        batch.add(HandDumped(seat=seat, discarded=rest, aces=held, reason="four", deck=deck))
    if aces(effect.taken):
        eliminate(batch, effect.seat, "received-ace")
    turns.finish(batch, effect.seat, CHOOSE)


def eliminate(batch: Batch, seat: int, reason: str) -> None:
    """Eliminate ``seat`` (§2.8) with the Ace disposal of A2, then carry on what its elimination leaves."""
    s = batch.state
    if s.finished or not s.is_alive(seat):
        return
    active = elimination.record(batch, seat, reason)
    _after_elimination(batch, seat, active)


def _after_elimination(batch: Batch, seat: int, active: bool) -> None:
    s = batch.state
    if len(s.survivors()) <= 1:
        batch.add(GameFinished(winner=s.survivors()[0] if s.survivors() else seat, eliminated=s.out))
        return
    if active:
        turns.queen_check(batch)
        return
    chain = s.chain
    if chain is not None and chain.window is not None:
        if set(chain.window.seats) <= set(chain.window.waived):
            settle(batch, "eliminated")
        return
    effect = s.effect
    if effect is None:
        return
    if effect.kind in (Kind.FIVE, Kind.TWO_PAIRS, Kind.SIX_BLOCK, Kind.SIX_GIVE) and effect.target == seat:
        turns.finish(batch, effect.seat, CONTINUE)
    elif effect.kind is Kind.PAIR and effect.target == seat:
        piles.draw(batch, effect.seat, 2, "pair")
        turns.finish(batch, effect.seat, CHOOSE)
    elif effect.kind is Kind.FULL_HOUSE and not effect.owners:
        complete_full_house(batch)
    elif effect.kind is Kind.FOUR and not effect.targets:
        complete_four(batch)
