"""What every game's testing deal (POWDERKEG_TESTING=1) parses the same way: the deal is a JSON object with no
field the game does not take and a ``hands`` list of one entry per seat, whole numbers within bounds, totals
per seat, and cards dealt more often than the pack holds them. Each game's ``testing.py`` checks the rest
(its cards, its own fields) with these, and every refusal is ``InvalidSetup(bad-deal)``."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

from domain.errors import Code, InvalidSetup


def bad_deal(detail: str) -> InvalidSetup:
    """The refusal of a testing deal, saying what is wrong with it."""
    return InvalidSetup(Code.BAD_DEAL, detail)


def opened(raw: Any, keys: frozenset[str], seats: int) -> list[Any]:
    """The raw hands of ``raw``, once it is known to be a JSON object of ``keys`` only whose ``hands`` is a list
    of one entry per seat (each entry not checked yet)."""
    if not isinstance(raw, Mapping):
        raise bad_deal("the deal must be a JSON object")
    unknown = sorted(set(raw) - keys)
    if unknown:
        raise bad_deal(f"the deal has no field {unknown[0]!r}; it takes {', '.join(sorted(keys))}")
    hands = raw.get("hands")
    if not isinstance(hands, list | tuple) or len(hands) != seats:
        raise bad_deal(f"deal 'hands' must be a list of {seats} lists of cards, one per seat")
    return list(hands)


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def whole_number(raw: Mapping[str, Any], key: str, low: int, high: int) -> int | None:
    """``raw[key]``, a whole number from ``low`` to ``high``, or None when the deal leaves it out."""
    value = raw.get(key)
    if value is None:
        return None
    if not _whole(value) or not low <= value <= high:
        raise bad_deal(f"deal {key!r} must be a whole number from {low} to {high}, not {value!r}")
    return int(value)


def per_seat(raw: Mapping[str, Any], key: str, seats: int, low: int, high: int | None = None) -> tuple[int, ...] | None:
    """``raw[key]``, a list of one whole number per seat from ``low`` (to ``high``), or None when left out."""
    values = raw.get(key)
    if values is None:
        return None
    ok = isinstance(values, list | tuple) and len(values) == seats
    ok = ok and all(_whole(v) and v >= low and (high is None or v <= high) for v in values)
    if not ok:
        bounds = f"of {low} or more" if high is None else f"from {low} to {high}"
        raise bad_deal(f"deal {key!r} must be a list of {seats} whole numbers {bounds}")
    return tuple(values)


def dealt_too_often(cards: Iterable[str], pack: Mapping[str, int] | None = None) -> list[str]:
    """The cards of ``cards`` dealt more often than ``pack`` holds them (once each without a pack), sorted."""
    counted = Counter(cards)
    return sorted(c for c, n in counted.items() if n > (1 if pack is None else pack.get(c, 0)))
