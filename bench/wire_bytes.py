"""Bytes on the wire for each seat (issue 38): a whole game followed by its seats the way the web client follows it,
each seat's downloads counted on its sockets (status lines, headers and bodies as they arrive), compressed or not.

Each seat does what api/static/web/play.js and play-live.js do. Opening the page: the game types, the view, the
legal commands, the log (``GET .../events?after=-1&limit=1000``), a stream ticket and the event stream. Then, once a
move's events have reached it, the seat holds the game as it is now: from the stream's state, or by one refresh (the
view, and the legal commands while the game is active; ``REFRESH_DEBOUNCE_MS`` gathers a move's events into one
refresh, and a stream without states is answered with one when it opens). A seat the game
awaits sends a command drawn from its legal commands (``POST .../commands``), as a person clicks one. The same game
(the same seed, the same draws) is played once for each way of following it:

- ``plain``: no ``Accept-Encoding`` and no ``If-None-Match``: the web client before issue 38, the reference;
- ``browser``: ``Accept-Encoding`` as Chromium sends it (gzip, deflate, br, zstd), ``If-None-Match`` where it polls;
- ``gzip``: an app whose HTTP library takes gzip alone (OkHttp's default), ``If-None-Match`` where it polls;

each by the event stream carrying the seat's state (``state``: ``?state=true``, as the web client opens it since
issue 38: the stream sends the view and the legal commands after each move, so the page asks for neither, and its
moves ask for a minimal answer, ``Prefer: return=minimal``, a 204 without the view), by the
event stream alone with a refresh after each move (``sse``: the web client before), and by long-polls instead
(``long-poll``: ``GET .../events?after=N&wait=20`` for each move's events, then a refresh). Idle time costs apart (a
stream's heartbeats, a long-poll that ends with nothing): printed last.

Run: .venv/bin/python bench/wire_bytes.py [--games bombs,haggis] [--seed 1]
(uses $REDIS_URL, else 127.0.0.1:6379, else an embedded Redis; the app under werkzeug, as ``powderkeg serve`` runs it)
"""

from __future__ import annotations

import argparse
import http.client
import io
import logging
import random
import socket
import sys
import time
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import orjson  # noqa: E402
import redis  # noqa: E402

from api.sse import frame  # noqa: E402
from bench.common import bench_prefix, redis_url  # noqa: E402
from domain.game import PlayerSpec  # noqa: E402
from domain.service import GameService  # noqa: E402
from powderkeg.wiring import build_service, create_app  # noqa: E402
from settings import Settings  # noqa: E402
from tests.support.codings import decoded  # noqa: E402
from tests.support.entropy import SeededSeeds  # noqa: E402
from tests.support.redis_keys import delete_prefix  # noqa: E402
from tests.support.served import served  # noqa: E402

BROWSER = "gzip, deflate, br, zstd"
#: The games played: (slug, seats, options, what it is).
GAMES = {
    "bombs": ("bombs", 4, {"hands": 12, "window_ms": 0}, "bombs, 4 seats, 12 hands"),
    "haggis": ("haggis", 3, {"target": 250}, "haggis, 3 seats, to 250"),
}
TIMEOUT_S = 30.0
#: What a seat's bytes are counted under: opening the page, the events (stream or long-polls), the refreshes, and the
#: answers to its own moves.
PARTS = ("opening", "events", "refreshes", "moves")


@dataclass(frozen=True, slots=True)
class Way:
    """One way of following a game: by ``follow`` (sse or long-poll), accepting ``accept``, revalidating or not."""

    follow: str
    accept: str | None
    conditional: bool
    name: str


WAYS = tuple(
    Way(follow, accept, accept is not None, f"{follow}, {name}")
    for follow in ("state", "sse", "long-poll")
    for name, accept in (("plain", None), ("browser", BROWSER), ("gzip", "gzip"))
)


