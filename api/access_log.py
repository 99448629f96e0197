"""The request log line: its format and the only values a line may hold (no query string, no header).

    [21/May/2026:10:04:05 +0000] 10.0.0.7 "POST /v1/games/Xb2kq/commands" 200 812 4.1ms

Time, remote address, method and path, status, response body bytes, duration in milliseconds. Seat tokens
travel in ``Authorization`` and a client may put one in a query string by mistake, so neither is ever offered
to the format. The path is percent-encoded again, so a decoded ``%0A`` cannot split the line.

This module imports only the standard library: ``api.gunicorn_conf`` uses it in gunicorn's master, before the
gevent worker patches the standard library (see ``api/__init__.py``).
"""

from __future__ import annotations

import time
from urllib.parse import quote

ACCESS_LOG_FORMAT = '%(t)s %(h)s "%(m)s %(U)s" %(s)s %(B)s %(M)sms'
# Characters a path keeps as they are (RFC 3986 pchar and "/"); anything else is percent-encoded.
_PATH_SAFE = "/:@!$&'()*+,;=-._~"


def log_time() -> str:
    """The time of a log line, as gunicorn writes it (Apache common log format)."""
    return time.strftime("[%d/%b/%Y:%H:%M:%S %z]")


def safe_path(path: str) -> str:
    """``path`` (a WSGI ``PATH_INFO``: decoded, latin-1) percent-encoded again: no space, no control character."""
    return quote(path.encode("latin-1", "replace"), safe=_PATH_SAFE)


#: The most characters of a request's method a log line or an error's detail shows: every method a route takes is
#: far shorter, and an unknown one of 5,000 characters must not be written whole wherever it is named.
METHOD_SHOWN = 24


def shown_method(method: str) -> str:
    """``method`` as a line or a detail shows it: cut after ``METHOD_SHOWN`` characters (then ending in "...")."""
    return method if len(method) <= METHOD_SHOWN else f"{method[:METHOD_SHOWN]}..."


def access_atoms(
    *, when: str, remote: str, method: str, path: str, status: int | str, size: int | None, seconds: float
) -> dict[str, str]:
    """The values of ``ACCESS_LOG_FORMAT`` for one request; nothing else is offered to a format."""
    return {
        "t": when,
        "h": remote or "-",
        "m": quote(shown_method(method) if method else "-", safe=""),
        "U": safe_path(path) if path else "-",
        "s": str(status),
        "B": "-" if size is None else str(size),
        "M": f"{seconds * 1000:.1f}",
    }


def access_line(atoms: dict[str, str]) -> str:
    """One request's log line."""
    return ACCESS_LOG_FORMAT % atoms
