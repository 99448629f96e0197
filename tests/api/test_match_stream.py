"""GET /v1/games/{id}/stream of a match at several tables (issue 14): the match and every table live in one
stream, redacted for the bearer's seat at each table, resumed with a cursor over all of them without a gap
or a duplicate, in causal order."""

from __future__ import annotations

import random
import threading
import time
from typing import TYPE_CHECKING, Any, cast

from flask import Flask

from api.metrics import OPEN_STREAMS
from api.routes.match_stream import _Cursor, _snapshot
from domain.ports import StoredEvent
from domain.service import GameService, table_id
from tests.api import test_stream_sse
from tests.api.test_matches_over_http import match_moves
from tests.api.test_stream_sse import Message, SseClient
from tests.support.served import hub

if TYPE_CHECKING:
    from tests.api.conftest import Http

#: The SSE tests' fixtures: the app with a short heartbeat, served by a threaded werkzeug server.
app = test_stream_sse.app
server = test_stream_sse.server


def new_match(http: Http, players: int = 6) -> tuple[str, dict[int, str]]:
    created = http.create(players=[{"name": f"p{i}"} for i in range(players)], options={"window_ms": 0, "hands": 2})
    return created["id"], http.tokens(created)


def play_match(http: Http, match_id: str, tokens: dict[int, str], seed: int) -> None:
    """Random legal commands of the players until the match is over."""
    rng = random.Random(seed)
    while (spectator := http.view(match_id))["status"] != "finished":
        moves = match_moves(http, match_id, tokens, spectator)
        if not moves:
            continue  # between two hands: the step is on its way
        player, body, _ = rng.choice(moves)
        http.command(match_id, tokens[player], body)


def streams_of(received: list[Message]) -> dict[str | None, list[int]]:
    """The versions received of each stream (None: the match's), in the order they came."""
    out: dict[str | None, list[int]] = {}
    for message in received:
        if message.event == "event":
            out.setdefault(message.data["table"], []).append(message.data["version"])
    return out


def test_a_seats_match_stream_cut_and_resumed_brings_every_event_of_every_table_once_in_causal_order(
    app: Flask, http: Http, server: tuple[str, int]
) -> None:
    match_id, tokens = new_match(http)
    seat = 4  # at t1 in the first hand
    path = f"/v1/games/{match_id}/stream"
    first = SseClient(server, path, http.bearer(tokens[seat]))
    opening = first.next()
    assert opening is not None and opening.event == "view" and opening.id is not None
    assert opening.data["view"]["table"]["key"] == "t1" and opening.data["view"]["kind"] == "bombs-match"
    cursor = opening.id
    failures: list[BaseException] = []

    def play() -> None:
        try:
            play_match(type(http)(app.test_client(), http.redis, http.settings), match_id, tokens, 5)
        except BaseException as exc:  # reported by the test thread
            failures.append(exc)

    player = threading.Thread(target=play)
    player.start()
    rng = random.Random(9)
    received: list[Message] = []
    client, cuts = first, 0
    while True:
        messages = [
            m for m in client.read_until_cut(client.received + rng.randrange(200, 4000)) if m.event != "heartbeat"
        ]
        received += messages
        if received and received[-1].event == "view":
            break
        cursor = next((m.id for m in reversed(received) if m.id is not None), cursor)
        client = SseClient(server, path, {"Last-Event-ID": cursor, **http.bearer(tokens[seat])})
        cuts += 1
        if client.response.status == 204:
            client.close()
            break
    player.join(60)
    assert not failures and not player.is_alive()
    final = http.view(match_id, tokens[seat])
    assert final["status"] == "finished"
    start = dict(zip([None, "t0", "t1"], (int(v) for v in opening.id.split(",")), strict=True))
    got = streams_of(received)
    heads = {None: final["version"]}
    for key in [t for t in got if t is not None]:
        log = http.client.get(f"/v1/games/{match_id}/tables/{key}/events?limit=1000").get_json()["events"]
        heads[key] = log[-1]["version"]
    for key, versions in got.items():
        assert versions == list(range(start.get(key, -1) + 1, heads[key] + 1)), key  # each once, none missing
    events = [m.data for m in received if m.event == "event"]
    for i, event in enumerate(events):
        if event["type"] == "HandDealt" and event["table"] is not None:  # only the bearer's own hand, if seated
            assert sum(h is not None for h in event["data"]["hands"]) <= 1
        if event["type"] != "HandCompleted":
            continue
        for key, _ in event["data"]["orders"]:  # the step after the hand it closes at each table
            scored = [j for j, e in enumerate(events) if e["table"] == key and e["type"] == "HandScored"]
            assert any(j < i for j in scored)
    assert received[-1].event == "view" or client.response.status == 204
    assert cuts >= 3 and sum(e["type"] == "HandCompleted" for e in events) >= 2


