"""Card conservation (issue 14 item 5): at every version of a game, every card of its pack is in exactly one place.

``places(slug, state)`` names every place a card can be in a state (``hand:0``, ``deck``, ``discard``, …) with
the cards it holds; ``check_conservation`` raises an ``AssertionError`` naming each card that is in more places
than the pack holds it, missing, or no card of the pack at all, with the places it is in. A ``Ledger`` follows
one stream event by event and keeps what the state itself does not: the cards bombs has forgotten, and the
play whose effect exploding-aces is carrying out. The conformance test (``Checker`` in
``tests/support/playout.py``) checks it after every event of every random playout.

A *place* holds cards that are nowhere else; a *record* copies cards that are also in a place (what was peeked
at, picked, shown) and is not counted. Per game:

bombs (one table; ``domain/games/bombs/setup.py: deck()``, 54 cards, all dealt at every ``HandDealt``)
    Places: ``hand:<seat>``; ``trick``: the trick's ``top``; ``played``: the cards played since the hand was
    dealt that are no longer the top. The state forgets beaten cards (a new top replaces the old one,
    ``TrickTaken`` clears it), so ``played`` comes from the events (``CardsPlayed`` since the last
    ``HandDealt``); without that ledger (``played=None``) whatever the state does not hold counts as played, so
    only duplicated or foreign cards are caught. Records: ``exchange.card`` (passed, still in the Knave's hand
    until ``CardAccepted``) and ``exchange.returned``; ``requests`` and ``required`` are ranks. A match's state
    (``MatchState``) holds no card: each of its tables is a bombs table with a pack of its own.

exploding-aces (``cards.pack(options.decks)``: 52 or 104 cards, no jokers)
    Places: ``hand:<seat>``, ``deck``, ``discard``, ``removed`` (Kings out of the game at a rebuild),
    ``in_use`` (the cards of the play whose effect is being carried out, and once the game is finished what
    was left on the table), ``chain`` (the held play a Nine window decides on), ``nines`` (the Nines played
    on it), ``lifted`` (a Jack's cards taken off the deck: ``effect.cards`` of a JACK effect), ``replay`` (the
    remaining cards of a cancelled combination: ``effect.cards`` of a REPLAY effect) and ``cancelled`` (its
    cancelled Ace: ``effect.extra``). Records: ``effect.cards`` of the other kinds (the hand a Two Pairs
    looked at, the card a Three of a Kind drew, both still in a hand), ``effect.picks`` (the Six's and the
    Full House's secret choices, the Four's takings), ``effect.taken``. ``check_in_use`` adds the invariant
    of issue 14 item 1: the cards of the play in effect are in no deck, discard pile or hand.

haggis (``cards.number_cards(SUITS)``, 45 number cards, and a J, Q and K for each seat)
    Places: ``hand:<seat>`` (wilds included), ``haggis``, ``trick`` (every combination of the trick in play),
    ``captured:<seat>``, and ``removed``: the number cards of the suit a two-player round leaves out
    (``removed_suit``; the state names the suit only). After ``RoundScored`` the last hand and the Haggis are in
    the first-out seat's captured pile.

bombs-away (``cards.deck()``, 52 cards and ``JK``)
    Places: ``hand:<seat>``, ``deck``, ``pile`` (the cards of ``pile``), ``offer`` (the two cards an Ace drew,
    ``decision.offer``, until ``AceKept``). Records: ``current.card`` (the card on turn, also on the pile), a
    9's face-down orders ``decision.seat_sees``/``other_sees`` (the hands they show).

Before its first deal a state holds no card, and is not checked.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import chain
from typing import Any

from domain.game import Event
from domain.games.bombs.events import CardsPlayed, HandDealt
from domain.games.bombs.setup import deck as bombs_deck
from domain.games.bombs.state import BombsState
from domain.games.bombs_away.cards import deck as bombs_away_deck
from domain.games.bombs_away.state import BombsAwayState
from domain.games.exploding_aces.cards import pack as aces_pack
from domain.games.exploding_aces.events import AcesReturned, ChainSettled, Eliminated, PlayDiscarded
from domain.games.exploding_aces.state import AcesState, Kind
from domain.games.haggis.cards import SUITS, WILDS, number_cards
from domain.games.haggis.state import HaggisState

Places = dict[str, list[str]]


def _hands(hands: Sequence[Sequence[str]]) -> Places:
    return {f"hand:{seat}": list(hand) for seat, hand in enumerate(hands)}


def _minus(cards: Iterable[str], taken: Iterable[str]) -> list[str]:
    """``cards`` minus the multiset ``taken`` (cards it lacks are ignored)."""
    left = Counter(taken)
    out = []
    for card in cards:
        if left[card] > 0:
            left[card] -= 1
        else:
            out.append(card)
    return out


def _bombs(state: BombsState, played: Sequence[str] | None) -> Places:
    top = list(state.trick.top) if state.trick is not None else []
    out = {**_hands(state.hands), "trick": top}
    if played is None:
        held = Counter(c for cards in out.values() for c in cards)
        out["played"] = list((Counter(bombs_deck()) - held).elements())
    else:
        out["played"] = _minus(played, top)
    return out


def _aces(state: AcesState) -> Places:
    out = {
        **_hands(state.hands),
        "deck": list(state.deck),
        "discard": list(state.discard),
        "removed": list(state.removed),
        "in_use": list(state.in_use),
    }
    if state.chain is not None:
        out["chain"] = list(state.chain.play.cards)
        out["nines"] = list(state.chain.nine_cards)
    effect = state.effect
    if effect is not None:
        if effect.kind is Kind.JACK:
            out["lifted"] = list(effect.cards)
        elif effect.kind is Kind.REPLAY:
            out["replay"] = list(effect.cards)
        out["cancelled"] = list(effect.extra)
    return out


def _haggis(state: HaggisState) -> Places:
    out = {
        **_hands(state.hands),
        "haggis": list(state.haggis),
        "trick": list(state.trick.cards()) if state.trick is not None else [],
        **{f"captured:{seat}": list(pile) for seat, pile in enumerate(state.captured)},
    }
    out["removed"] = list(number_cards([state.removed_suit])) if state.removed_suit is not None else []
    return out


def _bombs_away(state: BombsAwayState) -> Places:
    return {
        **_hands(state.hands),
        "deck": list(state.deck),
        "pile": [p.card for p in state.pile],
        "offer": list(state.decision.offer) if state.decision is not None else [],
    }


def places(slug: str, state: Any, played: Sequence[str] | None = None) -> Places:
    """Every place of ``state`` that holds cards, by name, with its cards (see the module's docstring).

    ``played`` is bombs' ledger of the cards played since the deal (``Ledger``); other games ignore it."""
    if isinstance(state, BombsState):
        return _bombs(state, played)
    if isinstance(state, AcesState):
        return _aces(state)
    if isinstance(state, HaggisState):
        return _haggis(state)
    if isinstance(state, BombsAwayState):
        return _bombs_away(state)
    if slug == "bombs":
        return {}  # a match's own state: its cards are at its tables
    raise ValueError(f"no places known for a {type(state).__name__} of {slug}")


def dealt(state: Any) -> bool:
    """Whether ``state`` has been dealt its first cards (a table holds none before)."""
    if isinstance(state, BombsState):
        return bool(state.hands)
    if isinstance(state, AcesState):
        return state.turn is not None or state.finished
    if isinstance(state, HaggisState):
        return state.round_number > 0
    if isinstance(state, BombsAwayState):
        return state.game > 0
    return False


def full_pack(state: Any) -> Counter[str]:
    """The whole pack of ``state``'s table, as a multiset of card codes (shared: not to be changed)."""
    if isinstance(state, BombsState):
        return _pack("bombs", 1)
    if isinstance(state, AcesState):
        return _pack("exploding-aces", state.options.decks)
    if isinstance(state, HaggisState):
        return _pack("haggis", state.seats)
    if isinstance(state, BombsAwayState):
        return _pack("bombs-away", 1)
    return Counter()


@cache
def _pack(slug: str, size: int) -> Counter[str]:
    """A game's pack: ``size`` is exploding-aces' number of decks, or haggis' seats (a J, Q and K each)."""
    if slug == "bombs":
        return Counter(bombs_deck())
    if slug == "exploding-aces":
        return Counter(aces_pack(size))
    if slug == "haggis":
        return Counter(number_cards(SUITS)) + Counter(WILDS * size)
    return Counter(bombs_away_deck())


def holdings(slug: str, state: Any, played: Sequence[str] | None = None) -> Counter[str]:
    """Every card ``state`` holds in any place (a testing deal's pack: what it dealt)."""
    return Counter(c for cards in places(slug, state, played).values() for c in cards)


def check_conservation(
    slug: str, state: Any, played: Sequence[str] | None = None, pack: Counter[str] | None = None
) -> None:
    """Every card of ``pack`` (the table's full pack by default) is in exactly one place of ``state``: raises
    an ``AssertionError`` naming each duplicated, missing or foreign card and the places it is in."""
    if not dealt(state):
        return
    expected = full_pack(state) if pack is None else pack
    placed = places(slug, state, played)
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
    if not dealt(state):
        return
    expected = full_pack(state) if pack is None else pack
    busy = Counter(in_effect)
    if state.chain is not None:
        busy.update(state.chain.play.cards)
    if not busy:
        return
    reachable = {"deck": state.deck, "discard": state.discard, **_hands(state.hands)}
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
    holds no play in progress): bombs' cards played since the deal, and exploding-aces' cards in effect (from
    ``ChainSettled`` of a play that stood until they leave the table: ``PlayDiscarded``, ``AcesReturned``, or
    the elimination of the active seat, whose table goes with its cards). ``pack`` replaces the full pack for
    a testing deal that leaves cards out (``holdings`` of its first state)."""

    slug: str
    pack: Counter[str] | None = None
    played: list[str] = field(default_factory=list)
    in_effect: list[str] = field(default_factory=list)

    def fold(self, before: Any, event: Event, after: Any) -> None:
        """Take ``event`` (which turned ``before`` into ``after``) into the ledger."""
        if isinstance(event, HandDealt):
            self.played = []
        elif isinstance(event, CardsPlayed):
            self.played += event.cards
        elif isinstance(before, AcesState):
            self._aces(before, event)

    def _aces(self, before: AcesState, event: Event) -> None:
        match event:
            case ChainSettled(cancelled=False) if before.chain is not None:
                self.in_effect += before.chain.play.cards
            case PlayDiscarded(cards=cards) | AcesReturned(cards=cards):
                self.in_effect = _minus(self.in_effect, cards)
            case Eliminated(seat=seat) if seat == before.turn:
                self.in_effect = []
            case _:
                pass

    def check(self, state: Any) -> None:
        """Raise an ``AssertionError`` unless ``state`` conserves its cards (and keeps the play in effect out
        of reach)."""
        check_conservation(self.slug, state, self.played, self.pack)
        if isinstance(state, AcesState):
            check_in_use(state, self.in_effect, self.pack)
