"""``powderkeg worker``'s RQ worker hands each job the worker's own runtime: the job acts with the worker's service
and never reads its settings from the environment, which the worker leaves as it found it; outside such a worker,
a job has no runtime set."""

from __future__ import annotations

import os

import pytest
import redis

from domain.service import GameService
from eventstore.deadlines import Deadlines
from eventstore.lateness import WindowLateness
from powderkeg.wiring import run_worker
from settings import Settings
from tests.workers.support import ManualClock, open_last_call
from workers import jobs
from workers.runtime import Runtime, current_runtime, running
from workers.scheduling import queue_for
from workers.worker import RuntimeWorker


@pytest.fixture
def runtime(service: GameService, redis_client: redis.Redis, settings: Settings) -> Runtime:
    """A worker's runtime over the test's service (and so its manual clock)."""
    return Runtime(
        client=redis_client,
        queue_client=redis_client,
        service=service,
        deadlines=Deadlines(redis_client, settings.key_prefix),
        lateness=WindowLateness(redis_client, settings.key_prefix),
    )


@pytest.fixture
def environment_elsewhere(redis_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """An environment that names another deployment: a job that read its settings there would find no game."""
    monkeypatch.setenv("REDIS_URL", redis_url)
    monkeypatch.setenv("POWDERKEG_KEY_PREFIX", "pk-test-elsewhere")


def test_a_job_the_worker_runs_acts_with_the_worker_s_runtime_not_the_environment(
    runtime: Runtime,
    service: GameService,
    redis_client: redis.Redis,
    settings: Settings,
    clock: ManualClock,
    environment_elsewhere: None,
) -> None:
    """The timer job closes the last call through the worker's own service (on the test's clock)."""
    call = open_last_call(service, window_ms=500)
    clock.now = call.due_ms
    queue = queue_for(redis_client, settings)
    queue.enqueue("workers.jobs.fire_timer", call.game_id, call.key, call.version, result_ttl=0)
    assert RuntimeWorker(runtime, queue).work(burst=True, logging_level="WARNING")
    closing = service.store.read(call.game_id, call.version)
    assert [(e.type, e.data["reason"]) for e in closing] == [("TrickTaken", "expired")]
    assert queue.failed_job_registry.count == 0


def test_a_job_called_within_a_runtime_uses_it_and_none_is_left_set_after(
    runtime: Runtime, service: GameService, clock: ManualClock, environment_elsewhere: None
) -> None:
    call = open_last_call(service, window_ms=500)
    clock.now = call.due_ms
    assert current_runtime() is None
    with running(runtime):
        assert current_runtime() is runtime
        assert jobs.fire_timer(call.game_id, call.key, call.version) is True
    assert current_runtime() is None


def test_the_worker_leaves_the_process_environment_as_it_found_it(settings: Settings) -> None:
    """``powderkeg worker`` (a burst, in this process) builds its runtime from its settings and hands it to its
    jobs: it writes nothing to ``os.environ`` (it once did, so that its jobs could read their settings)."""
    before = dict(os.environ)
    run_worker(settings, burst=True, logging_level="WARNING")
    assert dict(os.environ) == before
