"""POST /v1/games/{id}/commands: one command for the bearer's seat, with optional If-Match and
Idempotency-Key.

An Idempotency-Key is scoped to the seat (the command id is ``<seat>:<key>``, kept per game, or per table in a
match, where a retry finds it at whichever table the player sat at) and bound to the request's fingerprint
(``api.http.request_fingerprint``: method, path and canonical body). The same key with the same request replays
the first answer; with another request it is refused with 422 ``idempotency-key-reused`` and nothing is
appended. A key stored before fingerprints were kept replays.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response

from api import command_metrics
from api.auth import require_token, seat_of
from api.errors import ApiError
from api.event_json import events_json
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
    """Decide the command and answer the caller's new view and the events it made, redacted for the caller.

    ---
    post:
      operationId: postCommand
      tags: [play]
      summary: One command for the bearer's seat
      description: |
        The body is one of the game's commands, e.g. `{"type": "play", "cards": ["7H", "7S"]}`,
        `{"type": "pass"}` or `{"type": "waive"}`. Out-of-turn plays use the same command.

        With `Idempotency-Key`, a retry of a command that was applied returns the first answer (its events
        and the current view) with `Idempotent-Replayed: true`, and appends nothing. Keys are scoped to the
        seat (in a match, to the seat at its table) and bound to the request: its method, path and body in
        canonical form (JSON keys sorted, whitespace ignored), hashed with SHA-256. The same key with another
        body is refused with 422 `idempotency-key-reused`, and nothing is appended: use a new key for a new
        command. A key that refers to a command refused with an error was never stored and may be sent again.
        With `If-Match`, the command is judged only if the game is still at that version.
      security:
      - seatToken: []
      parameters:
      - GameId
      - IfMatch
      - IdempotencyKey
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/Command'}
            examples:
              play:
                value:
                  type: play
                  cards: [7H, 7S]
              pass:
                value: {type: pass}
              waive:
                value: {type: waive}
      responses:
        '200':
          description: The command was applied (or, with `Idempotent-Replayed`, had been).
          headers:
            ETag: {$ref: '#/components/headers/ETag'}
            Idempotent-Replayed: {$ref: '#/components/headers/IdempotentReplayed'}
          content:
            application/json:
              schema: {$ref: '#/components/schemas/CommandResult'}
        '400': {$ref: '#/components/responses/BadCommand'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/GameNotFound'}
        '409': {$ref: '#/components/responses/VersionConflict'}
        '413': {$ref: '#/components/responses/PayloadTooLarge'}
        '422': {$ref: '#/components/responses/IllegalMove'}
    """
    token = require_token()
    expected = expected_version()
    key = idempotency_key()
    body = json_body()
    loaded = load_game(game_id, warm=True)  # the append checks the version: no read of the stream needed here
    command_metrics.note_game(loaded.record.game)
    pk = powderkeg()
    service = pk.service
    seat = seat_of(service, loaded, token)
    assert seat is not None
    command = pk.commands.command(loaded.record.game, body)
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
    if outcome.table is not None:
        return _answer_match(game_id, outcome, seat)
    return _answer(outcome, seat)


def _answer(outcome: Outcome, seat: int) -> Response:
    service = powderkeg().service
    loaded = outcome.loaded
    shown = (
        service.redact(loaded, outcome.events, seat)
        if outcome.events
        else service.events(loaded, seat, after=outcome.first_version - 1, upto=outcome.last_version)
    )
    events = events_json(shown)
    body = {"game": loaded.record.game, "version": loaded.version, "view": service.view(loaded, seat), "events": events}
    return _reply(body, loaded.version, outcome.duplicate)


def _answer_match(match_id: str, outcome: Outcome, seat: int) -> Response:
    """A command at a table of a match: the table's version and new events (redacted for the seat the player
    has there) and the player's view of the whole match."""
    service = powderkeg().service
    match = service.load(match_id)
    key = outcome.table
    assert key is not None
    shown = service.table_events(match, key, seat, after=outcome.first_version - 1)
    events = events_json(s for s in shown if s.version <= outcome.last_version)
    body = {
        "game": match.record.game,
        "version": outcome.loaded.version,
        "table": key,
        "view": service.view(match, seat),
        "events": events,
    }
    return _reply(body, outcome.loaded.version, outcome.duplicate)


def _reply(body: dict[str, Any], version: int, duplicate: bool) -> Response:
    headers = {"ETag": etag_of(version), "Cache-Control": "no-store"}
    if duplicate:
        headers["Idempotent-Replayed"] = "true"
        command_metrics.note_replayed()
    return json_response(body, 200, headers)
