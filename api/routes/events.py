"""GET /v1/games/{id}/events?after=N&wait=S: the log as the bearer may see it, long-polling with ``wait``."""

from __future__ import annotations

import re

from flask import Blueprint, Response
from marshmallow import ValidationError

from api.auth import bearer_token, seat_of
from api.errors import ApiError
from api.extension import load_game, powderkeg
from api.http import json_response, query_args
from api.schemas.events import EventsQuerySchema
from domain.service import table_id

bp = Blueprint("events", __name__)
TABLE_KEY = re.compile(r"^[a-z0-9-]{1,16}$")
_QUERY = EventsQuerySchema()


@bp.get("/v1/games/<game_id>/events")
def list_events(game_id: str) -> Response:
    """The events after version ``after``; with ``wait`` and nothing new, block up to that many seconds."""
    try:
        query = _QUERY.load(query_args())
    except ValidationError as exc:
        raise ApiError(400, "invalid-query", "the query does not fit; see errors", errors=exc.messages) from None
    token = bearer_token()
    loaded = load_game(game_id)
    service = powderkeg().service
    seat = seat_of(service, loaded, token)
    after: int = query["after"]
    if after > loaded.version:
        raise ApiError(
            400,
            "invalid-query",
            f"after is past the game's last version {loaded.version}",
            version=loaded.version,
        )
    events = service.events(loaded, seat, after=after, wait_ms=int(query["wait"] * 1000))
    head = max(loaded.version, events[-1]["version"] if events else -1)
    headers = {"Vary": "Authorization", "Cache-Control": "private, no-cache"}
    return json_response({"version": head, "events": events}, headers=headers)


@bp.get("/v1/games/<game_id>/tables/<key>/events")
def list_table_events(game_id: str, key: str) -> Response:
    """The log of one table of a match after ``after``, each event as the bearer saw it from the seat they had
    at that table then (a deal shows their own hand only if they sat there); everything once it is closed."""
    try:
        query = _QUERY.load(query_args())
    except ValidationError as exc:
        raise ApiError(400, "invalid-query", "the query does not fit; see errors", errors=exc.messages) from None
    token = bearer_token()
    match = load_game(game_id)
    service = powderkeg().service
    seat = seat_of(service, match, token)
    if not TABLE_KEY.match(key) or service.store.record(table_id(game_id, key)) is None:
        raise ApiError(404, "table-not-found", f"game {game_id} has no table {key[:16]!r}; its view lists them")
    events = service.table_events(match, key, seat, after=query["after"])
    head = events[-1]["version"] if events else query["after"]
    headers = {"Vary": "Authorization", "Cache-Control": "private, no-cache"}
    return json_response({"version": head, "table": key, "events": events}, headers=headers)
