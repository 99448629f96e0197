"""Seat tokens: read only from ``Authorization: Bearer <token>``, matched by the service in constant time.

A token looks like ``<game id>.<secret>``. A token that is valid for another game is refused with 403
``foreign-token`` (the client sent the right kind of credential to the wrong game); anything else that does
not name a seat of this game is 401 ``unknown-token``. Tokens are never logged or echoed.

A credential in the URL is refused on every route, before the route runs (``refuse_credentials_in_query``,
a ``before_request`` hook): a URL is kept in access logs, proxies and browser history, so a client that put a
token there must learn at once, not find that one route ignored it and another read it. There is one exception,
``URL_CREDENTIALS``: a stream ticket (``?ticket=``, api/stream_tickets.py) is read by the stream alone, because a
browser's EventSource can send nothing but a URL; it lives seconds and works once, and the access logs never
print a query string. On any other route ``ticket`` is refused like a token.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

from flask import request

from api.errors import CHALLENGE, INVALID_TOKEN_CHALLENGE, ApiError
from domain.players.identity import parse_key
from domain.service import GameService, Loaded

MAX_TOKEN_LENGTH = 200
_CHALLENGE = CHALLENGE
#: Query parameter names that say they carry a credential (lowercased, "-" read as "_"); so does any name that
#: ends in "token". Not ``key``: it names no credential of this API, and a future parameter may need it.
CREDENTIAL_PARAMS = frozenset(
    {"token", "access_token", "auth", "authorization", "bearer", "api_key", "apikey", "password", "secret"}
)
#: The credentials one route reads from its URL, by parameter name: the endpoint of that route. Refused on every
#: other route, like a name of ``CREDENTIAL_PARAMS``.
URL_CREDENTIALS = {"ticket": frozenset({"stream.stream", "player_stream.player_stream"})}


def normal_param(name: str) -> str:
    """A query parameter's name as the credential checks compare it: compatibility-normalised (NFKC, so a
    full-width "ｔｏｋｅｎ" is "token"), case-folded, without control, format or space characters (a NUL, a
    zero-width space), and with "-" as "_"."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    kept = "".join(c for c in folded if unicodedata.category(c)[0] not in "CZ")
    return kept.replace("-", "_")


def is_credential_param(name: str) -> bool:
    """Whether a query parameter's name says it carries a credential."""
    normal = normal_param(name)
    return normal in CREDENTIAL_PARAMS or normal.endswith("token")


def refuse_credentials_in_query() -> None:
    """Before every request: 400 ``invalid-query`` when a query parameter's name says it is a credential, on
    every route, whatever the route would do with its query, but for ``URL_CREDENTIALS`` on their own route.
    The value is never echoed."""
    if not request.environ.get("QUERY_STRING"):
        return  # most requests have no query: nothing to parse (request.args builds a dict for every request)
    named = sorted({name for name in request.args if _refused_here(name)})
    if named:
        raise ApiError(
            400,
            "invalid-query",
            "credentials are never read from the URL (it ends up in logs and histories): send the seat token as"
            " Authorization: Bearer <token>, and treat the one sent here as exposed (a stream ticket goes only"
            " to GET /v1/games/{id}/stream?ticket=... or GET /v1/players/me/stream?ticket=...)",
            errors={name[:40]: ["a credential may not travel in the URL"] for name in named},
        )


def _refused_here(name: str) -> bool:
    """Whether the query parameter ``name`` is a credential that the route of this request does not read."""
    normal = normal_param(name)
    if normal in URL_CREDENTIALS:
        return name != normal or request.endpoint not in URL_CREDENTIALS[normal]
    return is_credential_param(name)


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
    """The seat ``token`` holds in ``loaded`` (None for no token: a spectator); raises 401 ``unknown-token`` or
    403 ``foreign-token`` (``GameService.seat``)."""
    return service.seat(loaded, token)


def key_holder(token: str) -> str | None:
    """``<player id>.<key id>`` of a player key (no secret: what a stream ticket asked for with it keeps); None
    for any other credential."""
    parts = parse_key(token)
    return None if parts is None else f"{parts.player_id}.{parts.key_id}"


def key_check(service: GameService, token: str | None, holder: str | None = None) -> Callable[[], bool] | None:
    """For a stream opened with a player key (or a ticket asked for with one, ``holder``): a check of whether
    that key still works (revoked, or the player erased: the stream ends, ``api.sse.while_valid``); None for any
    other credential, which nothing revokes."""
    held = key_holder(token) if token is not None else holder
    if held is None:
        return None
    player_id, _, key_id = held.partition(".")
    return lambda: service.key_held(player_id, key_id)


def unknown_token(detail: str) -> ApiError:
    """A 401 ``unknown-token`` with its challenge header."""
    return ApiError(
        401, "unknown-token", detail, headers={"WWW-Authenticate": INVALID_TOKEN_CHALLENGE}
    )
