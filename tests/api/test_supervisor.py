"""What ``powderkeg serve`` supervises, piece by piece: the back-off (on an injected clock), the worker's process
group (real processes), and the embedded Redis brought back in place, or given up on."""

from __future__ import annotations

import io
import os
import signal
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import psutil  # type: ignore[import-untyped]
import pytest

from api.supervisor import Backoff, RedisSupervisor, WorkerSupervisor
from eventstore.embedded import EmbeddedRedis, probe

# A stand-in worker: it starts a child (as RQ starts its scheduler), writes the child's pid, and sleeps.
WORKER = (
    "import subprocess, sys, time;"
    "child = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)']);"
    "open(sys.argv[1], 'w').write(str(child.pid));"
    "time.sleep(600)"
)


class Clock:
    """A monotonic clock the test moves."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def wait_until(check: Callable[[], bool], timeout_s: float = 30.0) -> bool:
    """Whether ``check`` comes true within ``timeout_s``."""
    deadline = time.monotonic() + timeout_s
    while not check():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def gone(pid: int) -> bool:
    """Whether process ``pid`` has ended (a zombie nobody reaped yet has ended)."""
    try:
        return bool(psutil.Process(pid).status() == psutil.STATUS_ZOMBIE)
    except psutil.NoSuchProcess:
        return True


def test_the_delay_starts_at_initial_and_doubles_after_each_death_up_to_the_cap() -> None:
    """0.5, 1, 2, 4 … then max_s, for deaths in quick succession."""
    clock = Clock()
    backoff = Backoff(clock, initial_s=0.5, factor=2.0, max_s=5.0, stable_s=60.0)
    delays = []
    for _ in range(6):
        backoff.started()
        clock.now += 1.0
        delays.append(backoff.died())
    assert delays == [0.5, 1.0, 2.0, 4.0, 5.0, 5.0]


def test_a_run_that_lasted_stable_s_starts_the_delays_over() -> None:
    """A worker that ran a minute before dying was not crash-looping: the next delay is the initial one."""
    clock = Clock()
    backoff = Backoff(clock, initial_s=0.5, stable_s=60.0)
    for _ in range(3):
        backoff.started()
        backoff.died()
    backoff.started()
    clock.now += 59.0
    assert backoff.died() == 4.0
    backoff.started()
    clock.now += 60.0
    assert backoff.died() == 0.5


def test_reset_starts_the_delays_over() -> None:
    """Once the cause is gone (Redis is back), the next delay is the initial one."""
    backoff = Backoff(Clock(), initial_s=0.5)
    for _ in range(4):
        backoff.died()
    backoff.reset()
    assert backoff.died() == 0.5


@pytest.fixture
def supervised(tmp_path: Path) -> Iterator[tuple[WorkerSupervisor, Path, io.StringIO]]:
    """A WorkerSupervisor of the stand-in worker with a short back-off; stopped after the test."""
    pid_file = tmp_path / "child.pid"
    out = io.StringIO()
    worker = WorkerSupervisor(
        [sys.executable, "-c", WORKER, str(pid_file)],
        env=lambda: dict(os.environ),
        backoff=Backoff(initial_s=0.05),
        out=out,
    )
    worker.start()
    yield worker, pid_file, out
    worker.stop(grace_s=5)


def child_of(pid_file: Path) -> int:
    """The pid of the stand-in worker's child, once it has written it."""
    assert wait_until(lambda: pid_file.exists() and pid_file.read_text() != "")
    return int(pid_file.read_text())


def test_a_killed_worker_is_restarted_and_the_child_it_left_is_killed(
    supervised: tuple[WorkerSupervisor, Path, io.StringIO],
) -> None:
    """SIGKILL reaches the worker alone; the supervisor ends what remains of its group, then starts it again."""
    worker, pid_file, out = supervised
    first, child = worker.pid, child_of(pid_file)
    assert first is not None
    pid_file.unlink()
    os.kill(first, signal.SIGKILL)
    assert wait_until(lambda: gone(child))
    assert wait_until(lambda: worker.restarts == 1)
    assert worker.pid not in (None, first)
    assert not gone(child_of(pid_file))
    log = out.getvalue()
    assert f"the worker (pid {first}) exited with signal SIGKILL; restarting it in 0.05 s" in log
    assert f"the worker restarted (pid {worker.pid})" in log


def test_stop_ends_the_worker_and_its_whole_process_group(
    supervised: tuple[WorkerSupervisor, Path, io.StringIO],
) -> None:
    """No orphan: the worker and its child are both gone after stop(), and nothing restarts."""
    worker, pid_file, _ = supervised
    pid, child = worker.pid, child_of(pid_file)
    assert pid is not None
    worker.stop(grace_s=5)
    assert gone(pid)
    assert wait_until(lambda: gone(child))
    assert worker.restarts == 0


def test_a_kick_restarts_a_worker_that_waits_out_a_long_back_off(tmp_path: Path) -> None:
    """Redis is back: the worker need not wait out its back-off."""
    out = io.StringIO()
    worker = WorkerSupervisor(
        [sys.executable, "-c", WORKER, str(tmp_path / "child.pid")],
        env=lambda: dict(os.environ),
        backoff=Backoff(initial_s=600, max_s=600),
        out=out,
    )
    worker.start()
    try:
        first = worker.pid
        assert first is not None
        os.kill(first, signal.SIGKILL)
        assert wait_until(lambda: "restarting it in 600 s" in out.getvalue())
        worker.kick()
        assert wait_until(lambda: worker.restarts == 1)
        assert worker.pid != first
    finally:
        worker.stop(grace_s=5)


@pytest.fixture
def embedded(tmp_path: Path) -> Iterator[EmbeddedRedis]:
    """A started embedded Redis on this test's data folder; stopped after the test."""
    server = EmbeddedRedis(tmp_path / "data" / "redis.db")
    server.start()
    yield server
    server.stop()


def test_a_killed_embedded_redis_is_restarted_on_the_same_socket_with_its_data(embedded: EmbeddedRedis) -> None:
    """check() finds the process gone, starts the server again where it was, and says so to the worker."""
    client = probe(embedded.socket, 5.0)
    client.set("pk:kept", "yes")
    pid = embedded.pid()
    assert pid is not None
    restarted: list[bool] = []
    watch = RedisSupervisor(
        embedded,
        restart_within_s=10,
        on_restart=lambda: restarted.append(True),
        on_give_up=lambda why: pytest.fail(why),
        out=io.StringIO(),
    )
    assert watch.check()
    assert restarted == []
    os.kill(pid, signal.SIGKILL)
    assert wait_until(lambda: embedded.pid() is None)
    assert watch.check()
    assert restarted == [True]
    assert embedded.pid() not in (None, pid)
    assert client.get("pk:kept") == b"yes"
    client.close()


def test_an_embedded_redis_that_cannot_be_restarted_is_given_up(embedded: EmbeddedRedis, tmp_path: Path) -> None:
    """Its data folder is gone (a file stands in its place): after restart_within_s, on_give_up says why."""
    pid = embedded.pid()
    assert pid is not None
    (tmp_path / "data").rename(tmp_path / "moved")
    (tmp_path / "data").write_text("not a folder")
    reasons: list[str] = []
    watch = RedisSupervisor(
        embedded,
        restart_within_s=0.5,
        on_restart=lambda: pytest.fail("restarted"),
        on_give_up=reasons.append,
        out=io.StringIO(),
    )
    os.kill(pid, signal.SIGKILL)
    assert wait_until(lambda: embedded.pid() is None)
    assert not watch.check()
    assert len(reasons) == 1
    assert "could not be restarted within 0.5 s" in reasons[0]
