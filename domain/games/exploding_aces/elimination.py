"""Elimination's own event (§2.8, A2): where an eliminated seat's cards go.

The cards go to the discard pile but the Aces (A2); the turn of an eliminated active player is cancelled (its
cards on the table are discarded, a Jack's lifted cards go back on top, a combination's Aces go back into the
deck). What the game does next (``effects.eliminate``) carries on from the effects.
"""

from __future__ import annotations

from domain.games.exploding_aces import piles
from domain.games.exploding_aces.cards import aces, is_ace
from domain.games.exploding_aces.events import Eliminated
from domain.games.exploding_aces.evolve import Batch
from domain.games.exploding_aces.state import AcesState, Kind


def aces_in_play(s: AcesState) -> int:
    """Aces in the deck (with a Jack's lifted cards), in surviving hands and on the table bound for the deck."""
    lifted = s.effect.cards if s.effect is not None and s.effect.kind is Kind.JACK else ()
    held = sum(len(aces(s.hand(x))) for x in s.survivors())
    return len(aces(s.deck)) + len(aces(lifted)) + held + len(aces(s.in_use))


def record(batch: Batch, seat: int, reason: str) -> bool:
    """Eliminate the surviving ``seat`` (§2.8) with the Ace disposal of A2: its cards, and those of the turn it
    started when it is the active player, leave; True when it was the active player."""
    s = batch.state
    active = seat == s.turn
    own = list(s.hand(seat))
    table: list[str] = []
    to_top: tuple[str, ...] = ()
    if active:
        if s.chain is not None:
            table += [*s.chain.play.cards, *s.chain.nine_cards]
        if s.effect is not None and s.effect.kind is Kind.JACK:
            to_top = s.effect.cards
        if s.effect is not None and s.effect.kind is Kind.REPLAY:
            own += [*s.effect.cards, *s.effect.extra]
        table += s.in_use
    elif s.chain is not None and s.chain.play.seat == seat:
        table += [*s.chain.play.cards, *s.chain.nine_cards]  # a Six block and the Nines on it: all discarded
    held_aces = aces(own)
    in_play = aces_in_play(s) + len(held_aces) - len(aces(s.hand(seat)))
    discard_one = bool(held_aces) and in_play - 1 >= len(s.survivors()) - 1
    discarded = [c for c in own if not is_ace(c)] + [c for c in table if not is_ace(c)]
    to_deck = list(held_aces[1:] if discard_one else held_aces) + list(aces(table))
    if discard_one:
        discarded.append(held_aces[0])
    deck: tuple[str, ...] | None = None
    if to_deck or to_top:
        deck = (*to_top, *s.deck)
        if to_deck:
            deck = piles.shuffled(batch, (*deck, *to_deck))
    batch.add(Eliminated(seat=seat, reason=reason, discarded=tuple(discarded), aces=tuple(to_deck), deck=deck))
    return active
