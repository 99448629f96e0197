"""Compressed answers (issue 38): a JSON, NDJSON, YAML or HTML answer (or a script) of a kilobyte or more goes out in
the coding the client weighs highest of those the server offers, and as it is to a client that takes none; every
answer says ``Vary: Accept-Encoding``. The same under ``powderkeg serve`` and gunicorn with its gevent worker, where
an event stream asked for with gzip goes out as gzip flushed after every message, so that each event arrives as it is
written, and one asked for without goes out as it is.
"""

from __future__ import annotations

import http.client
import zlib
from collections.abc import Iterator
from dataclasses import replace
from email.message import Message
from pathlib import Path
from urllib.parse import urlsplit

import orjson
import pytest
import redis

from api.compression import MIN_BYTES
from settings import Settings
from tests.api.conftest import Http
from tests.api.test_pages import fetch as fetch_closed
from tests.api.test_replay_export_verify import play_to
from tests.support.codings import decoded
from tests.support.gunicorn_process import Gunicorn, gunicorn_serving
from tests.support.redis_keys import delete_prefix
from tests.support.serve_process import Served

BROWSER = "gzip, deflate, br, zstd"  # what Chromium sends
READ_TIMEOUT_S = 10
HEARTBEAT_S = 0.5


@pytest.mark.parametrize(
    ("accept", "coding"),
    [("gzip", "gzip"), ("br", "br"), ("zstd", "zstd"), ("deflate", "deflate"), (BROWSER, "br"),
     ("gzip;q=1, br;q=0.5", "gzip"), ("*", "br")],
)
def test_an_answer_over_a_kilobyte_goes_out_in_the_coding_the_client_weighs_highest(
    http: Http, accept: str, coding: str
) -> None:
    plain = http.client.get("/v1/game-types")
    assert len(plain.data) >= MIN_BYTES and "Content-Encoding" not in plain.headers
    packed = http.client.get("/v1/game-types", headers={"Accept-Encoding": accept})
    assert packed.headers["Content-Encoding"] == coding
    assert int(packed.headers["Content-Length"]) == len(packed.data) < len(plain.data) / 3
    assert decoded(packed.data, coding) == plain.data
    assert "Accept-Encoding" in packed.headers["Vary"] and "Accept-Encoding" in plain.headers["Vary"]


@pytest.mark.parametrize("accept", [None, "identity", "identity;q=1, *;q=0", "compress", ""])
def test_without_a_coding_the_client_takes_the_answer_goes_out_as_it_is(http: Http, accept: str | None) -> None:
    headers = {} if accept is None else {"Accept-Encoding": accept}
    answer = http.client.get("/v1/game-types", headers=headers)
    assert "Content-Encoding" not in answer.headers and "Accept-Encoding" in answer.headers["Vary"]
    assert answer.get_json()["game_types"]


def test_an_answer_under_a_kilobyte_goes_out_as_it_is_and_still_says_it_varies(http: Http) -> None:
    game_id, tokens = http.fixed_game()
    small = http.client.get(f"/v1/games/{game_id}/legal-commands", headers={**http.bearer(tokens[0]),
                                                                            "Accept-Encoding": BROWSER})
    assert len(small.data) < MIN_BYTES and "Content-Encoding" not in small.headers
    assert {"Authorization", "Accept-Encoding"} <= set(small.vary)
    missing = http.client.get("/v1/games/nosuchgame", headers={"Accept-Encoding": BROWSER})
    assert missing.status_code == 404 and "Accept-Encoding" in missing.headers["Vary"]


def test_exports_the_contract_pages_and_scripts_are_compressed_too(http: Http) -> None:
    game_id, tokens = http.fixed_game()
    play_to(http, game_id, tokens)
    for path, media_type in (
        (f"/v1/games/{game_id}/export", "application/x-ndjson"),
        ("/openapi.yaml", "application/yaml"),
        ("/", "text/html"),
        (f"/play/{game_id}", "text/html"),
        ("/web/play-live.js", "text/javascript"),
        ("/web/pk.css", "text/css"),
    ):
        plain = fetch_closed(http.client, path)
        assert plain.mimetype == media_type and len(plain.data) >= MIN_BYTES, path
        packed = fetch_closed(http.client, path, headers={"Accept-Encoding": "gzip"})
        assert packed.headers["Content-Encoding"] == "gzip", path
        assert decoded(packed.data, "gzip") == plain.data, path
        assert "Accept-Encoding" in packed.headers["Vary"], path


@pytest.mark.parametrize("path", ["/web/play-live.js", "/play/some-game", "/"])
def test_a_page_or_script_revalidated_with_its_compressed_tag_answers_304(http: Http, path: str) -> None:
    packed = fetch_closed(http.client, path, headers={"Accept-Encoding": "br"})
    assert packed.headers["Content-Encoding"] == "br" and packed.headers["ETag"].endswith(':br"')
    again = fetch_closed(http.client, path, headers={"Accept-Encoding": "br", "If-None-Match": packed.headers["ETag"]})
    assert again.status_code == 304 and again.data == b""


# --- under the servers --------------------------------------------------------------------------------------------


