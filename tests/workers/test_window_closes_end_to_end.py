"""End to end: real worker processes close a real last call of bombs on the real clock, and play bots.

``powderkeg worker`` (``python -m powderkeg.cli worker``: a SimpleWorker, and the deadline sweeper in a child
process of its own) closes the window: timers are swept, never queued. RQ's own ``rq worker --with-scheduler``
runs the bot jobs alone.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import redis

from domain.game import PlayerSpec
from domain.service import GameService
from eventstore.heartbeat import heartbeat_key
from powderkeg.wiring import build_service
from settings import Settings
from tests.workers.support import OpenCall, event_types, open_last_call

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
GIVE_UP_S = 15


@contextmanager
def running(command: Sequence[str], settings: Settings) -> Iterator[subprocess.Popen[bytes]]:
    """Run ``command`` with the environment of ``settings`` for the length of the block (its output goes to
    ``worker.log`` in the data folder)."""
    env = {**os.environ, **settings.to_env(), "PYTHONPATH": str(ROOT)}
    with open(settings.data_dir / "worker.log", "wb") as log:
        # A session of its own: what it starts (RQ's scheduler, the sweeper) goes with it, even if it was killed.
        proc = subprocess.Popen(
            command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
        )
        try:
            yield proc
        finally:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)


def wait_for_close(
    service: GameService, call: OpenCall, proc: subprocess.Popen[bytes], settings: Settings
) -> list[str]:
    """Poll the stream (bounded) until something follows the version that opened the call."""
    give_up = time.monotonic() + GIVE_UP_S
    while time.monotonic() < give_up and proc.poll() is None:
        after = service.store.read(call.game_id, call.version)
        if after:
            return [f"{e.type}:{e.data.get('reason')}" for e in after]
        time.sleep(0.02)
    output = (settings.data_dir / "worker.log").read_text()
    raise AssertionError(f"the last call was not closed within {GIVE_UP_S} s; worker output:\n{output}")


def test_a_plain_rq_worker_plays_a_game_of_bots_to_its_end(settings: Settings, redis_client: redis.Redis) -> None:
    """`rq worker --with-scheduler -S json` runs the bot jobs: each bot's move queues the next bot's turn."""
    service = build_service(settings, redis_client)
    specs = [PlayerSpec(name=f"bot{s}", bot="random") for s in range(3)]
    deal = {"hands": [["3C", "5H"], ["4C", "6H"], ["4D", "7H"]], "dealer": 0}
    game_id = service.create_game("bombs", specs, {"window_ms": 0, "hands": 1}, deal).game_id
    url = settings.redis_url or ""
    command = [str(BIN / "rq"), "worker", "--with-scheduler", "-S", "json", "--url", url, settings.queue_name]
    with running(command, settings) as proc:
        give_up = time.monotonic() + GIVE_UP_S
        while time.monotonic() < give_up and proc.poll() is None:
            if event_types(service, game_id)[-1:] == ["GameFinished"]:
                break
            time.sleep(0.02)
        else:
            output = (settings.data_dir / "worker.log").read_text()
            raise AssertionError(f"the bots did not finish within {GIVE_UP_S} s; worker output:\n{output}")


def test_powderkeg_worker_closes_a_last_call(settings: Settings, redis_client: redis.Redis) -> None:
    """`powderkeg worker` (SimpleWorker and scheduler, its sweeper in a child process) closes it too, once."""
    service = build_service(settings, redis_client)
    call = open_last_call(service, window_ms=300)
    with running([sys.executable, "-m", "powderkeg.cli", "worker", "--log-level", "WARNING"], settings) as proc:
        assert wait_for_close(service, call, proc, settings) == ["TrickTaken:expired"]
        closed = service.store.read(call.game_id, call.version)[0]
        print(f"closed {closed.at_ms - call.due_ms} ms after its due time")


WORKER = [sys.executable, "-m", "powderkeg.cli", "worker", "--log-level", "WARNING"]


def parent_of(pid: int) -> int | None:
    """The parent process id of ``pid`` (Linux's /proc), or None when no such process runs (or only its zombie)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return None
    # "pid (name) state ppid ...": the name may hold spaces, so split after its closing parenthesis.
    state, ppid = stat.rsplit(")", 1)[1].split()[:2]
    return None if state == "Z" else int(ppid)


def sweeper_pid(redis_client: redis.Redis, settings: Settings, worker: int, not_pid: int | None = None) -> int:
    """The pid of the process that beats the heartbeat as a child of ``worker`` (other than ``not_pid``),
    waiting for its first beat (bounded)."""
    give_up = time.monotonic() + GIVE_UP_S
    while time.monotonic() < give_up:
        for member in redis_client.zrange(heartbeat_key(settings.key_prefix), 0, -1):
            pid = int(member.decode().rsplit(":", 1)[1])
            if pid != not_pid and parent_of(pid) == worker:
                return pid
        time.sleep(0.05)
    output = (settings.data_dir / "worker.log").read_text()
    raise AssertionError(f"no sweeper of worker {worker} beat within {GIVE_UP_S} s; worker output:\n{output}")


def test_powderkeg_worker_sweeps_in_a_child_process_so_a_thinking_bot_never_holds_up_a_window(
    settings: Settings, redis_client: redis.Redis
) -> None:
    """The heartbeat (beaten by the sweeper's passes) comes from a child of the worker, not from the worker that
    runs the jobs; a sweeper killed is replaced, and the new one closes a window."""
    service = build_service(settings, redis_client)
    with running(WORKER, settings) as proc:
        first = sweeper_pid(redis_client, settings, proc.pid)
        assert first != proc.pid
        os.kill(first, signal.SIGKILL)
        second = sweeper_pid(redis_client, settings, proc.pid, not_pid=first)
        assert second != first
        call = open_last_call(service, window_ms=300)
        assert wait_for_close(service, call, proc, settings) == ["TrickTaken:expired"]


def test_the_sweeper_stops_with_its_worker_even_when_the_worker_is_killed(
    settings: Settings, redis_client: redis.Redis
) -> None:
    """A worker stopped (SIGTERM) stops its sweeper; one killed outright leaves none sweeping on: the sweeper
    watches its parent."""
    for stop in (signal.SIGTERM, signal.SIGKILL):
        with running(WORKER, settings) as proc:
            sweeper = sweeper_pid(redis_client, settings, proc.pid)
            proc.send_signal(stop)
            proc.wait(GIVE_UP_S)
            give_up = time.monotonic() + GIVE_UP_S
            while parent_of(sweeper) is not None and time.monotonic() < give_up:
                time.sleep(0.05)
            assert parent_of(sweeper) is None, f"the sweeper outlived its worker ({stop.name})"
        redis_client.delete(heartbeat_key(settings.key_prefix))


def forked_children(pid: int) -> list[int]:
    """The children of ``pid`` that run its own command line: forked, not spawned (Linux's /proc)."""
    command = Path(f"/proc/{pid}/cmdline").read_bytes()
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and parent_of(int(entry.name)) == pid:
            try:
                if (entry / "cmdline").read_bytes() == command:
                    found.append(int(entry.name))
            except FileNotFoundError:
                continue
    return found


def test_rqs_scheduler_stops_with_its_worker_even_when_the_worker_is_killed(settings: Settings) -> None:
    """The probe's find: a worker killed outright left RQ's scheduler, which it forks, running under PID 1. The
    scheduler watches its parent on each of its beats (every second) and stops."""
    with running(WORKER, settings) as proc:
        give_up = time.monotonic() + GIVE_UP_S
        while not (children := forked_children(proc.pid)) and time.monotonic() < give_up:
            time.sleep(0.05)
        assert len(children) == 1, f"the worker forked no scheduler: {children}"
        (scheduler,) = children
        proc.send_signal(signal.SIGKILL)
        proc.wait(GIVE_UP_S)
        give_up = time.monotonic() + GIVE_UP_S
        while Path(f"/proc/{scheduler}").exists() and parent_of(scheduler) is not None and time.monotonic() < give_up:
            time.sleep(0.05)
        assert parent_of(scheduler) is None, "RQ's scheduler outlived its worker"
