"""``powderkeg worker``'s loop: an RQ worker (its scheduler, JSON, no fork per job) that runs every job with this
process's runtime, and the deadline sweeper beside it on the same runtime.

The runtime (workers/runtime.py) is built by the composition root (``powderkeg.wiring.run_worker``) and handed in:
nothing here reads the environment or builds a service.
"""

from __future__ import annotations

import threading

from rq import Queue, SimpleWorker
from rq.job import Job
from rq.serializers import JSONSerializer

from settings import Settings
from workers.runtime import Runtime, running
from workers.scheduling import queue_for
from workers.sweeper import Sweeper


class RuntimeWorker(SimpleWorker):
    """A ``SimpleWorker`` whose jobs act with ``runtime``: one client, one service and one warm cache for every
    job of the process, shared with its sweeper."""

    def __init__(self, runtime: Runtime, queue: Queue) -> None:
        super().__init__([queue], connection=runtime.queue_client, serializer=JSONSerializer)
        self.runtime = runtime

    def execute_job(self, job: Job, queue: Queue) -> None:
        """Run ``job`` here, as ``SimpleWorker`` does, with this worker's runtime as the current one."""
        with running(self.runtime):
            super().execute_job(job, queue)


def work(runtime: Runtime, settings: Settings, *, burst: bool = False, logging_level: str = "INFO") -> bool:
    """Work the queue of ``settings`` until stopped (with ``burst``: until it is empty), sweeping deadlines
    beside it; returns whether any job ran. Call it on the main thread (RQ installs signal handlers)."""
    sweeper = Sweeper(runtime.service, runtime.client, settings)
    worker = RuntimeWorker(runtime, queue_for(runtime.queue_client, settings))
    if burst:
        sweeper.run_once(runtime.service.clock.now_ms())
        return worker.work(burst=True, with_scheduler=True, logging_level=logging_level)
    stop = threading.Event()
    thread = sweeper.start(stop)
    try:
        return worker.work(with_scheduler=True, logging_level=logging_level)
    finally:
        stop.set()
        thread.join(timeout=5)
