"""GET /v1/games/{id}/stream: the view, then live redacted events as Server-Sent Events, resumed with
Last-Event-ID without gaps or duplicates; heartbeats carry the head; errors are problem+json.

Streams are read from a real werkzeug server (threaded, as ``powderkeg serve`` runs it) over sockets;
commands go through the test client of the same app, so they reach the same stream hub.
"""

from __future__ import annotations

import http.client
import random
import threading
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import orjson
import pytest
import redis
from flask import Flask

from domain.errors import InvalidSetup
from domain.game import Ctx, PlayerSpec, Viewer, from_data, parse_options
from domain.games import GAMES
from domain.service import event_classes
from powderkeg.wiring import create_app
from settings import Settings
from tests.api.test_views_hide_hands import DECK, full_deal, words_in
from tests.domain.test_game_contract import option_sets
from tests.support.playout import Checker, card_strings
from tests.support.served import hub, served

if TYPE_CHECKING:
    from tests.api.conftest import Http

HEARTBEAT_S = 0.2
READ_TIMEOUT_S = 5


@pytest.fixture
def app(settings: Settings, redis_client: redis.Redis) -> Iterator[Flask]:
    """The API with a short heartbeat; its stream hub is closed and its keys removed after the test."""
    app = create_app(replace(settings, sse_heartbeat_s=HEARTBEAT_S))
    yield app
    hub(app).close()
    for key in redis_client.scan_iter(f"{settings.key_prefix}:*", count=500):
        redis_client.delete(key)


@pytest.fixture
def server(app: Flask) -> Iterator[tuple[str, int]]:
    """The app under a threaded werkzeug server on a free port."""
    with served(app) as address:
        yield address


@dataclass(frozen=True, slots=True)
class Message:
    """One SSE message as a browser's EventSource would dispatch it."""

    event: str
    id: str | None
    data: Any


class SseClient:
    """A minimal EventSource over http.client: it parses messages and can drop the connection anywhere."""

    def __init__(self, address: tuple[str, int], path: str, headers: dict[str, str] | None = None) -> None:
        self.conn = http.client.HTTPConnection(*address, timeout=READ_TIMEOUT_S)
        self.conn.request("GET", path, headers={"Accept": "text/event-stream", **(headers or {})})
        self.response = self.conn.getresponse()
        self.buffer = b""
        self.retry: int | None = None
        self.received = 0  # bytes of body read so far

    def next(self, *, heartbeats: bool = True) -> Message | None:
        """The next message (None when the server ended the stream); skips heartbeats unless asked."""
        while True:
            message = self._parse_one()
            if message is None:
                chunk = self.response.read1(4096)
                if not chunk:
                    return None
                self.received += len(chunk)
                self.buffer += chunk
                continue
            if message.event == "heartbeat" and not heartbeats:
                continue
            return message

    def read_until_cut(self, cut: int) -> list[Message]:
        """Every complete message within the first ``cut`` body bytes, then drop the connection there."""
        messages: list[Message] = []
        while self.received < cut:
            chunk = self.response.read1(4096)
            if not chunk:
                break
            keep = chunk[: max(0, cut - self.received)]
            self.received += len(chunk)
            self.buffer += keep
            while (message := self._parse_one()) is not None:
                messages.append(message)
        self.close()
        return messages

    def rest(self) -> list[Message]:
        """Every message until the server ends the stream."""
        messages = []
        while (message := self.next()) is not None:
            messages.append(message)
        return messages

    def close(self) -> None:
        self.response.close()
        self.conn.close()

    def _parse_one(self) -> Message | None:
        while b"\n\n" in self.buffer:
            block, self.buffer = self.buffer.split(b"\n\n", 1)
            fields: dict[str, str] = {}
            for line in block.decode().split("\n"):
                name, _, value = line.partition(": ")
                fields[name] = value
            if "retry" in fields:
                self.retry = int(fields["retry"])
            if "data" in fields:
                return Message(fields.get("event", "message"), fields.get("id"), orjson.loads(fields["data"]))
        return None


def play_one(http: Http, game_id: str, tokens: dict[int, str], rng: random.Random) -> bool:
    """One legal command of the seat on turn, chosen by ``rng``; False when the game is over."""
    view = http.view(game_id)
    if view["status"] == "finished":
        return False
    seat = view["turn"]
    listed = http.client.get(f"/v1/games/{game_id}/legal-commands", headers=http.bearer(tokens[seat]))
    response = http.command(game_id, tokens[seat], rng.choice(listed.get_json()["commands"]))
    assert response.status_code == 200, response.get_json()
    return True


