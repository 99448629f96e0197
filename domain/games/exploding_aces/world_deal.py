"""The deal of a world's hidden cards (``world``): every card of the pack that the seat does not see, dealt at
random into the places that hide cards, keeping what the rules make sure of as far as the hidden cards allow.

A card bound by a fact (``Deal``) is dealt first, into one of the places it may lie in, each as likely as the room
it has left (as a deal card by card would); the others fill the room that is left. A fact the hidden cards cannot
keep is let go (a testing deal may lay cards where the rules would not), so a deal always fits."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from domain.games.exploding_aces.cards import ACE, KING, NINE, rank

#: The places that hide cards, besides the hands (``hand``): the deck, the discard pile beneath its top, a Jack's
#: lifted cards and the Nines played on the table.
DECK, DISCARD, LIFTED, NINES = "deck", "discard", "lifted", "nines"
_HAND = "hand:"


def hand(seat: int) -> str:
    """The place of ``seat``'s hand."""
    return f"{_HAND}{seat}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Deal:
    """What the deal keeps: cards known to lie in a place (``pinned``); places that hold at least one card of a rank
    (``needs``, place and rank) or none of some ranks (``forbids``); the most Aces the hidden discard pile may hold
    (``discard_aces``); and whether no card has moved since the deal, so that the hands hold no Ace and no King
    (``opening``, §2.1)."""

    pinned: Mapping[str, Sequence[str]] = field(default_factory=dict)
    needs: Sequence[tuple[str, str]] = ()
    forbids: Mapping[str, frozenset[str]] = field(default_factory=dict)
    discard_aces: int = 0
    opening: bool = False


def deal(
    pack: Sequence[str], seen: Sequence[str], rooms: Mapping[str, int], rules: Deal, rng: random.Random
) -> dict[str, list[str]]:
    """The cards of ``pack`` less ``seen``, dealt into the places of ``rooms`` (each as many as its room; in play they
    are all the hidden cards, but a testing deal may have left some out of the game, and so does the world)."""
    hidden = Counter(pack)
    hidden.subtract(seen)
    if min(hidden.values(), default=0) < 0:
        raise ValueError("the view shows a card more often than the pack holds it")
    cards = list(hidden.elements())
    size = sum(rooms.values())
    if len(cards) < size:
        raise ValueError("the view's card counts do not add up to the pack")
    rng.shuffle(cards)
    del cards[size:]  # out of the game: a testing deal with a deck leaves out what it does not list
    room = dict(rooms)
    bound: dict[str, list[str]] = {place: [] for place in rooms}  # the cards dealt by a fact, place by place
    aces_discarded = 0

    def put(place: str, card: str) -> None:
        nonlocal aces_discarded
        bound[place].append(card)
        room[place] -= 1
        cards.remove(card)
        aces_discarded += place == DISCARD and rank(card) == ACE

    def first_of(wanted: str) -> str | None:
        return next((c for c in cards if rank(c) == wanted), None)

    for place, known in rules.pinned.items():
        for card in known:
            if card in cards and room.get(place, 0) > 0:
                put(place, card)
    for _ in range(room.get(NINES, 0)):
        nine = first_of(NINE)
        if nine is None:
            break
        put(NINES, nine)
    for place, wanted in rules.needs:
        if room.get(place, 0) > 0 and not any(rank(c) == wanted for c in bound[place]):
            needed = first_of(wanted)
            if needed is not None:
                put(place, needed)

    ranks = set().union(*rules.forbids.values()) if rules.forbids else set()
    if DISCARD in room or rules.opening:
        ranks.add(ACE)
    if rules.opening:
        ranks.add(KING)

    def allowed(place: str, card: str) -> bool:
        r = rank(card)
        if r in rules.forbids.get(place, ()) or (place == NINES and r != NINE):
            return False
        if r == ACE and place == DISCARD and aces_discarded >= rules.discard_aces:
            return False
        return not (rules.opening and place.startswith(_HAND) and r in (ACE, KING))

    for card in [c for c in cards if c[:-1] in ranks] if ranks else ():
        options = [p for p, left in room.items() if left > 0 and allowed(p, card)]
        options = options or [p for p, left in room.items() if left > 0]
        put(rng.choices(options, weights=[room[p] for p in options])[0], card)
    # The free cards are in random order: each place takes the next of them, and its bound cards each at a random
    # position (an insertion shuffle), so that every order of a place is as likely.
    placed: dict[str, list[str]] = {}
    start = 0
    for place, left in room.items():
        place_cards = cards[start : start + left]
        start += left
        for card in bound[place]:
            place_cards.insert(rng.randrange(len(place_cards) + 1), card)
        placed[place] = place_cards
    return placed
