"""Request logs under ``powderkeg serve``: werkzeug's server logs one ``api.access_log`` line per request, the
same line gunicorn logs through ``api.gunicorn_conf`` (see there and ``api/access_log.py`` for what it holds).
A request the HTTP layer refuses before the app sees it is answered with problem+json (``api/problems.py``).
"""

from __future__ import annotations

import logging
import re
import sys
import time
from typing import Any
from urllib.parse import unquote

from werkzeug.serving import WSGIRequestHandler

from api.access_log import access_atoms, access_line, log_time
from api.problems import refusal

log = logging.getLogger("powderkeg.access")
#: A control character a header value may not hold (RFC 9110 §5.5: a tab is allowed).
_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f]")


def _emit(line: str) -> None:
    """Write a line to the ``powderkeg.access`` logger (to stderr when logging is not configured)."""
    if log.level == logging.NOTSET:
        log.setLevel(logging.INFO)
    if not log.hasHandlers():
        log.addHandler(logging.StreamHandler(sys.stderr))
    log.info("%s", line)


class _ChunkedBody:
    """Counts the body bytes of a response written with chunked transfer encoding (framing not counted)."""

    def __init__(self) -> None:
        self.body = 0
        self._size_line = b""
        self._left = 0  # data bytes left in the current chunk
        self._skip = 0  # CRLF bytes left after the current chunk's data
        self._done = False

    def feed(self, data: bytes) -> None:
        i = 0
        while i < len(data) and not self._done:
            if self._left:
                take = min(self._left, len(data) - i)
                self.body += take
                self._left -= take
                i += take
                self._skip = 0 if self._left else 2
            elif self._skip:
                self._skip -= 1
                i += 1
            else:
                end = data.find(b"\n", i)
                if end < 0:
                    self._size_line += data[i:]
                    return
                line, self._size_line = self._size_line + data[i:end], b""
                i = end + 1
                size = int(line.split(b";")[0].strip() or b"0", 16)
                self._left = size
                self._done = size == 0


class _CountingWriter:
    """Wraps a handler's ``wfile`` once the headers are out, and counts the body bytes written through it."""

    def __init__(self, raw: Any, chunked: bool) -> None:
        self.raw = raw
        self.chunks = _ChunkedBody() if chunked else None
        self.plain = 0

    @property
    def body(self) -> int:
        return self.plain if self.chunks is None else self.chunks.body

    def write(self, data: bytes) -> int:
        if self.chunks is None:
            self.plain += len(data)
        else:
            self.chunks.feed(bytes(data))
        written: int = self.raw.write(data)
        return written

    def flush(self) -> None:
        self.raw.flush()


class QuietRequestHandler(WSGIRequestHandler):
    """werkzeug's request handler, logging one ``ACCESS_LOG_FORMAT`` line when a request ends (streams too)
    instead of the request line (which holds the query string) when its headers go out. Error messages of
    the HTTP layer, which may quote a malformed request line, are not logged: the status says it. Its error
    answers are problem+json, like the app's, instead of http.server's HTML page."""

    _status: int | str = "-"
    _in_wsgi = False
    _chunked = False
    _counter: _CountingWriter | None = None

    def run_wsgi(self) -> None:
        self._status, self._in_wsgi, self._chunked, self._counter = "-", True, False, None
        started = time.perf_counter()
        raw = self.wfile
        try:
            super().run_wsgi()
        finally:
            self.wfile = raw
            self._in_wsgi = False
            size = None if self._counter is None else self._counter.body
            self._log(self._status, size, time.perf_counter() - started)

    def parse_request(self) -> bool:
        """http.server's parse, then refused with 400 as gunicorn refuses them: an HTTP/0.9 request line (answered
        with no status line at all), a header line without a colon (http.server takes it, and every line after,
        for a body), and a control character in a header value (a NUL, a bare CR)."""
        if not super().parse_request():
            return False
        bad = self.request_version == "HTTP/0.9" or bool(self.headers.defects) or bool(self.headers.get_payload())
        bad = bad or any(_CONTROL.search(value) for value in self.headers.values())
        if bad:
            self.send_error(400)
            return False
        return True

    def send_header(self, keyword: str, value: str) -> None:
        if keyword.lower() == "transfer-encoding" and "chunked" in value.lower():
            self._chunked = True
        super().send_header(keyword, value)

    def end_headers(self) -> None:
        super().end_headers()
        if self._in_wsgi and self._counter is None:
            self._counter = _CountingWriter(self.wfile, self._chunked)
            self.wfile = self._counter  # type: ignore[assignment]

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """Answer a request http.server refuses before the app sees it (400 for bytes that are not a request,
        414 for a request line over 64 KiB, 431 for a header line over 64 KiB or over 100 headers, 505 for
        HTTP/2 and later) with problem+json (``api/problems.py``). ``message`` and ``explain`` may quote the
        request line, so they are neither sent nor logged; the connection is closed."""
        status = int(code)
        self.close_connection = True
        head, body = refusal(status)
        if self.command == "HEAD":
            body = b""
        try:
            self.wfile.write(head + body)
            self.wfile.flush()
        except OSError:  # the client is gone: there is no one left to answer
            pass
        self._status = status
        if not self._in_wsgi:
            self._log(status, len(body), 0.0)

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        """Called when the status line goes out: remember it; a request refused before WSGI is logged now."""
        self._status = int(code) if isinstance(code, int) else code  # an HTTPStatus is an int
        if not self._in_wsgi:
            self._log(self._status, None, 0.0)

    def log_error(self, format: str, *args: Any) -> None:
        """Not logged: such messages may quote the request line, query string included."""

    def _log(self, status: int | str, size: int | None, seconds: float) -> None:
        atoms = access_atoms(
            when=log_time(),
            remote=self.address_string(),
            method=str(getattr(self, "command", None) or "-"),
            path=self._path_info(),
            status=status,
            size=size,
            seconds=seconds,
        )
        _emit(access_line(atoms))

    def _path_info(self) -> str:
        """The decoded path without the query: the WSGI ``PATH_INFO`` once there is one, else (a request refused
        before WSGI) the request line's target cut at ``?``."""
        environ = getattr(self, "environ", None)
        if environ is not None:
            return str(environ.get("PATH_INFO", ""))
        target = str(getattr(self, "path", "") or "")
        return unquote(target.split("?", 1)[0].split("#", 1)[0], encoding="latin-1")
