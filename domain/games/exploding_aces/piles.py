"""The deck and the discard pile in ``decide``: draws with the rebuild of §2.2 (A10), shuffles, returns.

Every outcome is written into an event: the cards drawn, the new deck order after a shuffle or a rebuild.
"""

from __future__ import annotations

from collections.abc import Iterable

from domain.games.exploding_aces.cards import KING, aces, is_ace, rank
from domain.games.exploding_aces.events import AcesReturned, DeckRebuilt, Drew, PlayDiscarded
from domain.games.exploding_aces.evolve import Batch


def shuffled(batch: Batch, cards: Iterable[str]) -> tuple[str, ...]:
    """``cards`` in an order drawn from the command's generator."""
    out = list(cards)
    batch.rng.shuffle(out)
    return tuple(out)


def rebuild(batch: Batch) -> bool:
    """The deck is empty: the discard pile's Kings leave the game, the rest is shuffled into a new deck.

    Returns whether the new deck holds any card; nothing happens when the discard pile is empty."""
    discard = batch.state.discard
    if not discard:
        return False
    kings = tuple(c for c in discard if rank(c) == KING)
    batch.add(DeckRebuilt(removed=kings, deck=shuffled(batch, (c for c in discard if rank(c) != KING))))
    return bool(batch.state.deck)


def top_card(batch: Batch) -> str | None:
    """The top card of the deck, rebuilding it first when it is empty; None when there is no card at all."""
    if not batch.state.deck and not rebuild(batch):
        return None
    return batch.state.deck[0]


def draw(
    batch: Batch, seat: int, count: int, reason: str, *, bottom: bool = False, timeout: bool = False
) -> tuple[str, ...]:
    """``seat`` draws ``count`` cards, rebuilding the deck whenever it runs out; fewer if none are left."""
    got: list[str] = []
    while len(got) < count:
        deck = batch.state.deck
        if not deck:
            if not rebuild(batch):
                break
            continue
        take = min(count - len(got), len(deck))
        cards = tuple(reversed(deck[-take:])) if bottom else deck[:take]
        batch.add(Drew(seat=seat, cards=cards, bottom=bottom, reason=reason, timeout=timeout))
        got += cards
    return tuple(got)


def release(batch: Batch) -> None:
    """The effect of the play on the table is over: its cards go onto the discard pile, but its Aces, which go
    back into the deck, which is shuffled (§2.4). Until then no draw or rebuild can reach them."""
    in_use = batch.state.in_use
    rest = tuple(c for c in in_use if not is_ace(c))
    if rest:
        batch.add(PlayDiscarded(cards=rest))
    returned = aces(in_use)
    if returned:
        batch.add(AcesReturned(cards=returned, deck=shuffled(batch, (*batch.state.deck, *returned))))
