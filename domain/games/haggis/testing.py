"""The testing deal (POWDERKEG_TESTING=1): a JSON object that fixes the first round of a game.

``{"hands": [[cards of seat 0], ...], "haggis": [cards], "dealer": int, "leader": int, "round": int,
"scores": [int, ...], "removed_suit": "B"}``; only ``hands`` is required.

- ``hands`` are whole hands, wilds included: each seat holds J, Q and K only if they are listed (each at most
  once), so a test can give a seat fewer. Hands may be short (at least one card each).
- ``haggis`` is the face-down Haggis (number cards only); default none.
- No number card may be dealt twice. With two players ``removed_suit`` is the suit out of the pack and no card
  may be of it; by default it is the last suit no dealt card uses. With three players there is none.
- ``round`` (default 1) and ``scores`` (default all 0) set where the game starts.
- ``dealer`` defaults to seat 0 in round 1, later to the highest total (ties: the lowest such seat).
  ``leader`` defaults to the dealer's left in round 1, later to the lowest total (H9).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from domain.games.haggis.cards import SUITS, WILDS, is_haggis_card, sort_cards, suit_of
from domain.games.haggis.rounds import next_dealer, next_leader
from domain.testing_deals import bad_deal, dealt_too_often, opened, per_seat, whole_number

KEYS = frozenset({"hands", "haggis", "dealer", "leader", "round", "scores", "removed_suit"})


@dataclass(frozen=True, slots=True, kw_only=True)
class FixedDeal:
    """A checked testing deal."""

    hands: tuple[tuple[str, ...], ...] = field(repr=False)
    haggis: tuple[str, ...] = field(repr=False)
    dealer: int
    leader: int
    round: int
    scores: tuple[int, ...]
    removed_suit: str | None


def _cards(raw: Any, what: str, *, wilds: bool) -> tuple[str, ...]:
    if not isinstance(raw, list | tuple):
        raise bad_deal(f"{what} must be a list of cards")
    for card in raw:
        if not isinstance(card, str) or not is_haggis_card(card):
            raise bad_deal(f"{card!r} ({what}) is not a haggis card, such as 7R, 10B, J, Q or K")
        if card in WILDS and not wilds:
            raise bad_deal(f"{what} may hold number cards only, not {card}")
    twice = dealt_too_often(c for c in raw if c in WILDS)
    if twice:
        raise bad_deal(f"{what} holds {twice[0]} twice; each player has one J, one Q and one K")
    return sort_cards(raw)


def _removed_suit(raw: Any, seats: int, used: set[str]) -> str | None:
    if seats != 2:
        if raw is not None:
            raise bad_deal("only a 2-player game takes a suit out of the pack; leave out 'removed_suit'")
        return None
    if raw is None:
        free = [s for s in SUITS if s not in used]
        if not free:
            raise bad_deal("a 2-player pack has four suits, but the deal uses all five")
        return free[-1]
    if raw not in SUITS:
        raise bad_deal(f"'removed_suit' must be one of {', '.join(SUITS)}, not {raw!r}")
    if raw in used:
        raise bad_deal(f"suit {raw} is out of the pack, but the deal gives out cards of it")
    return str(raw)


def parse_deal(raw: Mapping[str, Any], seats: int) -> FixedDeal:
    """Check a testing deal for a table of ``seats``; raises ``InvalidSetup(bad-deal)`` on nonsense."""
    hands_raw = opened(raw, KEYS, seats)
    hands = tuple(_cards(h, f"the hand of seat {s}", wilds=True) for s, h in enumerate(hands_raw))
    if not all(hands):
        raise bad_deal("every seat needs at least one card")
    haggis = _cards(raw.get("haggis", []), "the haggis", wilds=False)
    numbers = [c for c in (*(c for h in hands for c in h), *haggis) if c not in WILDS]
    twice = dealt_too_often(numbers)
    if twice:
        raise bad_deal(f"the pack has one {twice[0]}, but the deal gives it out more than once")
    removed = _removed_suit(raw.get("removed_suit"), seats, {suit_of(c) or "" for c in numbers})
    round_number = whole_number(raw, "round", 1, 10_000) or 1
    scores = per_seat(raw, "scores", seats, 0) or (0,) * seats
    dealer = whole_number(raw, "dealer", 0, seats - 1)
    if dealer is None:
        dealer = 0 if round_number == 1 else next_dealer(scores, 0)
    leader = whole_number(raw, "leader", 0, seats - 1)
    if leader is None:
        leader = (dealer + 1) % seats if round_number == 1 else next_leader(scores, dealer)
    return FixedDeal(
        hands=hands,
        haggis=haggis,
        dealer=dealer,
        leader=leader,
        round=round_number,
        scores=scores,
        removed_suit=removed,
    )
