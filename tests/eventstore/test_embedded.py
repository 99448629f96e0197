"""The embedded Redis: started under the data folder when there is no REDIS_URL, reused while it answers."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import psutil  # type: ignore[import-untyped]
import pytest
import redis

from eventstore import connection
from eventstore.settings import Settings

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def embedded(tmp_path: Path) -> Iterator[Settings]:
    """Settings without a Redis URL, whose data folder is this test's; the server is shut down after."""
    yield Settings(redis_url=None, data_dir=tmp_path / "data", key_prefix="pk")
    connection.close()


def socket_of(client: redis.Redis) -> str:
    return str(client.connection_pool.connection_kwargs["path"])


def test_connect_without_a_url_starts_redis_with_its_files_in_the_data_folder(embedded: Settings) -> None:
    """The first connect starts a real Redis whose database file is data_dir/redis.db."""
    client = connect_and_check(embedded)
    assert client.config_get("dir")["dir"] == str(embedded.data_dir.resolve())
    assert client.config_get("dbfilename")["dbfilename"] == "redis.db"
    client.close()


def test_a_second_connect_reuses_the_running_server(embedded: Settings) -> None:
    """Connecting again (in this process or another) talks to the same server over the same socket."""
    first = connect_and_check(embedded)
    second = connection.connect(embedded)
    assert socket_of(second) == socket_of(first)
    assert connection.redis_url_of(embedded) == f"unix://{socket_of(first)}"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    code = (
        "from pathlib import Path; from eventstore.connection import redis_url_of;"
        "from eventstore.settings import Settings;"
        f"print(redis_url_of(Settings(data_dir=Path({str(embedded.data_dir)!r}))))"
    )
    other = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=30)
    assert other.stdout.strip() == f"unix://{socket_of(first)}", other.stderr
    first.close()
    second.close()


def test_data_survives_a_restart_of_the_embedded_server(embedded: Settings) -> None:
    """close() saves and stops the server; the next connect starts a new one on the same files."""
    client = connect_and_check(embedded)
    pid = int(client.info("server")["process_id"])
    client.set("pk:kept", "yes")
    client.close()
    connection.close()
    assert wait_until_stopped(pid)
    again = connection.connect(embedded)
    assert socket_of(again) != socket_of(client)
    assert again.get("pk:kept") == b"yes"
    again.close()


def test_with_a_url_connect_uses_that_server(redis_url: str, tmp_path: Path) -> None:
    """REDIS_URL wins: nothing is started and the URL is handed to child processes as it is."""
    settings = Settings(redis_url=redis_url, data_dir=tmp_path / "unused")
    client = connection.connect(settings)
    assert client.ping()
    assert connection.redis_url_of(settings) == redis_url
    assert not (tmp_path / "unused").exists()
    client.close()


def wait_until_stopped(pid: int) -> bool:
    """Whether process ``pid`` ends (or is left a zombie) within five seconds."""
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        try:
            if psutil.Process(pid).status() == psutil.STATUS_ZOMBIE:
                return True
        except psutil.NoSuchProcess:
            return True
        time.sleep(0.02)
    return False


def connect_and_check(settings: Settings) -> redis.Redis:
    client = connection.connect(settings)
    assert client.ping()
    return client
