"""Request logs under ``powderkeg serve`` (werkzeug with ``QuietRequestHandler``): one line per request, when it
ends, with method, path, status, body bytes, duration and remote address, and never a query string or a token.
(The gunicorn side is checked with a real gunicorn in test_metrics_multiprocess.py.)"""

from __future__ import annotations

import http.client
import logging
import re
import socket
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from flask import Flask
from werkzeug.serving import make_server

from api.request_log import QuietRequestHandler

SECRET = "sekrit-4711"
LINE = re.compile(r'^\[[^\]]+\] (\S+) "(\S+) (\S+)" (\S+) (\S+) (\d+\.\d)ms$')


@contextmanager
def serving(app: Any) -> Iterator[int]:
    """``app`` served as ``powderkeg serve`` serves it, on a free port, until the block ends."""
    server = make_server("127.0.0.1", 0, app, threaded=True, request_handler=QuietRequestHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_port
    finally:
        server.shutdown()
        server.server_close()


def access_lines(caplog: pytest.LogCaptureFixture, count: int) -> list[str]:
    """The access log's lines once there are ``count`` of them (a line is written when its request ends,
    just after the client has read the answer)."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        lines = [r.getMessage() for r in caplog.records if r.name == "powderkeg.access"]
        if len(lines) >= count:
            return lines
        time.sleep(0.01)
    raise AssertionError(f"fewer than {count} access log lines: {caplog.text}")


@pytest.fixture
def access_log(caplog: pytest.LogCaptureFixture) -> pytest.LogCaptureFixture:
    caplog.set_level(logging.INFO, logger="powderkeg.access")
    return caplog


def test_a_request_logs_one_line_without_its_query_string_or_its_token(
    app: Flask, access_log: pytest.LogCaptureFixture
) -> None:
    """A token in the query string and in Authorization: the line has method, path, status, the body's size,
    a duration and the remote address, and the secret appears in no log record at all."""
    with serving(app) as port:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        conn.request("GET", f"/v1/games/abc?token={SECRET}&x=1", headers={"Authorization": f"Bearer {SECRET}"})
        response = conn.getresponse()
        body = response.read()
        conn.close()
        lines = access_lines(access_log, 1)
    assert len(lines) == 1
    match = LINE.match(lines[0])
    assert match is not None, lines[0]
    assert match.groups()[:5] == ("127.0.0.1", "GET", "/v1/games/abc", str(response.status), str(len(body)))
    assert SECRET not in access_log.text
    assert "?" not in lines[0]


def test_a_chunked_stream_logs_its_body_bytes_once_it_ends(access_log: pytest.LogCaptureFixture) -> None:
    """A response without Content-Length goes out chunked; its line counts the body, not the framing."""

    def streaming(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        start_response("200 OK", [("Content-Type", "text/event-stream")])
        return [b"event: a\n\n", b"", b"x" * 70_000, b"!"]

    with serving(streaming) as port:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        conn.request("GET", "/stream")
        response = conn.getresponse()
        assert response.getheader("Transfer-Encoding") == "chunked"
        body = response.read()
        conn.close()
        lines = access_lines(access_log, 1)
    match = LINE.match(lines[0])
    assert match is not None, lines[0]
    assert (match.group(3), match.group(5)) == ("/stream", str(len(body)))
    assert len(body) == 10 + 70_000 + 1


def test_an_encoded_newline_in_the_path_cannot_split_the_line(
    app: Flask, access_log: pytest.LogCaptureFixture
) -> None:
    """The decoded path is encoded again: one line, the newline written as %0A."""
    with serving(app) as port:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        conn.request("GET", "/v1/games/a%0Ab%20c")
        conn.getresponse().read()
        conn.close()
        lines = access_lines(access_log, 1)
    assert "\n" not in lines[0]
    assert '"GET /v1/games/a%0Ab%20c" 404 ' in lines[0]


def test_a_malformed_request_line_is_logged_without_the_line_itself(
    app: Flask, access_log: pytest.LogCaptureFixture
) -> None:
    """A request line the HTTP layer refuses (400) is one access line with neither its target nor the error
    message that would quote it."""
    with serving(app) as port:
        with socket.create_connection(("127.0.0.1", port), timeout=10) as raw:
            raw.sendall(f"GET /v1/games/x?token={SECRET} junk HTTP/1.1\r\n\r\n".encode())
            answer = raw.recv(4096)
        lines = access_lines(access_log, 1)
    assert answer.startswith(b"HTTP/1.1 400")
    assert re.search(r'"- -" 400 \d+ 0\.0ms$', lines[0]), lines[0]
    assert SECRET not in access_log.text
