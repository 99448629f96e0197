"""GET /healthz: the process answers, and whether Redis does."""

from __future__ import annotations

from flask import Blueprint, Response

from api.extension import powderkeg
from api.http import json_response

bp = Blueprint("health", __name__)


@bp.get("/healthz")
def healthz() -> Response:
    """200 with ``redis: true`` when Redis answers a PING, else 503."""
    ok = powderkeg().redis_answers()
    body = {"status": "ok" if ok else "unavailable", "redis": ok}
    return json_response(body, 200 if ok else 503, {"Cache-Control": "no-store"})
