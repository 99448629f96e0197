"""gunicorn settings for production (``gunicorn -c python:api.gunicorn_conf "powderkeg.wiring:create_app()"``).

gevent workers: every request, and every open SSE stream, is a greenlet rather than a thread, so one worker
holds thousands of streams (bench/sse_streams.py). One fix makes gevent as fast as threads for commands:
redis-py checks each pooled connection with a zero-timeout ``select.poll`` before using it, and gevent's
patched poll turns that check into a full turn of its event loop (about 1 ms). A zero-timeout poll never
blocks, so the hiredis parser gets the unpatched one back after the worker is patched.

Metrics: prometheus-client's multiprocess mode. Each worker writes its values to files under
``PROMETHEUS_MULTIPROC_DIR`` and ``GET /metrics`` adds up every worker's files. The master sets the folder (a
fresh temporary one when the operator named none) and empties it before the first worker forks, marks each
dead worker's live gauges dead, and removes the folder it made at exit.

Access log: one line per request on stdout, without the query string or any header (api/access_log.py).

Errors: a request gunicorn refuses before the app sees it (a request line or headers too long, bytes that are
not HTTP) is answered with problem+json by the worker class, ``api/gunicorn_worker.py``.

Settings: where gunicorn listens and how many workers and connections it runs come from ``POWDERKEG_BIND``,
``POWDERKEG_WORKERS`` and ``POWDERKEG_WORKER_CONNECTIONS``, read and checked by the ``settings`` package like every
other variable (a bad value stops gunicorn before it forks, naming the variable). The only variable read here is
prometheus-client's own ``PROMETHEUS_MULTIPROC_DIR``, and ``on_starting`` sets it when the operator named none:
the library reads it from the environment of each worker this master forks, and has no other switch.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import types
from pathlib import Path
from typing import Any

from gunicorn.glogging import Logger  # type: ignore[import-untyped]

from api.access_log import ACCESS_LOG_FORMAT, access_atoms
from settings import GunicornSettings

_settings = GunicornSettings.from_env()
bind = _settings.bind
workers = _settings.workers
# gunicorn's gevent worker, answering the requests gunicorn refuses itself with problem+json (a string: gunicorn
# imports it, and this config must not import it, see api/gunicorn_worker.py).
worker_class = "api.gunicorn_worker.ProblemGeventWorker"
worker_connections = _settings.worker_connections
accesslog = "-"
access_log_format = ACCESS_LOG_FORMAT
# gunicorn's control socket (``gunicornc``, gunicorn 25.1 and later) defaults to one path per user,
# $XDG_RUNTIME_DIR/gunicorn.ctl or $HOME/.gunicorn/gunicorn.ctl: every gunicorn of a host shares it (the last
# started takes it over, the first to stop deletes it) and it writes to a home the image's user does not have.
# Off: the master is managed with signals (HUP, TTIN/TTOU, TERM), as before gunicorn 25.1.
control_socket_disable = True

MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"
_made_multiproc_dir: list[str] = []  # the folder on_starting created, removed by on_exit


class AccessLogger(Logger):  # type: ignore[misc]
    """gunicorn's logger, offering the access log format only the atoms of ``api.request_log``: no query
    string, no header, a path that cannot break the line, whatever the format asks for."""

    def atoms(self, resp: Any, req: Any, environ: dict[str, Any], request_time: Any) -> dict[str, str]:
        return access_atoms(
            when=self.now(),
            remote=str(environ.get("REMOTE_ADDR", "-")),
            method=str(environ.get("REQUEST_METHOD", "-")),
            path=str(environ.get("PATH_INFO", "")),
            status=str(resp.status).split(None, 1)[0],
            size=getattr(resp, "sent", None),
            seconds=request_time.total_seconds(),
        )


logger_class = AccessLogger


def on_starting(server: Any) -> None:
    """In the master, before any worker forks: name and empty the multiprocess folder of the metrics."""
    values = sys.modules.get("prometheus_client.values")
    if values is not None and values.ValueClass is values.MutexValue:
        raise RuntimeError(
            "prometheus_client was imported by gunicorn's master before PROMETHEUS_MULTIPROC_DIR was set, so "
            "each worker would count on its own; do not preload the app (see api/__init__.py)"
        )
    folder = os.environ.get(MULTIPROC_ENV)
    if not folder:
        folder = tempfile.mkdtemp(prefix="powderkeg-metrics-")
        _made_multiproc_dir.append(folder)
        os.environ[MULTIPROC_ENV] = folder
    Path(folder).mkdir(parents=True, exist_ok=True)
    for stale in Path(folder).glob("*.db"):  # a previous run's values (only the client's own files)
        stale.unlink()


def child_exit(server: Any, worker: Any) -> None:
    """A worker exited: its live gauges (open streams) no longer count."""
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)  # type: ignore[no-untyped-call]


def on_exit(server: Any) -> None:
    """Remove the multiprocess folder this master made."""
    for folder in _made_multiproc_dir:
        shutil.rmtree(folder, ignore_errors=True)


def post_worker_init(worker: Any) -> None:
    """Give redis-py's hiredis parser the unpatched ``select.poll`` (see the module docstring)."""
    if not any("gevent" in cls.__module__ for cls in type(worker).__mro__):
        return
    import select

    import redis._parsers.hiredis as hiredis_parser
    from gevent import monkey  # type: ignore[import-untyped]

    unpatched = types.SimpleNamespace(**{k: getattr(select, k) for k in dir(select) if not k.startswith("__")})
    unpatched.poll = monkey.get_original("select", "poll")
    hiredis_parser.select = unpatched  # type: ignore[assignment,attr-defined]
