"""GET /v1/games/{id}/replay, /export and /verify: the game at any version, its whole log, and its audit.

Knowledge-time replay: a seat sees what that seat knew at the version asked, a spectator the public view.
Only once the game is finished may anyone ask for another seat's view (``as``) or the full state (``full``):
before that, either would show a running game's hidden cards.
"""

from __future__ import annotations

from collections.abc import Iterator

import orjson
from flask import Blueprint, Response
from marshmallow import ValidationError

from api.auth import bearer_token, seat_of
from api.errors import ApiError
from api.extension import load_game, powderkeg
from api.http import json_response, query_args
from api.schemas.audit import ReplayQuerySchema
from domain.snapshots import encode_state

bp = Blueprint("audit", __name__)
_QUERY = ReplayQuerySchema()
_PRIVATE = {"Vary": "Authorization", "Cache-Control": "private, no-cache"}


@bp.get("/v1/games/<game_id>/replay")
def replay(game_id: str) -> Response:
    """The game at version ``at`` (default: now) as the caller, or once finished any seat, saw it."""
    try:
        query = _QUERY.load(query_args())
    except ValidationError as exc:
        raise ApiError(400, "invalid-query", "the query does not fit; see errors", errors=exc.messages) from None
    loaded = load_game(game_id)
    service = powderkeg().service
    seat = seat_of(service, loaded, bearer_token())
    finished = service.game_of(loaded).status(loaded.state) == "finished"
    at: int = loaded.version if query["at"] is None else query["at"]
    if at > loaded.version:
        raise ApiError(
            400, "invalid-query", f"at is past the game's last version {loaded.version}", version=loaded.version
        )
    viewer = seat if query["as_"] is None else query["as_"]
    if viewer is not None and viewer >= len(loaded.record.seats):
        raise ApiError(400, "invalid-query", f"the game has seats 0 to {len(loaded.record.seats) - 1}")
    if not finished and (viewer != seat or query["full"]):
        raise ApiError(
            403,
            "replay-forbidden",
            "while the game runs a replay shows only what your own seat knew; other seats' views and the "
            "full state open when it is finished",
        )
    then = loaded if at == loaded.version else service.replay(game_id, at)
    game = service.game_of(then)
    full = query["full"]
    body = {
        "version": then.version,
        "head": loaded.version,
        "viewer": viewer,
        "view": service.view(then, viewer),
        "hands": [game.view(then.state, s)["hand"] for s in range(len(then.record.seats))] if full else None,
        "state": encode_state(then.state) if full else None,
    }
    return json_response(body, headers=_PRIVATE)


@bp.get("/v1/games/<game_id>/export")
def export(game_id: str) -> Response:
    """The whole log as NDJSON: redacted for the caller while the game runs, complete once it is finished."""
    loaded = load_game(game_id)
    service = powderkeg().service
    seat = seat_of(service, loaded, bearer_token())
    rows = list(service.export(loaded, seat))  # read before the 200 goes out, so a store error is a 503

    def lines() -> Iterator[bytes]:
        for row in rows:
            yield orjson.dumps(row) + b"\n"

    headers = {**_PRIVATE, "Content-Disposition": f'attachment; filename="{game_id}.ndjson"'}
    return Response(lines(), mimetype="application/x-ndjson", headers=headers)


@bp.get("/v1/games/<game_id>/verify")
def verify(game_id: str) -> Response:
    """The server's audit of the game's log: the chain, the seed, every deal and every result."""
    load_game(game_id)
    return json_response(powderkeg().service.verify(game_id).to_json(), headers={"Cache-Control": "no-cache"})
