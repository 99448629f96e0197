"""Seat tokens: read only from ``Authorization: Bearer <token>``, matched by the service in constant time.

A token looks like ``<game id>.<secret>``. A token that is valid for another game is refused with 403
``foreign-token`` (the client sent the right kind of credential to the wrong game); anything else that does
not name a seat of this game is 401 ``unknown-token``. Tokens are never logged or echoed.

A credential in the URL is refused on every route, before the route runs (``refuse_credentials_in_query``,
a ``before_request`` hook): a URL is kept in access logs, proxies and browser history, so a client that put a
token there must learn at once, not find that one route ignored it and another read it.
"""

from __future__ import annotations

from flask import request

from api.errors import ApiError
from api.extension import GAME_ID
from domain.errors import GameNotFound
from domain.service import GameService, Loaded

MAX_TOKEN_LENGTH = 200
_CHALLENGE = 'Bearer realm="powderkeg"'
#: Query parameter names that say they carry a credential (lowercased, "-" read as "_"); so does any name that
#: ends in "token". Not ``key``: it names no credential of this API, and a future parameter may need it.
CREDENTIAL_PARAMS = frozenset(
    {"token", "access_token", "auth", "authorization", "bearer", "api_key", "apikey", "password", "secret"}
)


def is_credential_param(name: str) -> bool:
    """Whether a query parameter's name says it carries a credential."""
    normal = name.strip().lower().replace("-", "_")
    return normal in CREDENTIAL_PARAMS or normal.endswith("token")


def refuse_credentials_in_query() -> None:
    """Before every request: 400 ``invalid-query`` when a query parameter's name says it is a credential, on
    every route, whatever the route would do with its query. The value is never echoed."""
    named = sorted({name for name in request.args if is_credential_param(name)})
    if named:
        raise ApiError(
            400,
            "invalid-query",
            "credentials are never read from the URL (it ends up in logs and histories): send the seat token as"
            " Authorization: Bearer <token>, and treat the one sent here as exposed",
            errors={name[:40]: ["a credential may not travel in the URL"] for name in named},
        )


def bearer_token() -> str | None:
    """The bearer token of the request, None without an Authorization header; 401 when it is not Bearer."""
    header = request.headers.get("Authorization")
    if header is None:
        return None
    scheme, _, token = header.strip().partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token or len(token) > MAX_TOKEN_LENGTH or " " in token:
        raise unknown_token("Authorization must be 'Bearer <seat token>'")
    return token


def require_token() -> str:
    """The bearer token; raises 401 ``missing-token`` without one."""
    token = bearer_token()
    if token is None:
        raise ApiError(
            401,
            "missing-token",
            "this needs a seat token: send Authorization: Bearer <token>",
            headers={"WWW-Authenticate": _CHALLENGE},
        )
    return token


def seat_of(service: GameService, loaded: Loaded, token: str | None) -> int | None:
    """The seat ``token`` holds in ``loaded`` (None for no token: a spectator); raises 401 or 403."""
    if token is None:
        return None
    seat = service.seat_for_token(loaded, token)
    if seat is not None:
        return seat
    if _valid_for_another_game(service, loaded.record.game_id, token):
        raise ApiError(403, "foreign-token", "this token belongs to another game")
    raise unknown_token("this token names no seat of this game")


def unknown_token(detail: str) -> ApiError:
    """A 401 ``unknown-token`` with its challenge header."""
    return ApiError(
        401, "unknown-token", detail, headers={"WWW-Authenticate": f'{_CHALLENGE}, error="invalid_token"'}
    )


def _valid_for_another_game(service: GameService, game_id: str, token: str) -> bool:
    other, dot, _ = token.partition(".")
    if not dot or other == game_id or not GAME_ID.match(other):
        return False
    try:
        loaded = service.load(other)
    except GameNotFound:
        return False
    return service.seat_for_token(loaded, token) is not None
