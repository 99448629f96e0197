"""The ``limits`` package's Redis storages, able to count a request and read its window in one round trip.

``limits`` counts a request with one script (``acquire_sliding_window``) and reads what is left with another
(``sliding_window``): two round trips for every counted request, since each answer says what is left in its
``RateLimit`` header. ``count_and_read`` runs the first script's very steps, then answers the window as the second
would, in one script: on the same keys, in the same form, so counters written either way read alike, and the
rest of ``limits`` (the in-memory fallback, clearing, the strategies) is used as it is.
"""

from __future__ import annotations

import math
from typing import Any, NamedTuple

from limits import RateLimitItem
from limits.storage import RedisClusterStorage, RedisStorage

#: ``limits``' acquire_sliding_window.lua (5.x), answering ``{acquired, previous count, its ms to live, current
#: count, its ms to live}`` after it counted, as sliding_window.lua answers the last four. KEYS and ARGV are the
#: acquire script's: the previous and the current window's keys; the limit, the window in seconds, the cost.
COUNT_AND_READ = """
local limit = tonumber(ARGV[1])
local expiry = tonumber(ARGV[2]) * 1000
local amount = tonumber(ARGV[3])

local current_ttl = tonumber(redis.call('pttl', KEYS[2]))
if current_ttl > 0 and current_ttl < expiry then
    -- Current window expired, shift it to the previous window
    redis.call('rename', KEYS[2], KEYS[1])
    redis.call('set', KEYS[2], 0, 'PX', current_ttl + expiry)
end

local previous_count = tonumber(redis.call('get', KEYS[1])) or 0
local previous_ttl = tonumber(redis.call('pttl', KEYS[1])) or 0
local current_count = tonumber(redis.call('get', KEYS[2])) or 0
current_ttl = tonumber(redis.call('pttl', KEYS[2])) or 0
if previous_ttl <= 0 then
    previous_ttl = 0
end
if current_ttl <= 0 then
    current_ttl = 0
end
local weighted_count = math.floor(previous_count * previous_ttl / expiry) + current_count

local acquired = 0
if amount <= limit and weighted_count + amount <= limit then
    acquired = 1
    if redis.call('exists', KEYS[2]) == 1 then
        current_count = redis.call('incrby', KEYS[2], amount)
    else
        redis.call('set', KEYS[2], amount, 'PX', expiry * 2)
        current_count = amount
    end
    current_ttl = tonumber(redis.call('pttl', KEYS[2])) or 0
end
return {acquired, previous_count, previous_ttl, current_count, current_ttl}
"""


class Window(NamedTuple):
    """What is left of a quota, and the whole seconds until it is whole again (1 at least)."""

    left: int
    reset_s: int


class CountsAndReads:
    """Mixed into a ``limits`` Redis storage: ``count_and_read``."""

    lua_count_and_read: Any

    def initialize_storage(self, uri: str) -> None:
        super().initialize_storage(uri)  # type: ignore[misc]
        self.lua_count_and_read = self.get_connection().register_script(COUNT_AND_READ)  # type: ignore[attr-defined]

    def count_and_read(self, item: RateLimitItem, *identifiers: str) -> tuple[bool, Window]:
        """Count one request in ``item`` for ``identifiers`` if it fits, as ``SlidingWindowCounterRateLimiter.hit``
        does; whether it did, and the window after it, as ``get_window_stats`` would read it then."""
        key = item.key_for(*identifiers)
        current = self.prefixed_key(self._current_window_key(key))  # type: ignore[attr-defined]
        previous = self.prefixed_key(self._previous_window_key(key))  # type: ignore[attr-defined]
        expiry = item.get_expiry()
        acquired, previous_count, previous_ms, current_count, current_ms = self.lua_count_and_read(
            [previous, current], [item.amount, expiry, 1]
        )
        window = window_of(item, int(previous_count), previous_ms / 1000, int(current_count), current_ms / 1000)
        return bool(acquired), window


def window_of(
    item: RateLimitItem, previous_count: int, previous_expires_in: float, current_count: int, current_expires_in: float
) -> Window:
    """What is left of ``item`` and when it is whole again, from its two counters as ``count_and_read``'s script
    leaves them: ``limits``' ``SlidingWindowCounterRateLimiter.get_window_stats``, counted in whole seconds."""
    expiry = item.get_expiry()
    weighted = previous_count * previous_expires_in / expiry + current_count
    left = max(0, item.amount - math.floor(weighted))
    reset_in = math.inf
    if previous_count:
        reset_in = previous_expires_in % (expiry / previous_count)
    if current_count:
        # The script leaves the current counter between one and two windows to live (it moves it back once under
        # one): its window ends when it falls to one. limits takes this modulo the window, which reads a counter
        # set in that very millisecond (two windows to live) as 0 s from whole again.
        reset_in = min(reset_in, max(0.0, current_expires_in - expiry))
    if reset_in == math.inf:
        reset_in = 0
    return Window(left, max(1, math.ceil(reset_in)))


class OneTripRedisStorage(CountsAndReads, RedisStorage):
    """``limits``' storage on one Redis, with ``count_and_read``."""


class OneTripRedisClusterStorage(CountsAndReads, RedisClusterStorage):
    """``limits``' storage on a Redis Cluster, with ``count_and_read``."""