def events_seen_by(http: Http, game_id: str, token: str | None, after: int = -1) -> list[dict[str, Any]]:
    """The events route's answer, to compare the stream with."""
    headers = http.bearer(token) if token else {}
    events: list[dict[str, Any]] = http.client.get(
        f"/v1/games/{game_id}/events?after={after}", headers=headers
    ).get_json()["events"]
    return events


def test_a_stream_opens_with_the_callers_view_and_version(http: Http, server: tuple[str, int]) -> None:
    """The first message is the seat's own view, with the version as its id and the SSE headers set."""
    game_id, tokens = http.fixed_game()
    client = SseClient(server, f"/v1/games/{game_id}/stream", http.bearer(tokens[1]))
    assert client.response.status == 200
    assert client.response.getheader("Content-Type", "").startswith("text/event-stream")
    assert client.response.getheader("Cache-Control") == "no-cache"
    assert client.response.getheader("X-Accel-Buffering") == "no"
    first = client.next()
    view = http.view(game_id, tokens[1])
    assert first == Message("view", str(view["version"]), {"version": view["version"], "view": view})
    assert first.data["view"]["hand"] == http.deal["hands"][1]
    assert client.retry is not None and client.retry > 0
    client.close()


def test_a_command_posted_while_a_stream_is_open_arrives_as_the_next_event(
    http: Http, server: tuple[str, int]
) -> None:
    """The play arrives on the open stream with its version as the id, as the events route shows it."""
    game_id, tokens = http.fixed_game()
    client = SseClient(server, f"/v1/games/{game_id}/stream")
    opening = client.next()
    assert opening is not None and opening.event == "view"
    version = opening.data["version"]
    assert http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}).status_code == 200
    expected = events_seen_by(http, game_id, None, after=version)
    got = [client.next(heartbeats=False) for _ in expected]
    assert got == [Message("event", str(e["version"]), e) for e in expected]
    assert got[0] is not None and got[0].id == str(version + 1) and got[0].data["type"] == "CardsPlayed"
    client.close()


def test_a_heartbeat_carries_the_head_version_and_no_id(http: Http, server: tuple[str, int]) -> None:
    """With nothing new, a heartbeat comes after the heartbeat period, naming the head."""
    game_id, tokens = http.fixed_game()
    client = SseClient(server, f"/v1/games/{game_id}/stream")
    opening = client.next()
    assert opening is not None
    assert client.next() == Message("heartbeat", None, {"head": opening.data["version"]})
    assert http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}).status_code == 200
    played = client.next(heartbeats=False)
    assert played is not None and played.event == "event"
    assert client.next() == Message("heartbeat", None, {"head": played.data["version"]})
    client.close()


def test_resuming_a_finished_games_log_at_random_points_sends_every_later_event_once(
    http: Http, server: tuple[str, int]
) -> None:
    """Last-Event-ID (or ?after) N gives exactly the events after N, in order, the full view, then the end."""
    game_id, tokens = http.fixed_game()
    rng = random.Random(7)
    while play_one(http, game_id, tokens, rng):
        pass
    log = events_seen_by(http, game_id, tokens[2])
    head = log[-1]["version"]
    final = http.view(game_id, tokens[2])
    assert final["status"] == "finished"
    for n in sorted(rng.sample(range(-1, head), 6)) + [head - 1]:
        for headers, path in (
            ({"Last-Event-ID": str(n), **http.bearer(tokens[2])}, f"/v1/games/{game_id}/stream"),
            (http.bearer(tokens[2]), f"/v1/games/{game_id}/stream?after={n}"),
        ):
            client = SseClient(server, path, headers)
            messages = client.rest()
            assert [m.id for m in messages[:-1]] == [str(v) for v in range(n + 1, head + 1)], n
            assert [m.data for m in messages[:-1]] == log[n + 1 :]
            assert messages[-1] == Message("view", None, {"version": head, "view": final})
            client.close()
    done = SseClient(server, f"/v1/games/{game_id}/stream", {"Last-Event-ID": str(head)})
    assert done.response.status == 204  # EventSource stops reconnecting
    done.close()
    opened = SseClient(server, f"/v1/games/{game_id}/stream").rest()
    assert opened == [Message("view", str(head), {"version": head, "view": http.view(game_id)})]


