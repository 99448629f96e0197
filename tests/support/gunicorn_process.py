"""gunicorn as production runs it (``api.gunicorn_conf``: gevent workers, the app factory) on a free port, and
plain HTTP calls to it. ``tests/api/conftest.py`` makes it the ``gunicorn`` fixture."""

from __future__ import annotations

import http.client
import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from settings import Settings

ROOT = Path(__file__).resolve().parents[2]
GUNICORN = str(Path(sys.executable).parent / "gunicorn")


@dataclass(frozen=True, slots=True)
class Gunicorn:
    """A running gunicorn: its port, its metrics folder, its access log (stdout) and its error log (stderr)."""

    port: int
    metrics_dir: Path
    access_log: Path
    error_log: Path
    process: subprocess.Popen[bytes]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


def call(port: int, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None) -> Any:
    """One request on a connection of its own (so the two workers share them); (status, body)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        data = None if body is None else json.dumps(body)
        sent = {"Content-Type": "application/json", **(headers or {})} if data else dict(headers or {})
        conn.request(method, path, body=data, headers=sent)
        response = conn.getresponse()
        return response.status, response.read()
    finally:
        conn.close()


@contextmanager
def gunicorn_serving(settings: Settings, folder: Path) -> Iterator[Gunicorn]:
    """gunicorn with api.gunicorn_conf (gevent, two workers) on ``settings``'s Redis and prefix until the block
    ends, its logs and metrics under ``folder``, with a metrics folder that holds a previous run's file."""
    metrics_dir = folder / "metrics"
    metrics_dir.mkdir()
    (metrics_dir / "counter_1.db").write_bytes(b"a previous run")
    port = free_port()
    env = {
        **os.environ,
        **settings.to_env(),
        "POWDERKEG_BIND": f"127.0.0.1:{port}",
        "POWDERKEG_WORKERS": "2",
        "PROMETHEUS_MULTIPROC_DIR": str(metrics_dir),
    }
    # A home of its own, which gunicorn must leave empty (it put its control socket there: api/gunicorn_conf.py).
    home = folder / "home"
    home.mkdir()
    env.update(HOME=str(home))
    env.pop("XDG_RUNTIME_DIR", None)
    access_log, error_log = folder / "access.log", folder / "error.log"
    with access_log.open("wb") as out, error_log.open("wb") as err:
        process = subprocess.Popen(
            [GUNICORN, "-c", "python:api.gunicorn_conf", "powderkeg.wiring:create_app()"],
            cwd=ROOT,
            env=env,
            stdout=out,
            stderr=err,
        )
    try:
        deadline = time.monotonic() + 60
        while True:
            assert process.poll() is None, error_log.read_text()
            try:
                if call(port, "GET", "/openapi.yaml")[0] == 200:
                    break
            except OSError:
                pass
            assert time.monotonic() < deadline, "gunicorn did not start"
            time.sleep(0.1)
        yield Gunicorn(port=port, metrics_dir=metrics_dir, access_log=access_log, error_log=error_log, process=process)
    finally:
        process.terminate()
        process.wait(30)
    assert sorted(home.iterdir()) == [], "gunicorn wrote to its home"
