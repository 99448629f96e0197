"""The testing deal (POWDERKEG_TESTING=1): a JSON object that fixes the first hand of a game.

``{"hands": [[cards of seat 0], ...], "dealer": int, "hand": int, "knave": int, "master": int,
"scores": [int, ...], "leader": int}``; only ``hands`` is required. Hands may be short (any number of
cards, at least one each) but never hold a card the deck lacks or more copies than it has.

- ``hand`` > 1 (at most the ``hands`` option) starts with the exchange between ``knave`` and ``master``,
  both required then; the Knave deals it (``dealer``, if given, must be the Knave).
- In hand 1 the 3♣ holder leads; ``leader`` names the leader when nobody holds the 3♣ (and must agree with
  the 3♣ holder when somebody does). Without ``dealer``, the low-card draw picks one.
- ``scores`` are the totals the game starts from (default all 0).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from domain.games.bombs.combos import is_bombs_card, sort_cards
from domain.testing_deals import bad_deal, dealt_too_often, opened, per_seat, whole_number

KEYS = frozenset({"hands", "dealer", "hand", "knave", "master", "scores", "leader"})


@dataclass(frozen=True, slots=True, kw_only=True)
class FixedDeal:
    """A checked testing deal."""

    hands: tuple[tuple[str, ...], ...] = field(repr=False)
    dealer: int | None
    hand: int
    knave: int | None
    master: int | None
    scores: tuple[int, ...] | None
    leader: int | None


def _hands(raw: Any, seats: int) -> tuple[tuple[str, ...], ...]:
    hands: list[tuple[str, ...]] = []
    for seat, hand in enumerate(opened(raw, KEYS, seats)):
        if not isinstance(hand, list | tuple) or not hand:
            raise bad_deal(f"the hand of seat {seat} must be a non-empty list of cards")
        for card in hand:
            if not isinstance(card, str) or not is_bombs_card(card):
                raise bad_deal(f"{card!r} (seat {seat}) is not a card of the bombs deck, such as 10H, QS or BJ")
        hands.append(sort_cards(hand))
    twice = dealt_too_often(c for h in hands for c in h)
    if twice:
        raise bad_deal(f"the deck has one {twice[0]}, but the deal gives it out more than once")
    return tuple(hands)


def parse_deal(raw: Mapping[str, Any], seats: int, hands_total: int) -> FixedDeal:
    """Check a testing deal for a table of ``seats``; raises ``InvalidSetup(bad-deal)`` on nonsense."""
    hands = _hands(raw, seats)
    hand = whole_number(raw, "hand", 1, hands_total) or 1
    dealer = whole_number(raw, "dealer", 0, seats - 1)
    knave = whole_number(raw, "knave", 0, seats - 1)
    master = whole_number(raw, "master", 0, seats - 1)
    leader = whole_number(raw, "leader", 0, seats - 1)
    scores = per_seat(raw, "scores", seats, 0)
    if hand > 1:
        if knave is None or master is None or knave == master:
            raise bad_deal("a deal of hand 2 or later needs a 'knave' and a different 'master' for the exchange")
        if leader is not None:
            raise bad_deal("in hand 2 or later the exchange decides who leads; leave out 'leader'")
        if dealer is not None and dealer != knave:
            raise bad_deal("in hand 2 or later the Knave deals; leave out 'dealer' or make it the 'knave'")
        dealer = knave
    else:
        if knave is not None or master is not None:
            raise bad_deal("hand 1 has no exchange; leave out 'knave' and 'master' (or set 'hand' above 1)")
        holder = next((s for s, h in enumerate(hands) if "3C" in h), None)
        if holder is None and leader is None:
            raise bad_deal("nobody holds the 3C, so hand 1 has no leader; give one the 3C or name a 'leader'")
        if holder is not None and leader is not None and holder != leader:
            raise bad_deal(f"seat {holder} holds the 3C and leads hand 1; 'leader' may not name seat {leader}")
    return FixedDeal(
        hands=hands, dealer=dealer, hand=hand, knave=knave, master=master, scores=scores, leader=leader
    )