def test_a_finished_matchs_stream_is_its_final_view_and_resuming_at_its_end_answers_204(
    app: Flask, http: Http, server: tuple[str, int]
) -> None:
    match_id, tokens = new_match(http)
    play_match(http, match_id, tokens, 1)
    client = SseClient(server, f"/v1/games/{match_id}/stream")
    messages = client.rest()
    assert [m.event for m in messages] == ["view"] and messages[0].data["view"]["status"] == "finished"
    end = messages[0].id
    assert end is not None
    again = SseClient(server, f"/v1/games/{match_id}/stream", {"Last-Event-ID": end})
    assert again.response.status == 204
    again.close()
    replayed = SseClient(server, f"/v1/games/{match_id}/stream", {"Last-Event-ID": "-1"}).rest()
    got = streams_of(replayed)
    assert got[None] == list(range(len(got[None]))) and {"t0", "t1"} <= set(got)
    assert replayed[-1].event == "view" and replayed[-1].id is None


def test_a_match_stream_refuses_after_and_a_cursor_it_never_sent(http: Http) -> None:
    match_id, _ = new_match(http)
    problems: list[Any] = []
    for headers, query in (({}, "?after=3"), ({"Last-Event-ID": "abc"}, ""), ({"Last-Event-ID": "0,999,0"}, "")):
        response = http.client.get(f"/v1/games/{match_id}/stream{query}", headers=headers)
        assert response.status_code == 400 and response.mimetype == "application/problem+json"
        problems.append(response.get_json()["code"])
    assert problems == ["invalid-query", "invalid-last-event-id", "invalid-last-event-id"]


def test_a_match_stream_counts_once_in_the_open_streams_and_leaves_the_hub_when_closed(
    app: Flask, http: Http, server: tuple[str, int]
) -> None:
    match_id, tokens = new_match(http)
    streams = OPEN_STREAMS.labels(kind="sse")
    before, followed = streams._value.get(), hub(app).subscribers()
    client = SseClient(server, f"/v1/games/{match_id}/stream", http.bearer(tokens[0]))
    assert client.next() is not None
    assert streams._value.get() == before + 1  # one response, though it follows the match and two tables
    assert hub(app).subscribers() == followed + 3
    client.close()
    deadline = time.monotonic() + 5
    while hub(app).subscribers() > followed and time.monotonic() < deadline:
        time.sleep(0.05)
    assert hub(app).subscribers() == followed and streams._value.get() == before


def test_a_step_the_match_takes_while_its_tables_are_read_comes_with_every_play_before_it(
    app: Flask, http: Http
) -> None:
    """The race of a stream's read: the tables are read, then the hand's last play and the match's step (the
    hand completed, the next dealt) land, then the match is read. What the stream sends must still hold each
    table's hand scored before the match's step, and no next deal without it."""
    match_id, tokens = new_match(http)
    service = hub(app).service
    keys = service.table_keys(service.load(match_id))
    last_table = table_id(match_id, keys[-1])
    rng = random.Random(3)
    reads: list[str] = []

    class StepAfterTheTables:
        """The real service, whose match takes its next step just after its last table is first read."""

        def stored_events(self, game_id: str, after: int = -1) -> list[StoredEvent]:
            events = service.stored_events(game_id, after=after)
            reads.append(game_id)
            if game_id == last_table and reads.count(game_id) == 1:
                before = http.view(match_id)["version"]
                while (spectator := http.view(match_id))["version"] == before:
                    moves = match_moves(http, match_id, tokens, spectator)
                    if moves:
                        player, body, _ = rng.choice(moves)
                        http.command(match_id, tokens[player], body)
            return events

    streams = _snapshot(cast(GameService, StepAfterTheTables()), match_id, _Cursor(keys, {}))
    types = {key: [event.type for event in events] for key, events in streams}
    assert "HandCompleted" in types[None]
    assert all("HandScored" in types[key] for key in keys)
    assert all(types[key].count("HandDealt") == types[None].count("HandCompleted") + 1 for key in keys)
