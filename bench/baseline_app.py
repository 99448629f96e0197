"""The baseline of bench/http_commands.py and bench/scale.py: the same HTTP stack doing one Lua append and
answering JSON. With ``POWDERKEG_REDIS_CLUSTER=1`` it appends through the server's own cluster client."""

from __future__ import annotations

import redis
from flask import Flask, jsonify, request

from domain.ports import StoredEvent
from eventstore.client import StoreClient
from eventstore.connection import connect
from eventstore.store import RedisEventStore
from settings import Settings


def create_app() -> Flask:
    """A Flask app with one route that appends the posted event at the posted version."""
    settings = Settings.from_env()
    assert settings.redis_url, "the baseline needs REDIS_URL"
    client: StoreClient = connect(settings) if settings.redis_cluster else redis.Redis.from_url(settings.redis_url)
    store = RedisEventStore(client, settings.key_prefix)
    app = Flask(__name__)

    @app.post("/bench/append/<game_id>")
    def append(game_id: str):  # type: ignore[no-untyped-def]
        body = request.get_json()
        version = int(body.pop("version"))
        event = StoredEvent(version=version, type="Bench", data=body, at_ms=0, seat=0, command_id=None)
        result = store.append(game_id, version - 1, [event], None)
        return jsonify({"version": result.last_version})

    return app
