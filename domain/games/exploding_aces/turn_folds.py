"""How each event of the table and its turns (``turn_events``) changes the state: one small function per event
type, gathered in ``FOLDS`` (``evolve`` dispatches on the event's type). Trusting every recorded event, never
drawing: whatever was random is in the event."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from domain.cards import without
from domain.game import Event
from domain.games.exploding_aces.cards import aces, is_ace, sort_cards
from domain.games.exploding_aces.hand_changes import held, with_hand
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
from domain.games.exploding_aces.turn_events import (
    AcesReturned,
    ChainSettled,
    Challenged,
    Continued,
    Dealt,
    DeckRebuilt,
    DeckShuffled,
    Defused,
    Drew,
    Eliminated,
    GameFinished,
    GameStarted,
    NinePlayed,
    PlayDiscarded,
    Played,
    QueenChainEnded,
    TurnEnded,
    Waived,
    WindowOpened,
)

#: The changes one event makes to the state it follows, at the event's time.
Fold = Callable[[AcesState, Any, int], AcesChanges]

SINGLE = "single"


def _nothing(s: AcesState, e: Event, at_ms: int) -> AcesChanges:
    return {}


def _dealt(s: AcesState, e: Dealt, at_ms: int) -> AcesChanges:
    return {
        "hands": tuple(sort_cards(h) for h in e.hands),
        "deck": e.deck,
        "discard": e.discard,
        "turn": e.first,
        "direction": e.direction,
        "defuses": e.defuses,
        "step": Step.PLAY,
    }


def _played(s: AcesState, e: Played, at_ms: int) -> AcesChanges:
    role = Role(e.role)
    play = Held(seat=e.seat, cards=e.cards, form=e.form, role=role, target=e.target, rank=e.rank)
    if role is Role.REPLAY:
        pool = s.effect.cards if s.effect is not None else ()
        unused = without(pool, e.cards)
        return {"effect": None, "discard": (*s.discard, *unused), "chain": Chain(play=play)}
    hands = with_hand(s.hands, e.seat, without(held(s.hands, e.seat), e.cards))
    effect = s.effect
    if role is Role.BLOCK and effect is not None:
        effect = replace(effect, owners=())
    return {"hands": hands, "chain": Chain(play=play), "effect": effect}


def _window_opened(s: AcesState, e: WindowOpened, at_ms: int) -> AcesChanges:
    if s.chain is None:
        return {}
    return {"chain": chain_with(s.chain, {"window": Window(key=e.key, seats=e.seats, waived=(), opened_ms=at_ms)})}


def _nine_played(s: AcesState, e: NinePlayed, at_ms: int) -> AcesChanges:
    hands = with_hand(s.hands, e.seat, without(held(s.hands, e.seat), [e.card]))
    if s.chain is None:
        return {"hands": hands}
    chain = chain_with(
        s.chain,
        {
            "nines": (*s.chain.nines, e.seat),
            "nine_cards": (*s.chain.nine_cards, e.card),
            "cancel": s.chain.cancel if s.chain.nines else e.cancel,
            "window": None,
        },
    )
    return {"hands": hands, "chain": chain}


def _waived(s: AcesState, e: Waived, at_ms: int) -> AcesChanges:
    if s.chain is None or s.chain.window is None:
        return {}
    window = window_with(s.chain.window, {"waived": (*s.chain.window.waived, e.seat)})
    return {"chain": chain_with(s.chain, {"window": window})}


def _settled(s: AcesState, e: ChainSettled, at_ms: int) -> AcesChanges:
    chain = s.chain
    if chain is None:
        return {}
    play = chain.play
    discard = (*s.discard, *chain.nine_cards)
    if not e.cancelled:
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


def _drew(s: AcesState, e: Drew, at_ms: int) -> AcesChanges:
    n = len(e.cards)
    deck = s.deck[: max(0, len(s.deck) - n)] if e.bottom else s.deck[n:]
    changes: AcesChanges = {"deck": deck, "hands": with_hand(s.hands, e.seat, (*held(s.hands, e.seat), *e.cards))}
    if e.reason == "three" and s.effect is not None:
        changes["effect"] = replace(s.effect, cards=e.cards, count=s.effect.count + 1)
    return changes


def _deck_rebuilt(s: AcesState, e: DeckRebuilt, at_ms: int) -> AcesChanges:
    return {"removed": (*s.removed, *e.removed), "discard": (), "deck": e.deck}


def _deck_shuffled(s: AcesState, e: DeckShuffled, at_ms: int) -> AcesChanges:
    return {"deck": e.deck}


def _play_discarded(s: AcesState, e: PlayDiscarded, at_ms: int) -> AcesChanges:
    return {"in_use": without(s.in_use, e.cards), "discard": (*s.discard, *e.cards)}


def _aces_returned(s: AcesState, e: AcesReturned, at_ms: int) -> AcesChanges:
    return {"in_use": without(s.in_use, e.cards), "deck": e.deck}


def _defused(s: AcesState, e: Defused, at_ms: int) -> AcesChanges:
    changes: AcesChanges = {}
    discard = s.discard
    if e.replayed:
        pool = s.effect.cards if s.effect is not None else ()
        hands = with_hand(s.hands, e.seat, without(held(s.hands, e.seat), [e.ace]))
        changes["effect"] = None
        discard = (*discard, *without(pool, [e.king]))
    else:
        hands = with_hand(s.hands, e.seat, without(held(s.hands, e.seat), [e.king, e.ace]))
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


def _turn_ended(s: AcesState, e: TurnEnded, at_ms: int) -> AcesChanges:
    step = Step.QUEEN if e.queen > 0 else Step.PLAY
    return {"turn": e.next, "step": step, "queen_k": e.queen, "effect": None, "chain": None}


def _queen_chain_ended(s: AcesState, e: QueenChainEnded, at_ms: int) -> AcesChanges:
    return {"step": Step.PLAY, "queen_k": 0}


def _continued(s: AcesState, e: Continued, at_ms: int) -> AcesChanges:
    return {"step": Step.PLAY}


def _eliminated(s: AcesState, e: Eliminated, at_ms: int) -> AcesChanges:
    seat = e.seat
    changes: AcesChanges = {
        "hands": with_hand(s.hands, seat, ()),
        "alive": tuple(a and i != seat for i, a in enumerate(s.alive)),
        "out": (*s.out, seat),
        "discard": (*s.discard, *e.discarded),
        "deck": s.deck if e.deck is None else e.deck,
    }
    if seat == s.turn:
        return {**changes, **_active_seat_out(s, seat, changes)}
    return {**changes, **_bystander_out(s, seat)}


def _active_seat_out(s: AcesState, seat: int, changes: AcesChanges) -> AcesChanges:
    """Eliminating the seat on turn cancels what its turn started; the next survivor goes on (a Queen chain
    with the same k)."""
    after = with_changes(s, changes)  # the next survivor counts the seats still alive
    step = Step.QUEEN if s.step is Step.QUEEN or _queen_in_chain(s) else Step.PLAY
    return {
        "chain": None,
        "effect": None,
        "in_use": (),
        "turn": after.next_alive(seat),
        "step": step,
        "queen_k": s.queen_k if step is Step.QUEEN else 0,
    }


def _bystander_out(s: AcesState, seat: int) -> AcesChanges:
    """Eliminating another seat takes it out of the open window and the effect's owners and targets."""
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
    return {"chain": chain, "effect": effect}


def _queen_in_chain(s: AcesState) -> bool:
    return s.chain is not None and s.chain.play.role is Role.QUEEN


def _game_finished(s: AcesState, e: GameFinished, at_ms: int) -> AcesChanges:
    return {
        "finished": True,
        "winner": e.winner,
        "turn": None,
        "chain": None,
        "effect": None,
        "in_use": _left_on_the_table(s),
    }


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


FOLDS: dict[type[Event], Fold] = {
    GameStarted: _nothing,
    Dealt: _dealt,
    Played: _played,
    WindowOpened: _window_opened,
    NinePlayed: _nine_played,
    Waived: _waived,
    ChainSettled: _settled,
    Drew: _drew,
    DeckRebuilt: _deck_rebuilt,
    DeckShuffled: _deck_shuffled,
    PlayDiscarded: _play_discarded,
    AcesReturned: _aces_returned,
    Defused: _defused,
    TurnEnded: _turn_ended,
    QueenChainEnded: _queen_chain_ended,
    Continued: _continued,
    Challenged: _nothing,
    Eliminated: _eliminated,
    GameFinished: _game_finished,
}