def fetch(
    port: int, method: str, path: str, headers: dict[str, str], body: object = None
) -> tuple[int, Message, bytes]:
    """One request on a connection of its own: the status, the headers and the body as received (still coded)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=READ_TIMEOUT_S)
    try:
        data = None if body is None else orjson.dumps(body)
        sent = {**headers, "Content-Type": "application/json"} if data is not None else headers
        conn.request(method, path, body=data, headers=sent)
        response = conn.getresponse()
        return response.status, response.msg, response.read()
    finally:
        conn.close()


def json_of(port: int, method: str, path: str, token: str | None = None, body: object = None) -> object:
    """The JSON answer of one request, asked for compressed as a browser asks."""
    headers = {"Accept-Encoding": BROWSER, **({"Authorization": f"Bearer {token}"} if token else {})}
    status, head, data = fetch(port, method, path, headers, body)
    assert status in (200, 201), (status, data[:300])
    return orjson.loads(decoded(data, head.get("Content-Encoding")))


def answers_compressed_when_asked(port: int) -> None:
    """The game types and a script sent from its file, plain to a client that takes no coding and compressed to one
    that does, under one Date."""
    for path in ("/v1/game-types", "/web/play-live.js"):
        status, head, plain = fetch(port, "GET", path, {})
        assert status == 200 and "Content-Encoding" not in head and "Accept-Encoding" in head["Vary"], path
        for accept, coding in (("gzip", "gzip"), (BROWSER, "br")):
            status, head, data = fetch(port, "GET", path, {"Accept-Encoding": accept})
            assert status == 200 and head["Content-Encoding"] == coding and "Accept-Encoding" in head["Vary"], path
            assert decoded(data, coding) == plain and int(head["Content-Length"]) == len(data), path
            assert len(head.get_all("Date") or []) == 1, path


def streams_each_event_as_it_is_written(port: int, accept: str | None) -> None:
    """A stream asked for as a browser asks (``Accept-Encoding: gzip, br``) goes out as gzip, one asked for without
    as it is; either way the event of a command sent while it is open arrives on it while it stays open."""
    players = [{"name": name} for name in ("ann", "bo", "cy", "di")]
    body = {"game": "bombs", "players": players, "options": {"window_ms": 0}}
    created = json_of(port, "POST", "/v1/games", body=body)
    assert isinstance(created, dict)
    game_id, version = created["id"], created["version"]
    tokens = {t["seat"]: t["token"] for t in created["tokens"]}
    stream = http.client.HTTPConnection("127.0.0.1", port, timeout=READ_TIMEOUT_S)
    try:
        headers = {"Accept": "text/event-stream", **({"Accept-Encoding": accept} if accept else {})}
        stream.request("GET", f"/v1/games/{game_id}/stream?after={version}", headers=headers)
        response = stream.getresponse()
        assert response.status == 200 and response.getheader("Content-Type", "").startswith("text/event-stream")
        assert response.getheader("Content-Encoding") == ("gzip" if accept else None)
        assert "Accept-Encoding" in response.getheader("Vary", "")
        frames = Frames(response, gzip=accept is not None)
        assert frames.next_of("heartbeat")["head"] == version  # open: it sends what it has at once
        view = json_of(port, "GET", f"/v1/games/{game_id}")
        assert isinstance(view, dict)
        seat = view["awaiting"][0]
        listed = json_of(port, "GET", f"/v1/games/{game_id}/legal-commands", tokens[seat])
        assert isinstance(listed, dict)
        json_of(port, "POST", f"/v1/games/{game_id}/commands", tokens[seat], listed["commands"][0])
        event = frames.next_of("event")
        assert event["version"] == version + 1 and event["seat"] == seat
        assert not response.isclosed(), "the stream is still open: the event came as it was written"
    finally:
        stream.close()


class Frames:
    """The messages of an open event stream, read as they come."""

    def __init__(self, response: http.client.HTTPResponse, gzip: bool = False) -> None:
        self.response = response
        self.buffer = b""
        #: A gzip stream is undone as it comes: what arrived so far decodes whole, since each message was flushed.
        self.decoder = zlib.decompressobj(31) if gzip else None

    def next_of(self, kind: str) -> dict[str, object]:
        """The data of the next message of event type ``kind`` (those of other types are passed over)."""
        while True:
            while b"\n\n" not in self.buffer:
                chunk = self.response.read1(4096)
                assert chunk, f"the stream ended before a {kind} message"
                self.buffer += chunk if self.decoder is None else self.decoder.decompress(chunk)
            block, self.buffer = self.buffer.split(b"\n\n", 1)
            fields = dict(line.partition(": ")[::2] for line in block.decode().split("\n"))
            if fields.get("event") == kind:
                data: dict[str, object] = orjson.loads(fields["data"])
                return data


@pytest.fixture
def gunicorn(settings: Settings, tmp_path: Path, redis_client: redis.Redis) -> Iterator[Gunicorn]:
    """gunicorn as production runs it (``tests.api.conftest.gunicorn``), its streams beating every half second, so
    that a stream the test has closed ends at once, and gunicorn with it."""
    try:
        with gunicorn_serving(replace(settings, sse_heartbeat_s=HEARTBEAT_S), tmp_path) as served:
            yield served
    finally:
        delete_prefix(redis_client, settings.key_prefix)


def test_powderkeg_serve_compresses_answers_and_streams_each_event_as_it_is_written(tmp_path: Path) -> None:
    served = Served(tmp_path / "data", env={"POWDERKEG_SSE_HEARTBEAT_S": str(HEARTBEAT_S)})
    try:
        port = urlsplit(served.url).port
        assert port is not None
        answers_compressed_when_asked(port)
        for accept in ("gzip, br", None):
            streams_each_event_as_it_is_written(port, accept)
    finally:
        served.close()


def test_gunicorn_compresses_answers_and_streams_each_event_as_it_is_written(gunicorn: Gunicorn) -> None:
    answers_compressed_when_asked(gunicorn.port)
    for accept in ("gzip, br", None):
        streams_each_event_as_it_is_written(gunicorn.port, accept)
