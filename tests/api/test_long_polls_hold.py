"""Long-polls wait on the app's stream hub, not on a Redis connection: a wait longer than the clients' socket
timeout answers 200, more waiters than pooled connections leave other requests served, an event appended
between the route's read and its subscription is not missed, and every answer is redacted for its viewer.

The app here has tight Redis clients (socket timeout 1 s, a pool of 3 connections, 0.5 s to get one), so a
long-poll that held a pooled connection or blocked in XREAD on it would fail these tests. Long-polls go to a
real threaded werkzeug server (as ``powderkeg serve`` runs it); set-up commands go through the test client of
the same app, so they reach the same hub.
"""

from __future__ import annotations

import dataclasses
import json
import random
import threading
import time
from collections.abc import Callable, Iterator
from http.client import HTTPConnection
from typing import Any
from urllib.parse import urlencode

import pytest
import redis
from flask import Flask
from prometheus_client import REGISTRY

from api.stream_hub import StreamKind, Subscription
from powderkeg.wiring import create_app
from settings import Settings
from tests.api.conftest import DEAL, Http
from tests.support.served import Address, hub, served

SOCKET_TIMEOUT_S = 1.0
POOL_SIZE = 3
POOL_TIMEOUT_S = 0.5
# Longer than the socket timeout and the pool timeout: a wait that held a pooled connection would fail.
WAIT_S = 2.0
# Hang guards only: a test that gets here has failed.
GUARD_S = 30.0


def with_query(url: str, **options: float) -> str:
    """``url`` with redis-py connection options in its query."""
    return url + ("&" if "?" in url else "?") + urlencode(options)


@pytest.fixture
def app(settings: Settings, redis_client: redis.Redis) -> Iterator[Flask]:
    """The API on tight Redis clients; its hub is closed and its keys removed after the test."""
    url = with_query(
        settings.redis_url or "", socket_timeout=SOCKET_TIMEOUT_S, max_connections=POOL_SIZE, timeout=POOL_TIMEOUT_S
    )
    app = create_app(dataclasses.replace(settings, redis_url=url))
    yield app
    hub(app).close()
    for key in redis_client.scan_iter(f"{settings.key_prefix}:*", count=500):
        redis_client.delete(key)


@pytest.fixture
def http(app: Flask, redis_client: redis.Redis, settings: Settings) -> Http:
    """Shortcuts over the test client of the tight app."""
    return Http(app.test_client(), redis_client, settings)


@pytest.fixture
def server(app: Flask) -> Iterator[Address]:
    """The app under a threaded werkzeug server on a free port."""
    with served(app) as address:
        yield address


def request(address: Address, method: str, path: str, body: Any = None, token: str | None = None) -> tuple[int, Any]:
    """One request over a socket of its own: the status and the JSON body."""
    conn = HTTPConnection(*address, timeout=GUARD_S)
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    try:
        conn.request(method, path, None if body is None else json.dumps(body), headers)
        response = conn.getresponse()
        return response.status, json.loads(response.read())
    finally:
        conn.close()


class Poll(threading.Thread):
    """A long-poll over HTTP in a thread of its own: its status, body and how long it took."""

    def __init__(self, address: Address, game_id: str, after: int, wait: float, token: str | None = None) -> None:
        super().__init__(daemon=True)
        self.path = f"/v1/games/{game_id}/events?after={after}&wait={wait}"
        self.address = address
        self.token = token
        self.status = 0
        self.body: Any = None
        self.seconds = float("nan")

    def run(self) -> None:
        started = time.monotonic()
        self.status, self.body = request(self.address, "GET", self.path, token=self.token)
        self.seconds = time.monotonic() - started

    def answer(self) -> tuple[int, Any]:
        self.join(GUARD_S)
        assert not self.is_alive(), "the long-poll never answered"
        return self.status, self.body


def open_long_polls() -> float:
    """The ``powderkeg_open_streams{kind="long_poll"}`` gauge of this process."""
    return REGISTRY.get_sample_value("powderkeg_open_streams", {"kind": "long_poll"}) or 0.0


def until(condition: Callable[[], bool]) -> None:
    """Wait until ``condition`` holds (a set-up step, never a timed assertion)."""
    deadline = time.monotonic() + GUARD_S
    while not condition():
        assert time.monotonic() < deadline, "the condition never held"
        time.sleep(0.01)