class _CountingReader(io.RawIOBase):
    """A socket's reading side that adds up the bytes it reads."""

    def __init__(self, raw: Any, seat: Seat) -> None:
        self._raw = raw
        self._seat = seat

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        n: int = self._raw.readinto(buffer) or 0
        self._seat.received[self._seat.part] += n
        return n

    def close(self) -> None:
        self._raw.close()
        super().close()


class _CountingSocket:
    """A socket whose files count what they read into the seat's current part."""

    def __init__(self, sock: socket.socket, seat: Seat) -> None:
        self._sock = sock
        self._seat = seat

    def makefile(self, mode: str, *args: Any, **kwargs: Any) -> io.BufferedReader:
        return io.BufferedReader(_CountingReader(self._sock.makefile("rb", buffering=0), self._seat))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._sock, name)


class _Connection(http.client.HTTPConnection):
    """An HTTP/1.1 connection (kept alive) whose received bytes count for ``seat``."""

    def __init__(self, port: int, seat: Seat) -> None:
        super().__init__("127.0.0.1", port, timeout=TIMEOUT_S)
        self._seat = seat

    def connect(self) -> None:
        super().connect()
        self.sock = _CountingSocket(self.sock, self._seat)


@dataclass
class Seat:
    """One seat's page: what it holds of the game, and the bytes it downloaded, by part."""

    port: int
    game_id: str
    token: str
    way: Way
    received: dict[str, int] = field(default_factory=lambda: dict.fromkeys(PARTS, 0))
    part: str = "opening"
    view: Any = None
    legal: list[Any] = field(default_factory=list)
    held: int = -1  # the last version of the log it holds
    kept: dict[str, tuple[str, Any]] = field(default_factory=dict)  # path: (ETag, body), as api.js keeps them
    stream: http.client.HTTPResponse | None = None
    buffer: bytes = b""
    decoder: Any = None  # undoes a gzip stream as it comes
    finished: bool = False
    stated: int = -1  # the version of the last state the stream sent
    etag: str = ""  # of the last answer

    def __post_init__(self) -> None:
        self.conn = _Connection(self.port, self)

    def request(self, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None) -> Any:
        """One request on the seat's connection; the answer's JSON (the body it keeps, on a 304)."""
        sent = {"Accept": "application/json", "Authorization": f"Bearer {self.token}", **(headers or {})}
        if self.way.accept is not None:
            sent["Accept-Encoding"] = self.way.accept
        kept = self.kept.get(path) if self.way.conditional and method == "GET" else None
        if kept is not None:
            sent["If-None-Match"] = kept[0]
        data = None
        if body is not None:
            data, sent["Content-Type"] = orjson.dumps(body), "application/json"
        self.conn.request(method, path, body=data, headers=sent)
        response = self.conn.getresponse()
        raw = response.read()
        self.etag = response.getheader("ETag") or ""
        if response.status == 304 and kept is not None:
            return kept[1]
        if response.status == 204:
            return None
        assert response.status in (200, 201), (method, path, response.status, raw[:300])
        answer = orjson.loads(decoded(raw, response.getheader("Content-Encoding")))
        tag = response.getheader("ETag")
        if self.way.conditional and method == "GET" and tag is not None:
            self.kept[path] = (tag, answer)
        return answer

    def path(self, suffix: str = "") -> str:
        return f"/v1/games/{self.game_id}{suffix}"

    def open(self) -> None:
        """What opening the game's page asks for, and the stream it opens."""
        self.part = "opening"
        self.request("GET", "/v1/game-types")
        self.view = self.request("GET", self.path())
        self.legal = self.request("GET", self.path("/legal-commands"))["commands"]
        more = True
        while more:
            page = self.request("GET", self.path(f"/events?after={self.held}&limit=1000"))
            if page["events"]:
                self.held = page["events"][-1]["version"]
            more = page["more"]
        if self.way.follow != "long-poll":
            ticket = self.request("POST", self.path("/stream-tickets"))
            stream = _Connection(self.port, self)
            query = f"&after={self.held}" + ("&state=true" if self.way.follow == "state" else "")
            stream.request("GET", ticket["stream"] + query, headers=self._stream_headers())
            self.stream = stream.getresponse()
            # A stream asked for with gzip comes as gzip flushed after every message (api/compression.py).
            self.decoder = zlib.decompressobj(31) if self.stream.getheader("Content-Encoding") == "gzip" else None
            assert self.stream.status == 200, self.stream.status
            if self.way.follow == "sse":
                self.refresh()  # the stream's "open": the view and the commands as they are now

    def _stream_headers(self) -> dict[str, str]:
        headers = {"Accept": "text/event-stream"}
        if self.way.accept is not None:
            headers["Accept-Encoding"] = self.way.accept
        return headers

    def catch_up(self, head: int, last: bool) -> None:
        """Receive the events up to ``head`` by the stream or a long-poll (``last``: the game ends there, and the
        stream then sends the finished game's view too)."""
        self.part = "events"
        if self.stream is None:
            while self.held < head:
                page = self.request("GET", self.path(f"/events?after={self.held}&wait=20"))
                self.held = page["events"][-1]["version"]
            return
        stating = self.way.follow == "state"
        # With states, the state at the head follows the move's events; or, when it ended the game, its view.
        while self.held < head or not self.finished and (self.stated < head if stating else last):
            while b"\n\n" not in self.buffer:
                chunk = self.stream.read1(65536)
                assert chunk, "the stream ended early"
                self.buffer += chunk if self.decoder is None else self.decoder.decompress(chunk)
            block, self.buffer = self.buffer.split(b"\n\n", 1)
            fields = dict(line.partition(": ")[::2] for line in block.decode().split("\n"))
            if fields.get("event") == "event":
                self.held = int(fields["id"])
            elif fields.get("event") == "state":
                state = orjson.loads(fields["data"])
                self.view, self.stated = state["view"], state["version"]
                self.legal = state["commands"]["commands"]
            elif fields.get("event") == "view" and "id" not in fields:
                self.finished = True  # the finished game's last message
                self.view = orjson.loads(fields["data"])["view"]

    def refresh(self) -> None:
        """What one refresh of the page asks for: the view, then the legal commands while the game is active."""
        self.part = "refreshes"
        self.view = self.request("GET", self.path())
        if self.view["status"] == "active":
            self.legal = self.request("GET", self.path("/legal-commands"))["commands"]

    def move(self, command: Any, key: str) -> tuple[int, bool]:
        """Send ``command`` as a click sends it; the version it reached, and whether it ended the game (a seat that
        follows the stream's states asks for a minimal answer, as the web client does: it learns that there)."""
        self.part = "moves"
        headers = {"Idempotency-Key": key}
        if self.way.follow == "state":
            headers["Prefer"] = "return=minimal"
            self.request("POST", self.path("/commands"), command, headers)
            return int(self.etag.strip('"')), False
        answer = self.request("POST", self.path("/commands"), command, headers)
        return answer["version"], answer["view"]["status"] == "finished"

    def close(self) -> None:
        if self.stream is not None:
            self.stream.close()
        self.conn.close()


