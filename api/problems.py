"""The problem+json document (RFC 9457) of every error, and the whole answer to a request the HTTP layer refuses.

``api/errors.py`` answers the errors of the app with ``problem_document``. Some requests never reach the app:
the server refuses them while it reads the request line and the headers (a request line or a header too long,
too many headers, bytes that are not HTTP). ``refusal`` writes their answer, the same problem+json with a
stable code, for werkzeug under ``powderkeg serve`` (``api/request_log.py``) and for gunicorn
(``api/gunicorn_worker.py``). Such an answer has no ``instance``: the request line it would come from may be
malformed, and may hold a query string; it is never quoted, in the answer or in a log.

This module imports only the standard library: gunicorn's master loads the worker class, and with it this
module, before the gevent worker patches the standard library (see ``api/__init__.py``).
"""

from __future__ import annotations

import json
import re
import traceback
from collections.abc import Mapping
from http import HTTPStatus
from typing import Any

PROBLEM_TYPE = "urn:powderkeg:problem:"
PROBLEM_MIMETYPE = "application/problem+json"

# The refusals of the HTTP layer, by status: the code and the detail of each.
REFUSALS: Mapping[int, tuple[str, str]] = {
    400: ("malformed-request", "the request is not HTTP/1.1 that this server can read"),
    403: ("forbidden", "this server does not take this request from this address"),
    414: ("uri-too-long", "the request line is longer than this server accepts"),
    417: ("expectation-failed", "this server cannot meet the request's Expect header"),
    431: ("headers-too-large", "a header is longer, or there are more headers, than this server accepts"),
    500: ("internal-error", "the server failed to answer this request; it has been logged"),
    501: ("not-implemented", "this server does not implement the request's method or transfer coding"),
    505: ("http-version-not-supported", "this server speaks HTTP/1.0 and HTTP/1.1"),
}


def title_of(code: str) -> str:
    """The human title of a problem code: the same for every occurrence of the code."""
    return code.replace("-", " ").capitalize()


def problem_document(status: int, code: str, detail: str, **extra: Any) -> dict[str, Any]:
    """The members of a problem: ``type``, ``title``, ``status``, ``detail``, ``code``, then ``extra``."""
    return {
        "type": PROBLEM_TYPE + code,
        "title": title_of(code),
        "status": status,
        "detail": detail,
        "code": code,
        **extra,
    }


def refusal_code(status: int) -> tuple[str, str]:
    """The code and detail of the HTTP layer's refusal with ``status`` (a status not in ``REFUSALS`` is named
    after its reason phrase)."""
    known = REFUSALS.get(status)
    if known is not None:
        return known
    try:
        phrase = HTTPStatus(status).phrase
    except ValueError:
        phrase = "error"
    return re.sub(r"[^a-z0-9]+", "-", phrase.lower()).strip("-"), f"the server refused this request ({phrase})"


def refusal(status: int) -> tuple[bytes, bytes]:
    """The HTTP/1.1 answer of a refusal with ``status``, as its head (status line and headers: problem+json,
    the connection closed) and its body (left out for a HEAD request)."""
    code, detail = refusal_code(status)
    body = json.dumps(problem_document(status, code, detail), separators=(",", ":")).encode()
    head = (
        f"HTTP/1.1 {status_line(status)}\r\n"
        "Connection: close\r\n"
        f"Content-Type: {PROBLEM_MIMETYPE}\r\n"
        f"Content-Length: {len(body)}\r\n"
        "\r\n"
    ).encode("latin-1")
    return head, body


def status_line(status: int) -> str:
    """``status`` and its reason phrase, as a status line has them: ``414 Request-URI Too Long``."""
    try:
        return f"{status} {HTTPStatus(status).phrase}"
    except ValueError:
        return f"{status} Error"


def stack_of(exc: BaseException) -> str:
    """Where ``exc`` was raised, without its message (a message may hold a card, a token or a request line)."""
    frames = traceback.TracebackException.from_exception(exc, capture_locals=False).stack
    return "".join(frames.format()).rstrip()
