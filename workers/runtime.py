"""What the jobs and the sweeper of one worker process share (``Runtime``), and the runtime of the job running now.

``powderkeg worker`` runs each job inside ``running(runtime)`` (workers/worker.py), so a job acts with the worker's
own client and service, and so with its warm state cache, and never reads the environment. A job that another
worker runs (RQ's own ``rq worker``, a ``SimpleWorker`` in the tests) finds no runtime here, and workers/jobs.py
has the composition root build one from the environment instead.

The runtime is a context variable, set for the length of one job, rather than a process-wide global: nothing
outlives the job that set it.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

import redis

from domain.service import GameService
from eventstore.client import StoreClient
from eventstore.deadlines import Deadlines
from eventstore.lateness import WindowLateness


@dataclass(frozen=True, slots=True, kw_only=True)
class Runtime:
    """The client, service, deadline set and lateness histogram that the jobs of one worker act with."""

    client: StoreClient
    #: The client of the job queue's Redis (``POWDERKEG_QUEUE_URL``): the store's own unless that is a cluster.
    queue_client: redis.Redis
    service: GameService
    deadlines: Deadlines
    lateness: WindowLateness


_current: ContextVar[Runtime | None] = ContextVar("powderkeg_runtime", default=None)


@contextmanager
def running(runtime: Runtime) -> Iterator[Runtime]:
    """Make ``runtime`` the one the jobs run in this block use."""
    token = _current.set(runtime)
    try:
        yield runtime
    finally:
        _current.reset(token)


def current_runtime() -> Runtime | None:
    """The runtime of the job running now, or None when its worker set none."""
    return _current.get()
