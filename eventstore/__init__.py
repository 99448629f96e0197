"""The Redis Streams event store (the EventStore port), the embedded Redis, and the real clock and entropy."""

from __future__ import annotations

from eventstore.connection import close, connect, redis_url_of
from eventstore.errors import GameExists, StoreError
from eventstore.settings import Settings
from eventstore.store import RedisEventStore
from eventstore.system import SystemClock, SystemEntropy

__all__ = [
    "GameExists",
    "RedisEventStore",
    "Settings",
    "StoreError",
    "SystemClock",
    "SystemEntropy",
    "close",
    "connect",
    "redis_url_of",
]
