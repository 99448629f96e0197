"""The kinds of value the server's variables hold: one parser per kind, each taking the variable's name and its
text and raising ``SettingsError`` that names the variable when the server cannot use it; and ``RateLimits``,
the value of ``POWDERKEG_RATE_LIMIT``. The variables themselves, and which parser reads each, are in
``settings/__init__.py``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass

REDIS_SCHEMES = ("redis://", "rediss://", "unix://")
#: A key prefix: a brace would move a game's keys off its hash tag, and ``*``, ``?`` or ``[`` would widen every
#: SCAN of the prefix to other deployments' keys.
KEY_PREFIX = re.compile(r"[A-Za-z0-9._:/-]+")
MAX_HEARTBEAT_S = 300.0
MIN_ARCHIVE_AFTER_S = 60.0
MAX_ARCHIVE_AFTER_S = 1e9
MIN_WITNESS_KEEP_S = 60.0


class SettingsError(ValueError):
    """Raised at start-up when an environment variable holds a value the server cannot use; ``name`` is the
    variable, and the message says what it must be."""

    def __init__(self, name: str, message: str) -> None:
        super().__init__(message)
        self.name = name


@dataclass(frozen=True, slots=True, order=True)
class Quota:
    """``count`` requests in any ``window_s`` seconds."""

    count: int
    window_s: int

    def spec(self) -> str:
        return f"{self.count}/{self.window_s}s"


#: The budgets a client's requests are counted in (api/ratelimit.py says which request counts in which), and
#: each one's quotas when ``POWDERKEG_RATE_LIMIT=on`` does not name it. ``refused`` counts, per address, the
#: requests answered 401 (a credential that is no one's): a client trying tokens runs out of it.
DEFAULT_QUOTAS: dict[str, tuple[Quota, ...]] = {
    "commands": (Quota(200, 10),),
    "reads": (Quota(600, 10),),
    "listings": (Quota(60, 60),),
    "creation": (Quota(30, 60),),
    "refused": (Quota(20, 60),),
}
_UNITS = {"s": 1, "second": 1, "m": 60, "minute": 60, "h": 3600, "hour": 3600, "d": 86400, "day": 86400}
_QUOTA = re.compile(r"([1-9][0-9]{0,8})/([1-9][0-9]{0,5})?([a-z]+)")


@dataclass(frozen=True, slots=True)
class RateLimits:
    """The quotas of each budget (``DEFAULT_QUOTAS``' names); a budget with none is not limited."""

    budgets: tuple[tuple[str, tuple[Quota, ...]], ...]

    def of(self, budget: str) -> tuple[Quota, ...]:
        return dict(self.budgets).get(budget, ())

    def spec(self) -> str:
        """As ``POWDERKEG_RATE_LIMIT`` writes it: each budget by name, ``off`` where it has no quota."""
        return " ".join(f"{name}={','.join(q.spec() for q in quotas) or 'off'}" for name, quotas in self.budgets)


def rate_limits(name: str, raw: str) -> RateLimits | None:
    """``0``, ``off`` or unset: no limit; ``on``: ``DEFAULT_QUOTAS``; else budgets by name, each given its quotas
    (``commands=200/10s,1000/m reads=off``), the others their defaults."""
    text = raw.strip()
    if text in ("", "0", "off"):
        return None
    expected = (
        "0 or off (no limit), on (the default quotas), or budgets and their quotas such as "
        "'commands=200/10s,1000/m reads=300/10s listings=off' (budgets: "
        f"{', '.join(DEFAULT_QUOTAS)}; a quota is <requests>/[<count>]<s|m|h|d>)"
    )
    quotas = dict(DEFAULT_QUOTAS)
    for part in [] if text == "on" else text.split():
        budget, _, given = part.partition("=")
        if budget not in DEFAULT_QUOTAS or not given:
            raise refused(name, raw, expected)
        quotas[budget] = (
            () if given == "off" else tuple(sorted(_quota(name, raw, q, expected) for q in given.split(",")))
        )
    return RateLimits(tuple(quotas.items()))


def _quota(name: str, raw: str, text: str, expected: str) -> Quota:
    found = _QUOTA.fullmatch(text)
    if found is None or found[3] not in _UNITS:
        raise refused(name, raw, expected)
    return Quota(int(found[1]), int(found[2] or 1) * _UNITS[found[3]])


def refused(name: str, raw: str, expected: str) -> SettingsError:
    return SettingsError(name, f"{name} must be {expected}, not {raw!r}")


def redis_url(name: str, raw: str) -> str | None:
    if not raw:
        return None
    if not raw.startswith(REDIS_SCHEMES):
        # The value is not repeated: a URL may hold a password.
        raise SettingsError(name, f"{name} must be a URL starting with {', '.join(REDIS_SCHEMES)}")
    return raw


def key_prefix(name: str, raw: str) -> str:
    if not KEY_PREFIX.fullmatch(raw):
        raise refused(name, raw, "letters, digits and . _ : / - only (no brace, space or * ? [)")
    return raw


def flag(name: str, raw: str) -> bool:
    if raw not in ("0", "1"):
        raise refused(name, raw, "0 or 1")
    return raw == "1"


def int_at_least(minimum: int, expected: str) -> Callable[[str, str], int]:
    def parse(name: str, raw: str) -> int:
        try:
            value = int(raw)
        except ValueError:
            raise refused(name, raw, expected) from None
        if value < minimum:
            raise refused(name, raw, expected)
        return value

    return parse


def seconds(low: float, low_included: bool, high: float) -> Callable[[str, str], float]:
    """A parser of a number of seconds above ``low`` (or equal to it, when ``low_included``), ``high`` at most."""
    shown_high = "" if math.isinf(high) else f" and {high:g} at most"
    expected = f"a number of seconds, {'at least' if low_included else 'above'} {low:g}{shown_high}"

    def parse(name: str, raw: str) -> float:
        try:
            value = float(raw)
        except ValueError:
            raise refused(name, raw, expected) from None
        above = value >= low if low_included else value > low
        if not (math.isfinite(value) and above and value <= high):
            raise refused(name, raw, expected)
        return value

    return parse


def seconds_or_off(low: float, high: float, off: str) -> Callable[[str, str], float | None]:
    """A parser of seconds from ``low`` to ``high``, or ``off`` (None), which the error message says means ``off``."""

    def parse(name: str, raw: str) -> float | None:
        if raw.strip() == "off":
            return None
        try:
            return seconds(low, True, high)(name, raw)
        except SettingsError:
            raise refused(name, raw, f"a number of seconds from {low:g} to {high:g}, or off ({off})") from None

    return parse


#: At least a minute: the live streams still following a game read its last events well before.
archive_after = seconds_or_off(MIN_ARCHIVE_AFTER_S, MAX_ARCHIVE_AFTER_S, "never archive")
#: At least a minute: a root's proofs must outlive the minute that the next root takes.
witness_keep = seconds_or_off(MIN_WITNESS_KEEP_S, MAX_ARCHIVE_AFTER_S, "keep them for good")


def bind(name: str, raw: str) -> str:
    if any(char.isspace() for char in raw):
        raise refused(name, raw, "one address, such as 0.0.0.0:8000 or unix:/run/powderkeg.sock")
    return raw
