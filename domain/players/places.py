"""Each seat's place at the end of a game (1 is first; seats that tie share a place, and the next place counts
them: 1, 2, 2, 4), read from the result a finished game's view shows, for every game and for a match.

- A result with ``ranks`` (bombs, a bombs match) has the places already.
- Haggis (``ranking`` and ``scores``): by total; its one winner (§3.8) first even on a tied total.
- Bombs-away (``winner`` and ``wins``): the winner of the series first, then the others by games won.
- Exploding-aces (``winner`` and ``eliminated``, in the order they went out): the winner first, then the last
  out, and so on to the first out.

Seats that resigned come last whatever the bot that played them on made (``domain.idle``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any


class NoPlaces(ValueError):
    """A result from which no finishing order can be read (a game whose result has none of the shapes above)."""


def places_of(result: Mapping[str, Any] | None, seats: int, resigned: Sequence[int] = ()) -> list[int]:
    """The place of each of ``seats`` seats in ``result``; raises ``NoPlaces``. The seats that ``resigned`` (in the
    order they did, docs/rules.md §0.1) place after every other, the last to resign first among them."""
    if result is None:
        raise NoPlaces("the game has no result (it was abandoned)")
    if "ranks" in result:
        places = [int(r) for r in result["ranks"]]
    elif "ranking" in result and "scores" in result:
        winners = set(result.get("winners") or ())
        places = _by_key(seats, lambda s: (s in winners, result["scores"][s]))
    elif "wins" in result and "winner" in result:
        places = _by_key(seats, lambda s: (s == result["winner"], result["wins"][s]))
    elif "eliminated" in result and "winner" in result:
        out: Sequence[int] = result["eliminated"]
        places = _by_key(seats, lambda s: (s == result["winner"], out.index(s) if s in out else -1))
    else:
        raise NoPlaces(f"no finishing order in a result with {sorted(result)}")
    if len(places) != seats or not all(1 <= p <= seats for p in places):
        raise NoPlaces(f"the result's places {places} do not fit {seats} seats")
    if resigned:
        played = places
        places = _by_key(seats, lambda s: (1, -played[s]) if s not in resigned else (0, list(resigned).index(s)))
    return places


def _by_key(seats: int, key: Any) -> list[int]:
    """Competition places by ``key`` (higher is better): a seat's place is 1 + the number of seats above it."""
    keys = [key(s) for s in range(seats)]
    return [1 + sum(1 for other in keys if other > mine) for mine in keys]