def test_a_live_stream_cut_at_random_points_and_resumed_delivers_every_event_exactly_once(
    app: Flask, http: Http, server: tuple[str, int]
) -> None:
    """While another client plays a whole game, a viewer drops its connection at random bytes and resumes
    with the last id it fully received; it gets every event once, in order, and the final view."""
    game_id, tokens = http.fixed_game()
    rng = random.Random(3)
    path = f"/v1/games/{game_id}/stream"
    first = SseClient(server, path, http.bearer(tokens[3]))
    opening = first.next()
    assert opening is not None
    start = opening.data["version"]
    received: list[Message] = []
    failures: list[BaseException] = []

    def play() -> None:
        try:
            player_http = type(http)(app.test_client(), http.redis, http.settings)
            player_rng = random.Random(11)
            while play_one(player_http, game_id, tokens, player_rng):
                pass
        except BaseException as exc:  # reported by the test thread
            failures.append(exc)

    player = threading.Thread(target=play)
    player.start()
    client, cuts, stalled = first, 0, False
    while True:
        # A cut anywhere in the next bytes; after a connection that brought nothing new, read a whole message.
        cut = client.received + (10**9 if stalled else rng.randrange(1, 1500))
        before = len(received)
        received.extend(m for m in client.read_until_cut(cut) if m.event != "heartbeat")
        if received and received[-1].event == "view":
            break
        stalled = len(received) == before
        last = max([start] + [int(m.id) for m in received if m.id is not None])
        client = SseClient(server, path, {"Last-Event-ID": str(last), **http.bearer(tokens[3])})
        if client.response.status == 204:  # finished, and every event received: only the final view was lost
            client.close()
            view = http.view(game_id, tokens[3])
            received.append(Message("view", None, {"version": view["version"], "view": view}))
            break
        cuts += 1
    player.join(30)
    assert not failures and not player.is_alive()
    log = events_seen_by(http, game_id, tokens[3])
    head = log[-1]["version"]
    assert [m.data for m in received[:-1]] == log[start + 1 :]
    assert [m.id for m in received[:-1]] == [str(v) for v in range(start + 1, head + 1)]
    assert received[-1] == Message("view", None, {"version": head, "view": http.view(game_id, tokens[3])})
    assert cuts >= 3


@pytest.mark.parametrize("query", ["", "?state=true"])
def test_a_spectators_stream_never_carries_a_hidden_card(http: Http, server: tuple[str, int], query: str) -> None:
    """Through random legal play, no card still held by a seat reaches the spectator's stream, and no seat's
    stream carries another seat's held cards; nor do the states of a stream that carries them (each read up to
    the state at the head)."""
    created = http.create(options={"window_ms": 0, "hands": 1}, deal=full_deal(seed=5))
    game_id, tokens = created["id"], http.tokens(created)
    viewers: dict[int | None, str | None] = {None: None, **{seat: token for seat, token in tokens.items()}}
    clients = {
        viewer: SseClient(server, f"/v1/games/{game_id}/stream{query}", http.bearer(token) if token else {})
        for viewer, token in viewers.items()
    }
    seen: dict[int | None, set[str]] = {viewer: set() for viewer in viewers}
    rng = random.Random(11)
    for _ in range(14):
        head = http.view(game_id)["version"]
        for viewer, client in clients.items():
            while True:
                message = client.next(heartbeats=False)
                assert message is not None
                seen[viewer] |= words_in(message.data)
                if query and message.event == "state" and message.data["version"] >= head:
                    break
                if not query and message.id is not None and int(message.id) >= head:
                    break
        hands = {seat: set(http.view(game_id, token)["hand"]) for seat, token in tokens.items()}
        assert not set().union(*hands.values()) & seen[None]
        for seat in tokens:
            assert hands[seat] <= seen[seat]
            for other, hand in hands.items():
                if other != seat:
                    assert not hand & seen[seat], (seat, other)
        assert play_one(http, game_id, tokens, rng)
    assert http.view(game_id)["status"] != "finished"
    assert seen[None] & set(DECK), "the spectator saw no card at all: the test proves nothing"
    for client in clients.values():
        client.close()


#: At most this many commands in a game of the every-game stream test (each game ends well before).
STREAM_STEPS = 5000


