"""The composition root: the one place that builds the service, the API and the worker from ``Settings``.

Every entry point goes through it: gunicorn's ``powderkeg.wiring:create_app()`` and ``powderkeg serve``
(``create_app``), ``powderkeg worker`` (``run_worker``), the RQ jobs that no worker gave a runtime
(``runtime_from_env``, which pyproject.toml registers as the factory workers/runtime.py looks up), the OpenAPI build
(powderkeg/openapi.py), and the tests and benchmarks (``build_service``). So ``api`` and ``workers`` never import
each other, nor this module: it imports both, the API only inside ``create_app`` (so a worker process never loads
Flask) and the worker only inside ``run_worker``. What they all read is the leaf package ``settings``.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import redis

from domain.games import GAMES
from domain.service import GameService
from eventstore.client import StoreClient
from eventstore.connection import connect, connect_queue
from eventstore.deadlines import Deadlines
from eventstore.lateness import WindowLateness
from eventstore.players import RedisPlayerStore
from eventstore.store import RedisEventStore
from eventstore.system import SystemClock, SystemEntropy
from eventstore.witness_log import RedisWitnessLog
from settings import Settings
from workers.runtime import Runtime
from workers.scheduling import RqScheduler

if TYPE_CHECKING:
    from flask import Flask


def build_service(
    settings: Settings,
    client: StoreClient | None = None,
    queue_client: redis.Redis | None = None,
    short_replication: Callable[[int, int], None] | None = None,
) -> GameService:
    """A GameService over the Redis store, the RQ scheduler, the system clock and entropy, and every game."""
    client = connect(settings) if client is None else client
    clock = SystemClock()
    return GameService(
        store=RedisEventStore(
            client,
            settings.key_prefix,
            wait_replicas=settings.wait_replicas,
            wait_timeout_ms=settings.wait_timeout_ms,
            short_replication=short_replication,
        ),
        scheduler=RqScheduler(client, settings, queue_client=queue_client or connect_queue(settings), clock=clock),
        clock=clock,
        entropy=SystemEntropy(),
        games=GAMES,
        testing=settings.testing,
        bot_delay_ms=settings.bot_delay_ms,
        stopwatch=time.monotonic,  # a search bot thinks for its time, in the worker that plays its turn
        archive_after_ms=None if settings.archive_after_s is None else round(settings.archive_after_s * 1000),
        players=RedisPlayerStore(client, settings.key_prefix),
        witness=RedisWitnessLog(client, settings.key_prefix, settings.witness_keep_s),
    )


def create_app(settings: Settings | None = None, service: GameService | None = None) -> Flask:
    """The API over ``service`` (default: built from ``settings``, default: ``Settings.from_env()``)."""
    from api.app import create_app as app_over

    settings = Settings.from_env() if settings is None else settings
    if service is None:
        from api.metrics import SHORT_REPLICATIONS

        service = build_service(settings, connect(settings), short_replication=lambda _c, _w: SHORT_REPLICATIONS.inc())
    return app_over(settings, service)


def worker_runtime(settings: Settings) -> Runtime:
    """What the jobs and the sweeper of a worker on ``settings`` act with: one client, and the service, deadline
    set and lateness histogram on it."""
    client, queue_client = connect(settings), connect_queue(settings)
    return Runtime(
        client=client,
        queue_client=queue_client,
        service=build_service(settings, client, queue_client),
        deadlines=Deadlines(client, settings.key_prefix),
        lateness=WindowLateness(client, settings.key_prefix),
    )


def runtime_from_env() -> Runtime:
    """The runtime of a job that no worker gave one (RQ's own ``rq worker``, a ``SimpleWorker`` in the tests),
    from ``Settings.from_env()``: built once per process and settings. Registered in pyproject.toml under the
    entry point group that ``workers.runtime.job_runtime`` reads."""
    return _runtime_of(Settings.from_env())


@functools.lru_cache(maxsize=8)
def _runtime_of(settings: Settings) -> Runtime:
    return worker_runtime(settings)


def run_worker(settings: Settings, *, burst: bool = False, logging_level: str = "INFO") -> bool:
    """``powderkeg worker``: work the queue of ``settings`` on a runtime built by ``worker_runtime``, with the
    sweeper in a child process on one of its own, until stopped (with ``burst``: until the queue is empty, the sweep
    done once here); returns whether any job ran. Call it on the main thread."""
    from workers.worker import work  # here: an API process never loads RQ's worker

    return work(worker_runtime, settings, burst=burst, logging_level=logging_level)
