"""Every error leaves the API as ``application/problem+json`` (RFC 9457), turned into a response here only.

A problem has ``type``, ``title``, ``status``, ``detail`` and a stable machine ``code``; some add members
(``errors`` for a body that fails its schema, ``command_types`` for an unknown command, ``version`` for a
version conflict). Nothing here logs or echoes a request body, a token or a card. The document itself, and the
answer to a request refused before it reaches the app, are in ``api/problems.py``.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

import orjson
import redis
from flask import Flask, Response, request
from marshmallow import ValidationError
from redis.exceptions import ClusterDownError, RedisClusterException
from werkzeug.exceptions import HTTPException, MethodNotAllowed

from api.access_log import shown_method
from api.metrics import REDIS_ERRORS
from api.problems import PROBLEM_MIMETYPE, problem_document, stack_of
from domain.errors import (
    CorruptStream,
    DomainError,
    ForeignToken,
    GameNotFound,
    NotWitnessed,
    PlayerErased,
    PlayerNotFound,
    UnknownToken,
    VersionConflict,
)
from domain.lobby import RematchConflict, SeatConflict
from domain.players.player import PlayerRefused

log = logging.getLogger(__name__)

# Codes of the werkzeug errors a route or the router can raise; anything else uses its status phrase.
HTTP_CODES: Mapping[int, str] = {
    400: "bad-request",
    404: "not-found",
    405: "method-not-allowed",
    413: "body-too-large",
    414: "uri-too-long",
    415: "unsupported-media-type",
    431: "headers-too-large",
}


class ApiError(Exception):
    """Raised by the API layer for a refusal of its own (auth, headers, bodies), with a stable code."""

    def __init__(
        self,
        status: int,
        code: str,
        detail: str,
        *,
        headers: Mapping[str, str] | None = None,
        **extra: Any,
    ) -> None:
        super().__init__(f"{code}: {detail}")
        self.status = status
        self.code = code
        self.detail = detail
        self.headers = dict(headers or {})
        self.extra = extra


#: The challenge of a 401 (RFC 6750): the realm, and for a credential that names no seat ``invalid_token``.
CHALLENGE = 'Bearer realm="powderkeg"'
INVALID_TOKEN_CHALLENGE = f'{CHALLENGE}, error="invalid_token"'


def problem(
    status: int, code: str, detail: str, headers: Mapping[str, str] | None = None, **extra: Any
) -> Response:
    """A problem+json response."""
    body = problem_document(status, code, detail, instance=request.path, **extra)
    response = Response(
        orjson.dumps(body, option=orjson.OPT_NON_STR_KEYS), status=status, mimetype=PROBLEM_MIMETYPE
    )
    for name, value in (headers or {}).items():
        response.headers[name] = value
    return response


def register_error_handlers(app: Flask) -> None:
    """Turn every exception a request can raise into a problem+json response."""
    app.register_error_handler(ApiError, _api_error)
    app.register_error_handler(ValidationError, _validation_error)
    app.register_error_handler(DomainError, _domain_error)
    app.register_error_handler(HTTPException, _http_error)
    app.register_error_handler(redis.ConnectionError, _store_unavailable)
    app.register_error_handler(redis.TimeoutError, _store_unavailable)
    # A Redis Cluster that lost a slot's master, or is failing over: retrying shortly may find its replica.
    app.register_error_handler(ClusterDownError, _store_unavailable)
    app.register_error_handler(RedisClusterException, _store_unavailable)
    app.register_error_handler(Exception, _internal_error)


def _api_error(exc: ApiError) -> Response:
    return problem(exc.status, exc.code, exc.detail, exc.headers, **exc.extra)


def _validation_error(exc: ValidationError) -> Response:
    return problem(400, "invalid-body", "the body does not fit its schema; see errors", errors=exc.messages)


#: The HTTP status of each kind of domain error (the first that matches); any other breaks a rule: 422.
DOMAIN_STATUSES: tuple[tuple[type[DomainError], int], ...] = (
    (GameNotFound, 404),
    (PlayerErased, 410),
    (PlayerNotFound, 404),
    (NotWitnessed, 404),
    (UnknownToken, 401),
    (ForeignToken, 403),
    (VersionConflict, 409),
    (SeatConflict, 409),
    (CorruptStream, 500),
)


def status_of(exc: DomainError) -> int:
    """The HTTP status a domain error answers."""
    if isinstance(exc, PlayerRefused):
        return exc.status
    return next((status for kind, status in DOMAIN_STATUSES if isinstance(exc, kind)), 422)


def _domain_error(exc: DomainError) -> Response:
    status = status_of(exc)
    if status >= 500:
        return _internal_error(exc)
    if isinstance(exc, VersionConflict):
        return problem(status, exc.code, exc.detail, version=exc.actual)
    if isinstance(exc, UnknownToken):
        return problem(status, exc.code, exc.detail, headers={"WWW-Authenticate": INVALID_TOKEN_CHALLENGE})
    if isinstance(exc, RematchConflict) and exc.rematch_id is not None:
        return problem(status, exc.code, exc.detail, rematch_id=exc.rematch_id)
    return problem(status, exc.code, exc.detail)


def _http_error(exc: HTTPException) -> Response:
    status = exc.code or 500
    if status >= 500:
        return _internal_error(exc)
    code = HTTP_CODES.get(status) or (exc.name or "error").lower().replace(" ", "-")
    headers: dict[str, str] = {}
    detail = _HTTP_DETAILS.get(status, exc.name or "error")
    if isinstance(exc, MethodNotAllowed) and exc.valid_methods:
        headers["Allow"] = ", ".join(sorted(exc.valid_methods))
        detail = f"{shown_method(request.method)} is not allowed here; allowed: {headers['Allow']}"
    return problem(status, code, detail, headers)


_HTTP_DETAILS: Mapping[int, str] = {
    400: "the request could not be understood",
    404: "there is nothing at this address; see /openapi.yaml",
    413: "the body is larger than this server accepts",
}


def _store_unavailable(exc: Exception) -> Response:
    log.warning("redis unavailable on %s %s: %s", shown_method(request.method), request.path, type(exc).__name__)
    REDIS_ERRORS.labels(where=request.endpoint or "unknown").inc()
    return problem(
        503, "store-unavailable", "the event store does not answer; retry shortly", {"Retry-After": "1"}
    )


def _internal_error(exc: BaseException) -> Response:
    method = shown_method(request.method)
    log.error("unhandled %s on %s %s\n%s", type(exc).__name__, method, request.path, stack_of(exc))
    return problem(500, "internal-error", "the server failed to answer this request; it has been logged")
