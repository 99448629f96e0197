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

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from domain.cards import rank_of
from domain.games.bombs_away.cards import HAND_SIZE, JOKER, is_game_card, sort_cards
from domain.testing_deals import bad_deal, dealt_too_often, opened, per_seat, whole_number

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


def _cards(raw: Any, what: str, low: int, high: int) -> tuple[str, ...]:
    if raw is None:
        raw = []
    if not isinstance(raw, list | tuple) or not low <= len(raw) <= high:
        raise bad_deal(f"{what} must be a list of {low} to {high} cards")
    for card in raw:
        if not isinstance(card, str) or not is_game_card(card):
            raise bad_deal(f"{card!r} ({what}) is not a card of the bombs-away deck, such as 10H, QS or JK")
    return tuple(raw)


def parse_deal(raw: Mapping[str, Any], seats: int) -> FixedDeal:
    """Check a testing deal for a table of ``seats``; raises ``InvalidSetup(bad-deal)`` on nonsense."""
    hands_raw = opened(raw, KEYS, seats)
    hands = tuple(sort_cards(_cards(h, f"the hand of seat {s}", 1, HAND_SIZE)) for s, h in enumerate(hands_raw))
    deck = _cards(raw.get("deck"), "deal 'deck'", 0, 53)
    pile = _cards(raw.get("pile"), "deal 'pile'", 0, 53)
    if any(rank_of(c) == JOKER for c in pile):
        raise bad_deal("the Joker may not start in the pile: nobody declared what it is")
    twice = dealt_too_often([*(c for h in hands for c in h), *deck, *pile])
    if twice:
        raise bad_deal(f"the deck has one {twice[0]}, but the deal places it more than once")
    points = per_seat(raw, "points", seats, 1, MAX_POINTS)
    starter = whole_number(raw, "starter", 0, seats - 1) or 0
    return FixedDeal(hands=hands, deck=deck, pile=pile, points=points, starter=starter)
