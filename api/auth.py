"""Seat tokens: read only from ``Authorization: Bearer <token>``, matched by the service in constant time.

A token looks like ``<game id>.<secret>``. A token that is valid for another game is refused with 403
``foreign-token`` (the client sent the right kind of credential to the wrong game); anything else that does
not name a seat of this game is 401 ``unknown-token``. Tokens are never logged or echoed.
"""

from __future__ import annotations

from flask import request

from api.errors import ApiError
from api.extension import GAME_ID
from domain.errors import GameNotFound
from domain.service import GameService, Loaded

MAX_TOKEN_LENGTH = 200
_CHALLENGE = 'Bearer realm="powderkeg"'


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
