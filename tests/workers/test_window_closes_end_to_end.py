"""End to end: real worker processes close a real last call of bombs on the real clock.

One test runs RQ's own ``rq worker --with-scheduler`` (the job path alone, with RQ's whole-second
scheduler); the other runs ``powderkeg worker`` (``python -m powderkeg.cli worker``: a SimpleWorker and the sweeper).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import redis

from domain.service import GameService
from powderkeg.settings import Settings
from powderkeg.wiring import build_service
from tests.workers.support import OpenCall, open_last_call

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
GIVE_UP_S = 15


@contextmanager
def running(command: Sequence[str], settings: Settings) -> Iterator[subprocess.Popen[bytes]]:
    """Run ``command`` with the environment of ``settings`` for the length of the block (its output goes to
    ``worker.log`` in the data folder)."""
    env = {**os.environ, **settings.to_env(), "PYTHONPATH": str(ROOT)}
    with open(settings.data_dir / "worker.log", "wb") as log:
        proc = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
        try:
            yield proc
        finally:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


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


def test_rq_worker_with_its_scheduler_closes_a_last_call(
    settings: Settings, redis_client: redis.Redis
) -> None:
    """`rq worker --with-scheduler -S json` runs the timer job that RQ's scheduler enqueues when due."""
    service = build_service(settings, redis_client)
    call = open_last_call(service, window_ms=300)
    url = settings.redis_url or ""
    command = [str(BIN / "rq"), "worker", "--with-scheduler", "-S", "json", "--url", url, settings.queue_name]
    with running(command, settings) as proc:
        assert wait_for_close(service, call, proc, settings) == ["TrickTaken:expired"]


def test_powderkeg_worker_closes_a_last_call(settings: Settings, redis_client: redis.Redis) -> None:
    """`powderkeg worker` (SimpleWorker, scheduler and sweeper in one process) closes it too, once."""
    service = build_service(settings, redis_client)
    call = open_last_call(service, window_ms=300)
    with running([sys.executable, "-m", "powderkeg.cli", "worker", "--log-level", "WARNING"], settings) as proc:
        assert wait_for_close(service, call, proc, settings) == ["TrickTaken:expired"]
        closed = service.store.read(call.game_id, call.version)[0]
        print(f"closed {closed.at_ms - call.due_ms} ms after its due time")
