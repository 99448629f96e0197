"""An app under a real threaded werkzeug server (as ``powderkeg serve`` runs it) on a free port, and its stream hub."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

from flask import Flask
from werkzeug.serving import make_server

from api.live import HUB
from api.routes.player_stream import FEEDS
from api.stream_hub import StreamHub

Address = tuple[str, int]


def hub(app: Flask) -> StreamHub:
    """The stream hub of ``app``."""
    found: StreamHub = app.extensions[HUB]
    return found


@contextmanager
def served(app: Flask) -> Iterator[Address]:
    """``app`` under a threaded werkzeug server on a free port, for the length of the block."""
    srv = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield "127.0.0.1", srv.server_port
    finally:
        hub(app).close()  # ends the streams still open, so their request threads finish
        feeds = app.extensions.get(FEEDS)
        if feeds is not None:
            feeds.close()
        srv.shutdown()
        srv.server_close()
        thread.join(5)
