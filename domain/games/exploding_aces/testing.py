"""The testing deal (POWDERKEG_TESTING=1): a JSON object that fixes the opening of a game.

``{"hands": [[cards of seat 0], ...], "deck": [top card first, ...], "first": int, "discard": [...],
"direction": 1 | -1, "defuses": int}``; only ``hands`` is required. Hands may hold any number of cards,
Aces and Kings included (the deal rule of §2.1 is for the random deal). Without ``deck``, every card of the
pack not in a hand or the discard pile is shuffled into the deck; with it, the deck is exactly that and any
card listed nowhere is out of the game. No card may appear more often than the packs hold it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from domain.errors import Code, InvalidSetup
from domain.games.exploding_aces.cards import is_card, pack

KEYS = frozenset({"hands", "deck", "first", "discard", "direction", "defuses"})


@dataclass(frozen=True, slots=True, kw_only=True)
class FixedDeal:
    """A checked testing deal (``deck`` None: the rest of the pack, shuffled)."""

    hands: tuple[tuple[str, ...], ...]
    deck: tuple[str, ...] | None
    first: int
    discard: tuple[str, ...]
    direction: int
    defuses: int


def _bad(detail: str) -> InvalidSetup:
    return InvalidSetup(Code.BAD_DEAL, detail)


def _cards(raw: Any, what: str) -> tuple[str, ...]:
    if not isinstance(raw, list | tuple):
        raise _bad(f"{what} must be a list of cards such as AS, 10H or QD")
    for card in raw:
        if not is_card(card):
            raise _bad(f"{card!r} ({what}) is not a card of the pack, such as AS, 10H or QD (no jokers)")
    return tuple(raw)


def _int(raw: Mapping[str, Any], key: str, default: int, allowed: range | tuple[int, ...]) -> int:
    value = raw.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or value not in allowed:
        raise _bad(f"deal {key!r} must be one of {list(allowed)[:13]}, not {value!r}")
    return value


def parse_deal(raw: Mapping[str, Any], seats: int, decks: int) -> FixedDeal:
    """Check a testing deal for a table of ``seats`` with ``decks`` packs; raises ``InvalidSetup(bad-deal)``."""
    if not isinstance(raw, Mapping):
        raise _bad("the deal must be a JSON object")
    unknown = sorted(set(raw) - KEYS)
    if unknown:
        raise _bad(f"the deal has no field {unknown[0]!r}; it takes {', '.join(sorted(KEYS))}")
    hands_raw = raw.get("hands")
    if not isinstance(hands_raw, list | tuple) or len(hands_raw) != seats:
        raise _bad(f"deal 'hands' must be a list of {seats} lists of cards, one per seat")
    hands = tuple(_cards(hand, f"the hand of seat {seat}") for seat, hand in enumerate(hands_raw))
    deck = None if raw.get("deck") is None else _cards(raw["deck"], "the deck")
    discard = _cards(raw.get("discard", []), "the discard pile")
    used = Counter(c for h in (*hands, deck or (), discard) for c in h)
    limit = Counter(pack(decks))
    over = sorted(c for c, n in used.items() if n > limit[c])
    if over:
        raise _bad(f"{over[0]} appears {used[over[0]]} times, but {decks} pack(s) hold {limit[over[0]]}")
    return FixedDeal(
        hands=hands,
        deck=deck,
        first=_int(raw, "first", 0, range(seats)),
        discard=discard,
        direction=_int(raw, "direction", 1, (1, -1)),
        defuses=_int(raw, "defuses", 0, range(100)),
    )
