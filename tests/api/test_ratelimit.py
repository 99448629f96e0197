"""The per-client token bucket behind 429 too-many-requests."""

from __future__ import annotations

import pytest

from api.ratelimit import RateLimiter
from settings import RateLimit, Settings


def test_a_bucket_allows_its_burst_then_refills_at_its_rate() -> None:
    """Past the burst a client waits 1/rate seconds per request; other clients are not affected."""
    now = [100.0]
    limiter = RateLimiter(2, 3, clock=lambda: now[0])
    assert [limiter.take("a") for _ in range(3)] == [0.0, 0.0, 0.0]
    assert limiter.take("a") == pytest.approx(0.5)
    assert limiter.take("b") == 0.0
    now[0] += 0.5
    assert limiter.take("a") == 0.0


def test_the_setting_is_rate_slash_burst_and_off_when_empty_or_zero() -> None:
    """POWDERKEG_RATE_LIMIT="20/40" turns it on; unset or "0" leaves it off; nonsense is refused."""

    def limit(spec: str) -> RateLimit | None:
        return Settings.from_env({"POWDERKEG_RATE_LIMIT": spec}).rate_limit

    assert limit("20/40") == RateLimit(per_second=20.0, burst=40)
    assert Settings.from_env({}).rate_limit is None
    assert limit("0") is None
    with pytest.raises(ValueError):
        limit("fast")