def dealt_again(slug: str, players: int) -> dict[str, Any]:
    """The minimal options of ``slug`` with each count (an int option that is no time) one above its minimum
    where the game sets up with that, so that a game of several hands or games deals again while its streams
    are open."""
    game = GAMES[slug]
    specs = [PlayerSpec(name=f"p{i}") for i in range(players)]
    options = dict(option_sets(game.info)[0][1])
    for name, spec in game.info.options.items():
        if spec.kind == "int" and not name.endswith("_ms") and options[name] is not None:
            more = {**options, name: options[name] + 1}
            try:
                game.setup(specs, parse_options(game.info, more), Ctx(now_ms=0, rng=random.Random(0)), None)
            except InvalidSetup:
                continue
            options = more
    return options


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_no_stream_of_any_game_type_carries_a_card_hidden_from_its_viewer(
    slug: str, app: Flask, http: Http, server: tuple[str, int]
) -> None:
    """A game of each type played to its end at random, one command at a time, while a spectator and every
    seat keep a stream open: each viewer gets every event once, in order, then the final view, and no message
    shows it a card of another seat's hand that the rules had not shown it by then (the game's own disclosure
    rules, as in the conformance test). The batch that ends the game is exempt: nothing is hidden after it."""
    game = GAMES[slug]
    info = game.info
    players = [{"name": f"p{i}"} for i in range(min(info.max_players, info.min_players + 1))]
    created = http.create(players=players, options=dealt_again(slug, len(players)), game=slug)
    game_id, tokens = created["id"], http.tokens(created)
    service = hub(app).service
    rules = service.game_of(service.load(game_id))  # the game's own, under its idle policy (nobody idles here)
    viewers: list[Viewer] = [None, *sorted(tokens)]
    clients = {
        viewer: SseClient(server, f"/v1/games/{game_id}/stream", {} if viewer is None else http.bearer(tokens[viewer]))
        for viewer in viewers
    }
    opened: dict[Viewer, Message] = {}
    events: dict[Viewer, list[Message]] = {viewer: [] for viewer in viewers}
    last: dict[Viewer, int] = {}
    rng = random.Random(slug)
    finishing: int | None = None
    for step in range(STREAM_STEPS + 1):
        loaded = service.load(game_id)
        for viewer, client in clients.items():
            while last.get(viewer, -2) < loaded.version:  # every stream has what the game holds
                message = client.next(heartbeats=False)
                assert message is not None and message.id is not None, (viewer, loaded.version, message)
                if viewer in opened:
                    assert message.event == "event", message
                    events[viewer].append(message)
                else:
                    assert message.event == "view", message
                    opened[viewer] = message
                last[viewer] = int(message.id)
        if rules.status(loaded.state) == "finished" or step == STREAM_STEPS:
            break
        offers = [(s, c) for s in rules.awaiting(loaded.state) for c in rules.legal_commands(loaded.state, s)]
        seat, command = offers[rng.randrange(len(offers))]
        outcome = service.handle_command(game_id, seat, command)
        if rules.status(outcome.loaded.state) == "finished":
            finishing = outcome.first_version
    for viewer, client in clients.items():
        final = client.next(heartbeats=False)
        assert final is not None and (final.event, final.id) == ("view", None), viewer
        client.close()
    assert finishing is not None, "the game did not finish"

    start = int(opened[None].id or -1)
    head = service.load(game_id).version
    for viewer in viewers:
        assert int(opened[viewer].id or -1) == start
        assert [m.id for m in events[viewer]] == [str(v) for v in range(start + 1, head + 1)], viewer
    checker = Checker(slug=slug, rng=random.Random(0), every=1)
    classes = event_classes(game)
    shown = {viewer: {int(m.id or -1): m.data for m in events[viewer]} for viewer in viewers}
    state: Any = None
    for stored in service.store.read(game_id):
        if stored.version >= finishing:
            break
        event = from_data(classes[stored.type], stored.data)
        state = game.evolve(state, event, stored.at_ms)
        checker.known = checker.rules.disclose(event, checker.known)
        checker.step = stored.version
        if stored.version == start:
            checker.hides_hands(game, state, lambda viewer: opened[viewer].data, "the opening view")
        elif stored.version > start:
            checker.hides_hands(game, state, lambda viewer, v=stored.version: shown[viewer][v], "a stream event")
    assert checker.problems == []
    for seat in tokens:
        assert opened[seat].data["view"]["hand"], "a seat saw no hand of its own: the test proves nothing"
    spectated = [m.data for m in events[None] if int(m.id or -1) < finishing]
    assert card_strings(spectated, checker.rules.codes), "the spectator saw no card at all: the test proves nothing"


