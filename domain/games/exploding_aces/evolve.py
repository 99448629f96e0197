"""Folding events into the state: exhaustive dispatch, trusting every recorded event, never drawing."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import assert_never

from domain import batch as batches
from domain.cards import without
from domain.folding import fold
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
from domain.games.exploding_aces.state import (
    AcesChanges,
    AcesState,
    Chain,
    Effect,
    Held,
    Kind,
    Role,
    Step,
    Window,
    chain_with,
    window_with,
    with_changes,
)

SINGLE = "single"


def _started(e: GameStarted) -> AcesState:
    options = Options(window_ms=e.window_ms, turn_clock_ms=e.turn_clock_ms, decks=e.decks, nine_prompt=e.nine_prompt)
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


def _changes(s: AcesState, event: AcesEvent, at_ms: int) -> AcesChanges:  # noqa: C901 - one case per event
    match event:  # the most frequent first: a class pattern is an isinstance check, tried in order
        case Drew():
            return _drew(s, event)
        case Challenged() | KingsShown() | GameStarted():
            return {}
        case Waived(seat=seat):
            if s.chain is None or s.chain.window is None:
                return {}
            window = window_with(s.chain.window, {"waived": (*s.chain.window.waived, seat)})
            return {"chain": chain_with(s.chain, {"window": window})}
        case WindowOpened(key=key, seats=seats):
            if s.chain is None:
                return {}
            return {"chain": chain_with(s.chain, {"window": Window(key=key, seats=seats, waived=(), opened_ms=at_ms)})}
        case Played():
            return _played(s, event)
        case ChainSettled(cancelled=cancelled):
            return _settled(s, cancelled)
        case Eliminated():
            return _eliminated(s, event)
        case NinePlayed(seat=seat, card=card, cancel=cancel):
            hands = _with_hand(s.hands, seat, without(_held(s.hands, seat), [card]))
            if s.chain is None:
                return {"hands": hands}
            chain = chain_with(
                s.chain,
                {
                    "nines": (*s.chain.nines, seat),
                    "nine_cards": (*s.chain.nine_cards, card),
                    "cancel": s.chain.cancel if s.chain.nines else cancel,
                    "window": None,
                },
            )
            return {"hands": hands, "chain": chain}
        case PlayDiscarded(cards=cards):
            return {"in_use": without(s.in_use, cards), "discard": (*s.discard, *cards)}
        case TurnEnded(next=nxt, queen=queen):
            step = Step.QUEEN if queen > 0 else Step.PLAY
            return {"turn": nxt, "step": step, "queen_k": queen, "effect": None, "chain": None}
        case EffectEnded(then=then):
            return {"effect": None, "step": Step.CHOOSE if then == "choose" else Step.PLAY, "queen_k": 0}
        case Dealt():
            return {
                "hands": tuple(sort_cards(h) for h in event.hands),
                "deck": event.deck,
                "discard": event.discard,
                "turn": event.first,
                "direction": event.direction,
                "defuses": event.defuses,
                "step": Step.PLAY,
            }
        case DeckRebuilt(removed=removed, deck=deck):
            return {"removed": (*s.removed, *removed), "discard": (), "deck": deck}
        case DeckShuffled(deck=deck):
            return {"deck": deck}
        case AcesReturned(cards=cards, deck=deck):
            return {"in_use": without(s.in_use, cards), "deck": deck}
        case Peeked(cards=cards, reason=reason):
            if reason != "jack" or s.effect is None:
                return {}
            return {"deck": s.deck[len(cards) :], "effect": replace(s.effect, cards=cards)}
        case JackArranged(seat=seat, card=card, order=order):
            hands = _with_hand(s.hands, seat, (*_held(s.hands, seat), card))
            effect = replace(s.effect, cards=()) if s.effect is not None else None
            return {"hands": hands, "deck": (*order, *s.deck), "effect": effect}
        case Defused():
            return _defused(s, event)
        case Reversed(direction=direction):
            return {"direction": direction}
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
            return {"effect": effect}
        case Given():
            return _given(s, event)
        case Chosen(seat=seat, cards=cards):
            if s.effect is None:
                return {}
            owners = tuple(o for o in s.effect.owners if o != seat)
            return {"effect": replace(s.effect, owners=owners, picks=(*s.effect.picks, (seat, cards)))}
        case Exchanged(seat=seat, target=target, gave=gave, got=got):
            hands = _with_hand(s.hands, seat, (*without(_held(s.hands, seat), gave), *got))
            hands = _with_hand(hands, target, (*without(_held(hands, target), got), *gave))
            return {"hands": hands, "effect": replace(s.effect, picks=(), owners=()) if s.effect is not None else None}
        case HandDumped(seat=seat, discarded=discarded, aces=dumped, deck=deck):
            hands = _with_hand(s.hands, seat, without(_held(s.hands, seat), (*discarded, *dumped)))
            return {"hands": hands, "discard": (*s.discard, *discarded), "deck": s.deck if deck is None else deck}
        case HandsPassed(passes=passes):
            passed = list(s.hands)
            for giver, _, cards in passes:
                passed[giver] = without(passed[giver], cards)
            for _, receiver, cards in passes:
                passed[receiver] = sort_cards((*passed[receiver], *cards))
            return {"hands": tuple(passed)}
        case HandLooked(cards=cards):
            return {"effect": replace(s.effect, cards=cards) if s.effect is not None else None}
        case HandsReturned(returns=returns, deck=deck):
            hands = s.hands
            for seat, cards in returns:
                hands = _with_hand(hands, seat, without(_held(hands, seat), cards))
            return {"hands": hands, "deck": deck}
        case Kept():
            return {"effect": replace(s.effect, cards=()) if s.effect is not None else None}
        case Rejected(seat=seat, card=card, deck=deck):
            hands = _with_hand(s.hands, seat, without(_held(s.hands, seat), [card]))
            effect = replace(s.effect, cards=()) if s.effect is not None else None
            if deck is None:
                return {"hands": hands, "effect": effect, "discard": (*s.discard, card)}
            return {"hands": hands, "effect": effect, "deck": deck}
        case Allowed():
            return {"effect": replace(s.effect, owners=()) if s.effect is not None else None}
        case ReplaySkipped(discarded=discarded):
            if s.effect is None:
                return {}
            effect = replace(s.effect, cards=without(s.effect.cards, discarded), owners=())
            return {"discard": (*s.discard, *discarded), "effect": effect}
        case Continued():
            return {"step": Step.PLAY}
        case QueenChainEnded():
            return {"step": Step.PLAY, "queen_k": 0}
        case GameFinished(winner=winner):
            return {
                "finished": True,
                "winner": winner,
                "turn": None,
                "chain": None,
                "effect": None,
                "in_use": _left_on_the_table(s),
            }
        case _:
            assert_never(event)


def _held(hands: tuple[tuple[str, ...], ...], seat: int) -> tuple[str, ...]:
    """The cards ``seat`` holds in ``hands`` (none for a seat out of range)."""
    return hands[seat] if 0 <= seat < len(hands) else ()


def _with_hand(hands: tuple[tuple[str, ...], ...], seat: int, cards: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """``hands`` with ``seat``'s hand replaced by ``cards``, sorted (unchanged for a seat out of range)."""
    if not 0 <= seat < len(hands):
        return hands
    return (*hands[:seat], sort_cards(cards), *hands[seat + 1 :])