def play(port: int, service: GameService, game: str, way: Way, seed: int) -> tuple[list[Seat], int]:
    """The game of ``seed`` played to its end, each seat following it by ``way``: the seats, with their bytes, and
    the number of moves."""
    slug, seats, options, _ = GAMES[game]
    service.entropy = SeededSeeds(seed)  # the same deal and the same draws of chance for every way
    created = service.create_game(slug, [PlayerSpec(name=f"p{i}") for i in range(seats)], options)
    pages = [Seat(port, created.game_id, token, way) for token in created.tokens if token is not None]
    for page in pages:
        page.open()
    rng = random.Random(seed)
    moves = 0
    while pages[0].view["status"] == "active":
        mover = pages[rng.choice(sorted(pages[0].view["awaiting"]))]
        head, last = mover.move(rng.choice(mover.legal), f"m{moves}")
        moves += 1
        for page in pages:
            page.catch_up(head, last)
        for page in pages:
            if way.follow != "state":
                page.refresh()
    for page in pages:
        page.close()
    return pages, moves


def idle_minute(port: int, service: GameService, way: Way) -> int:
    """What a minute in which nothing happens costs a seat following a game by ``way``: four heartbeats of the
    stream (one each 15 s, in chunks), or three long-polls of 20 s that end with no event (the first answered in
    full, the next ones 304 where the seat revalidates)."""
    created = service.create_game("bombs", [PlayerSpec(name=f"p{i}") for i in range(4)], {"window_ms": 0})
    head = service.load(created.game_id).version
    if way.follow != "long-poll":
        message = frame("heartbeat", {"head": head})
        return 4 * (len(f"{len(message):x}\r\n") + len(message) + 2)
    assert created.tokens[0] is not None
    page = Seat(port, created.game_id, created.tokens[0], way)
    page.part = "events"
    for _ in range(3):
        page.request("GET", page.path(f"/events?after={head}&wait=0.05"))
    page.close()
    return page.received["events"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default="bombs,haggis", help="comma-separated: bombs, haggis")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    logging.getLogger("werkzeug").setLevel(logging.WARNING)
    with redis_url() as url:
        client = redis.Redis.from_url(url)
        settings = Settings(redis_url=url, key_prefix=bench_prefix())
        service = build_service(settings, client)
        app = create_app(settings, service)
        try:
            with served(app) as (_, port):
                for game in args.games.split(","):
                    report(port, service, game, args.seed)
                print("\nan idle minute (nothing happens; not in the figures above), each seat:")
                for way in WAYS:
                    print(f"  {way.name:<20} {idle_minute(port, service, way):>9,} bytes")
        finally:
            delete_prefix(client, settings.key_prefix)


