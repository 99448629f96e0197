"""``powderkeg probe api|worker``: exit 0 when healthy, 1 when not, with one line saying why; the worker probe
reads the heartbeat from the Redis of the environment and never starts the embedded one."""

from __future__ import annotations

import dataclasses
import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
from werkzeug.serving import make_server

from eventstore import connection
from eventstore.heartbeat import beat, heartbeat_key
from powderkeg.cli import main
from powderkeg.wiring import create_app
from settings import Settings

ROOT = Path(__file__).resolve().parents[2]


def serving(settings: Settings) -> Iterator[str]:
    """The app of ``settings`` under werkzeug on a free port, in a thread; its base URL."""
    server = make_server("127.0.0.1", 0, create_app(settings), threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(10)


@pytest.fixture
def api_url(settings: Settings) -> Iterator[str]:
    """An API on the test Redis."""
    yield from serving(settings)


@pytest.fixture
def api_without_redis(settings: Settings) -> Iterator[str]:
    """An API whose Redis does not answer."""
    yield from serving(dataclasses.replace(settings, redis_url="redis://127.0.0.1:1/0"))


@pytest.fixture
def env(
    monkeypatch: pytest.MonkeyPatch, redis_url: str, redis_client: redis.Redis, key_prefix: str, tmp_path: Path
) -> Iterator[None]:
    """The environment of a worker probe: the test Redis under this test's prefix."""
    monkeypatch.setenv("REDIS_URL", redis_url)
    monkeypatch.setenv("POWDERKEG_KEY_PREFIX", key_prefix)
    monkeypatch.setenv("POWDERKEG_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("POWDERKEG_TIMERS_MAX_AGE_S", raising=False)
    yield
    redis_client.delete(heartbeat_key(key_prefix))


def free_port() -> int:
    """A TCP port nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def now_ms() -> int:
    return int(time.time() * 1000)


def test_probe_api_exits_0_when_readyz_answers_200(api_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    """The API and its Redis answer."""
    assert main(["probe", "api", "--url", api_url]) == 0
    assert "200" in capsys.readouterr().out


def test_probe_api_exits_1_when_redis_does_not_answer_the_api(
    api_without_redis: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """/readyz answers 503: the API is up but cannot serve; one line on stderr says so."""
    assert main(["probe", "api", "--url", api_without_redis]) == 1
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and "503" in lines[0]


def test_probe_api_exits_1_when_nothing_listens(capsys: pytest.CaptureFixture[str]) -> None:
    """No API at the URL: one line on stderr says the request failed."""
    assert main(["probe", "api", "--url", f"http://127.0.0.1:{free_port()}"]) == 1
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and "failed" in lines[0]


def test_probe_worker_exits_0_with_a_fresh_heartbeat(env: None, redis_client: redis.Redis, key_prefix: str) -> None:
    """A worker beat within the default limit (POWDERKEG_TIMERS_MAX_AGE_S, 10 s)."""
    beat(redis_client, key_prefix, "host:1", now_ms())
    assert main(["probe", "worker"]) == 0


def test_probe_worker_exits_1_with_a_stale_heartbeat(
    env: None, redis_client: redis.Redis, key_prefix: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """The newest heartbeat is older than --max-age."""
    beat(redis_client, key_prefix, "host:1", now_ms() - 60_000)
    assert main(["probe", "worker", "--max-age", "30"]) == 1
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and "old" in lines[0]
    assert main(["probe", "worker", "--max-age", "600"]) == 0


def test_probe_worker_exits_1_when_no_worker_ever_beat(env: None, capsys: pytest.CaptureFixture[str]) -> None:
    """Redis answers, but no heartbeat exists under this prefix."""
    assert main(["probe", "worker"]) == 1
    assert "no worker" in capsys.readouterr().err


def test_probe_worker_exits_1_when_redis_does_not_answer(
    env: None, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """REDIS_URL names a server that is not there."""
    monkeypatch.setenv("REDIS_URL", f"redis://127.0.0.1:{free_port()}/0")
    assert main(["probe", "worker"]) == 1
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and "does not answer" in lines[0]


def test_probe_worker_never_starts_the_embedded_redis(
    env: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Without REDIS_URL and with no embedded server running, it says so and starts nothing."""
    monkeypatch.delenv("REDIS_URL")
    assert main(["probe", "worker"]) == 1
    assert "no Redis" in capsys.readouterr().err
    assert not (tmp_path / "data").exists()


def test_probe_worker_reads_the_embedded_redis_that_another_process_runs(key_prefix: str, tmp_path: Path) -> None:
    """Without REDIS_URL, the probe finds the embedded server running for the data folder (as a compose
    healthcheck beside ``powderkeg serve`` would)."""
    settings = Settings(data_dir=tmp_path / "data", key_prefix=key_prefix)
    client = connection.connect(settings)
    try:
        beat(client, key_prefix, "host:1", now_ms())
        env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
        env.update(POWDERKEG_DATA_DIR=str(settings.data_dir), POWDERKEG_KEY_PREFIX=key_prefix)
        done = subprocess.run(
            [sys.executable, "-m", "powderkeg.cli", "probe", "worker"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 0, done.stderr
        assert done.stdout.startswith("powderkeg probe: ")
    finally:
        client.close()
        connection.close()


def test_probe_worker_this_host_counts_only_the_workers_on_this_host(
    env: None, redis_client: redis.Redis, key_prefix: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """A fresh heartbeat of a worker elsewhere does not make this container's dead worker healthy."""
    here = socket.gethostname()
    beat(redis_client, key_prefix, "elsewhere:7", now_ms())
    beat(redis_client, key_prefix, f"{here}:1", now_ms() - 60_000)
    assert main(["probe", "worker"]) == 0
    assert main(["probe", "worker", "--this-host"]) == 1
    assert f"worker on {here}" in capsys.readouterr().err
    beat(redis_client, key_prefix, f"{here}:2", now_ms())
    assert main(["probe", "worker", "--this-host"]) == 0