def test_a_disconnected_client_leaves_the_hub(app: Flask, http: Http, server: tuple[str, int]) -> None:
    """Once the server notices a client is gone (at the next heartbeat), its subscription ends."""
    game_id, _ = http.fixed_game()
    client = SseClient(server, f"/v1/games/{game_id}/stream")
    assert client.next() is not None
    assert hub(app).subscribers() == 1
    client.close()
    done = threading.Event()
    for _ in range(50):
        if hub(app).subscribers() == 0:
            done.set()
            break
        done.wait(HEARTBEAT_S / 2)
    assert done.is_set()


def test_a_redis_failure_ends_the_stream_and_the_client_resumes(
    http: Http, server: tuple[str, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hub's read fails: the stream ends cleanly (no partial message); a reconnect resumes."""
    game_id, tokens = http.fixed_game()
    client = SseClient(server, f"/v1/games/{game_id}/stream")
    opening = client.next()
    assert opening is not None

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise redis.ConnectionError("redis went away")

    with monkeypatch.context() as patch:
        patch.setattr(redis.Redis, "xread", broken)
        assert [m for m in client.rest() if m.event != "heartbeat"] == []
        assert client.buffer == b""
    assert http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}).status_code == 200
    resumed = SseClient(server, f"/v1/games/{game_id}/stream", {"Last-Event-ID": opening.id or ""})
    played = resumed.next(heartbeats=False)
    assert played is not None and played.id == str(opening.data["version"] + 1)
    resumed.close()


@pytest.mark.parametrize("value", ["abc", "-2", "1.5", "01", "99999999999999999999", "1 2"])
def test_a_malformed_last_event_id_is_a_400_problem(http: Http, value: str) -> None:
    """Last-Event-ID must be a version the stream sent."""
    game_id, _ = http.fixed_game()
    response = http.client.get(f"/v1/games/{game_id}/stream", headers={"Last-Event-ID": value})
    assert response.status_code == 400
    assert response.mimetype == "application/problem+json"
    assert response.get_json()["code"] == "invalid-last-event-id"


def test_resuming_past_the_head_or_with_a_bad_query_is_a_400_problem(http: Http) -> None:
    """A version the game has not reached, or a query that does not fit, is refused before streaming."""
    game_id, _ = http.fixed_game()
    head = http.view(game_id)["version"]
    past = http.client.get(f"/v1/games/{game_id}/stream", headers={"Last-Event-ID": str(head + 1)})
    assert past.status_code == 400
    assert past.get_json()["code"] == "invalid-last-event-id"
    assert past.get_json()["version"] == head
    for query in (f"after={head + 1}", "after=x", "after=-2", "wait=1", "after=1&after=2"):
        response = http.client.get(f"/v1/games/{game_id}/stream?{query}")
        assert response.status_code == 400, query
        assert response.mimetype == "application/problem+json"
        assert response.get_json()["code"] == "invalid-query", query


def test_an_unknown_game_or_token_is_refused_before_streaming(http: Http) -> None:
    """404 for a game that does not exist, 401 for a token that names no seat."""
    missing = http.client.get("/v1/games/nosuchgame/stream")
    assert missing.status_code == 404
    assert missing.get_json()["code"] == "game-not-found"
    game_id, _ = http.fixed_game()
    stranger = http.client.get(f"/v1/games/{game_id}/stream", headers=http.bearer(f"{game_id}.nope"))
    assert stranger.status_code == 401
    assert stranger.get_json()["code"] == "unknown-token"


def test_the_heartbeat_setting_is_read_and_bounded() -> None:
    """POWDERKEG_SSE_HEARTBEAT_S defaults to 15 s and refuses what is not a sane period."""
    assert Settings.from_env({}).sse_heartbeat_s == 15.0
    assert Settings.from_env({"POWDERKEG_SSE_HEARTBEAT_S": "2.5"}).sse_heartbeat_s == 2.5
    for bad in ("0", "-1", "nan", "x", "301"):
        with pytest.raises(ValueError):
            Settings.from_env({"POWDERKEG_SSE_HEARTBEAT_S": bad})
