"""A per-client token bucket, off unless configured (``POWDERKEG_RATE_LIMIT="<per second>/<burst>"``, read and
checked by the ``settings`` package).

The buckets live in the process, so behind gunicorn each worker process has its own: the limit is a guard
against a runaway client, not an exact quota. Clients are told apart by their address.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

MAX_CLIENTS = 10_000


@dataclass(slots=True)
class _Bucket:
    tokens: float
    at: float


class RateLimiter:
    """Allows ``rate`` requests a second per client, with bursts up to ``burst``."""

    def __init__(self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic) -> None:
        if rate <= 0 or burst < 1:
            raise ValueError("a rate limit needs a positive rate and a burst of at least 1")
        self.rate = rate
        self.burst = burst
        self._clock = clock
        self._buckets: OrderedDict[str, _Bucket] = OrderedDict()
        self._lock = threading.Lock()

    def take(self, client: str) -> float:
        """Take one token for ``client``: 0 when allowed, else the seconds until the next token."""
        now = self._clock()
        with self._lock:
            bucket = self._buckets.pop(client, None) or _Bucket(tokens=float(self.burst), at=now)
            bucket.tokens = min(float(self.burst), bucket.tokens + (now - bucket.at) * self.rate)
            bucket.at = now
            self._buckets[client] = bucket
            while len(self._buckets) > MAX_CLIENTS:
                self._buckets.popitem(last=False)
            if bucket.tokens >= 1:
                bucket.tokens -= 1
                return 0.0
            return (1 - bucket.tokens) / self.rate
