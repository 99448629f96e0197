"""Card conservation (issue 14 item 5): at every version of a game, every card of its pack is in exactly one place.

``places(slug, state)`` names every place a card can be in a state (``hand:0``, ``deck``, ``discard``, …) with
the cards it holds; ``check_conservation`` raises an ``AssertionError`` naming each card that is in more places
than the pack holds it, missing, or no card of the pack at all, with the places it is in. A ``Ledger`` follows
one stream event by event and keeps what the state itself does not: the cards bombs has forgotten, and the
play whose effect exploding-aces is carrying out. The conformance test (``Checker`` in
``tests/support/playout.py``) checks it after every event of every random playout.

Each game declares where the cards of its state lie (``GAME.cards``, a ``domain.card_places.CardPlaces``, in
the game's ``places.py``, whose docstring lists its places and records); this module lists no game. A game whose
state forgets cards (bombs forgets beaten cards) declares how events add to them, and the ``Ledger`` keeps them
beside the state as the place ``played``; checked without a ledger (``forgotten=None``), whatever the state does
not hold counts as forgotten, so only duplicated or foreign cards are caught.

Exploding-aces has one more property, ``check_in_use`` (issue 14 item 1): the cards of the play in effect are
in no deck, discard pile or hand. It reads the game's own state and events, as a rule test does.

Before its first deal a state holds no card, and is not checked.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import chain
from typing import Any

from domain.card_places import FORGOTTEN, CardPlaces, Places, hand_places, minus
from domain.game import Event
from domain.games import GAMES
from domain.games.exploding_aces.events import AcesReturned, ChainSettled, Eliminated, PlayDiscarded
from domain.games.exploding_aces.state import AcesState


def _cards(slug: str) -> CardPlaces:
    return GAMES[slug].cards


def places(slug: str, state: Any, forgotten: Sequence[str] | None = None) -> Places:
    """Every place of ``state`` that holds cards, by name, with its cards (``GAME.cards.places``), and for a game
    whose state forgets cards, those the ``Ledger`` kept (``forgotten``; None: whatever the state does not hold)."""
    cards = _cards(slug)
    out = cards.places(state)
    if cards.forgotten is not None:
        if forgotten is None:
            held = Counter(c for held in out.values() for c in held)
            out[FORGOTTEN] = list((_counted(tuple(cards.pack(state))) - held).elements())
        else:
            out[FORGOTTEN] = list(forgotten)
    return out


def dealt(slug: str, state: Any) -> bool:
    """Whether ``state`` has been dealt its first cards (a table holds none before)."""
    return state is not None and _cards(slug).dealt(state)


def full_pack(slug: str, state: Any) -> Counter[str]:
    """The whole pack of ``state``'s table, as a multiset of card codes (shared: not to be changed)."""
    return _counted(tuple(_cards(slug).pack(state)))


@cache
def _counted(pack: tuple[str, ...]) -> Counter[str]:
    return Counter(pack)


def holdings(slug: str, state: Any, forgotten: Sequence[str] | None = None) -> Counter[str]:
    """Every card ``state`` holds in any place (a testing deal's pack: what it dealt)."""
    return Counter(c for cards in places(slug, state, forgotten).values() for c in cards)


def check_conservation(
    slug: str,
    state: Any,
    forgotten: Sequence[str] | None = None,
    pack: Counter[str] | None = None,
) -> None:
    """Every card of ``pack`` (the table's full pack by default) is in exactly one place of ``state``: raises
    an ``AssertionError`` naming each duplicated, missing or foreign card and the places it is in."""
    if not dealt(slug, state):
        return
    expected = full_pack(slug, state) if pack is None else pack
    placed = places(slug, state, forgotten)
    if Counter(chain.from_iterable(placed.values())) == expected:
        return
    where: dict[str, list[str]] = {}
    for name, cards in placed.items():
        for card in cards:
            where.setdefault(card, []).append(name)
    wrong = []
    for card in sorted(set(where) | set(expected)):
        have, want = len(where.get(card, ())), expected[card]
        if have == want:
            continue
        found = ", ".join(where.get(card, [])) or "nowhere"
        if want == 0:
            wrong.append(f"{card} is no card of the pack but is in {found}")
        elif have > want:
            wrong.append(f"{card} is in {have} places ({found}) but the pack holds {want}")
        else:
            wrong.append(f"{card} is missing: the pack holds {want}, found {have} ({found})")
    if wrong:
        raise AssertionError(f"{slug}: cards not conserved: " + "; ".join(wrong))


def check_in_use(state: AcesState, in_effect: Sequence[str], pack: Counter[str] | None = None) -> None:
    """Exploding aces (issue 14 item 1): the cards of the play whose effect is in progress (``in_effect``, from
    the events, and the held play of an open chain) are in no deck, discard pile or hand, so no rebuild can
    shuffle them in and no draw bring them back. A card of two packs may be there as often as its other copy
    is not in effect."""
    if not dealt("exploding-aces", state):
        return
    expected = full_pack("exploding-aces", state) if pack is None else pack
    busy = Counter(in_effect)
    if state.chain is not None:
        busy.update(state.chain.play.cards)
    if not busy:
        return
    reachable = {"deck": list(state.deck), "discard": list(state.discard), **hand_places(state.hands)}
    wrong = []
    for card, n in sorted(busy.items()):
        found = [name for name, cards in reachable.items() for c in cards if c == card]
        if len(found) > max(0, expected[card] - n):
            wrong.append(f"{card} is in effect but also in {', '.join(found)}")
    if wrong:
        raise AssertionError("exploding-aces: cards of the play in effect reachable: " + "; ".join(wrong))


@dataclass
class Ledger:
    """One stream's conservation check, folded event by event from the stream's start (or from a state that
    holds no play in progress): the cards the state forgets (``GAME.cards.forgotten``: bombs' beaten cards), and
    exploding-aces' cards in effect (from ``ChainSettled`` of a play that stood until they leave the table:
    ``PlayDiscarded``, ``AcesReturned``, or the elimination of the active seat, whose table goes with its
    cards). ``pack`` replaces the full pack for a testing deal that leaves cards out (``holdings`` of its first
    state)."""

    slug: str
    pack: Counter[str] | None = None
    forgotten: tuple[str, ...] = ()
    in_effect: list[str] = field(default_factory=list)

    def fold(self, before: Any, event: Event, after: Any) -> None:
        """Take ``event`` (which turned ``before`` into ``after``) into the ledger."""
        forgets = _cards(self.slug).forgotten
        if forgets is not None:
            self.forgotten = forgets(self.forgotten, before, event, after)
        if isinstance(before, AcesState):
            self._aces(before, event)

    def _aces(self, before: AcesState, event: Event) -> None:
        match event:
            case ChainSettled(cancelled=False) if before.chain is not None:
                self.in_effect += before.chain.play.cards
            case PlayDiscarded(cards=cards) | AcesReturned(cards=cards):
                self.in_effect = list(minus(self.in_effect, cards))
            case Eliminated(seat=seat) if seat == before.turn:
                self.in_effect = []
            case _:
                pass

    def check(self, state: Any) -> None:
        """Raise an ``AssertionError`` unless ``state`` conserves its cards (and keeps the play in effect out
        of reach)."""
        check_conservation(self.slug, state, self.forgotten, self.pack)
        if isinstance(state, AcesState):
            check_in_use(state, self.in_effect, self.pack)
