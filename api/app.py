"""The Flask app: ``create_app`` builds it over a service and its settings; nothing connects before it runs.

The service is built by the composition root (powderkeg/wiring.py), which then calls this: gunicorn serves the
root's ``create_app``, and loads this module only in the workers it forks (see ``api/__init__.py`` why).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask import Flask

from api.auth import refuse_credentials_in_query
from api.compression import install_compression
from api.cors import register_cors
from api.errors import register_error_handlers
from api.extension import EXTENSION, Powderkeg
from api.http import MAX_BODY_BYTES, refuse_ambiguous_framing
from api.ratelimit import install_rate_limits
from api.routes import BLUEPRINTS, metrics
from api.schemas.commands import CommandSchemas
from domain.service import GameService
from eventstore.connection import redis_url_of
from settings import Settings

#: The most functions whose ``ensure_sync`` answer the app keeps: its hooks, views and handlers are a few dozen.
_SYNC_KEPT = 1024


class PowderkegFlask(Flask):
    """Flask, keeping ``ensure_sync``'s answer for each function. Flask asks it again for every hook, view and
    handler of every request (ten times a command), and each time inspects the function's code flags; the answer
    never changes, since the app has no ``async`` function (plain ones come back as they are)."""

    def __init__(self, import_name: str) -> None:
        super().__init__(import_name)
        self._synced: dict[Callable[..., Any], Callable[..., Any]] = {}

    def ensure_sync(self, func: Callable[..., Any]) -> Callable[..., Any]:
        try:
            synced = self._synced.get(func)
        except TypeError:  # an unhashable callable (an instance with ``__call__`` and ``__eq__``): asked each time
            return super().ensure_sync(func)
        if synced is None:
            synced = super().ensure_sync(func)
            if len(self._synced) < _SYNC_KEPT:
                self._synced[func] = synced
        return synced


def create_app(settings: Settings, service: GameService) -> Flask:
    """Build the API over ``service``, as ``settings`` say (its Redis for the probes and metrics, its rate limits)."""
    app = PowderkegFlask(__name__)
    app.config["MAX_CONTENT_LENGTH"] = MAX_BODY_BYTES
    app.extensions[EXTENSION] = Powderkeg(
        settings=settings,
        service=service,
        commands=CommandSchemas(service.games),
    )
    register_error_handlers(app)
    register_cors(app)
    install_rate_limits(app, settings)  # first: a request over its budget is refused before any other work
    app.before_request(refuse_ambiguous_framing)
    app.before_request(refuse_credentials_in_query)
    for blueprint in BLUEPRINTS:
        app.register_blueprint(blueprint)
    install_compression(app)
    metrics.install(app, redis_url_of(settings), settings)
    return app
