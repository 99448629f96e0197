"""``powderkeg worker``'s loop: an RQ worker (its scheduler, JSON, no fork per job) that runs every job with this
process's runtime, and the deadline sweeper beside it in a child process with a runtime of its own
(workers/sweeping.py), so that a search bot's thinking never holds up a window.

The runtime (workers/runtime.py) is built with the builder that the composition root (``powderkeg.wiring.run_worker``)
hands in: nothing here reads the environment or builds a service.
"""

from __future__ import annotations

import os
from dataclasses import replace
from multiprocessing.process import BaseProcess
from typing import Any

from rq import Queue, SimpleWorker
from rq.defaults import DEFAULT_LOGGING_DATE_FORMAT, DEFAULT_LOGGING_FORMAT
from rq.job import Job
from rq.scheduler import RQScheduler
from rq.serializers import JSONSerializer

from eventstore.connection import redis_url_of
from settings import Settings
from workers.runtime import Runtime, running
from workers.scheduling import queue_for
from workers.sweeper import Sweeper
from workers.sweeping import RuntimeBuilder, SweeperProcess


class ParentBoundScheduler(RQScheduler):
    """RQ's scheduler, forked beside the worker, stopping (its locks released) once the worker that forked it is
    gone: a worker killed with SIGKILL no longer leaves it running under PID 1."""

    _parent: int | None = None

    def start(self) -> BaseProcess:
        self._parent = os.getpid()
        process: BaseProcess = super().start()  # type: ignore[no-untyped-call]
        return process

    def heartbeat(self) -> None:
        """RQ's heartbeat, once a loop; and the stop when this process's parent is no longer its worker."""
        super().heartbeat()  # type: ignore[no-untyped-call]
        if self._parent is not None and os.getppid() != self._parent:
            self.log.warning("the worker that started this scheduler is gone; the scheduler stops")
            self.request_stop()  # type: ignore[no-untyped-call]


class RuntimeWorker(SimpleWorker):
    """A ``SimpleWorker`` whose jobs act with ``runtime``: one client, one service and one warm cache for every
    job of the process."""

    def __init__(self, runtime: Runtime, queue: Queue) -> None:
        super().__init__([queue], connection=runtime.queue_client, serializer=JSONSerializer)
        self.runtime = runtime

    def execute_job(self, job: Job, queue: Queue) -> None:
        """Run ``job`` here, as ``SimpleWorker`` does, with this worker's runtime as the current one."""
        with running(self.runtime):
            super().execute_job(job, queue)

    def _start_scheduler(
        self,
        burst: bool = False,
        logging_level: str | None = "INFO",
        date_format: str = DEFAULT_LOGGING_DATE_FORMAT,
        log_format: str = DEFAULT_LOGGING_FORMAT,
    ) -> None:
        """RQ's own (rq 3.0), with a ``ParentBoundScheduler`` in place of its ``RQScheduler``."""
        options: dict[str, Any] = {"date_format": date_format, "log_format": log_format}
        scheduler: Any = ParentBoundScheduler(
            self.queues,
            connection=self.connection,
            logging_level=logging_level if logging_level is not None else self.log.level,
            serializer=self.serializer,
            **options,
        )
        self.scheduler = scheduler
        scheduler.acquire_locks()
        if not scheduler.acquired_locks:
            return
        if burst:
            try:
                scheduler.register_birth()
                scheduler.enqueue_scheduled_jobs()
            finally:
                scheduler.release_locks()
                scheduler.register_death()
        else:
            scheduler.start()


def work(build: RuntimeBuilder, settings: Settings, *, burst: bool = False, logging_level: str = "INFO") -> bool:
    """Work the queue of ``settings`` on the runtime ``build`` gives until stopped, with the deadline sweeper in a
    child process; with ``burst``, sweep once here and work until the queue is empty. Returns whether any job ran.
    Call it on the main thread (RQ installs signal handlers)."""
    runtime = build(settings)
    worker = RuntimeWorker(runtime, queue_for(runtime.queue_client, settings))
    if burst:
        Sweeper(runtime.service, runtime.client, settings).run_once(runtime.service.clock.now_ms())
        return worker.work(burst=True, with_scheduler=True, logging_level=logging_level)
    # The child reaches Redis where this process does: never an embedded server of its own.
    sweeper = SweeperProcess(build, replace(settings, redis_url=redis_url_of(settings)), logging_level)
    sweeper.start()
    try:
        return worker.work(with_scheduler=True, logging_level=logging_level)
    finally:
        sweeper.stop()
