"""Clients for checks (health, probes, scrapes): short timeouts and no retry, so that a Redis that is gone or
hung costs a check its timeout once, never redis-py's retries with back-off."""

from __future__ import annotations

import redis
from redis.backoff import NoBackoff
from redis.cluster import RedisCluster
from redis.exceptions import RedisClusterException
from redis.retry import Retry

from eventstore.client import StoreClient


def fail_fast_client(url: str, timeout_s: float, connect_timeout_s: float | None = None) -> redis.Redis:
    """A client of ``url`` whose commands answer within ``timeout_s`` (connecting within ``connect_timeout_s``,
    default the same) or fail at once."""
    return redis.Redis.from_url(
        url,
        socket_timeout=timeout_s,
        socket_connect_timeout=timeout_s if connect_timeout_s is None else connect_timeout_s,
        retry=Retry(NoBackoff(), 0),
    )


def fail_fast_store(url: str, cluster: bool, timeout_s: float) -> StoreClient:
    """A fail-fast client of the games' Redis at ``url``: a cluster client when ``cluster``. A cluster client
    reads the cluster's slots from that node when it is made: when no node answers, this raises
    ``redis.ConnectionError`` as a command would."""
    if not cluster:
        return fail_fast_client(url, timeout_s)
    try:
        return RedisCluster.from_url(
            url, socket_timeout=timeout_s, socket_connect_timeout=timeout_s, retry=Retry(NoBackoff(), 0)
        )
    except RedisClusterException as exc:
        raise redis.ConnectionError(f"no node of the cluster answers: {exc}") from exc


class LazyStore:
    """A fail-fast client of the games' Redis made at its first use (``fail_fast_store``), for the checks an app
    holds from its start: a server must start, and answer that Redis is down, while the cluster is down."""

    def __init__(self, url: str, cluster: bool, timeout_s: float) -> None:
        self.url, self.cluster, self.timeout_s = url, cluster, timeout_s
        self._client: StoreClient | None = None

    def get(self) -> StoreClient:
        """The client; raises ``redis.ConnectionError`` while a cluster client cannot be made."""
        if self._client is None:
            self._client = fail_fast_store(self.url, self.cluster, self.timeout_s)
        return self._client

    def close(self) -> None:
        """Let go of the client's connections (a later ``get`` makes a new one)."""
        if self._client is not None:
            self._client.close()
            self._client = None
