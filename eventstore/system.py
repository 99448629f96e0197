"""The real clock and the operating system's randomness (the Clock and Entropy ports)."""

from __future__ import annotations

import secrets
import time


class SystemClock:
    """Wall-clock time in whole milliseconds since the epoch."""

    def now_ms(self) -> int:
        """The time now."""
        return int(time.time() * 1000)


class SystemEntropy:
    """Ids, seeds and tokens from ``secrets``: URL-safe, no dots, no braces (safe in a Redis hash tag)."""

    def game_id(self) -> str:
        """A new game id: 72 random bits, 12 URL-safe characters."""
        return secrets.token_urlsafe(9)

    def seed(self) -> bytes:
        """A new game seed: 32 random bytes."""
        return secrets.token_bytes(32)

    def token(self) -> str:
        """A new seat secret: 256 random bits, 43 URL-safe characters."""
        return secrets.token_urlsafe(32)
