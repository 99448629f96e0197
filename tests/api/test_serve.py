"""``powderkeg serve`` on a fresh data folder: embedded Redis, one worker and the API, stopped cleanly."""

from __future__ import annotations

import signal
import time
from pathlib import Path

import psutil  # type: ignore[import-untyped]

from eventstore.embedded import server_binary
from tests.support.serve_process import Served, call, gone, wait_until


def test_serve_runs_redis_a_worker_and_the_api_and_stops_them(tmp_path: Path) -> None:
    """One command serves everything: a bot game finishes, and SIGTERM stops the worker's whole process group
    (RQ's scheduler child too), the embedded Redis and the server."""
    served = Served(tmp_path / "data")
    try:
        url = served.url
        assert url.startswith("http://127.0.0.1:")
        assert call("GET", f"{url}/livez") == (200, {"status": "ok"})
        assert call("GET", f"{url}/readyz") == (200, {"status": "ok", "redis": True})
        served.wait_until_timers_are_processed()
        status, created = call(
            "POST",
            f"{url}/v1/games",
            {"game": "bombs", "players": [{"bot": "random"}] * 3, "options": {"hands": 1}},
        )
        assert status == 201
        deadline = time.monotonic() + 60
        view = created["view"]
        while view["status"] != "finished":
            assert time.monotonic() < deadline, "the bots did not finish their game"
            call("GET", f"{url}/v1/games/{created['id']}/events?after={view['version']}&wait=2")
            view = call("GET", f"{url}/v1/games/{created['id']}")[1]
        (worker,) = served.worker_pids()
        group = [p.pid for p in psutil.Process(worker).children(recursive=True)] + [worker]
        redis_pid = served.redis_pid()
        # The Redis it started is the system's when one of version 7 or later is on the PATH, and it says so.
        binary = server_binary()
        assert f"Redis: {binary.described}" in served.output
        assert psutil.Process(redis_pid).exe() == str(Path(binary.path).resolve())
        served.process.send_signal(signal.SIGTERM)
        assert served.process.wait(30) == 0
        assert wait_until(lambda: all(gone(pid) for pid in [*group, redis_pid]), 10)
    finally:
        served.close()
