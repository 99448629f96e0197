"""POST /v1/games/{id}/commands: one command for the bearer's seat, with optional If-Match and
Idempotency-Key.

An Idempotency-Key is scoped to the seat (the command id is ``<seat>:<key>``, kept per game, or per table in a
match) and bound to the request's fingerprint (``api.http.request_fingerprint``: method, path and canonical
body). The same key with the same request replays the first answer; with another request it is refused with
422 ``idempotency-key-reused`` and nothing is appended. A key stored before fingerprints were kept replays.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response

from api import command_metrics
from api.auth import require_token, seat_of
from api.errors import ApiError
from api.extension import load_game, powderkeg
from api.http import etag_of, expected_version, idempotency_key, json_body, json_response, request_fingerprint
from domain.errors import CommandIdReused
from domain.service import Outcome

bp = Blueprint("commands", __name__)
# Every command is counted and timed by outcome and game (api/command_metrics.py), refused or not.
bp.before_request(command_metrics.start)
bp.after_request(command_metrics.finish)


@bp.post("/v1/games/<game_id>/commands")
def post_command(game_id: str) -> Response:
    """Decide the command and answer the caller's new view and the events it made, redacted for the caller."""
    token = require_token()
    expected = expected_version()
    key = idempotency_key()
    body = json_body()
    loaded = load_game(game_id)
    command_metrics.note_game(loaded.record.game)
    pk = powderkeg()
    service = pk.service
    seat = seat_of(service, loaded, token)
    assert seat is not None
    command = service.parse_command(loaded.record.game, pk.commands.load(loaded.record.game, body))
    command_id: str | None = None
    fingerprint: str | None = None
    if key is not None:
        command_id, fingerprint = f"{seat}:{key}", request_fingerprint(body)
    try:
        outcome = service.handle_command(game_id, seat, command, command_id, expected, fingerprint)
    except CommandIdReused:
        raise ApiError(
            422,
            "idempotency-key-reused",
            "this Idempotency-Key was already used by this seat for another request (another body); nothing was"
            " appended. Send a new key for a new command, or the first request exactly to get its answer again",
        ) from None
    if outcome.game_id != game_id:
        return _answer_match(game_id, outcome, seat)
    return _answer(outcome, seat)


def _answer(outcome: Outcome, seat: int) -> Response:
    service = powderkeg().service
    loaded = outcome.loaded
    events = service.events(loaded, seat, after=outcome.first_version - 1, upto=outcome.last_version)
    body = {"version": loaded.version, "view": service.view(loaded, seat), "events": events}
    return _reply(body, loaded.version, outcome.duplicate)


def _answer_match(match_id: str, outcome: Outcome, seat: int) -> Response:
    """A command at a table of a match: the table's version and new events (redacted for the seat the player
    has there) and the player's view of the whole match."""
    service = powderkeg().service
    match = service.load(match_id)
    key = outcome.game_id.rsplit(":", 1)[1]
    events = service.table_events(match, key, seat, after=outcome.first_version - 1)
    events = [e for e in events if e["version"] <= outcome.last_version]
    body = {"version": outcome.loaded.version, "table": key, "view": service.view(match, seat), "events": events}
    return _reply(body, outcome.loaded.version, outcome.duplicate)


def _reply(body: dict[str, Any], version: int, duplicate: bool) -> Response:
    headers = {"ETag": etag_of(version), "Cache-Control": "no-store"}
    if duplicate:
        headers["Idempotent-Replayed"] = "true"
    return json_response(body, 200, headers)
