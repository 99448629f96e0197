"""The testing deal (POWDERKEG_TESTING=1): a JSON object that fixes the opening of game 1.

``{"hands": [[cards of seat 0], ...], "deck": [top card first, ...], "pile": [bottom card first, ...],
"points": [int, ...], "starter": int}``; only ``hands`` is required.

- Hands hold 1 to 4 cards each. ``pile`` cards act as their printed rank (a 6 there copied nothing); the
  Joker may not be in it. Points are 1 to 1000 (default 30 each); ``starter`` defaults to seat 0.
- No card may appear twice. The 53 cards are always all in play: those the deal does not place are
  shuffled and put under the given ``deck`` (so a deal can never starve the game of cards).
- The ten-value rule is applied to the dealt hands, as after any deal.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from domain.cards import rank_of
from domain.errors import Code, InvalidSetup
from domain.games.bombs_away.cards import HAND_SIZE, JOKER, is_game_card, sort_cards

KEYS = frozenset({"hands", "deck", "pile", "points", "starter"})
MAX_POINTS = 1000


@dataclass(frozen=True, slots=True, kw_only=True)
class FixedDeal:
    """A checked testing deal; ``deck`` is its top part (the rest is shuffled under it)."""

    hands: tuple[tuple[str, ...], ...] = field(repr=False)
    deck: tuple[str, ...] = field(repr=False)
    pile: tuple[str, ...]
    points: tuple[int, ...] | None
    starter: int


def _bad(detail: str) -> InvalidSetup:
    return InvalidSetup(Code.BAD_DEAL, detail)


def _cards(raw: Any, what: str, low: int, high: int) -> tuple[str, ...]:
    if raw is None:
        raw = []
    if not isinstance(raw, list | tuple) or not low <= len(raw) <= high:
        raise _bad(f"{what} must be a list of {low} to {high} cards")
    for card in raw:
        if not isinstance(card, str) or not is_game_card(card):
            raise _bad(f"{card!r} ({what}) is not a card of the bombs-away deck, such as 10H, QS or JK")
    return tuple(raw)


def parse_deal(raw: Mapping[str, Any], seats: int) -> FixedDeal:
    """Check a testing deal for a table of ``seats``; raises ``InvalidSetup(bad-deal)`` on nonsense."""
    if not isinstance(raw, Mapping):
        raise _bad("the deal must be a JSON object")
    unknown = sorted(set(raw) - KEYS)
    if unknown:
        raise _bad(f"the deal has no field {unknown[0]!r}; it takes {', '.join(sorted(KEYS))}")
    hands_raw = raw.get("hands")
    if not isinstance(hands_raw, list | tuple) or len(hands_raw) != seats:
        raise _bad(f"deal 'hands' must be a list of {seats} lists of cards, one per seat")
    hands = tuple(sort_cards(_cards(h, f"the hand of seat {s}", 1, HAND_SIZE)) for s, h in enumerate(hands_raw))
    deck = _cards(raw.get("deck"), "deal 'deck'", 0, 53)
    pile = _cards(raw.get("pile"), "deal 'pile'", 0, 53)
    if any(rank_of(c) == JOKER for c in pile):
        raise _bad("the Joker may not start in the pile: nobody declared what it is")
    twice = sorted(c for c, n in Counter([*(c for h in hands for c in h), *deck, *pile]).items() if n > 1)
    if twice:
        raise _bad(f"the deck has one {twice[0]}, but the deal places it more than once")
    points_raw = raw.get("points")
    points: tuple[int, ...] | None = None
    if points_raw is not None:
        ok = isinstance(points_raw, list | tuple) and len(points_raw) == seats
        ok = ok and all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= MAX_POINTS for v in points_raw)
        if not ok:
            raise _bad(f"deal 'points' must be a list of {seats} whole numbers from 1 to {MAX_POINTS}")
        points = tuple(points_raw)
    starter = raw.get("starter", 0)
    if not isinstance(starter, int) or isinstance(starter, bool) or not 0 <= starter < seats:
        raise _bad(f"deal 'starter' must be a seat from 0 to {seats - 1}")
    return FixedDeal(hands=hands, deck=deck, pile=pile, points=points, starter=starter)
