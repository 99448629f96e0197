"""The Flask app factory. Nothing connects at import; gunicorn serves ``"api:create_app()"``."""

from __future__ import annotations

import math
import os
from collections.abc import Callable

import redis
from flask import Flask, request

from api.cors import register_cors
from api.errors import ApiError, register_error_handlers
from api.extension import EXTENSION, Powderkeg, powderkeg
from api.http import MAX_BODY_BYTES
from api.ratelimit import RateLimiter
from api.routes import BLUEPRINTS
from api.schemas.commands import CommandSchemas
from domain.service import GameService
from eventstore.settings import Settings

UNLIMITED_PATHS = frozenset({"/healthz"})


def create_app(settings: Settings | None = None, service: GameService | None = None) -> Flask:
    """Build the API over ``service`` (default: built from ``settings``, default: from the environment)."""
    from eventstore.connection import connect, redis_url_of
    from workers.runtime import build_service

    settings = settings or Settings.from_env()
    if service is None:
        service = build_service(settings, connect(settings))
    app = Flask(__name__)
    app.config["MAX_CONTENT_LENGTH"] = MAX_BODY_BYTES
    app.extensions[EXTENSION] = Powderkeg(
        settings=settings,
        service=service,
        commands=CommandSchemas(service.games),
        redis_answers=_pinger(redis_url_of(settings)),
        limiter=RateLimiter.parse(os.environ.get("POWDERKEG_RATE_LIMIT")),
    )
    register_error_handlers(app)
    register_cors(app)
    app.before_request(_rate_limit)
    for blueprint in BLUEPRINTS:
        app.register_blueprint(blueprint)
    return app


def _pinger(url: str) -> Callable[[], bool]:
    """A health probe of Redis with short timeouts, so a hung Redis cannot hang /healthz."""
    client = redis.Redis.from_url(url, socket_connect_timeout=1, socket_timeout=1)

    def answers() -> bool:
        try:
            return bool(client.ping())
        except (redis.RedisError, OSError):
            return False

    return answers


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