def play_until_a_deal(http: Http, game_id: str, tokens: dict[int, str], rng: random.Random) -> int:
    """Legal commands until one deals a new hand; the game's version after it."""
    while True:
        view = http.view(game_id)
        seats = [view["turn"]] if view["turn"] is not None else list(tokens)
        for seat in seats:
            listed = http.client.get(f"/v1/games/{game_id}/legal-commands", headers=http.bearer(tokens[seat]))
            commands = listed.get_json()["commands"]
            if commands:
                response = http.command(game_id, tokens[seat], rng.choice(commands))
                assert response.status_code == 200, response.get_json()
                answer = response.get_json()
                if any(e["type"] == "HandDealt" for e in answer["events"]):
                    version: int = answer["view"]["version"]
                    return version
                break


def test_a_long_poll_longer_than_the_redis_socket_timeout_answers_200_empty_at_the_end_of_its_wait(
    http: Http, server: Address
) -> None:
    """Nothing new for WAIT_S (twice the clients' socket timeout): 200, no events, the head unchanged."""
    game_id, _ = http.fixed_game()
    head = http.view(game_id)["version"]
    poll = Poll(server, game_id, head, WAIT_S)
    poll.start()
    assert poll.answer() == (200, {"game": "bombs", "version": head, "events": [], "more": False})
    assert poll.seconds >= WAIT_S


def test_an_event_appended_after_the_socket_timeout_wakes_the_long_poll_with_it(
    app: Flask, http: Http, server: Address
) -> None:
    """The poll has waited longer than the socket timeout when the play comes; it answers the play, which it
    could not do after its wait (an expired wait answers no events)."""
    game_id, tokens = http.fixed_game()
    head = http.view(game_id)["version"]
    poll = Poll(server, game_id, head, 20)
    poll.start()
    until(lambda: hub(app).subscribers() == 1)
    time.sleep(SOCKET_TIMEOUT_S * 1.5)
    assert http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}).status_code == 200
    status, body = poll.answer()
    assert status == 200
    assert body["version"] == head + 1
    assert [(e["version"], e["type"], e["seat"]) for e in body["events"]] == [(head + 1, "CardsPlayed", 0)]


def test_more_long_polls_than_pooled_connections_leave_other_requests_served(http: Http, server: Address) -> None:
    """POOL_SIZE + 2 long-polls wait on one game; meanwhile another game is viewed, listed, played and read
    over HTTP, every request answered; then every waiter answers 200 at the end of its wait."""
    watched, _ = http.fixed_game()
    other, tokens = http.fixed_game()
    head = http.view(watched)["version"]
    polls = [Poll(server, watched, head, WAIT_S * 2) for _ in range(POOL_SIZE + 2)]
    for poll in polls:
        poll.start()
    time.sleep(POOL_TIMEOUT_S * 2)  # let them all begin to wait (however they wait)
    answers = [
        request(server, "GET", f"/v1/games/{other}", token=tokens[1])[0],
        request(server, "GET", f"/v1/games/{other}/legal-commands", token=tokens[0])[0],
        request(server, "POST", f"/v1/games/{other}/commands", {"type": "play", "cards": ["3C"]}, tokens[0])[0],
        request(server, "GET", f"/v1/games/{other}/events?after=-1", token=tokens[2])[0],
        request(server, "GET", f"/v1/games/{watched}")[0],
    ]
    still_waiting = sum(poll.is_alive() for poll in polls)
    assert answers == [200] * len(answers)
    assert still_waiting == len(polls), "the other requests did not overlap the waits: the test proves nothing"
    for poll in polls:
        assert poll.answer() == (200, {"game": "bombs", "version": head, "events": [], "more": False})


