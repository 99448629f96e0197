"""Requests the server refuses before the app sees them, over real sockets, under both servers: ``powderkeg
serve`` (werkzeug with ``QuietRequestHandler``) and gunicorn as production runs it (``ProblemGeventWorker``).
Each answer is problem+json with a stable code, like the app's own errors, and neither the answer nor a log
quotes the request line. A body over the limit is 413 ``body-too-large`` whether it is sent with its
Content-Length or chunked."""

from __future__ import annotations

import http.client
import json
import socket
import subprocess
import sys
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from api.http import MAX_BODY_BYTES
from api.problems import REFUSALS, refusal
from api.schemas.problems import ProblemSchema
from settings import Settings
from tests.api.conftest import ROOT
from tests.support.gunicorn_process import gunicorn_serving
from tests.support.serve_process import Served, wait_until

SECRET = "sekrit-2718"


@dataclass(frozen=True, slots=True)
class Server:
    """A running server: its port, and everything it logged so far."""

    name: str
    port: int
    logs: Callable[[], str]


@dataclass(frozen=True, slots=True)
class Answer:
    status: int
    content_type: str
    headers: http.client.HTTPMessage
    body: bytes

    def problem(self) -> dict[str, Any]:
        """The body as a problem document, checked against the schema every problem fits."""
        assert self.content_type == "application/problem+json", (self.status, self.content_type, self.body)
        document: dict[str, Any] = json.loads(self.body)
        assert ProblemSchema().validate(document) == {}, document
        assert document["status"] == self.status
        assert document["type"] == f"urn:powderkeg:problem:{document['code']}"
        return document


@pytest.fixture(scope="module", params=["powderkeg serve", "gunicorn"])
def server(
    request: pytest.FixtureRequest, redis_url: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Server]:
    """``powderkeg serve`` (werkzeug, its own embedded Redis), then gunicorn with the production config (on the
    shared test Redis, under a prefix of its own). The tests here write nothing to Redis."""
    folder = tmp_path_factory.mktemp("server")
    if request.param == "powderkeg serve":
        served = Served(folder / "data")
        try:
            yield Server(request.param, int(served.url.rsplit(":", 1)[1]), lambda: served.output)
        finally:
            served.close()
        return
    settings = Settings(redis_url=redis_url, data_dir=folder, key_prefix=f"pk-test-{uuid.uuid4().hex[:12]}")
    with gunicorn_serving(settings, folder) as running:
        yield Server(
            request.param,
            running.port,
            lambda: running.access_log.read_text(errors="replace") + running.error_log.read_text(errors="replace"),
        )


def exchange(port: int, data: bytes) -> Answer:
    """Send ``data`` on a connection of its own and read the one answer."""
    with socket.create_connection(("127.0.0.1", port), timeout=15) as sock:
        try:
            sock.sendall(data)
        except OSError:  # the server answered and closed before it read everything: the answer is there
            pass
        response = http.client.HTTPResponse(sock)
        response.begin()
        return Answer(response.status, response.getheader("Content-Type", ""), response.headers, response.read())


def chunked(body: bytes, size: int = 8192) -> bytes:
    """``body`` in chunked transfer coding."""
    parts = [b"%x\r\n%s\r\n" % (len(body[i : i + size]), body[i : i + size]) for i in range(0, len(body), size)]
    return b"".join(parts) + b"0\r\n\r\n"


def post(path: str, body: bytes, *, chunk: bool) -> bytes:
    """A POST of a JSON ``body``, chunked or with its Content-Length; the connection closed after the answer."""
    framing = b"Transfer-Encoding: chunked" if chunk else b"Content-Length: %d" % len(body)
    head = b"POST %s HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nConnection: close\r\n" % path.encode()
    return head + framing + b"\r\n\r\n" + (chunked(body) if chunk else body)


def test_a_request_line_over_the_limit_is_414_uri_too_long_and_is_logged_without_its_query(server: Server) -> None:
    """A 70 KB request line (over werkzeug's 64 KiB and gunicorn's 4094 bytes) with a token in its query: 414
    ``uri-too-long``, and neither the answer nor any log holds the token."""
    target = "/v1/games/" + "a" * 70_000 + f"?token={SECRET}"
    answer = exchange(server.port, f"GET {target} HTTP/1.1\r\nHost: test\r\n\r\n".encode())
    assert answer.status == 414
    assert answer.problem()["code"] == "uri-too-long"
    assert answer.headers["Connection"] == "close"
    assert SECRET.encode() not in answer.body
    assert wait_until(lambda: " 414" in server.logs(), 10), server.logs()  # the refusal is logged, then:
    assert SECRET not in server.logs()


