"""gunicorn's gevent worker, answering the requests gunicorn itself refuses with problem+json, like every other
error of the API (``worker_class`` in ``api/gunicorn_conf.py``).

gunicorn reads the request line and the headers before the app sees a request, and refuses some itself: a
request line over ``limit_request_line`` (414), a header over ``limit_request_field_size`` or more than
``limit_request_fields`` headers (431), bytes that are not HTTP (400). Its own answer is an HTML page quoting
the offending line, and its log line quotes it too; a request line may hold a query string, and a client may
put a token there by mistake. Here the answer is ``api.problems.refusal`` of the status and the log says only
the kind of refusal.

gunicorn's master loads this class before it forks the workers, so, like ``api/gunicorn_conf.py``, this module
imports neither Flask, werkzeug, redis-py nor prometheus-client (only gunicorn's own gevent worker, which the
master loads for ``worker_class = "gevent"`` too).
"""

from __future__ import annotations

import ssl
from datetime import datetime
from typing import Any

from gunicorn import util  # type: ignore[import-untyped]
from gunicorn.http.errors import (  # type: ignore[import-untyped]
    ConfigurationProblem,
    ExpectationFailed,
    ForbiddenProxyRequest,
    InvalidHeader,
    InvalidHeaderName,
    InvalidResponseHeader,
    InvalidResponseHeaderName,
    LimitRequestHeaders,
    LimitRequestLine,
    ParseException,
    UnsupportedTransferCoding,
)
from gunicorn.http.wsgi import Response, default_environ  # type: ignore[import-untyped]
from gunicorn.workers.ggevent import GeventWorker  # type: ignore[import-untyped]

from api.problems import refusal, stack_of, status_line

# How long a refused connection may take to send the rest of its request before it is closed: closing a socket
# with unread bytes sends a reset, which can make the client lose the answer.
DRAIN_S = 1.0


def refusal_status(exc: BaseException) -> int:
    """The status of the answer to ``exc``, raised while gunicorn read a request or ran the app."""
    if isinstance(exc, LimitRequestLine):
        return 414
    if isinstance(exc, LimitRequestHeaders):
        return 431
    if isinstance(exc, ExpectationFailed):
        return 417
    if isinstance(exc, UnsupportedTransferCoding):
        return 501
    if isinstance(exc, ForbiddenProxyRequest):
        return 403
    if isinstance(exc, (InvalidResponseHeader, InvalidResponseHeaderName, ConfigurationProblem)):
        return 500  # the app's fault or the configuration's, not the client's
    if isinstance(exc, (ParseException, ssl.SSLError)):
        return 400  # every other request gunicorn cannot read
    return 500


class ProblemGeventWorker(GeventWorker):  # type: ignore[misc]
    """gunicorn's gevent worker, its refusals answered with problem+json and logged without the request line."""

    def handle_error(self, req: Any, client: Any, addr: Any, exc: BaseException) -> None:
        started = datetime.now()
        addr = addr or ("", -1)  # a unix socket
        status = refusal_status(exc)
        if status >= 500:
            method, path = getattr(req, "method", None) or "-", getattr(req, "path", None) or "-"
            self.log.error("error handling %s %s: %s\n%s", method, path, type(exc).__name__, stack_of(exc))
        else:
            self.log.warning("refused a request from ip=%s with %d: %s", addr[0], status, type(exc).__name__)
        if req is None and isinstance(exc, (InvalidHeader, InvalidHeaderName)):
            req = getattr(exc, "req", None)  # the request whose header it is, when known
        head, body = refusal(status)
        if getattr(req, "method", None) == "HEAD":
            body = b""
        if req is not None:  # the access log line, as gunicorn writes it (api/gunicorn_conf.py: no query string)
            environ = default_environ(req, client, self.cfg)
            environ["REMOTE_ADDR"], environ["REMOTE_PORT"] = addr[0], str(addr[1])
            response = Response(req, client, self.cfg)
            response.status = status_line(status)
            response.response_length = response.sent = len(body)
            self.log.access(response, req, environ, datetime.now() - started)
        try:
            util.write_nonblock(client, head + body)
            util.close_graceful(client, timeout=DRAIN_S)
        except Exception:
            self.log.debug("failed to send the answer to a refused request")
