"""Counting a request and reading what is left of its quota in one script (api/ratelimit_storage.py), against the
``limits`` package's own two scripts on the same keys of a real Redis."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import pytest
import redis
from limits import RateLimitItem, RateLimitItemPerSecond
from limits.storage import RedisStorage
from limits.strategies import SlidingWindowCounterRateLimiter

from api.ratelimit import Budgets
from api.ratelimit_storage import OneTripRedisStorage, Window, window_of
from eventstore.connection import redis_url_of
from settings import Settings
from settings.values import rate_limits


@pytest.fixture
def storages(settings: Settings) -> Iterator[tuple[OneTripRedisStorage, SlidingWindowCounterRateLimiter]]:
    """Our storage, and ``limits``' own limiter on its own storage, over the same Redis and key prefix (deleted
    after)."""
    prefix = f"{settings.key_prefix}:ratelimit-{uuid.uuid4().hex[:8]}"
    pool = redis.BlockingConnectionPool.from_url(redis_url_of(settings))
    ours = OneTripRedisStorage("redis://", connection_pool=pool, key_prefix=prefix)
    theirs = RedisStorage("redis://", connection_pool=pool, key_prefix=prefix)
    yield ours, SlidingWindowCounterRateLimiter(theirs)
    client = redis.Redis(connection_pool=pool)
    for key in client.scan_iter(f"{prefix}:*"):
        client.delete(key)
    pool.disconnect()


def left_alike(window: Window, limiter: SlidingWindowCounterRateLimiter, item: RateLimitItem, key: str) -> bool:
    """Whether ``window`` leaves the count that ``limits`` reads with its own script just after. (Its seconds to
    wait are checked apart: ``limits`` takes them modulo the window, which a millisecond can carry across a
    second, and reads 0 s for a counter set that very millisecond, where ``window_of`` reads a whole window.)"""
    _, left = limiter.get_window_stats(item, key)
    return window.left == max(0, int(left))


def test_counting_in_one_script_fits_refuses_and_reads_as_limits_own_scripts(
    storages: tuple[OneTripRedisStorage, SlidingWindowCounterRateLimiter],
) -> None:
    ours, limiter = storages
    item = RateLimitItemPerSecond(3, 10)
    fits, window = ours.count_and_read(item, "ann")
    assert fits and left_alike(window, limiter, item, "ann") and window == Window(left=2, reset_s=10)
    assert limiter.hit(item, "ann")  # limits' own script counts on the same keys
    fits, window = ours.count_and_read(item, "ann")
    # A second may have gone by on a slow machine: the wait counts down from a whole window.
    assert fits and left_alike(window, limiter, item, "ann") and window.left == 0 and window.reset_s in (9, 10)
    fits, window = ours.count_and_read(item, "ann")
    assert not fits and left_alike(window, limiter, item, "ann") and window.left == 0 and window.reset_s in (9, 10)
    assert not limiter.hit(item, "ann")
    fits, window = ours.count_and_read(item, "bo")  # another client: a count of its own
    assert fits and window.left == 2


def test_a_window_that_ended_moves_back_and_still_weighs_as_limits_weighs_it(
    storages: tuple[OneTripRedisStorage, SlidingWindowCounterRateLimiter],
) -> None:
    ours, limiter = storages
    item = RateLimitItemPerSecond(4, 10)
    for _ in range(4):
        assert ours.count_and_read(item, "ann")[0]
    # The current window's 20 s of life (twice the window) down to 7: it ended 3 s ago, and its count weighs 0.7.
    current = ours.prefixed_key(f"{{{item.key_for('ann')}}}")
    redis.Redis(connection_pool=ours.storage.connection_pool).pexpire(current, 7_000)
    fits, window = ours.count_and_read(item, "ann")
    assert fits  # 4 x 0.7 = 2.8, floored to 2, and this one: 3 of 4
    # Whole again when the old window's next request has weighed out: 7 s to live modulo 10 s / 4, 2 s (less
    # once time has gone by).
    assert left_alike(window, limiter, item, "ann") and window.left == 1 and window.reset_s in (1, 2)
    assert limiter.hit(item, "ann")
    fits, window = ours.count_and_read(item, "ann")
    assert not fits and left_alike(window, limiter, item, "ann") and window.left == 0 and window.reset_s in (1, 2)


def test_a_counted_request_costs_one_script_where_limits_runs_two(
    storages: tuple[OneTripRedisStorage, SlidingWindowCounterRateLimiter],
) -> None:
    ours, _ = storages
    calls: list[str] = []
    for name in ("lua_count_and_read", "lua_acquire_sliding_window", "lua_sliding_window"):
        script = getattr(ours, name)
        setattr(ours, name, lambda keys, args, script=script, name=name: calls.append(name) or script(keys, args))
    limits = rate_limits("POWDERKEG_RATE_LIMIT", "reads=2/10s")
    assert limits is not None
    budgets = Budgets(limits, ours)
    spent, read = budgets.hit("reads", "ann")
    assert spent is None and read[budgets.items["reads"][0]].left == 1
    spent, read = budgets.hit("reads", "ann")
    spent, read = budgets.hit("reads", "ann")
    assert spent is budgets.items["reads"][0] and read[spent].left == 0 and read[spent].reset_s >= 1
    assert calls == ["lua_count_and_read"] * 3


def test_a_counter_set_that_very_millisecond_is_a_whole_window_from_whole_again() -> None:
    item = RateLimitItemPerSecond(4, 10)
    assert window_of(item, 0, 0.0, 1, 20.0) == Window(left=3, reset_s=10)  # limits' modulo reads 0 s
    assert window_of(item, 0, 0.0, 2, 13.2) == Window(left=2, reset_s=4)  # its window ends in 3.2 s
    # The previous window's count weighs out a request every 10 s / 4: the next one in 7.5 s modulo 2.5, at once.
    assert window_of(item, 4, 7.5, 0, 0.0) == Window(left=1, reset_s=1)
    assert window_of(item, 0, 0.0, 0, 0.0) == Window(left=4, reset_s=1)