def _played(s: AcesState, e: Played) -> AcesChanges:
    role = Role(e.role)
    held = Held(seat=e.seat, cards=e.cards, form=e.form, role=role, target=e.target, rank=e.rank)
    if role is Role.REPLAY:
        pool = s.effect.cards if s.effect is not None else ()
        unused = without(pool, e.cards)
        return {"effect": None, "discard": (*s.discard, *unused), "chain": Chain(play=held)}
    hands = _with_hand(s.hands, e.seat, without(_held(s.hands, e.seat), e.cards))
    effect = s.effect
    if role is Role.BLOCK and effect is not None:
        effect = replace(effect, owners=())
    return {"hands": hands, "chain": Chain(play=held), "effect": effect}


def _settled(s: AcesState, cancelled: bool) -> AcesChanges:
    chain = s.chain
    if chain is None:
        return {}
    play = chain.play
    discard = (*s.discard, *chain.nine_cards)
    if not cancelled:
        if s.rules < 2:  # as it was played: the cards but the Aces onto the discard pile at once
            kept = tuple(c for c in play.cards if not is_ace(c))
            return {"chain": None, "discard": (*discard, *kept), "in_use": (*s.in_use, *aces(play.cards))}
        return {"chain": None, "discard": discard, "in_use": (*s.in_use, *play.cards)}
    if play.form == SINGLE:
        return {"chain": None, "discard": (*discard, *play.cards)}
    cancel = chain.cancel if chain.cancel in play.cards else play.cards[0]
    remaining = without(play.cards, [cancel])
    effect = Effect(
        kind=Kind.REPLAY,
        seat=play.seat,
        owners=(play.seat,),
        cards=remaining,
        extra=(cancel,) if is_ace(cancel) else (),
    )
    return {"chain": None, "discard": discard if is_ace(cancel) else (*discard, cancel), "effect": effect}


