"""Fixtures of the worker tests: a service on the shared Redis under this test's prefix and on a clock the
test moves, the environment jobs read, and a clean-up of this test's keys and RQ jobs."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
import redis
from rq.job import Job
from rq.serializers import JSONSerializer

from domain.service import GameService
from settings import Settings
from tests.workers.support import ManualClock, service_on_the_clock
from workers.scheduling import queue_for


@pytest.fixture(autouse=True)
def _delete_own_keys(redis_client: redis.Redis, settings: Settings) -> Iterator[None]:
    yield
    queue = queue_for(redis_client, settings)
    registries = [
        queue.scheduled_job_registry,
        queue.started_job_registry,
        queue.finished_job_registry,
        queue.failed_job_registry,
        queue.deferred_job_registry,
        queue.canceled_job_registry,
    ]
    job_ids = set(queue.get_job_ids()).union(*(r.get_job_ids() for r in registries))
    for job_id in job_ids:
        Job(job_id, connection=redis_client, serializer=JSONSerializer).delete(remove_from_queue=False)
    for pattern in (f"{settings.key_prefix}:*", f"rq:*{settings.queue_name}*"):
        for key in redis_client.scan_iter(match=pattern, count=1000):
            redis_client.delete(key)
    redis_client.srem(queue.redis_queues_keys, queue.key)


@pytest.fixture
def worker_env(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> Settings:
    """The environment a job run outside ``powderkeg worker`` (here, a plain ``SimpleWorker``) builds its runtime
    from, set to this test's settings."""
    for name, value in settings.to_env().items():
        monkeypatch.setenv(name, value)
    return settings


@pytest.fixture
def clock() -> ManualClock:
    """A clock at the real time now, which only the test moves."""
    return ManualClock(int(time.time() * 1000))


@pytest.fixture
def service(redis_client: redis.Redis, settings: Settings, clock: ManualClock) -> GameService:
    """A testing GameService on the shared Redis under this test's prefix, on the manual clock."""
    return service_on_the_clock(redis_client, settings, clock)
