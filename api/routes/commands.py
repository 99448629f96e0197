"""POST /v1/games/{id}/commands: one command for the bearer's seat, with optional If-Match and
Idempotency-Key.

An Idempotency-Key is scoped to the seat (the command id is ``<seat>:<key>``, kept per game, or per table in a
match, where a retry finds it at whichever table the player sat at) and bound to the request's fingerprint
(``api.http.request_fingerprint``: method, path and canonical body). The same key with the same request replays
the first answer; with another request it is refused with 422 ``idempotency-key-reused`` and nothing is
appended. A key stored before fingerprints were kept replays.
"""

from __future__ import annotations

from flask import Blueprint, Response

from api import command_metrics
from api.auth import require_token
from api.command_reply import command_response, idempotency_refusal
from api.extension import powderkeg
from api.http import expected_version, idempotency_key, json_body, request_fingerprint
from api.prefer import minimal_preferred
from domain.idle import Resign, ReturnSeat, StepAway

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
      - playerKey: []
      parameters:
      - GameId
      - IfMatch
      - IdempotencyKey
      - PreferMinimal
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
        '204': {$ref: '#/components/responses/CommandMinimal'}
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
    pk = powderkeg()
    with idempotency_refusal():
        answer = pk.service.command(
            game_id,
            token,
            lambda game: pk.commands.command(game, body),
            key,
            expected,
            None if key is None else request_fingerprint(body),
            known=command_metrics.note_game,
            minimal=minimal_preferred(),
        )
    return command_response(answer)


@bp.post("/v1/games/<game_id>/seats/<int:seat>/return")
def post_return(game_id: str, seat: int) -> Response:
    """Take the bearer's seat back from the autopilot.

    ---
    post:
      operationId: returnSeat
      tags: [play]
      summary: Take the seat back from the autopilot
      description: |
        A person's seat that the game awaits while nothing happens in it for the game's `seat_idle_s` goes on
        autopilot: a bot plays it while another person is at the table (docs/rules.md §0.1). This takes it
        back (`SeatAutopilot` with `on: false`); so does any command the seat sends. The path's seat must be
        the bearer's. Answered like a command.
      security:
      - seatToken: []
      - playerKey: []
      parameters:
      - GameId
      - {name: seat, in: path, required: true, schema: {type: integer, minimum: 0}}
      - IfMatch
      - IdempotencyKey
      - PreferMinimal
      responses:
        '200':
          description: The seat is the person's again.
          headers:
            ETag: {$ref: '#/components/headers/ETag'}
            Idempotent-Replayed: {$ref: '#/components/headers/IdempotentReplayed'}
          content:
            application/json:
              schema: {$ref: '#/components/schemas/CommandResult'}
        '204': {$ref: '#/components/responses/CommandMinimal'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/GameNotFound'}
        '409': {$ref: '#/components/responses/VersionConflict'}
        '422': {$ref: '#/components/responses/IllegalMove'}
    """
    token, key = require_token(), idempotency_key()
    with idempotency_refusal():
        answer = powderkeg().service.attend(
            game_id, token, ReturnSeat(), seat, key, expected_version(), request_fingerprint({}) if key else None,
            known=command_metrics.note_game, minimal=minimal_preferred(),
        )
    return command_response(answer)


@bp.post("/v1/games/<game_id>/seats/<int:seat>/away")
def post_away(game_id: str, seat: int) -> Response:
    """Hand the bearer's seat to the autopilot until its person returns.

    ---
    post:
      operationId: stepAway
      tags: [play]
      summary: Step away from a running game for a while
      description: |
        Puts the seat on autopilot now, as if it had been idle for the game's `seat_idle_s` (`SeatAutopilot`
        with `on: true`): a bot plays it while another person is at the table; with nobody else at it, the game
        waits, and ends abandoned after `game_idle_s` unless someone returns (docs/rules.md §0.1). The seat is
        taken back by `POST .../return` or by any command it sends; unlike resigning, the seat keeps its place.
        The path's seat must be the bearer's. Answered like a command; a seat already on autopilot is refused
        (`on-autopilot`).
      security:
      - seatToken: []
      - playerKey: []
      parameters:
      - GameId
      - {name: seat, in: path, required: true, schema: {type: integer, minimum: 0}}
      - IfMatch
      - IdempotencyKey
      - PreferMinimal
      responses:
        '200':
          description: A bot holds the seat until its person returns.
          headers:
            ETag: {$ref: '#/components/headers/ETag'}
            Idempotent-Replayed: {$ref: '#/components/headers/IdempotentReplayed'}
          content:
            application/json:
              schema: {$ref: '#/components/schemas/CommandResult'}
        '204': {$ref: '#/components/responses/CommandMinimal'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/GameNotFound'}
        '409': {$ref: '#/components/responses/VersionConflict'}
        '422': {$ref: '#/components/responses/IllegalMove'}
    """
    token, key = require_token(), idempotency_key()
    with idempotency_refusal():
        answer = powderkeg().service.attend(
            game_id, token, StepAway(), seat, key, expected_version(), request_fingerprint({}) if key else None,
            known=command_metrics.note_game, minimal=minimal_preferred(),
        )
    return command_response(answer)


@bp.post("/v1/games/<game_id>/resign")
def post_resign(game_id: str) -> Response:
    """Resign the bearer's seat.

    ---
    post:
      operationId: resign
      tags: [play]
      summary: Leave a running game
      description: |
        The bearer's seat leaves the game for good (`SeatResigned`): a bot plays it to the end, and it places
        after every seat that did not resign, whatever the bot makes (docs/rules.md §0.1, and each game's
        ruling there). A rated game stays rated. Answered like a command.
      security:
      - seatToken: []
      - playerKey: []
      parameters:
      - GameId
      - IfMatch
      - IdempotencyKey
      - PreferMinimal
      responses:
        '200':
          description: The seat resigned.
          headers:
            ETag: {$ref: '#/components/headers/ETag'}
            Idempotent-Replayed: {$ref: '#/components/headers/IdempotentReplayed'}
          content:
            application/json:
              schema: {$ref: '#/components/schemas/CommandResult'}
        '204': {$ref: '#/components/responses/CommandMinimal'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/GameNotFound'}
        '409': {$ref: '#/components/responses/VersionConflict'}
        '422': {$ref: '#/components/responses/IllegalMove'}
    """
    token, key = require_token(), idempotency_key()
    with idempotency_refusal():
        answer = powderkeg().service.attend(
            game_id, token, Resign(), None, key, expected_version(), request_fingerprint({}) if key else None,
            known=command_metrics.note_game, minimal=minimal_preferred(),
        )
    return command_response(answer)