def test_a_header_over_the_limit_is_431_headers_too_large_and_is_logged_without_the_query(server: Server) -> None:
    """One 70 KB header (over werkzeug's 64 KiB and gunicorn's 8190 bytes a field)."""
    head = f"GET /livez?token={SECRET} HTTP/1.1\r\nHost: test\r\nX-Big: ".encode()
    answer = exchange(server.port, head + b"b" * 70_000 + b"\r\n\r\n")
    assert answer.status == 431
    assert answer.problem()["code"] == "headers-too-large"
    assert SECRET not in server.logs()


def test_more_than_a_hundred_headers_is_431_headers_too_large(server: Server) -> None:
    """Both servers take at most 100 header fields."""
    headers = b"".join(b"X-Header-%d: 1\r\n" % i for i in range(120))
    answer = exchange(server.port, b"GET /livez HTTP/1.1\r\nHost: test\r\n" + headers + b"\r\n")
    assert answer.status == 431
    assert answer.problem()["code"] == "headers-too-large"


@pytest.mark.parametrize(
    "garbage",
    [
        b"\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03\x00\xff\r\n\r\n",  # a TLS hello on the plain port
        b"HELLO\r\n\r\n",
        f"GET /v1/games?token={SECRET} junk HTTP/1.1\r\n\r\n".encode(),
    ],
    ids=["tls-hello", "one-word", "four-words"],
)
def test_bytes_that_are_not_an_http_request_are_400_malformed_request(server: Server, garbage: bytes) -> None:
    """Whatever the bytes, the answer is HTTP/1.1 with a problem, and does not quote them."""
    answer = exchange(server.port, garbage)
    assert answer.status == 400
    assert answer.problem()["code"] == "malformed-request"
    assert SECRET.encode() not in answer.body
    assert SECRET not in server.logs()


def test_a_chunked_body_over_the_limit_is_413_body_too_large_like_one_with_content_length(server: Server) -> None:
    """The same oversized body, chunked and with its Content-Length: the same 413 problem, not the 400
    ``malformed-json`` of a body cut at the limit."""
    body = b'{"game": "' + b"x" * (MAX_BODY_BYTES + 1000) + b'"}'
    with_length = exchange(server.port, post("/v1/games", body, chunk=False))
    in_chunks = exchange(server.port, post("/v1/games", body, chunk=True))
    assert (with_length.status, in_chunks.status) == (413, 413)
    assert with_length.problem()["code"] == "body-too-large"
    assert in_chunks.problem() == with_length.problem()


def test_a_chunked_body_of_exactly_the_limit_is_read_whole(server: Server) -> None:
    """At the limit, a chunked body is not too large: read to its end, it is JSON that fails the create schema."""
    body = b'{"unknown": 1}'
    body += b" " * (MAX_BODY_BYTES - len(body))
    answer = exchange(server.port, post("/v1/games", body, chunk=True))
    assert answer.status == 400
    assert answer.problem()["code"] == "invalid-body"


