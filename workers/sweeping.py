"""The deadline sweeper in a process of its own, beside the process that runs the worker's jobs.

A search bot thinks for hundreds of milliseconds of pure Python in the job thread. A sweeper thread in that process
waits for the same interpreter lock to close each window, and closed them late beside search bots
(bench/window_lateness.py: p99 206 ms, against 20 ms beside random bots). A child process has an interpreter of its
own: it builds its runtime from the worker's settings with the worker's builder (its Redis as the worker reached it:
a child never starts an embedded Redis of its own), sweeps until the worker stops it, and stops by itself when the
worker dies (it watches its parent), so that no orphan sweeps on. The worker starts a new one when it dies, waiting
longer after each one that died young.

The child is spawned, not forked: the worker's process holds threads and Redis connections by then, and a fork
copies both in whatever state they are in.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable
from multiprocessing.process import BaseProcess

from settings import Settings
from workers.runtime import Runtime
from workers.sweeper import Sweeper

log = logging.getLogger(__name__)

#: Builds the runtime of a worker on some settings (``powderkeg.wiring.worker_runtime``): a module-level function,
#: so that the child process imports it by name.
RuntimeBuilder = Callable[[Settings], Runtime]

#: How long the worker waits before it starts a new sweeper in place of one that died: doubled after each sweeper
#: that died (or could not start) within ``STABLE_S`` of its start, up to ``MAX_RESTART_DELAY_S``.
RESTART_DELAY_S = 1.0
MAX_RESTART_DELAY_S = 30.0
STABLE_S = 30.0
#: How long a sweeper has to finish its pass when the worker stops it, before it is killed.
STOP_TIMEOUT_S = 5.0
#: How often the sweeper looks whether its worker still lives.
PARENT_CHECK_S = 0.5

_SPAWN = multiprocessing.get_context("spawn")


def sweep_main(build: RuntimeBuilder, settings: Settings, logging_level: str) -> None:
    """The sweeper process: sweep the deadlines of ``settings`` on a runtime of its own until SIGTERM, or until its
    parent is gone."""
    logging.basicConfig(level=logging_level, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    stop = threading.Event()
    # SIGTERM (the worker's stop, or an orchestrator's to the whole group) ends the pass under way; the Event is set
    # from a thread, because the main thread may hold its lock at the moment the signal arrives. SIGINT (a Ctrl-C
    # in the terminal, which reaches the whole group) is the worker's to act on: it stops this process itself.
    signal.signal(signal.SIGTERM, lambda _signum, _frame: threading.Thread(target=stop.set).start())
    signal.signal(signal.SIGINT, signal.SIG_IGN)
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
        self._started = 0.0  # when the sweeper running now started (time.monotonic)

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

    def _spawn(self) -> BaseProcess | None:
        """A new sweeper process, started; None when it could not start (logged)."""
        try:
            process = _SPAWN.Process(target=sweep_main, args=self._args, name="powderkeg-sweeper", daemon=True)
            process.start()
        except Exception:
            log.exception("the deadline sweeper could not start")
            return None
        self._started = time.monotonic()
        return process

    def _keep_alive(self) -> None:
        quick_deaths = 0
        while not self._stopping.is_set():
            process = self._process
            if process is not None:
                process.join()
            lived = time.monotonic() - self._started if process is not None else 0.0
            quick_deaths = 0 if lived >= STABLE_S else quick_deaths + 1
            if self._stopping.wait(restart_delay(quick_deaths)):
                return
            if process is None:
                log.error("trying again to start the deadline sweeper")
            else:
                log.error(
                    "the deadline sweeper exited (code %s) after %.0f s; starting a new one", process.exitcode, lived
                )
            with self._lock:
                if self._stopping.is_set():
                    return
                self._process = self._spawn()


def restart_delay(quick_deaths: int) -> float:
    """How long to wait before starting a sweeper after ``quick_deaths`` in a row died young (0: the last one had
    run ``STABLE_S``)."""
    return float(min(MAX_RESTART_DELAY_S, RESTART_DELAY_S * 2 ** max(0, quick_deaths - 1)))


def _end(process: BaseProcess) -> None:
    process.terminate()
    process.join(STOP_TIMEOUT_S)
    if process.is_alive():
        process.kill()
        process.join()
