"""The Redis Streams event store (the EventStore port), the embedded Redis, the real clock and entropy, and the
records the workers keep in Redis for the API to read (heartbeats, window lateness)."""

from __future__ import annotations

from eventstore.connection import close, connect, redis_url_of
from eventstore.errors import GameExists, StoreError
from eventstore.store import RedisEventStore
from eventstore.system import SystemClock, SystemEntropy

__all__ = [
    "GameExists",
    "RedisEventStore",
    "StoreError",
    "SystemClock",
    "SystemEntropy",
    "close",
    "connect",
    "redis_url_of",
]
