"""/livez, /readyz and /healthz: liveness apart from readiness, and whether timers are being processed (the
newest worker heartbeat against ``timers_max_age_s``, read on the app's clock)."""

from __future__ import annotations

import dataclasses

import redis
from flask import Flask
from flask.testing import FlaskClient

from api.extension import EXTENSION
from eventstore.heartbeat import beat, heartbeat_key
from powderkeg.wiring import create_app
from settings import Settings
from settings.values import rate_limits
from tests.workers.support import ManualClock

NOW_MS = 1_900_000_000_000


def at(app: Flask, now_ms: int) -> FlaskClient:
    """A client of ``app`` whose service clock shows ``now_ms``."""
    app.extensions[EXTENSION].service.clock = ManualClock(now_ms)
    return app.test_client()


def test_livez_answers_ok_without_touching_redis(settings: Settings) -> None:
    """Liveness is the process alone: 200 even when Redis is unreachable."""
    down = create_app(dataclasses.replace(settings, redis_url="redis://127.0.0.1:1/0")).test_client()
    response = down.get("/livez")
    assert response.status_code == 200
    assert response.get_json() == {"status": "ok"}
    assert response.headers["Cache-Control"] == "no-store"


def test_readyz_is_200_when_redis_answers_and_503_when_not(client: FlaskClient, settings: Settings) -> None:
    """Readiness is Redis answering a PING."""
    response = client.get("/readyz")
    assert (response.status_code, response.get_json()) == (200, {"status": "ok", "redis": True})
    down = create_app(dataclasses.replace(settings, redis_url="redis://127.0.0.1:1/0")).test_client()
    response = down.get("/readyz")
    assert (response.status_code, response.get_json()) == (503, {"status": "unavailable", "redis": False})


def test_healthz_is_ok_with_a_fresh_heartbeat(app: Flask, redis_client: redis.Redis, settings: Settings) -> None:
    """A heartbeat within timers_max_age_s: timers are processing, and its age is reported."""
    beat(redis_client, settings.key_prefix, "host:1", NOW_MS - 2_500)
    response = at(app, NOW_MS).get("/healthz")
    assert response.status_code == 200
    assert response.get_json() == {
        "status": "ok",
        "redis": True,
        "timers": {"processing": True, "heartbeat_age_s": 2.5},
    }


def test_healthz_is_degraded_but_200_with_a_stale_heartbeat(
    app: Flask, redis_client: redis.Redis, settings: Settings
) -> None:
    """The newest of several heartbeats counts; older than timers_max_age_s, timers are not processing."""
    stale_ms = NOW_MS - int(settings.timers_max_age_s * 1000) - 1_000
    beat(redis_client, settings.key_prefix, "host:1", stale_ms - 60_000)
    beat(redis_client, settings.key_prefix, "host:2", stale_ms)
    response = at(app, NOW_MS).get("/healthz")
    assert response.status_code == 200
    body = response.get_json()
    assert body["status"] == "degraded"
    assert body["redis"] is True
    assert body["timers"] == {"processing": False, "heartbeat_age_s": settings.timers_max_age_s + 1}


def test_healthz_is_degraded_before_any_worker_beat(client: FlaskClient) -> None:
    """No heartbeat at all: Redis answers, timers are not known to be processed."""
    response = client.get("/healthz")
    assert (response.status_code, response.get_json()) == (
        200,
        {"status": "degraded", "redis": True, "timers": {"processing": False, "heartbeat_age_s": None}},
    )


def test_the_freshness_limit_comes_from_the_settings(
    redis_client: redis.Redis, settings: Settings, key_prefix: str
) -> None:
    """timers_max_age_s (POWDERKEG_TIMERS_MAX_AGE_S) moves the line between ok and degraded."""
    strict = create_app(dataclasses.replace(settings, timers_max_age_s=1.0))
    beat(redis_client, key_prefix, "host:1", NOW_MS - 2_000)
    try:
        assert at(strict, NOW_MS).get("/healthz").get_json()["status"] == "degraded"
        assert at(strict, NOW_MS - 1_000).get("/healthz").get_json()["status"] == "ok"
    finally:
        redis_client.delete(heartbeat_key(key_prefix))


def test_healthz_is_503_when_redis_does_not_answer(settings: Settings) -> None:
    """Without Redis nothing is served: 503, and timers are not processing."""
    down = create_app(dataclasses.replace(settings, redis_url="redis://127.0.0.1:1/0")).test_client()
    response = down.get("/healthz")
    assert response.status_code == 503
    assert response.get_json() == {
        "status": "unavailable",
        "redis": False,
        "timers": {"processing": False, "heartbeat_age_s": None},
    }


def test_health_endpoints_are_never_rate_limited(settings: Settings) -> None:
    """An orchestrator probing often is never told to slow down."""
    client = create_app(dataclasses.replace(settings, rate_limit=rate_limits("x", "reads=1/m"))).test_client()
    for _ in range(5):
        for path in ("/livez", "/readyz", "/healthz"):
            assert client.get(path).status_code == 200, path
    assert client.get("/v1/game-types").status_code == 200
    assert client.get("/v1/game-types").status_code == 429
