"""Health: ``GET /livez`` (the process answers), ``GET /readyz`` (Redis answers, so requests can be served) and
``GET /healthz`` (the full report: Redis, and whether timers are being processed).

Timers are processed when the newest worker heartbeat (eventstore/heartbeat.py) is at most
``settings.timers_max_age_s`` old. Stale timers leave the API able to serve, so /healthz is still 200 then, with
``status: degraded``; only a Redis that does not answer makes /readyz and /healthz 503. The checks use a client
of their own with one-second timeouts and no retries, so a hung Redis cannot hang a probe.
"""

from __future__ import annotations

from typing import Any

import redis
from flask import Response, current_app
from flask.blueprints import Blueprint, BlueprintSetupState

from api.extension import EXTENSION, powderkeg
from api.http import json_response
from eventstore.fail_fast import LazyStore
from eventstore.heartbeat import heartbeat_age_s
from settings import Settings

PROBE_TIMEOUT_S = 1.0
HEALTH = "powderkeg.health"
NO_STORE = {"Cache-Control": "no-store"}

bp = Blueprint("health", __name__)


class HealthProbe:
    """Reads what the health routes report from the Redis of ``settings`` (a client of its own)."""

    def __init__(self, url: str, settings: Settings) -> None:
        self.store = LazyStore(url, settings.redis_cluster, PROBE_TIMEOUT_S)
        self.prefix = settings.key_prefix
        self.max_age_s = settings.timers_max_age_s

    def redis_answers(self) -> bool:
        """Whether Redis answers a PING."""
        try:
            return bool(self.store.get().ping())
        except (redis.RedisError, OSError):
            return False

    def report(self, now_ms: int) -> dict[str, Any]:
        """The body of /healthz at ``now_ms``."""
        try:
            age = heartbeat_age_s(self.store.get(), self.prefix, now_ms)
        except (redis.RedisError, OSError):
            return {"status": "unavailable", "redis": False, "timers": {"processing": False, "heartbeat_age_s": None}}
        processing = age is not None and age <= self.max_age_s
        return {
            "status": "ok" if processing else "degraded",
            "redis": True,
            "timers": {"processing": processing, "heartbeat_age_s": age},
        }


@bp.record_once
def _install(state: BlueprintSetupState) -> None:
    from eventstore.connection import redis_url_of

    settings = state.app.extensions[EXTENSION].settings
    state.app.extensions[HEALTH] = HealthProbe(redis_url_of(settings), settings)


def _health() -> HealthProbe:
    probe: HealthProbe = current_app.extensions[HEALTH]
    return probe


@bp.get("/livez")
def livez() -> Response:
    """200 whenever the process answers; it touches nothing else.

    ---
    get:
      operationId: liveness
      tags: [service]
      summary: Liveness; the process answers (never touches Redis; never rate limited)
      x-store: false
      x-rate-limited: false
      responses:
        '200':
          description: The API process answers.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Liveness'}
    """
    return json_response({"status": "ok"}, 200, NO_STORE)


@bp.get("/readyz")
def readyz() -> Response:
    """200 when Redis answers a PING, else 503.

    ---
    get:
      operationId: readiness
      tags: [service]
      summary: Readiness; Redis answers a PING (never rate limited)
      x-rate-limited: false
      responses:
        '200':
          description: Redis answers; requests can be served.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Readiness'}
        '503':
          description: Redis does not answer.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Readiness'}
              example: {status: unavailable, redis: false}
    """
    ok = _health().redis_answers()
    return json_response({"status": "ok" if ok else "unavailable", "redis": ok}, 200 if ok else 503, NO_STORE)


@bp.get("/healthz")
def healthz() -> Response:
    """The full report: 200 when Redis answers (``degraded`` when timers are stale), else 503.

    ---
    get:
      operationId: health
      tags: [service]
      summary: The full report; Redis, and whether timers are being processed (never rate limited)
      description: |
        Timers are `processing` when the newest heartbeat of any worker's deadline sweeper (it beats about once a
        second) is at most `POWDERKEG_TIMERS_MAX_AGE_S` old (default 10). Stale or missing heartbeats leave the
        answer 200 with `status: degraded`: requests are served, but windows and turn clocks do not close and bots
        do not play. Only a Redis that does not answer makes it 503.
      x-rate-limited: false
      responses:
        '200':
          description: Redis answers (`ok`), and timers are processed, or not (`degraded`).
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Health'}
              examples:
                ok:
                  value:
                    status: ok
                    redis: true
                    timers: {processing: true, heartbeat_age_s: 0.4}
                degraded:
                  value:
                    status: degraded
                    redis: true
                    timers: {processing: false, heartbeat_age_s: 73.2}
        '503':
          description: Redis does not answer.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Health'}
              example:
                status: unavailable
                redis: false
                timers: {processing: false, heartbeat_age_s: null}
    """
    body = _health().report(powderkeg().service.clock.now_ms())
    return json_response(body, 200 if body["redis"] else 503, NO_STORE)
