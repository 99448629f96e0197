"""The deadline sweeper in a process of its own, beside the process that runs the worker's jobs.

A search bot thinks for hundreds of milliseconds of pure Python in the job thread. A sweeper thread in that process
waits for the same interpreter lock to close each window, and closed them late beside search bots
(bench/window_lateness.py: p99 206 ms, against 20 ms beside random bots). A child process has an interpreter of its
own: it builds its runtime from the worker's settings with the worker's builder, sweeps until the worker stops it,
and stops by itself when the worker dies (it watches its parent), so that no orphan sweeps on. The worker starts a
new one when it dies.

The child is spawned, not forked: the worker's process holds threads and Redis connections by then, and a fork
copies both in whatever state they are in.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import signal
import threading
from collections.abc import Callable
from multiprocessing.process import BaseProcess

from settings import Settings
from workers.runtime import Runtime
from workers.sweeper import Sweeper

log = logging.getLogger(__name__)

#: Builds the runtime of a worker on some settings (``powderkeg.wiring.worker_runtime``): a module-level function,
#: so that the child process imports it by name.
RuntimeBuilder = Callable[[Settings], Runtime]

#: How long the worker waits before it starts a new sweeper in place of one that died.
RESTART_DELAY_S = 1.0
#: How long a sweeper has to finish its pass when the worker stops it, before it is killed.
STOP_TIMEOUT_S = 5.0
#: How often the sweeper looks whether its worker still lives.
PARENT_CHECK_S = 0.5

_SPAWN = multiprocessing.get_context("spawn")


def sweep_main(build: RuntimeBuilder, settings: Settings, logging_level: str) -> None:
    """The sweeper process: sweep the deadlines of ``settings`` on a runtime of its own until SIGTERM or SIGINT,
    or until its parent is gone."""
    logging.basicConfig(level=logging_level, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    stop = threading.Event()
    for signum in (signal.SIGTERM, signal.SIGINT):
        signal.signal(signum, lambda _signum, _frame: stop.set())
    parent = multiprocessing.parent_process()
    if parent is not None and parent.pid is not None:
        watch = threading.Thread(target=_stop_when_gone, args=(parent.pid, stop), name="parent-watch", daemon=True)
        watch.start()
    runtime = build(settings)
    Sweeper(runtime.service, runtime.client, settings).run_forever(stop)


def _stop_when_gone(parent_pid: int, stop: threading.Event) -> None:
    # The parent's pid, not its sentinel: the pipe behind the sentinel stays open while any child that the worker
    # forked after this one (RQ's scheduler) lives, so it would not tell the worker's death.
    while not stop.wait(PARENT_CHECK_S):
        if os.getppid() != parent_pid:
            log.warning("the worker (pid %d) is gone; the sweeper stops", parent_pid)
            stop.set()


class SweeperProcess:
    """The sweeper of one worker, run in a child process that is started again whenever it dies."""

    def __init__(self, build: RuntimeBuilder, settings: Settings, logging_level: str) -> None:
        self._args = (build, settings, logging_level)
        self._stopping = threading.Event()
        self._lock = threading.Lock()
        self._process: BaseProcess | None = None
        self._watch: threading.Thread | None = None

    @property
    def pid(self) -> int | None:
        """The process id of the sweeper running now, if one does."""
        process = self._process
        return process.pid if process is not None and process.is_alive() else None

    def start(self) -> None:
        """Start the sweeper, and the thread that starts it again when it dies."""
        with self._lock:
            self._process = self._spawn()
        self._watch = threading.Thread(target=self._keep_alive, name="sweeper-watch", daemon=True)
        self._watch.start()

    def stop(self) -> None:
        """Stop the sweeper (SIGTERM: it ends its pass; killed after ``STOP_TIMEOUT_S``) and its watch."""
        self._stopping.set()
        with self._lock:
            process = self._process
        if process is not None:
            _end(process)
        if self._watch is not None:
            self._watch.join(timeout=STOP_TIMEOUT_S)

    def _spawn(self) -> BaseProcess:
        process = _SPAWN.Process(target=sweep_main, args=self._args, name="powderkeg-sweeper", daemon=True)
        process.start()
        return process

    def _keep_alive(self) -> None:
        while not self._stopping.is_set():
            process = self._process
            assert process is not None
            process.join()
            if self._stopping.wait(RESTART_DELAY_S):
                return
            log.error("the deadline sweeper exited (code %s); starting a new one", process.exitcode)
            with self._lock:
                if self._stopping.is_set():
                    return
                self._process = self._spawn()


def _end(process: BaseProcess) -> None:
    process.terminate()
    process.join(STOP_TIMEOUT_S)
    if process.is_alive():
        process.kill()
        process.join()
