"""The API with its games on a real 3-master Redis Cluster (``POWDERKEG_REDIS_CLUSTER=1``, the job queue on a
plain Redis): commands, a whole game, long-polls, SSE streams, the lobby and a rematch, health and metrics."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
import redis
from flask import Flask

from api.live import stream_hub
from powderkeg.wiring import create_app
from settings import Settings
from tests.api.conftest import Http
from tests.api.test_replay_export_verify import play_to
from tests.api.test_stream_sse import Message, SseClient, events_seen_by
from tests.support.served import served


@pytest.fixture
def settings(cluster_settings: Settings) -> Settings:
    """This module's API keeps its games on the cluster (``http`` and ``app`` are built from these)."""
    return replace(cluster_settings, sse_heartbeat_s=0.2)


@pytest.fixture
def app(settings: Settings, redis_client: redis.Redis) -> Iterator[Flask]:
    app = create_app(settings)
    yield app
    with app.app_context():
        stream_hub().close()


def test_a_whole_game_is_played_over_http_and_verifies_on_a_cluster(http: Http) -> None:
    game_id, tokens = http.fixed_game()
    assert play_to(http, game_id, tokens)["status"] == "finished"
    assert http.client.get(f"/v1/games/{game_id}/verify").get_json()["ok"] is True
    assert http.log(game_id)[0]["type"] == "GameStarted"


def test_a_long_poll_returns_when_a_command_is_posted_on_a_cluster(app: Flask, http: Http) -> None:
    game_id, tokens = http.fixed_game()
    head = http.view(game_id)["version"]
    answer: dict[str, Any] = {}

    def poll() -> None:
        response = app.test_client().get(f"/v1/games/{game_id}/events?after={head}&wait=20")
        answer.update(status=response.status_code, body=response.get_json())

    reader = threading.Thread(target=poll)
    reader.start()
    time.sleep(0.3)
    assert http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}).status_code == 200
    reader.join(timeout=25)
    assert answer["status"] == 200 and [e["type"] for e in answer["body"]["events"]] == ["CardsPlayed"]


def test_a_stream_follows_games_on_every_master_of_a_cluster(app: Flask, http: Http) -> None:
    games = [http.fixed_game() for _ in range(6)]
    with served(app) as address:
        streams = [SseClient(address, f"/v1/games/{game_id}/stream") for game_id, _ in games]
        versions = []
        for client in streams:
            opening = client.next()
            assert opening is not None and opening.event == "view"
            versions.append(opening.data["version"])
        for (game_id, tokens), client, version in zip(games, streams, versions, strict=True):
            assert http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}).status_code == 200
            expected = events_seen_by(http, game_id, None, after=version)
            assert [client.next(heartbeats=False) for _ in expected] == [
                Message("event", str(e["version"]), e) for e in expected
            ]
            client.close()


def test_the_lobby_and_a_rematch_work_over_http_on_a_cluster(http: Http) -> None:
    body = {"game": "bombs", "players": [{"name": "ann"}, {"bot": "random"}, {"open": True}]}
    created = http.client.post("/v1/games", json=body).get_json()
    listed = http.client.get("/v1/games?status=waiting").get_json()["games"]
    assert [g["id"] for g in listed] == [created["id"]]
    joined = http.client.post(f"/v1/games/{created['id']}/join", json={"name": "bo"})
    assert joined.status_code == 201 and joined.get_json()["status"] == "active"
    game_id, tokens = http.fixed_game()
    play_to(http, game_id, tokens)
    rematch = http.client.post(f"/v1/games/{game_id}/rematch", headers=http.bearer(tokens[0]))
    assert rematch.status_code == 201 and rematch.get_json()["view"]["rematch_of"] == game_id


def test_health_and_metrics_read_the_cluster(http: Http) -> None:
    assert http.client.get("/readyz").status_code == 200
    health = http.client.get("/healthz").get_json()
    assert health["redis"] is True
    metrics = http.client.get("/metrics").get_data(as_text=True)
    assert "powderkeg_deadlines " in metrics


def test_players_their_games_their_stream_and_erasure_on_a_cluster(app: Flask, http: Http) -> None:
    """A player's keys sit on their own slot, their games on others: seats held by key, my games read across
    nodes, the player's stream (its feed read per slot), and erasure, all on the cluster."""
    ann = http.client.post("/v1/players", json={"name": "ann"}).get_json()
    auth = http.bearer(ann["key"])
    body = {
        "game": "bombs",
        "players": [{"player": "me"}, {"name": "bo"}, {"name": "cy"}, {"name": "di"}],
        "options": {"window_ms": 0, "hands": 1},
        "deal": http.deal,
    }
    with served(app) as address:
        sse = SseClient(address, "/v1/players/me/stream", auth)
        try:
            assert sse.next() is not None  # ready
            games = [http.client.post("/v1/games", json=body, headers=auth).get_json() for _ in range(6)]
            started = set()
            while len(started) < len(games):
                message = sse.next(heartbeats=False)
                assert message is not None
                if message.event == "game-started":
                    started.add(message.data["game_id"])
            assert started == {g["id"] for g in games}
        finally:
            sse.close()
    mine = http.client.get("/v1/players/me/games", headers=auth).get_json()["games"]
    assert {g["id"] for g in mine} == {g["id"] for g in games} and all(g["your_move"] for g in mine)
    first = games[0]
    tokens = {0: ann["key"], **{t["seat"]: t["token"] for t in first["tokens"]}}
    assert play_to(http, first["id"], tokens)["status"] == "finished"
    assert http.client.delete("/v1/players/me", headers=auth).status_code == 204
    assert http.view(first["id"])["seats"][0]["name"] == "deleted player"
    assert http.client.get(f"/v1/games/{first['id']}/verify").get_json()["ok"] is True
