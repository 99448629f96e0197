"""gunicorn settings for production (``gunicorn -c python:api.gunicorn_conf "api:create_app()"``).

gevent workers: every request, and every open SSE stream, is a greenlet rather than a thread, so one worker
holds thousands of streams (bench/sse_streams.py). One fix makes gevent as fast as threads for commands:
redis-py checks each pooled connection with a zero-timeout ``select.poll`` before using it, and gevent's
patched poll turns that check into a full turn of its event loop (about 1 ms). A zero-timeout poll never
blocks, so the hiredis parser gets the unpatched one back after the worker is patched.
"""

from __future__ import annotations

import os
import types
from typing import Any

bind = os.environ.get("POWDERKEG_BIND", "0.0.0.0:8000")
workers = int(os.environ.get("POWDERKEG_WORKERS", "2"))
worker_class = "gevent"
worker_connections = int(os.environ.get("POWDERKEG_WORKER_CONNECTIONS", "10000"))


def post_worker_init(worker: Any) -> None:
    """Give redis-py's hiredis parser the unpatched ``select.poll`` (see the module docstring)."""
    if "gevent" not in type(worker).__module__:
        return
    import select

    import redis._parsers.hiredis as hiredis_parser
    from gevent import monkey  # type: ignore[import-untyped]

    unpatched = types.SimpleNamespace(**{k: getattr(select, k) for k in dir(select) if not k.startswith("__")})
    unpatched.poll = monkey.get_original("select", "poll")
    hiredis_parser.select = unpatched  # type: ignore[assignment,attr-defined]
