"""GET /v1/players/me/stream: one live stream of everything that matters to a player across all their games,
resumable with Last-Event-ID, opened with a key or a single-use ticket."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
import redis
from flask import Flask

from api.routes.player_stream import feeds
from powderkeg.wiring import create_app
from settings import Settings
from tests.api.test_stream_sse import HEARTBEAT_S, Message, SseClient
from tests.support.served import served

DEAL = {
    "hands": [["3C", "5C", "KH", "2S"], ["3D", "6C", "6D", "6H", "QS"], ["4C", "7C", "8C", "AH"]],
    "dealer": 2,
}


@pytest.fixture
def app(settings: Settings, redis_client: redis.Redis) -> Iterator[Flask]:
    app = create_app(replace(settings, sse_heartbeat_s=HEARTBEAT_S))
    yield app
    for key in redis_client.scan_iter(f"{settings.key_prefix}:*", count=500):
        redis_client.delete(key)


def player(client: Any, name: str) -> dict[str, Any]:
    made = client.post("/v1/players", json={"name": name})
    assert made.status_code == 201
    body: dict[str, Any] = made.get_json()
    return body


def until(sse: SseClient, event: str) -> Message:
    while True:
        message = sse.next(heartbeats=False)
        assert message is not None, f"the stream ended before {event}"
        if message.event == event:
            return message


def test_one_stream_tells_a_player_what_matters_in_every_game(app: Flask) -> None:
    client = app.test_client()
    ann, bo, cy = (player(client, n) for n in ("ann", "bo", "cy"))
    keys = {0: ann["key"], 1: bo["key"], 2: cy["key"]}
    with served(app) as address:
        try:
            sse = SseClient(address, "/v1/players/me/stream", {"Authorization": f"Bearer {ann['key']}"})
            assert sse.response.status == 200
            ready = sse.next()
            assert ready is not None and ready.event == "ready" and ready.data == {"player": ann["id"], "version": -1}
            body = {
                "game": "bombs",
                "players": [{"player": "me"}, {"open": True}, {"open": True}],
                "options": {"hands": 1, "window_ms": 0},
                "deal": DEAL,
            }
            game_id = client.post("/v1/games", json=body, headers={"Authorization": f"Bearer {ann['key']}"}).get_json()[
                "id"
            ]
            other = client.post("/v1/games", json=body, headers={"Authorization": f"Bearer {ann['key']}"}).get_json()[
                "id"
            ]
            for key in (bo["key"], cy["key"]):
                client.post(f"/v1/games/{game_id}/join", json={}, headers={"Authorization": f"Bearer {key}"})
            started = until(sse, "game-started")
            assert started.data["game_id"] == game_id and started.data["seat"] == 0
            assert until(sse, "your-move").data["game_id"] == game_id  # seat 0 holds the 3C: it leads
            rng_moves = 0
            while client.get(f"/v1/games/{game_id}").get_json()["status"] != "finished":
                view = client.get(f"/v1/games/{game_id}").get_json()
                seat = view["turn"]
                listed = client.get(
                    f"/v1/games/{game_id}/legal-commands", headers={"Authorization": f"Bearer {keys[seat]}"}
                )
                command = listed.get_json()["commands"][0]
                sent = client.post(
                    f"/v1/games/{game_id}/commands", json=command, headers={"Authorization": f"Bearer {keys[seat]}"}
                )
                assert sent.status_code == 200
                rng_moves += 1
            finished = until(sse, "game-finished")
            assert finished.data["game_id"] == game_id and finished.data["place"] in (1, 2, 3)
            last = finished.id
            sse.close()

            # Resumed after the last id: nothing is sent twice, and what came since arrives.
            for key in (bo["key"], cy["key"]):
                client.post(f"/v1/games/{other}/join", json={}, headers={"Authorization": f"Bearer {key}"})
            again = SseClient(
                address, "/v1/players/me/stream", {"Authorization": f"Bearer {ann['key']}", "Last-Event-ID": str(last)}
            )
            assert again.next().event == "ready"  # type: ignore[union-attr]
            resumed = again.next(heartbeats=False)
            assert resumed is not None and resumed.event == "game-started" and resumed.data["game_id"] == other
            assert int(resumed.id or -1) == int(last or -1) + 1
            again.close()
        finally:
            feeds(app).close()


def test_a_ticket_opens_the_stream_once_and_nothing_else(app: Flask) -> None:
    client = app.test_client()
    ann = player(client, "ann")
    issued = client.post("/v1/players/me/stream-tickets", headers={"Authorization": f"Bearer {ann['key']}"})
    assert issued.status_code == 201
    ticket = issued.get_json()["ticket"]
    assert client.get(f"/v1/players/me?ticket={ticket}").status_code == 400  # a ticket travels to its stream only
    with served(app) as address:
        try:
            sse = SseClient(address, issued.get_json()["stream"])
            assert sse.response.status == 200 and sse.next().data["player"] == ann["id"]  # type: ignore[union-attr]
            sse.close()
            spent = SseClient(address, issued.get_json()["stream"])
            assert spent.response.status == 401
            spent.close()
            forged = SseClient(address, f"/v1/players/me/stream?ticket={ann['id']}.nope")
            assert forged.response.status == 401
            forged.close()
        finally:
            feeds(app).close()
    seat_token = client.get("/v1/players/me/stream", headers={"Authorization": "Bearer abcdefghijkl.secret"})
    assert seat_token.status_code == 401 and seat_token.get_json()["code"] == "not-a-player-key"


def test_a_stream_opened_with_a_key_ends_once_the_key_is_revoked(app: Flask, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("api.sse.RECHECK_S", 0.1)
    client = app.test_client()
    ann = player(client, "ann")
    spare = client.post("/v1/players/me/keys", headers={"Authorization": f"Bearer {ann['key']}"}).get_json()
    body = {"game": "bombs", "players": [{"player": "me"}, {"name": "bo"}, {"name": "cy"}], "deal": DEAL}
    game_id = client.post("/v1/games", json=body, headers={"Authorization": f"Bearer {ann['key']}"}).get_json()["id"]
    with served(app) as address:
        try:
            streams = [
                SseClient(address, f"/v1/games/{game_id}/stream", {"Authorization": f"Bearer {ann['key']}"}),
                SseClient(address, "/v1/players/me/stream", {"Authorization": f"Bearer {ann['key']}"}),
            ]
            for sse in streams:
                assert sse.response.status == 200 and sse.next() is not None
            revoked = client.delete(
                f"/v1/players/me/keys/{ann['key_id']}", headers={"Authorization": f"Bearer {spare['key']}"}
            )
            assert revoked.status_code == 204
            for sse in streams:
                sse.rest()  # ends within a heartbeat or two: the key no longer works
                sse.close()
        finally:
            feeds(app).close()


def feed_types(app: Flask, player_id: str) -> list[str]:
    service = app.extensions["powderkeg"].service
    return [note.type for note in service.player_feed(player_id, -1, 100)]


def test_a_replayed_command_notes_nothing_again(app: Flask) -> None:
    client = app.test_client()
    ann, bo = player(client, "ann"), player(client, "bo")
    body = {"game": "bombs", "players": [{"player": "me"}, {"open": True}, {"name": "cy"}], "deal": DEAL}
    game_id = client.post("/v1/games", json=body, headers={"Authorization": f"Bearer {ann['key']}"}).get_json()["id"]
    client.post(f"/v1/games/{game_id}/join", json={}, headers={"Authorization": f"Bearer {bo['key']}"})
    before = feed_types(app, ann["id"]), feed_types(app, bo["id"])
    headers = {"Authorization": f"Bearer {ann['key']}", "Idempotency-Key": "lead-1"}
    for _ in range(3):
        sent = client.post(f"/v1/games/{game_id}/commands", json={"type": "play", "cards": ["3C"]}, headers=headers)
        assert sent.status_code == 200
    after = feed_types(app, ann["id"]), feed_types(app, bo["id"])
    assert after[0] == before[0]  # ann's move: nothing new for her
    assert after[1] == [*before[1], "your-move"]  # bo's turn came once, however often it was sent


def test_a_ticket_asked_for_with_a_revoked_key_opens_nothing_and_its_stream_ends(
    app: Flask, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("api.sse.RECHECK_S", 0.1)
    client = app.test_client()
    ann = player(client, "ann")
    spare = client.post("/v1/players/me/keys", headers={"Authorization": f"Bearer {ann['key']}"}).get_json()
    body = {"game": "bombs", "players": [{"player": "me"}, {"name": "bo"}, {"name": "cy"}], "deal": DEAL}
    game_id = client.post("/v1/games", json=body, headers={"Authorization": f"Bearer {ann['key']}"}).get_json()["id"]
    auth = {"Authorization": f"Bearer {ann['key']}"}
    tickets = [
        client.post(f"/v1/games/{game_id}/stream-tickets", headers=auth).get_json()["stream"],
        client.post("/v1/players/me/stream-tickets", headers=auth).get_json()["stream"],
    ]
    late = client.post("/v1/players/me/stream-tickets", headers=auth).get_json()["stream"]
    with served(app) as address:
        streams = [SseClient(address, path) for path in tickets]
        for sse in streams:
            assert sse.response.status == 200 and sse.next() is not None
        gone = client.delete(
            f"/v1/players/me/keys/{ann['key_id']}", headers={"Authorization": f"Bearer {spare['key']}"}
        )
        assert gone.status_code == 204
        for sse in streams:
            sse.rest()  # ends: the key its ticket was asked for with no longer works
            sse.close()
        refused = SseClient(address, late)
        assert refused.response.status == 401
        refused.close()


def test_a_resume_point_past_the_feed_and_a_head_request_are_answered_without_a_stream(app: Flask) -> None:
    client = app.test_client()
    ann = player(client, "ann")
    auth = {"Authorization": f"Bearer {ann['key']}"}
    past = client.get("/v1/players/me/stream", headers={**auth, "Last-Event-ID": "5"})
    assert past.status_code == 400 and past.get_json()["code"] == "invalid-last-event-id"
    client.head("/v1/players/me/stream", headers=auth).close()  # as a server closes what it answered
    assert feeds(app)._subs == {}  # noqa: SLF001 - the hub follows no feed for a body never read
