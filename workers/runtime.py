"""What the jobs and the sweeper of one worker process share (``Runtime``), and the runtime of the job running now.

``powderkeg worker`` runs each job inside ``running(runtime)`` (workers/worker.py), so a job acts with the worker's
own client and service, and so with its warm state cache, and never reads the environment. A job that another
worker runs (RQ's own ``rq worker``, a ``SimpleWorker`` in the tests) finds no runtime here, and ``job_runtime``
has one built from the environment by the factory that the composition root registers under the entry point group
``JOB_RUNTIME_GROUP`` (pyproject.toml names ``powderkeg.wiring:runtime_from_env``): the workers name the hook, the
root fills it, and nothing here imports the root.

The runtime is a context variable, set for the length of one job, rather than a process-wide global: nothing
outlives the job that set it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from importlib.metadata import entry_points

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


#: The entry point group of the factory that builds a runtime from the environment, for a job that no
#: ``powderkeg worker`` runs; the installed package registers exactly one (pyproject.toml).
JOB_RUNTIME_GROUP = "powderkeg.job_runtime"


def job_runtime() -> Runtime:
    """The runtime of the job running now: the one its worker set, else the one the registered factory builds
    from the environment (once per process and settings: its warm state cache serves the next jobs)."""
    current = _current.get()
    return current if current is not None else _runtime_factory()()


@functools.cache
def _runtime_factory() -> Callable[[], Runtime]:
    found = entry_points(group=JOB_RUNTIME_GROUP)
    if len(found) != 1:
        names = sorted(f"{e.name} = {e.value}" for e in found) or ["none"]
        raise RuntimeError(
            f"a job outside `powderkeg worker` needs one factory in the entry point group {JOB_RUNTIME_GROUP!r} "
            f"to build its runtime, and the installed packages register {', '.join(names)}: install powderkeg"
        )
    factory: Callable[[], Runtime] = next(iter(found)).load()
    return factory