def report(port: int, service: GameService, game: str, seed: int) -> None:
    """Play ``game`` once per way and print each seat's bytes, against the plain way of the same following."""
    _, seats, _, words = GAMES[game]
    print(f"\n{words} (seed {seed}): the bytes each seat downloads, and their share of the plain way's")
    print(f"  {'way':<20}" + "".join(f"{'seat ' + str(s):>12}" for s in range(seats)) + f"{'of plain':>10}  took")
    reference: dict[str, list[int]] = {}
    for way in WAYS:
        started = time.perf_counter()
        pages, moves = play(port, service, game, way, seed)
        took = time.perf_counter() - started
        totals = [sum(page.received.values()) for page in pages]
        share = sum(totals) / sum(reference.setdefault(way.follow, totals))
        print(f"  {way.name:<20}" + "".join(f"{t:>12,}" for t in totals) + f"{share:>10.1%}  {took:.0f} s")
        parts = ", ".join(f"{part} {sum(p.received[part] for p in pages) // seats:,}" for part in pages[0].received)
        print(f"  {'':<20}a seat's mean: {parts}; {moves:,} moves")
    print(f"  the finished game's export (GET .../export), its bytes on the wire: {export_bytes(pages[0])}")


def export_bytes(page: Seat) -> str:
    """What the export of ``page``'s finished game costs on the wire, plain and in each coding a client may take."""
    sizes = []
    for accept in (None, "gzip", BROWSER):
        fetched = Seat(page.port, page.game_id, page.token, Way("sse", accept, False, ""))
        fetched.part = "opening"
        headers = {"Accept": "application/x-ndjson", "Authorization": f"Bearer {page.token}"}
        if accept is not None:
            headers["Accept-Encoding"] = accept
        fetched.conn.request("GET", page.path("/export"), headers=headers)
        response = fetched.conn.getresponse()
        response.read()
        fetched.close()
        sizes.append(f"{fetched.received['opening']:,} {response.getheader('Content-Encoding') or 'plain'}")
    return ", ".join(sizes)


if __name__ == "__main__":
    main()
