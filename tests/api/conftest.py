"""Fixtures of the API tests: an app on the shared test Redis under this test's prefix, its client, and an
``http`` helper to create games and send commands."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from eventstore.keys import events_key
from powderkeg.wiring import create_app
from settings import Settings
from tests.support.contract import ContractClient
from tests.support.gunicorn_process import Gunicorn, gunicorn_serving

# A short first hand of bombs at 4 seats: seat 0 holds the 3C and leads; seat 1 holds a bomb of sixes;
# seat 3 holds a pair of nines.
DEAL: dict[str, Any] = {
    "hands": [
        ["3C", "5C", "KH", "2S"],
        ["3D", "6C", "6D", "6H", "QS"],
        ["4C", "7C", "8C", "AH"],
        ["4D", "9C", "9D", "JH"],
    ],
    "dealer": 3,
}
PEOPLE = ("ann", "bo", "cy", "di")
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def app(settings: Settings, redis_client: redis.Redis) -> Iterator[Flask]:
    """The API over the shared test Redis, under this test's own key prefix (its keys removed after)."""
    yield create_app(settings)
    for key in redis_client.scan_iter(f"{settings.key_prefix}:*", count=500):
        redis_client.delete(key)


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    """A test client of ``app`` that holds every answer to the contract (``tests/support/contract.py``)."""
    app.test_client_class = ContractClient
    return app.test_client()


class Http:
    """Shortcuts over the test client for the requests most tests make."""

    deal = DEAL

    def __init__(self, client: FlaskClient, redis_client: redis.Redis, settings: Settings) -> None:
        self.client = client
        self.redis = redis_client
        self.settings = settings

    @staticmethod
    def bearer(token: str) -> dict[str, str]:
        """The Authorization header of a seat token."""
        return {"Authorization": f"Bearer {token}"}

    def create(
        self,
        players: list[dict[str, str]] | None = None,
        options: dict[str, Any] | None = None,
        deal: dict[str, Any] | None = None,
        game: str = "bombs",
    ) -> dict[str, Any]:
        """Create a game (of bombs, 4 people, by default) and return the 201 body."""
        body: dict[str, Any] = {"game": game, "players": players or [{"name": n} for n in PEOPLE]}
        if options is not None:
            body["options"] = options
        if deal is not None:
            body["deal"] = deal
        response = self.client.post("/v1/games", json=body)
        assert response.status_code == 201, response.get_json()
        created: dict[str, Any] = response.get_json()
        return created

    @staticmethod
    def tokens(created: dict[str, Any]) -> dict[int, str]:
        """The token of each human seat of a created game."""
        return {t["seat"]: t["token"] for t in created["tokens"]}

    def fixed_game(self, deal: dict[str, Any] | None = None) -> tuple[str, dict[int, str]]:
        """A one-hand game of 4 people on ``DEAL`` (or ``deal``) without windows: its id and seat tokens."""
        created = self.create(options={"window_ms": 0, "hands": 1}, deal=deal or DEAL)
        return created["id"], self.tokens(created)

    def command(self, game_id: str, token: str, body: Any, headers: dict[str, str] | None = None) -> TestResponse:
        """POST one command body for the seat of ``token``."""
        return self.client.post(
            f"/v1/games/{game_id}/commands", json=body, headers={**self.bearer(token), **(headers or {})}
        )

    def view(self, game_id: str, token: str | None = None) -> dict[str, Any]:
        """The game as the seat of ``token`` (or a spectator) sees it."""
        response = self.client.get(f"/v1/games/{game_id}", headers=self.bearer(token) if token else {})
        assert response.status_code == 200, response.get_json()
        view: dict[str, Any] = response.get_json()
        return view

    def log(self, game_id: str, token: str | None = None, path: str = "events") -> list[dict[str, Any]]:
        """The whole log (``path``: ``events``, or ``tables/<key>/events``) as the seat of ``token`` (or a
        spectator) sees it, read page by page until ``more`` is false."""
        events: list[dict[str, Any]] = []
        while True:
            after = events[-1]["version"] if events else -1
            response = self.client.get(
                f"/v1/games/{game_id}/{path}?after={after}", headers=self.bearer(token) if token else {}
            )
            assert response.status_code == 200, response.get_json()
            page = response.get_json()
            events += page["events"]
            if not page["more"]:
                return events

    def stream_length(self, game_id: str) -> int:
        """How many events the game's stream holds in Redis."""
        return int(self.redis.xlen(events_key(self.settings.key_prefix, game_id)))


@pytest.fixture
def http(client: FlaskClient, redis_client: redis.Redis, settings: Settings) -> Http:
    """Shortcuts over the test client."""
    return Http(client, redis_client, settings)


@pytest.fixture
def worker(settings: Settings) -> Iterator[subprocess.Popen[bytes]]:
    """``powderkeg worker`` (through ``python -m powderkeg.cli``) on this test's Redis and key prefix."""
    env = {**os.environ, **settings.to_env()}
    command = [sys.executable, "-m", "powderkeg.cli", "worker", "--log-level", "WARNING"]
    process = subprocess.Popen(command, cwd=ROOT, env=env)
    yield process
    process.terminate()
    try:
        process.wait(15)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


@pytest.fixture
def gunicorn(settings: Settings, tmp_path: Path, redis_client: redis.Redis) -> Iterator[Gunicorn]:
    """gunicorn as production runs it (api.gunicorn_conf: gevent, two workers), on this test's Redis prefix (its
    keys removed after), with a metrics folder that holds a previous run's file."""
    try:
        with gunicorn_serving(settings, tmp_path) as served:
            yield served
    finally:
        for key in redis_client.scan_iter(f"{settings.key_prefix}:*", count=500):
            redis_client.delete(key)
