"""The Flask app: ``create_app`` builds it over a service; nothing connects before it runs.

``api/__init__.py`` re-exports ``create_app`` without importing this module first (see there why).
"""

from __future__ import annotations

import math
import os

from flask import Flask, request

from api.auth import refuse_credentials_in_query
from api.cors import register_cors
from api.errors import ApiError, register_error_handlers
from api.extension import EXTENSION, Powderkeg, powderkeg
from api.http import MAX_BODY_BYTES
from api.ratelimit import RateLimiter
from api.routes import BLUEPRINTS, metrics
from api.schemas.commands import CommandSchemas
from domain.service import GameService
from eventstore.connection import connect, redis_url_of
from eventstore.settings import Settings
from workers.runtime import build_service

# Probes and scrapes: an orchestrator must never be told to slow down.
UNLIMITED_PATHS = frozenset({"/livez", "/readyz", "/healthz", "/metrics"})


def create_app(settings: Settings | None = None, service: GameService | None = None) -> Flask:
    """Build the API over ``service`` (default: built from ``settings``, default: from the environment)."""
    settings = settings or Settings.from_env()
    if service is None:
        service = build_service(settings, connect(settings))
    app = Flask(__name__)
    app.config["MAX_CONTENT_LENGTH"] = MAX_BODY_BYTES
    app.extensions[EXTENSION] = Powderkeg(
        settings=settings,
        service=service,
        commands=CommandSchemas(service.games),
        limiter=RateLimiter.parse(os.environ.get("POWDERKEG_RATE_LIMIT")),
    )
    register_error_handlers(app)
    register_cors(app)
    app.before_request(_rate_limit)
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
