"""The Flask app: ``create_app`` builds it over a service and its settings; nothing connects before it runs.

The service is built by the composition root (powderkeg/wiring.py), which then calls this: gunicorn serves the
root's ``create_app``, and loads this module only in the workers it forks (see ``api/__init__.py`` why).
"""

from __future__ import annotations

import math

from flask import Flask, request

from api.auth import refuse_credentials_in_query
from api.cors import register_cors
from api.errors import ApiError, register_error_handlers
from api.extension import EXTENSION, Powderkeg, powderkeg
from api.http import MAX_BODY_BYTES, refuse_ambiguous_framing
from api.ratelimit import RateLimiter
from api.routes import BLUEPRINTS, metrics
from api.schemas.commands import CommandSchemas
from domain.service import GameService
from eventstore.connection import redis_url_of
from settings import Settings

# Probes and scrapes: an orchestrator must never be told to slow down.
UNLIMITED_PATHS = frozenset({"/livez", "/readyz", "/healthz", "/metrics"})


def create_app(settings: Settings, service: GameService) -> Flask:
    """Build the API over ``service``, as ``settings`` say (its Redis for the probes and metrics, its rate limit)."""
    limit = settings.rate_limit
    app = Flask(__name__)
    app.config["MAX_CONTENT_LENGTH"] = MAX_BODY_BYTES
    app.extensions[EXTENSION] = Powderkeg(
        settings=settings,
        service=service,
        commands=CommandSchemas(service.games),
        limiter=None if limit is None else RateLimiter(limit.per_second, limit.burst),
    )
    register_error_handlers(app)
    register_cors(app)
    if limit is not None:  # a hook only where there is a limit: every request would pay for it
        app.before_request(_rate_limit)
    app.before_request(refuse_ambiguous_framing)
    app.before_request(refuse_credentials_in_query)
    for blueprint in BLUEPRINTS:
        app.register_blueprint(blueprint)
    metrics.install(app, redis_url_of(settings), settings)
    return app


def _rate_limit() -> None:
    limiter = powderkeg().limiter
    if limiter is None or request.path in UNLIMITED_PATHS:
        return
    wait = limiter.take(request.remote_addr or "unknown")
    if wait > 0:
        raise ApiError(
            429,
            "too-many-requests",
            "this client sends too many requests; slow down",
            headers={"Retry-After": str(max(1, math.ceil(wait)))},
        )
