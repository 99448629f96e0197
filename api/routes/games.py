"""POST /v1/games, GET /v1/games/{id} and GET /v1/games/{id}/legal-commands."""

from __future__ import annotations

from flask import Blueprint, Response

from api.auth import bearer_token, require_token
from api.conditional import not_modified, version_tag
from api.extension import powderkeg
from api.http import etag_of, json_body, json_response, waiting_etag
from api.query import parse_query
from api.schemas.games import CreateGameRequestSchema
from api.schemas.views import LegalCommandsQuerySchema
from api.seat_state import legal_body
from domain.players.identity import KeyHolder

bp = Blueprint("games", __name__)
_CREATE = CreateGameRequestSchema()
_LEGAL_QUERY = LegalCommandsQuerySchema()


@bp.post("/v1/games")
def create_game() -> Response:
    """Create a game; the answer holds one secret token per human seat, shown only this once.

    ---
    post:
      operationId: createGame
      tags: [games]
      summary: Create a game
      description: |
        People are `{"name": ...}`, bots are `{"bot": "random"}` (named `bot-<seat>`), `{"player": "me"}` is
        the player whose key the request carries (`Authorization: Bearer <player key>`; that key then acts for
        the seat too), and `{"open": true}` is
        a seat someone takes later with `POST /v1/games/{id}/join`: a game with an open seat is `waiting`
        (its view a `WaitingView`) and deals nothing until every seat is taken. A `private` game is never
        listed by `GET /v1/games`. Options not given take the defaults listed by `GET /v1/game-types`. A
        `deal` is accepted only by a server started with `POWDERKEG_TESTING=1`; elsewhere it is refused with
        422 `deal-not-allowed`.
      security:
      - {}
      - playerKey: []
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/CreateGameRequest'}
            example:
              game: bombs
              players:
              - {name: ann}
              - {bot: random}
              - {bot: random}
              - {bot: random}
              options: {window_ms: 3000}
      responses:
        '201':
          description: |
            The game was created. Each named person's token is in `tokens` and is shown only this once;
            `view` is the spectator view (a `WaitingView` while a seat is open).
          headers:
            Location: {$ref: '#/components/headers/Location'}
            ETag: {$ref: '#/components/headers/ETag'}
          content:
            application/json:
              schema: {$ref: '#/components/schemas/CreateGameResponse'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '413': {$ref: '#/components/responses/PayloadTooLarge'}
        '422': {$ref: '#/components/responses/InvalidSetup'}
    """
    data = _CREATE.load(json_body())
    service = powderkeg().service
    key = bearer_token() if any(isinstance(p, KeyHolder) for p in data["players"]) else None
    created = service.create_game(
        data["game"], data["players"], data["options"], data["deal"], data["private"], key, data["rated"],
        idle=data["idle"],
    )
    tokens = [
        {"seat": seat, "name": name, "token": token}
        for seat, (name, token) in enumerate(zip(created.names, created.tokens, strict=True))
        if token is not None and name is not None
    ]
    if created.loaded is not None:
        version, status, view = created.loaded.version, "active", service.view(created.loaded, None)
    else:
        assert created.waiting is not None
        version, status = created.waiting.lobby.version, "waiting"
        view = service.waiting_view(created.waiting, None)
    body = {
        "id": created.game_id,
        "game": data["game"],
        "version": version,
        "status": status,
        "tokens": tokens,
        "view": view,
    }
    tag = etag_of(version) if created.loaded is not None else waiting_etag(version)
    headers = {"Location": f"/v1/games/{created.game_id}", "ETag": tag, "Cache-Control": "no-store"}
    return json_response(body, 201, headers)


@bp.get("/v1/games/<game_id>")
def get_game(game_id: str) -> Response:
    """The game as the bearer's seat (or, without a token, a spectator) may see it.

    ---
    get:
      operationId: getGame
      tags: [games]
      summary: The game as the bearer may see it
      description: |
        With a seat token, that seat's view (its hand included); without one, the spectator view. A game
        waiting for players answers its `WaitingView` (`kind: waiting`) until the last seat is taken.
      security:
      - {}
      - seatToken: []
      - playerKey: []
      parameters:
      - GameId
      - IfNoneMatch
      responses:
        '200':
          description: The view.
          headers:
            ETag: {$ref: '#/components/headers/ETag'}
            Vary: {$ref: '#/components/headers/Vary'}
            Content-Encoding: {$ref: '#/components/headers/ContentEncoding'}
          content:
            application/json:
              schema: {$ref: '#/components/schemas/GameView'}
        '304': {$ref: '#/components/responses/NotModified'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/GameNotFound'}
    """
    token = bearer_token()
    answer = powderkeg().service.game_view(game_id, token)
    tag = waiting_etag(answer.revision) if answer.waiting else etag_of(answer.revision)
    if answer.names is not None:  # players' names change with no new version: a rename is a new view
        tag = f'{tag[:-1]}.{answer.names}"'
    if answer.rematch is not None:  # so does a rematch opened after the game ended
        tag = f'{tag[:-1]}.rematch"'
    headers = {"Vary": "Authorization", "Cache-Control": "private, no-cache"}
    unchanged = not_modified(tag, headers)
    if unchanged is not None:
        return unchanged
    return json_response(answer.build(), headers={**headers, "ETag": tag})


@bp.get("/v1/games/<game_id>/legal-commands")
def legal_commands(game_id: str) -> Response:
    """Every command body the bearer's seat may POST now; with ``form=compact``, plays grouped by reading.

    ---
    get:
      operationId: listLegalCommands
      tags: [play]
      summary: Everything the bearer's seat may send now
      description: |
        Every command the seat may send now, in turn or out of it, each one body that can be POSTed as it
        is. Some games can list thousands of plays (a 17-card lead in `haggis` makes up to ~7,000, about
        750 KB); `form=compact` answers the same choices in a few hundred groups (`play_groups`). The `ETag` is
        the version the commands hold for (a match's: the seat's table's) with a digest of the seat (and table)
        they are for, `"12.5d41402abc4b"`: `If-None-Match` with it answers 304 until the game moves on, without
        listing anything; `If-Match` takes it as that version.
      security:
      - seatToken: []
      - playerKey: []
      parameters:
      - GameId
      - {in: query, schema: LegalCommandsQuerySchema}
      - IfNoneMatch
      responses:
        '200':
          description: Command bodies that can be POSTed to `commands` as they are (empty when none).
          headers:
            ETag: {$ref: '#/components/headers/ETag'}
            Vary: {$ref: '#/components/headers/Vary'}
            Content-Encoding: {$ref: '#/components/headers/ContentEncoding'}
          content:
            application/json:
              schema: {$ref: '#/components/schemas/LegalCommands'}
        '304': {$ref: '#/components/responses/NotModified'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/GameNotFound'}
    """
    form: str = parse_query(_LEGAL_QUERY)["form"]
    token = require_token()
    answer = powderkeg().service.legal_commands(game_id, token, compact=form == "compact")
    tag = version_tag(answer.version, form, answer.table, answer.seat)  # no other seat's list shares it
    headers = {"Vary": "Authorization", "Cache-Control": "private, no-cache"}
    unchanged = not_modified(tag, headers)
    if unchanged is not None:
        return unchanged  # nothing is listed: the seat's commands at this version are the ones the client holds
    body = legal_body(answer, form)
    return json_response(body, headers={**headers, "ETag": tag})
