"""How each event of a card effect and the decisions it waits on (``effect_events``) changes the state: one small
function per event type, gathered in ``FOLDS`` (``evolve`` dispatches on the event's type)."""

from __future__ import annotations

from dataclasses import replace

from domain.cards import without
from domain.game import Event
from domain.games.exploding_aces.cards import is_ace, sort_cards
from domain.games.exploding_aces.effect_events import (
    Allowed,
    Chosen,
    EffectEnded,
    EffectOpened,
    Exchanged,
    Given,
    HandDumped,
    HandLooked,
    HandsPassed,
    HandsReturned,
    JackArranged,
    Kept,
    KingsShown,
    Peeked,
    Rejected,
    ReplaySkipped,
    Reversed,
    SevenShown,
)
from domain.games.exploding_aces.hand_changes import held, with_hand
from domain.games.exploding_aces.state import AcesChanges, AcesState, Effect, Kind, Step
from domain.games.exploding_aces.turn_folds import Fold


def _effect_opened(s: AcesState, e: EffectOpened, at_ms: int) -> AcesChanges:
    kind = Kind(e.kind)
    effect = Effect(
        kind=kind,
        seat=e.seat,
        owners=e.owners,
        target=e.target,
        rank=e.rank,
        count=e.count,
        targets=e.targets,
        key=f"six:{s.seq}" if kind is Kind.SIX_BLOCK else "",  # the block window's timer (§2.7)
        opened_ms=at_ms,
    )
    return {"effect": effect}


def _effect_ended(s: AcesState, e: EffectEnded, at_ms: int) -> AcesChanges:
    return {"effect": None, "step": Step.CHOOSE if e.then == "choose" else Step.PLAY, "queen_k": 0}


def _peeked(s: AcesState, e: Peeked, at_ms: int) -> AcesChanges:
    if e.reason != "jack" or s.effect is None:
        return {}
    return {"deck": s.deck[len(e.cards) :], "effect": replace(s.effect, cards=e.cards)}


def _jack_arranged(s: AcesState, e: JackArranged, at_ms: int) -> AcesChanges:
    hands = with_hand(s.hands, e.seat, (*held(s.hands, e.seat), e.card))
    effect = replace(s.effect, cards=()) if s.effect is not None else None
    return {"hands": hands, "deck": (*e.order, *s.deck), "effect": effect}


def _reversed(s: AcesState, e: Reversed, at_ms: int) -> AcesChanges:
    return {"direction": e.direction}


def _seven_shown(s: AcesState, e: SevenShown, at_ms: int) -> AcesChanges:
    if e.correct and is_ace(e.card):
        return {}  # it stays in the deck, which a DeckShuffled then shuffles
    if is_ace(e.card):  # counts as held for the disposal (A2)
        return {"deck": s.deck[1:], "hands": with_hand(s.hands, e.seat, (*held(s.hands, e.seat), e.card))}
    return {"deck": s.deck[1:], "discard": (*s.discard, e.card)}


def _given(s: AcesState, e: Given, at_ms: int) -> AcesChanges:
    hands = with_hand(s.hands, e.seat, without(held(s.hands, e.seat), e.cards))
    hands = with_hand(hands, e.to, (*held(hands, e.to), *e.cards))
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


def _chosen(s: AcesState, e: Chosen, at_ms: int) -> AcesChanges:
    if s.effect is None:
        return {}
    owners = tuple(o for o in s.effect.owners if o != e.seat)
    return {"effect": replace(s.effect, owners=owners, picks=(*s.effect.picks, (e.seat, e.cards)))}


def _exchanged(s: AcesState, e: Exchanged, at_ms: int) -> AcesChanges:
    hands = with_hand(s.hands, e.seat, (*without(held(s.hands, e.seat), e.gave), *e.got))
    hands = with_hand(hands, e.target, (*without(held(hands, e.target), e.got), *e.gave))
    return {"hands": hands, "effect": replace(s.effect, picks=(), owners=()) if s.effect is not None else None}


def _hand_dumped(s: AcesState, e: HandDumped, at_ms: int) -> AcesChanges:
    hands = with_hand(s.hands, e.seat, without(held(s.hands, e.seat), (*e.discarded, *e.aces)))
    return {"hands": hands, "discard": (*s.discard, *e.discarded), "deck": s.deck if e.deck is None else e.deck}


def _hands_passed(s: AcesState, e: HandsPassed, at_ms: int) -> AcesChanges:
    passed = list(s.hands)
    for giver, _, cards in e.passes:
        passed[giver] = without(passed[giver], cards)
    for _, receiver, cards in e.passes:
        passed[receiver] = sort_cards((*passed[receiver], *cards))
    return {"hands": tuple(passed)}


def _hand_looked(s: AcesState, e: HandLooked, at_ms: int) -> AcesChanges:
    return {"effect": replace(s.effect, cards=e.cards) if s.effect is not None else None}


def _hands_returned(s: AcesState, e: HandsReturned, at_ms: int) -> AcesChanges:
    hands = s.hands
    for seat, cards in e.returns:
        hands = with_hand(hands, seat, without(held(hands, seat), cards))
    return {"hands": hands, "deck": e.deck}


def _kept(s: AcesState, e: Kept, at_ms: int) -> AcesChanges:
    return {"effect": replace(s.effect, cards=()) if s.effect is not None else None}


def _rejected(s: AcesState, e: Rejected, at_ms: int) -> AcesChanges:
    hands = with_hand(s.hands, e.seat, without(held(s.hands, e.seat), [e.card]))
    effect = replace(s.effect, cards=()) if s.effect is not None else None
    if e.deck is None:
        return {"hands": hands, "effect": effect, "discard": (*s.discard, e.card)}
    return {"hands": hands, "effect": effect, "deck": e.deck}


def _allowed(s: AcesState, e: Allowed, at_ms: int) -> AcesChanges:
    return {"effect": replace(s.effect, owners=()) if s.effect is not None else None}


def _replay_skipped(s: AcesState, e: ReplaySkipped, at_ms: int) -> AcesChanges:
    if s.effect is None:
        return {}
    effect = replace(s.effect, cards=without(s.effect.cards, e.discarded), owners=())
    return {"discard": (*s.discard, *e.discarded), "effect": effect}


def _kings_shown(s: AcesState, e: KingsShown, at_ms: int) -> AcesChanges:
    return {}


FOLDS: dict[type[Event], Fold] = {
    Peeked: _peeked,
    JackArranged: _jack_arranged,
    Reversed: _reversed,
    SevenShown: _seven_shown,
    EffectOpened: _effect_opened,
    Given: _given,
    Chosen: _chosen,
    Exchanged: _exchanged,
    HandDumped: _hand_dumped,
    HandsPassed: _hands_passed,
    HandLooked: _hand_looked,
    KingsShown: _kings_shown,
    HandsReturned: _hands_returned,
    Kept: _kept,
    Rejected: _rejected,
    Allowed: _allowed,
    ReplaySkipped: _replay_skipped,
    EffectEnded: _effect_ended,
}
