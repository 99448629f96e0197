"""POST /v1/games/{id}/commands: one command for the bearer's seat, with optional If-Match and
Idempotency-Key."""

from __future__ import annotations

from flask import Blueprint, Response

from api.auth import require_token, seat_of
from api.extension import load_game, powderkeg
from api.http import etag_of, expected_version, idempotency_key, json_body, json_response
from domain.service import Outcome

bp = Blueprint("commands", __name__)


@bp.post("/v1/games/<game_id>/commands")
def post_command(game_id: str) -> Response:
    """Decide the command and answer the caller's new view and the events it made, redacted for the caller."""
    token = require_token()
    expected = expected_version()
    key = idempotency_key()
    body = json_body()
    loaded = load_game(game_id)
    pk = powderkeg()
    service = pk.service
    seat = seat_of(service, loaded, token)
    assert seat is not None
    command = service.parse_command(loaded.record.game, pk.commands.load(loaded.record.game, body))
    command_id = None if key is None else f"{seat}:{key}"
    outcome = service.handle_command(game_id, seat, command, command_id, expected)
    return _answer(outcome, seat)


def _answer(outcome: Outcome, seat: int) -> Response:
    service = powderkeg().service
    loaded = outcome.loaded
    events = service.events(loaded, seat, after=outcome.first_version - 1, upto=outcome.last_version)
    body = {"version": loaded.version, "view": service.view(loaded, seat), "events": events}
    headers = {"ETag": etag_of(loaded.version), "Cache-Control": "no-store"}
    if outcome.duplicate:
        headers["Idempotent-Replayed"] = "true"
    return json_response(body, 200, headers)