def _drew(s: AcesState, e: Drew) -> AcesChanges:
    n = len(e.cards)
    deck = s.deck[: max(0, len(s.deck) - n)] if e.bottom else s.deck[n:]
    changes: AcesChanges = {"deck": deck, "hands": _with_hand(s.hands, e.seat, (*_held(s.hands, e.seat), *e.cards))}
    if e.reason == "three" and s.effect is not None:
        changes["effect"] = replace(s.effect, cards=e.cards, count=s.effect.count + 1)
    return changes


def _defused(s: AcesState, e: Defused) -> AcesChanges:
    changes: AcesChanges = {}
    discard = s.discard
    if e.replayed:
        pool = s.effect.cards if s.effect is not None else ()
        hands = _with_hand(s.hands, e.seat, without(_held(s.hands, e.seat), [e.ace]))
        changes["effect"] = None
        discard = (*discard, *without(pool, [e.king]))
    else:
        hands = _with_hand(s.hands, e.seat, without(_held(s.hands, e.seat), [e.king, e.ace]))
    deck = list(s.deck)
    deck.insert(max(0, min(e.position, len(deck))), e.ace)
    if e.recycled:
        kp = e.king_position if e.king_position is not None else 0
        deck.insert(max(0, min(kp, len(deck))), e.king)
    else:
        discard = (*discard, e.king)
    changes["hands"] = hands
    changes["deck"] = tuple(deck)
    changes["discard"] = discard
    changes["defuses"] = s.defuses + 1
    return changes


def _seven(s: AcesState, e: SevenShown) -> AcesChanges:
    if e.correct and is_ace(e.card):
        return {}  # it stays in the deck, which a DeckShuffled then shuffles
    if is_ace(e.card):  # counts as held for the disposal (A2)
        return {"deck": s.deck[1:], "hands": _with_hand(s.hands, e.seat, (*_held(s.hands, e.seat), e.card))}
    return {"deck": s.deck[1:], "discard": (*s.discard, e.card)}


def _given(s: AcesState, e: Given) -> AcesChanges:
    hands = _with_hand(s.hands, e.seat, without(_held(s.hands, e.seat), e.cards))
    hands = _with_hand(hands, e.to, (*_held(hands, e.to), *e.cards))
    effect = s.effect
    if effect is None:
        return {"hands": hands}
    if effect.kind is Kind.FOUR:
        targets = tuple(t for t in effect.targets if t != e.seat)
        picks = (*effect.picks, (e.seat, e.cards))
        return {
            "hands": hands,
            "effect": replace(effect, targets=targets, taken=(*effect.taken, *e.cards), picks=picks),
        }
    if effect.kind in (Kind.FIVE, Kind.PAIR):
        return {"hands": hands, "effect": replace(effect, owners=())}
    return {"hands": hands}


def _eliminated(s: AcesState, e: Eliminated) -> AcesChanges:
    seat = e.seat
    changes: AcesChanges = {
        "hands": _with_hand(s.hands, seat, ()),
        "alive": tuple(a and i != seat for i, a in enumerate(s.alive)),
        "out": (*s.out, seat),
        "discard": (*s.discard, *e.discarded),
        "deck": s.deck if e.deck is None else e.deck,
    }
    if seat == s.turn:
        after = with_changes(s, changes)  # the next survivor counts the seats still alive
        step = Step.QUEEN if s.step is Step.QUEEN or _queen_in_chain(s) else Step.PLAY
        changes["chain"] = None
        changes["effect"] = None
        changes["in_use"] = ()
        changes["turn"] = after.next_alive(seat)
        changes["step"] = step
        changes["queen_k"] = s.queen_k if step is Step.QUEEN else 0
        return changes
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
    changes["chain"] = chain
    changes["effect"] = effect
    return changes


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


#: Fold one recorded event (``domain.folding``); every event restarts the turn clock at its own time.
evolve = fold(slug="exploding-aces", first=GameStarted, started=_started, changes=_changes, with_changes=with_changes)


class Batch(batches.Batch[AcesState]):
    """A exploding-aces batch: ``domain.batch.Batch`` folding with this module's ``evolve``."""

    def __init__(self, state: AcesState, now_ms: int, rng: random.Random) -> None:
        super().__init__(state, now_ms, rng, evolve)
