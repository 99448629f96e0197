"""The kinds of value the server's variables hold: one parser per kind, each taking the variable's name and its
text and raising ``SettingsError`` that names the variable when the server cannot use it; and ``RateLimit``,
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


@dataclass(frozen=True, slots=True)
class RateLimit:
    """``per_second`` requests a second per client address, in bursts of up to ``burst``."""

    per_second: float
    burst: int

    def spec(self) -> str:
        """As ``POWDERKEG_RATE_LIMIT`` writes it: ``<per second>/<burst>``."""
        return f"{self.per_second}/{self.burst}"


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


def rate_limit(name: str, raw: str) -> RateLimit | None:
    if not raw or raw.strip() == "0":
        return None
    expected = "'<per second>/<burst>' such as '20/40' (a rate above 0, a burst of 1 or more), or 0 for no limit"
    rate_text, _, burst_text = raw.partition("/")
    try:
        rate = float(rate_text)
        burst = int(burst_text) if burst_text else max(1, math.ceil(rate))
    except (ValueError, OverflowError):
        raise refused(name, raw, expected) from None
    if not (math.isfinite(rate) and rate > 0 and burst >= 1):
        raise refused(name, raw, expected)
    return RateLimit(per_second=rate, burst=burst)


def bind(name: str, raw: str) -> str:
    if any(char.isspace() for char in raw):
        raise refused(name, raw, "one address, such as 0.0.0.0:8000 or unix:/run/powderkeg.sock")
    return raw
