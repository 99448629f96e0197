"""Running the API for a benchmark: gunicorn (or werkzeug) started until it answers, requests to it, and what
its serving process uses."""

from __future__ import annotations

import http.client
import json
import os
import resource
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
GUNICORN = str(Path(sys.executable).parent / "gunicorn")
START_TIMEOUT_S = 30.0


def raise_open_files() -> int:
    """Raise this process's open-file limit to its hard limit (children inherit it); the new limit."""
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return hard


def free_port() -> int:
    """A TCP port nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def start_gunicorn(
    app: str, port: int, env: dict[str, str], options: list[str], **popen: Any
) -> subprocess.Popen[bytes]:
    """gunicorn serving ``app`` on 127.0.0.1:``port`` with ``options`` (e.g. ``-c python:api.gunicorn_conf``),
    once /healthz answers."""
    cmd = [GUNICORN, *options, "-b", f"127.0.0.1:{port}", "--log-level", "warning", app]
    return wait_until_answers(subprocess.Popen(cmd, cwd=ROOT, env={**os.environ, **env}, **popen), port)


def start_werkzeug(port: int, env: dict[str, str]) -> subprocess.Popen[bytes]:
    """The app under werkzeug's threaded server (as ``powderkeg serve`` runs it), once /healthz answers."""
    code = ("import powderkeg.wiring as w, werkzeug.serving as s; "
            f"s.make_server('127.0.0.1', {port}, w.create_app(), threaded=True).serve_forever()")
    return wait_until_answers(subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, env={**os.environ, **env}), port)


def wait_until_answers(proc: subprocess.Popen[bytes], port: int) -> subprocess.Popen[bytes]:
    """``proc`` once GET /healthz on ``port`` answers; stops it and exits when it does not in time."""
    deadline = time.time() + START_TIMEOUT_S
    while time.time() < deadline and proc.poll() is None:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=1)
            conn.request("GET", "/healthz")
            conn.getresponse().read()
            return proc
        except OSError:
            time.sleep(0.2)
    stop(proc)
    raise SystemExit(f"the server on port {port} did not start")


def stop(proc: subprocess.Popen[bytes], grace_s: float = 10.0) -> None:
    """Terminate ``proc`` and wait for it (killing it after ``grace_s``)."""
    if proc.poll() is None:
        proc.terminate()
    try:
        proc.wait(grace_s)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def serving_pid(proc: subprocess.Popen[bytes]) -> int:
    """The process that serves: gunicorn's worker (the master's child), or the werkzeug process itself."""
    try:
        children = Path(f"/proc/{proc.pid}/task/{proc.pid}/children").read_text().split()
    except OSError:
        children = []
    return int(children[0]) if children else proc.pid


def cpu_seconds(pid: int) -> float:
    """User and system CPU seconds spent so far by ``pid`` and every process under it (gunicorn's master and its
    workers); 0 for a process that is gone."""
    import psutil  # type: ignore[import-untyped]

    try:
        root = psutil.Process(pid)
        processes = [root, *root.children(recursive=True)]
    except psutil.NoSuchProcess:
        return 0.0
    total = 0.0
    for process in processes:
        try:
            times = process.cpu_times()
        except psutil.NoSuchProcess:
            continue
        total += times.user + times.system
    return total


def rss_mb(pid: int) -> float:
    """The resident memory of ``pid`` in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def request(port: int, method: str, path: str, payload: Any = None, headers: dict[str, str] | None = None) -> Any:
    """One request on a connection of its own; the JSON answer (exits on a status of 300 or more)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    data = None if payload is None else json.dumps(payload)
    conn.request(method, path, data, {"Content-Type": "application/json", **(headers or {})})
    resp = conn.getresponse()
    raw = resp.read()
    conn.close()
    if resp.status >= 300:
        raise SystemExit(f"{method} {path}: {resp.status} {raw[:300]!r}")
    return json.loads(raw)