@pytest.mark.parametrize("followed", [False, True], ids=["hub-not-following", "hub-already-following"])
@pytest.mark.parametrize("viewer", [0, None], ids=["seat-0", "spectator"])
def test_events_appended_between_the_read_and_the_subscription_are_answered_redacted_for_the_viewer(
    app: Flask, http: Http, server: Address, monkeypatch: pytest.MonkeyPatch, followed: bool, viewer: int | None
) -> None:
    """The route has read the game at ``head``; before it subscribes, a hand ends and the next is dealt. With
    nobody else following the game, the hub reads from ``head``; with another subscriber, the hub has already
    read past ``head`` and the route reads the gap from the store. Either way the answer is every event after
    ``head``, exactly as the plain log shows them to the viewer: a seat sees its own new hand only."""
    created = http.create(options={"window_ms": 0, "hands": 2}, deal=DEAL)
    game_id, tokens = created["id"], http.tokens(created)
    head = http.view(game_id)["version"]
    the_hub = hub(app)
    other = the_hub.subscribe(game_id, head, kind="sse") if followed else None
    subscribe = the_hub.subscribe
    made: list[Subscription] = []
    rng = random.Random(3)

    def late_subscribe(game: str, since: int, *, kind: StreamKind) -> Subscription:
        if kind == "long_poll" and not made:
            played: list[int] = []
            writer = threading.Thread(target=lambda: played.append(play_until_a_deal(http, game, tokens, rng)))
            writer.start()
            writer.join(GUARD_S)
            if followed:
                until(lambda: the_hub.head(game, -1) >= played[0])  # the hub has dispatched it to ``other``
        sub = subscribe(game, since, kind=kind)
        made.append(sub)
        return sub

    monkeypatch.setattr(the_hub, "subscribe", late_subscribe)
    poll = Poll(server, game_id, head, 20, tokens[viewer] if viewer is not None else None)
    poll.start()
    status, body = poll.answer()
    monkeypatch.undo()
    assert (made[0].start > head) is followed
    assert status == 200
    expected = http.client.get(
        f"/v1/games/{game_id}/events?after={head}", headers=http.bearer(tokens[viewer]) if viewer is not None else {}
    ).get_json()
    assert body == expected
    (dealt,) = [e["data"] for e in body["events"] if e["type"] == "HandDealt"]
    own = [seat for seat, hand in enumerate(dealt["hands"]) if hand is not None]
    assert own == ([] if viewer is None else [viewer])
    assert viewer is None or dealt["hands"][viewer] == http.view(game_id, tokens[viewer])["hand"]
    if other is not None:
        other.close()


def test_the_open_streams_gauge_counts_a_waiting_long_poll_once_and_drops_it_after(
    app: Flask, http: Http, server: Address
) -> None:
    """powderkeg_open_streams{kind="long_poll"} is one higher while the poll waits and back after it answers;
    a subscription closed twice (by the hub and by its response) is counted down once."""
    game_id, tokens = http.fixed_game()
    head = http.view(game_id)["version"]
    before = open_long_polls()
    poll = Poll(server, game_id, head, 20)
    poll.start()
    until(lambda: hub(app).subscribers() == 1)
    waiting = open_long_polls()
    assert http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}).status_code == 200
    assert poll.answer()[0] == 200
    until(lambda: hub(app).subscribers() == 0)
    assert (waiting, open_long_polls()) == (before + 1, before)
    sub = hub(app).subscribe(game_id, head, kind="long_poll")
    assert open_long_polls() == before + 1
    sub.close()
    sub.close()
    assert open_long_polls() == before


def test_a_long_poll_answers_503_store_unavailable_when_the_hub_loses_redis(
    app: Flask, http: Http, server: Address, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hub's XREAD fails while the poll waits: the poll answers problem+json 503 store-unavailable."""
    game_id, _ = http.fixed_game()
    head = http.view(game_id)["version"]
    poll = Poll(server, game_id, head, 20)
    poll.start()
    until(lambda: hub(app).subscribers() == 1)

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise redis.ConnectionError("redis went away")

    monkeypatch.setattr(redis.Redis, "xread", broken)
    status, body = poll.answer()
    assert status == 503
    assert body["code"] == "store-unavailable"


def test_a_hub_that_closes_ends_a_long_poll_with_200_and_no_events(app: Flask, http: Http, server: Address) -> None:
    """A hub that ends a subscription for another reason than Redis (here: it closes) is no error."""
    game_id, _ = http.fixed_game()
    head = http.view(game_id)["version"]
    poll = Poll(server, game_id, head, 20)
    poll.start()
    until(lambda: hub(app).subscribers() == 1)
    hub(app).close()
    assert poll.answer() == (200, {"game": "bombs", "version": head, "events": [], "more": False})
