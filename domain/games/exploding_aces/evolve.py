"""Folding events into the state: exhaustive dispatch, trusting every recorded event, never drawing."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import assert_never, cast

from domain import batch as batches
from domain.cards import without
from domain.game import Event
from domain.games.exploding_aces.cards import aces, is_ace, sort_cards
from domain.games.exploding_aces.events import (
    AcesEvent,
    AcesReturned,
    Allowed,
    ChainSettled,
    Challenged,
    Chosen,
    Continued,
    Dealt,
    DeckRebuilt,
    DeckShuffled,
    Defused,
    Drew,
    EffectEnded,
    EffectOpened,
    Eliminated,
    Exchanged,
    GameFinished,
    GameStarted,
    Given,
    HandDumped,
    HandLooked,
    HandsPassed,
    HandsReturned,
    JackArranged,
    Kept,
    KingsShown,
    NinePlayed,
    Peeked,
    PlayDiscarded,
    Played,
    QueenChainEnded,
    Rejected,
    ReplaySkipped,
    Reversed,
    SevenShown,
    TurnEnded,
    Waived,
    WindowOpened,
)
from domain.games.exploding_aces.options import Options
from domain.games.exploding_aces.state import AcesState, Chain, Effect, Held, Kind, Role, Step, Window, changed

SINGLE = "single"


def evolve(state: AcesState | None, event: Event, at_ms: int) -> AcesState:
    """Fold one recorded event; every event restarts the turn clock at its own time."""
    if state is None:
        if not isinstance(event, GameStarted):
            raise ValueError(f"an exploding-aces stream starts with GameStarted, not {type(event).__name__}")
        state = _started(event)
    else:
        state = _apply(state, cast(AcesEvent, event), at_ms)
    return changed(state, seq=state.seq + 1, clock_ms=at_ms)


def _started(e: GameStarted) -> AcesState:
    options = Options(
        window_ms=e.window_ms, turn_clock_ms=e.turn_clock_ms, decks=e.decks, nine_prompt=e.nine_prompt
    )
    n = len(e.names)
    return AcesState(
        names=e.names,
        bots=e.bots,
        options=options,
        recycle_quota=e.recycle_quota,
        rules=e.rules,
        hands=((),) * n,
        alive=(True,) * n,
    )


def _apply(s: AcesState, event: AcesEvent, at_ms: int) -> AcesState:  # noqa: C901 - one case per event
    match event:
        case GameStarted() | KingsShown() | Challenged():
            return s
        case Dealt():
            return changed(
                s,
                hands=tuple(sort_cards(h) for h in event.hands),
                deck=event.deck,
                discard=event.discard,
                turn=event.first,
                direction=event.direction,
                defuses=event.defuses,
                step=Step.PLAY,
            )
        case Played():
            return _played(s, event)
        case WindowOpened(key=key, seats=seats):
            if s.chain is None:
                return s
            return changed(s, chain=replace(s.chain, window=Window(key=key, seats=seats, waived=(), opened_ms=at_ms)))
        case NinePlayed(seat=seat, card=card, cancel=cancel):
            s = _hand(s, seat, without(s.hand(seat), [card]))
            if s.chain is None:
                return s
            chain = replace(
                s.chain,
                nines=(*s.chain.nines, seat),
                nine_cards=(*s.chain.nine_cards, card),
                cancel=s.chain.cancel if s.chain.nines else cancel,
                window=None,
            )
            return changed(s, chain=chain)
        case Waived(seat=seat):
            if s.chain is None or s.chain.window is None:
                return s
            window = replace(s.chain.window, waived=(*s.chain.window.waived, seat))
            return changed(s, chain=replace(s.chain, window=window))
        case ChainSettled(cancelled=cancelled):
            return _settled(s, cancelled)
        case Drew():
            return _drew(s, event)
        case DeckRebuilt(removed=removed, deck=deck):
            return changed(s, removed=(*s.removed, *removed), discard=(), deck=deck)
        case DeckShuffled(deck=deck):
            return changed(s, deck=deck)
        case PlayDiscarded(cards=cards):
            return changed(s, in_use=without(s.in_use, cards), discard=(*s.discard, *cards))
        case AcesReturned(cards=cards, deck=deck):
            return changed(s, in_use=without(s.in_use, cards), deck=deck)
        case Peeked(cards=cards, reason=reason):
            if reason != "jack" or s.effect is None:
                return s
            return changed(s, deck=s.deck[len(cards) :], effect=replace(s.effect, cards=cards))
        case JackArranged(seat=seat, card=card, order=order):
            s = _hand(s, seat, (*s.hand(seat), card))
            effect = replace(s.effect, cards=()) if s.effect is not None else None
            return changed(s, deck=(*order, *s.deck), effect=effect)
        case Defused():
            return _defused(s, event)
        case Reversed(direction=direction):
            return changed(s, direction=direction)
        case SevenShown():
            return _seven(s, event)
        case EffectOpened():
            kind = Kind(event.kind)
            effect = Effect(
                kind=kind,
                seat=event.seat,
                owners=event.owners,
                target=event.target,
                rank=event.rank,
                count=event.count,
                targets=event.targets,
                key=f"six:{s.seq}" if kind is Kind.SIX_BLOCK else "",  # the block window's timer (§2.7)
                opened_ms=at_ms,
            )
            return changed(s, effect=effect)
        case Given():
            return _given(s, event)
        case Chosen(seat=seat, cards=cards):
            if s.effect is None:
                return s
            owners = tuple(o for o in s.effect.owners if o != seat)
            return changed(s, effect=replace(s.effect, owners=owners, picks=(*s.effect.picks, (seat, cards))))
        case Exchanged(seat=seat, target=target, gave=gave, got=got):
            s = _hand(s, seat, (*without(s.hand(seat), gave), *got))
            s = _hand(s, target, (*without(s.hand(target), got), *gave))
            return changed(s, effect=replace(s.effect, picks=(), owners=()) if s.effect is not None else None)
        case HandDumped(seat=seat, discarded=discarded, aces=dumped, deck=deck):
            s = _hand(s, seat, without(s.hand(seat), (*discarded, *dumped)))
            return changed(s, discard=(*s.discard, *discarded), deck=s.deck if deck is None else deck)
        case HandsPassed(passes=passes):
            hands = list(s.hands)
            for giver, _, cards in passes:
                hands[giver] = without(hands[giver], cards)
            for _, receiver, cards in passes:
                hands[receiver] = sort_cards((*hands[receiver], *cards))
            return changed(s, hands=tuple(hands))
        case HandLooked(cards=cards):
            return changed(s, effect=replace(s.effect, cards=cards) if s.effect is not None else None)
        case HandsReturned(returns=returns, deck=deck):
            for seat, cards in returns:
                s = _hand(s, seat, without(s.hand(seat), cards))
            return changed(s, deck=deck)
        case Kept():
            return changed(s, effect=replace(s.effect, cards=()) if s.effect is not None else None)
        case Rejected(seat=seat, card=card, deck=deck):
            s = _hand(s, seat, without(s.hand(seat), [card]))
            s = changed(s, effect=replace(s.effect, cards=()) if s.effect is not None else None)
            return changed(s, discard=(*s.discard, card)) if deck is None else changed(s, deck=deck)
        case Allowed():
            return changed(s, effect=replace(s.effect, owners=()) if s.effect is not None else None)
        case ReplaySkipped(discarded=discarded):
            if s.effect is None:
                return s
            effect = replace(s.effect, cards=without(s.effect.cards, discarded), owners=())
            return changed(s, discard=(*s.discard, *discarded), effect=effect)
        case EffectEnded(then=then):
            return changed(s, effect=None, step=Step.CHOOSE if then == "choose" else Step.PLAY, queen_k=0)
        case TurnEnded(next=nxt, queen=queen):
            step = Step.QUEEN if queen > 0 else Step.PLAY
            return changed(s, turn=nxt, step=step, queen_k=queen, effect=None, chain=None)
        case Continued():
            return changed(s, step=Step.PLAY)
        case QueenChainEnded():
            return changed(s, step=Step.PLAY, queen_k=0)
        case Eliminated():
            return _eliminated(s, event)
        case GameFinished(winner=winner):
            return changed(
                s, finished=True, winner=winner, turn=None, chain=None, effect=None, in_use=_left_on_the_table(s)
            )
        case _:
            assert_never(event)


def _hand(s: AcesState, seat: int, cards: tuple[str, ...]) -> AcesState:
    if not 0 <= seat < len(s.hands):
        return s
    hands = list(s.hands)
    hands[seat] = sort_cards(cards)
    return changed(s, hands=tuple(hands))


def _played(s: AcesState, e: Played) -> AcesState:
    role = Role(e.role)
    held = Held(seat=e.seat, cards=e.cards, form=e.form, role=role, target=e.target, rank=e.rank)
    if role is Role.REPLAY:
        pool = s.effect.cards if s.effect is not None else ()
        unused = without(pool, e.cards)
        return changed(s, effect=None, discard=(*s.discard, *unused), chain=Chain(play=held))
    s = _hand(s, e.seat, without(s.hand(e.seat), e.cards))
    effect = s.effect
    if role is Role.BLOCK and effect is not None:
        effect = replace(effect, owners=())
    return changed(s, chain=Chain(play=held), effect=effect)


def _settled(s: AcesState, cancelled: bool) -> AcesState:
    chain = s.chain
    if chain is None:
        return s
    play = chain.play
    s = changed(s, chain=None, discard=(*s.discard, *chain.nine_cards))
    if not cancelled:
        if s.rules < 2:  # as it was played: the cards but the Aces onto the discard pile at once
            kept = tuple(c for c in play.cards if not is_ace(c))
            return changed(s, discard=(*s.discard, *kept), in_use=(*s.in_use, *aces(play.cards)))
        return changed(s, in_use=(*s.in_use, *play.cards))
    if play.form == SINGLE:
        return changed(s, discard=(*s.discard, *play.cards))
    cancel = chain.cancel if chain.cancel in play.cards else play.cards[0]
    remaining = without(play.cards, [cancel])
    effect = Effect(
        kind=Kind.REPLAY,
        seat=play.seat,
        owners=(play.seat,),
        cards=remaining,
        extra=(cancel,) if is_ace(cancel) else (),
    )
    discard = s.discard if is_ace(cancel) else (*s.discard, cancel)
    return changed(s, discard=discard, effect=effect)


def _drew(s: AcesState, e: Drew) -> AcesState:
    n = len(e.cards)
    deck = s.deck[: max(0, len(s.deck) - n)] if e.bottom else s.deck[n:]
    s = _hand(changed(s, deck=deck), e.seat, (*s.hand(e.seat), *e.cards))
    if e.reason == "three" and s.effect is not None:
        s = changed(s, effect=replace(s.effect, cards=e.cards, count=s.effect.count + 1))
    return s


def _defused(s: AcesState, e: Defused) -> AcesState:
    if e.replayed:
        pool = s.effect.cards if s.effect is not None else ()
        s = _hand(s, e.seat, without(s.hand(e.seat), [e.ace]))
        s = changed(s, effect=None, discard=(*s.discard, *without(pool, [e.king])))
    else:
        s = _hand(s, e.seat, without(s.hand(e.seat), [e.king, e.ace]))
    deck = list(s.deck)
    deck.insert(max(0, min(e.position, len(deck))), e.ace)
    discard = s.discard
    if e.recycled:
        kp = e.king_position if e.king_position is not None else 0
        deck.insert(max(0, min(kp, len(deck))), e.king)
    else:
        discard = (*discard, e.king)
    return changed(s, deck=tuple(deck), discard=discard, defuses=s.defuses + 1)


def _seven(s: AcesState, e: SevenShown) -> AcesState:
    if e.correct and is_ace(e.card):
        return s  # it stays in the deck, which a DeckShuffled then shuffles
    s = changed(s, deck=s.deck[1:])
    if is_ace(e.card):
        return _hand(s, e.seat, (*s.hand(e.seat), e.card))  # counts as held for the disposal (A2)
    return changed(s, discard=(*s.discard, e.card))


def _given(s: AcesState, e: Given) -> AcesState:
    s = _hand(s, e.seat, without(s.hand(e.seat), e.cards))
    s = _hand(s, e.to, (*s.hand(e.to), *e.cards))
    effect = s.effect
    if effect is None:
        return s
    if effect.kind is Kind.FOUR:
        targets = tuple(t for t in effect.targets if t != e.seat)
        picks = (*effect.picks, (e.seat, e.cards))
        return changed(s, effect=replace(effect, targets=targets, taken=(*effect.taken, *e.cards), picks=picks))
    if effect.kind in (Kind.FIVE, Kind.PAIR):
        return changed(s, effect=replace(effect, owners=()))
    return s


def _eliminated(s: AcesState, e: Eliminated) -> AcesState:
    seat = e.seat
    alive = tuple(a and i != seat for i, a in enumerate(s.alive))
    s = _hand(s, seat, ())
    s = changed(
        s,
        alive=alive,
        out=(*s.out, seat),
        discard=(*s.discard, *e.discarded),
        deck=s.deck if e.deck is None else e.deck,
    )
    if seat == s.turn:
        step = Step.QUEEN if s.step is Step.QUEEN or _queen_in_chain(s) else Step.PLAY
        k = s.queen_k if step is Step.QUEEN else 0
        return changed(s, chain=None, effect=None, in_use=(), turn=s.next_alive(seat), step=step, queen_k=k)
    chain = s.chain
    if chain is not None and chain.play.seat == seat:
        chain = None  # a Six block of the eliminated seat: its Six was discarded with its cards
    elif chain is not None and chain.window is not None:
        window = chain.window
        window = replace(
            window,
            seats=tuple(x for x in window.seats if x != seat),
            waived=tuple(x for x in window.waived if x != seat),
        )
        chain = replace(chain, window=window)
    effect = s.effect
    if effect is not None:
        effect = replace(
            effect,
            owners=tuple(o for o in effect.owners if o != seat),
            targets=tuple(t for t in effect.targets if t != seat),
        )
    return changed(s, chain=chain, effect=effect)


def _left_on_the_table(s: AcesState) -> tuple[str, ...]:
    """The cards on the table when the game ends: the play in use, a held play and its Nines, a Jack's lifted
    cards, a cancelled combination's cards waiting to be replayed. They stay there (``in_use``)."""
    cards = list(s.in_use)
    if s.chain is not None:
        cards += [*s.chain.play.cards, *s.chain.nine_cards]
    effect = s.effect
    if effect is not None and effect.kind in (Kind.JACK, Kind.REPLAY):
        cards += [*effect.cards, *effect.extra]
    return tuple(cards)


def _queen_in_chain(s: AcesState) -> bool:
    return s.chain is not None and s.chain.play.role is Role.QUEEN


class Batch(batches.Batch[AcesState]):
    """A exploding-aces batch: ``domain.batch.Batch`` folding with this module's ``evolve``."""

    def __init__(self, state: AcesState, now_ms: int, rng: random.Random) -> None:
        super().__init__(state, now_ms, rng, evolve)