def test_the_gunicorn_worker_class_imports_neither_the_app_nor_its_libraries() -> None:
    """gunicorn's master loads the worker class named in api.gunicorn_conf before it forks: loading it, as the
    master does, must import neither Flask, werkzeug, redis-py nor prometheus-client (see api/__init__.py)."""
    script = (
        "import sys, api.gunicorn_conf as conf\n"
        "from gunicorn.util import load_class\n"
        "from gunicorn.workers.ggevent import GeventWorker\n"
        "assert issubclass(load_class(conf.worker_class), GeventWorker)\n"
        "print(sorted(m for m in ('redis', 'flask', 'werkzeug', 'prometheus_client') if m in sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_the_gunicorn_worker_answers_each_kind_of_refusal_with_its_status() -> None:
    """The request line too long 414, the headers 431, what is not HTTP 400, what is the app's fault 500."""
    from gunicorn.http import errors  # type: ignore[import-untyped]

    from api.gunicorn_worker import refusal_status

    cases: list[tuple[BaseException, int]] = [
        (errors.LimitRequestLine(5000, 4094), 414),
        (errors.LimitRequestHeaders("limit request headers fields"), 431),
        (errors.InvalidRequestLine("junk"), 400),
        (errors.InvalidRequestMethod("J\x00NK"), 400),
        (errors.InvalidHTTPVersion("HTTP/9"), 400),
        (errors.InvalidHeaderName("bad name"), 400),
        (errors.InvalidChunkSize(b"zz"), 400),
        (errors.ExpectationFailed("100-nothing"), 417),
        (errors.UnsupportedTransferCoding("gzip"), 501),
        (errors.InvalidResponseHeader("X-Bad"), 500),
        (RuntimeError("the app failed"), 500),
    ]
    assert [(type(exc).__name__, refusal_status(exc)) for exc, _ in cases] == [
        (type(exc).__name__, status) for exc, status in cases
    ]


def test_every_refusal_status_of_the_http_layer_has_a_code_of_its_own() -> None:
    """The codes are stable strings, one per status, and the answer is whole: problem+json, closed."""
    assert len({code for code, _ in REFUSALS.values()}) == len(REFUSALS)
    head, body = refusal(414)
    assert head.startswith(b"HTTP/1.1 414 ") and b"Connection: close\r\n" in head
    assert f"Content-Length: {len(body)}\r\n".encode() in head
    assert json.loads(body)["code"] == "uri-too-long"


def half_closed(port: int, framing_and_body: bytes) -> Answer:
    """A POST /v1/games whose framing header, blank line and body are ``framing_and_body``, the sending side of
    the connection then closed (the client sends nothing more); the answer."""
    head = b"POST /v1/games HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nConnection: close\r\n"
    with socket.create_connection(("127.0.0.1", port), timeout=15) as sock:
        sock.sendall(head + framing_and_body)
        sock.shutdown(socket.SHUT_WR)
        response = http.client.HTTPResponse(sock)
        response.begin()
        return Answer(response.status, response.getheader("Content-Type", ""), response.headers, response.read())


@pytest.mark.parametrize(
    "framing",
    [
        b"zz\r\n{}\r\n0\r\n\r\n",  # a chunk size that is not hexadecimal
        b"2\r\n{}XX0\r\n\r\n",  # a chunk without the CRLF after its data
        b"10\r\n{}",  # a chunk cut short, the connection half-closed
    ],
    ids=["bad-size", "no-terminator", "cut-short"],
)
def test_a_chunked_body_with_broken_framing_is_400_malformed_request(server: Server, framing: bytes) -> None:
    """The app reads the body itself (gunicorn hands it the socket's stream): a framing error found then is the
    client's, as one in the headers is, and gets the same problem."""
    answer = half_closed(server.port, b"Transfer-Encoding: chunked\r\n\r\n" + framing)
    assert answer.status == 400, answer
    assert answer.problem()["code"] == "malformed-request"


def test_a_body_shorter_than_its_content_length_is_400_malformed_request(server: Server) -> None:
    """A client that stops sending (half-closes) before the length it announced: its body is cut short, even
    where what came is JSON that fits (under gunicorn the app got the short body as if whole)."""
    body = b'{"game": "bombs", "players": [{"name": "a"}, {"name": "b"}, {"name": "c"}]}'
    answer = half_closed(server.port, b"Content-Length: %d\r\n\r\n" % (len(body) + 100) + body)
    assert answer.status == 400, answer
    assert answer.problem()["code"] == "malformed-request"


def test_an_unknown_method_of_five_thousand_characters_is_405_and_cut_short_in_the_answer_and_the_log(
    server: Server,
) -> None:
    """The probe's find: an unknown method was echoed whole in the 405's detail and the access log. Both show its
    first characters only."""
    method = "Q" * 5_000
    answer = exchange(
        server.port, f"{method} /v1/game-types HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n".encode()
    )
    if answer.status == 414:  # a server that refuses the request line before the app (gunicorn caps its length)
        assert answer.problem()["code"] == "uri-too-long"
        assert wait_until(lambda: " 414" in server.logs(), 10), server.logs()
        assert "Q" * 25 not in server.logs()
        return
    assert answer.status == 405 and answer.problem()["code"] == "method-not-allowed"
    detail = answer.problem()["detail"]
    assert detail.startswith("Q" * 24 + "... is not allowed here") and "Q" * 25 not in detail
    assert wait_until(lambda: " 405" in server.logs(), 10), server.logs()
    assert "Q" * 25 not in server.logs()


BODY = b'{"game": "bombs", "players": [{"bot": "random"}, {"bot": "random"}, {"bot": "random"}]}'


@pytest.mark.parametrize(
    "request_bytes",
    [
        b"GET /v1/game-types\r\n\r\n",
        b"GET /v1/game-types HTTP/1.1\r\nHost: test\r\nthis line has no colon\r\n\r\n",
        b"GET /v1/game-types HTTP/1.1\r\nHost: test\r\nX-Thing: a\x00b\r\n\r\n",
        b"POST /v1/games HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: %d\r\n"
        b"Transfer-Encoding: chunked\r\n\r\n%s" % (len(BODY), chunked(BODY)),
        b"POST /v1/games HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n"
        b"Transfer-Encoding: gzip, chunked\r\n\r\n%s" % chunked(BODY),
    ],
    ids=["http-0.9", "header-without-colon", "nul-in-header", "content-length-and-chunked", "gzip-then-chunked"],
)
def test_requests_a_proxy_could_read_otherwise_are_400_malformed_request(server: Server, request_bytes: bytes) -> None:
    """The probe's finds under ``powderkeg serve``: an HTTP/0.9 request line was answered with no status line,
    a header line without a colon and a NUL in a header value were taken, and a body framed both by its length
    and chunked, or chunked after another coding, was read as chunked: a proxy in front may frame it otherwise
    (request smuggling). Each is refused, as gunicorn refuses it, and nothing is created."""
    answer = exchange(server.port, request_bytes)
    assert answer.status == 400, answer
    assert answer.problem()["code"] == "malformed-request"
