"""HTTP details shared by the routes: JSON in and out, ETag and If-Match, Idempotency-Key (If-None-Match:
``api.conditional``)."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping
from typing import Any

import orjson
from flask import Response, request
from flask.globals import request_ctx
from gunicorn.http.errors import ParseException  # type: ignore[import-untyped]
from werkzeug.exceptions import BadRequest, RequestEntityTooLarge

from api.compression import CODINGS
from api.errors import ApiError

MAX_BODY_BYTES = 64 * 1024
IDEMPOTENCY_KEY_MAX = 64
# What reading a body raises when its framing is broken or it ends early: werkzeug's ClientDisconnected (a
# BadRequest), an OSError from the socket or from gunicorn (NoMoreData), gunicorn's parse errors of a chunk
# (InvalidChunkSize, ChunkMissingTerminator). Under gunicorn these reach the app, which reads the body itself.
_BODY_READ_ERRORS = (BadRequest, OSError, ValueError, ParseException)
# A view's ETag where players hold seats carries a digest of their names after the version (``"12.3f9a0c1b2d4e"``),
# the legal commands' one a digest of their seat, and a compressed answer's its coding (``"12:br"``,
# api/compression.py): If-Match takes each as the version it names.
_VERSION_TAG = re.compile(rf'^"(-1|0|[1-9][0-9]{{0,14}})(?:\.[0-9a-f]{{12}})?(?::(?:{"|".join(CODINGS)}))?"$')
_IDEMPOTENCY_KEY = re.compile(rf"^[!#-~]{{1,{IDEMPOTENCY_KEY_MAX}}}$")


def json_response(body: Any, status: int = 200, headers: Mapping[str, str] | None = None) -> Response:
    """A JSON response serialised with orjson."""
    response = Response(
        orjson.dumps(body, option=orjson.OPT_NON_STR_KEYS), status=status, mimetype="application/json"
    )
    for name, value in (headers or {}).items():
        response.headers[name] = value
    return response


def refuse_ambiguous_framing() -> None:
    """Before every request: 400 ``malformed-request`` for a body whose length a proxy in front may read otherwise
    than this server (request smuggling, RFC 9112 §6.1): one sent with both Transfer-Encoding and
    Content-Length, or with a transfer coding other than ``chunked`` alone. Both servers would read it as
    chunked; nothing is done with it."""
    environ = request.environ
    coding = environ.get("HTTP_TRANSFER_ENCODING")
    if coding is None:  # nearly every request: the WSGI environ is read, not werkzeug's header view
        return
    if coding.strip().lower() != "chunked" or environ.get("CONTENT_LENGTH") not in (None, ""):
        raise ApiError(
            400,
            "malformed-request",
            "send a body either with Content-Length or with Transfer-Encoding: chunked alone, never both and no "
            "other transfer coding; nothing was done",
            headers={"Connection": "close"},
        )


def json_body() -> Any:
    """The request body as JSON; raises 400 ``malformed-json``, 400 ``malformed-request`` for a body that cannot
    be read (broken chunks, cut short), and 413 ``body-too-large`` past ``MAX_BODY_BYTES`` whether the body is
    sent with Content-Length or chunked."""
    req = request_ctx.request  # one look-up of the request, not one per use of the proxy
    if not req.is_json:
        raise ApiError(400, "malformed-json", "send a JSON body with Content-Type: application/json")
    try:
        raw = req.get_data(cache=True)
    except _BODY_READ_ERRORS:
        raise _unreadable_body() from None
    if req.content_length is not None and len(raw) < req.content_length:
        raise _unreadable_body()  # gunicorn hands over what came before the client stopped sending, without a word
    limit = req.max_content_length  # MAX_BODY_BYTES (api/app.py)
    if limit is not None and len(raw) >= limit and req.content_length is None and _more_body():
        raise RequestEntityTooLarge()
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError:
        raise ApiError(400, "malformed-json", "the body is not valid JSON") from None


def _unreadable_body() -> ApiError:
    return ApiError(
        400,
        "malformed-request",
        "the body could not be read: its chunked framing is broken, or it ended before its length; nothing was"
        " done, send the request again",
    )


def _more_body() -> bool:
    """Whether a body of unknown length (chunked) goes on past what was read: werkzeug reads such a body up to
    ``MAX_CONTENT_LENGTH`` and stops there without a word, so the answer would be the truncated JSON's 400
    where a body sent with its Content-Length gets 413. One byte more from the server's stream tells."""
    stream = request.environ.get("wsgi.input")
    try:
        return bool(stream is not None and stream.read(1))
    except _BODY_READ_ERRORS:  # a broken chunk, or a client gone: not more body
        return False


def etag_of(version: int) -> str:
    """The strong entity tag of a game at ``version``, quotes included."""
    return f'"{version}"'


def waiting_etag(version: int) -> str:
    """The strong entity tag of a waiting game's lobby at ``version``: ``"waiting-<version>"``. Its versions
    count apart from the game's, which starts at its own 0 when the last seat is taken: a bare number would name
    the game's view too, and a client polling with If-None-Match would be told the waiting view still holds."""
    return f'"waiting-{version}"'


def expected_version() -> int | None:
    """The version If-Match demands, None without the header or with ``*``; raises 400 when malformed."""
    raw = request.headers.get("If-Match")
    if raw is None or raw.strip() == "*":
        return None
    match = _VERSION_TAG.match(raw.strip())
    if match is None:
        raise ApiError(
            400, "malformed-if-match", 'If-Match takes one strong entity tag as sent in ETag, e.g. "12"'
        )
    return int(match.group(1))


def idempotency_key() -> str | None:
    """The Idempotency-Key header (surrounding quotes removed), None without it; raises 400 when malformed."""
    raw = request.headers.get("Idempotency-Key")
    if raw is None:
        return None
    key = raw.strip()
    if len(key) >= 2 and key[0] == key[-1] == '"':
        key = key[1:-1]
    if not _IDEMPOTENCY_KEY.match(key):
        raise ApiError(
            400,
            "malformed-idempotency-key",
            f"Idempotency-Key takes 1 to {IDEMPOTENCY_KEY_MAX} visible ASCII characters, no spaces or quotes",
        )
    return key


def request_fingerprint(body: Any) -> str:
    """What an Idempotency-Key is bound to (the IETF httpapi Idempotency-Key draft's "fingerprint"): SHA-256,
    in hex, of the method, the path and the JSON body in canonical form (keys sorted, no spaces), so a body
    sent again with its keys in another order or other whitespace is the same request."""
    canonical = orjson.dumps(body, option=orjson.OPT_SORT_KEYS)
    return hashlib.sha256(f"{request.method} {request.path}\n".encode() + canonical).hexdigest()


def query_args() -> dict[str, str]:
    """The query string as a plain dict; raises 400 ``invalid-query`` when a parameter is repeated."""
    args = request.args
    if any(len(args.getlist(k)) > 1 for k in args):
        raise ApiError(400, "invalid-query", "give each query parameter at most once")
    return args.to_dict(flat=True)
