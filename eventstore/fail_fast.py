"""Clients for checks (health, probes, scrapes): short timeouts and no retry, so that a Redis that is gone or
hung costs a check its timeout once, never redis-py's retries with back-off."""

from __future__ import annotations

import redis
from redis.backoff import NoBackoff
from redis.retry import Retry


def fail_fast_client(url: str, timeout_s: float, connect_timeout_s: float | None = None) -> redis.Redis:
    """A client of ``url`` whose commands answer within ``timeout_s`` (connecting within ``connect_timeout_s``,
    default the same) or fail at once."""
    return redis.Redis.from_url(
        url,
        socket_timeout=timeout_s,
        socket_connect_timeout=timeout_s if connect_timeout_s is None else connect_timeout_s,
        retry=Retry(NoBackoff(), 0),
    )
