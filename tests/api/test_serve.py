"""``powderkeg serve`` on a fresh data folder: embedded Redis, one worker and the API, stopped cleanly."""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time
import urllib.request
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
BANNER = "Powderkeg serving on "


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[str], str]]:
    """A ``powderkeg serve --port 0`` process without REDIS_URL, and the URL it printed."""
    env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
    env["POWDERKEG_KEY_PREFIX"] = f"pk-test-{uuid.uuid4().hex[:12]}"
    process = subprocess.Popen(
        [sys.executable, "-m", "api.cli", "serve", "--port", "0", "--data-dir", str(tmp_path / "data")],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    )
    lines: queue.Queue[str] = queue.Queue()
    stdout = process.stdout
    assert stdout is not None
    reader = threading.Thread(target=lambda: [lines.put(line) for line in stdout], daemon=True)
    reader.start()
    try:
        url = ""
        deadline = time.monotonic() + 30
        while not url and time.monotonic() < deadline:
            try:
                line = lines.get(timeout=1)
            except queue.Empty:
                assert process.poll() is None, "serve exited"
                continue
            if line.startswith(BANNER):
                url = line[len(BANNER) :].strip()
        assert url, "serve printed no URL"
        yield process, url
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        reader.join(10)  # EOF once the server and its worker have both closed the pipe
        stdout.close()


def call(method: str, url: str, body: Any = None) -> tuple[int, Any]:
    """One HTTP request with a JSON body; the status and the JSON answer."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(
        url, data=data, method=method, headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.status, json.loads(response.read())


def children_of(pid: int) -> list[int]:
    """The child processes of ``pid`` (Linux)."""
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(p) for p in path.read_text().split()] if path.exists() else []


def test_serve_runs_redis_a_worker_and_the_api_and_stops_them(
    served: tuple[subprocess.Popen[str], str],
) -> None:
    """One command serves everything: a bot game finishes, and SIGTERM stops the worker and the server."""
    process, url = served
    assert url.startswith("http://127.0.0.1:")
    assert call("GET", f"{url}/healthz") == (200, {"status": "ok", "redis": True})
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
    workers = children_of(process.pid)
    process.send_signal(signal.SIGTERM)
    assert process.wait(30) == 0
    for pid in workers:
        assert not Path(f"/proc/{pid}").exists() or "zombie" in Path(f"/proc/{pid}/status").read_text()
