"""The lobby: GET /v1/games (games to join or to watch), POST /v1/games/{id}/join, /leave and /rematch."""

from __future__ import annotations

from flask import Blueprint, Response

from api.auth import bearer_token, require_token, seat_of
from api.conditional import polled_json
from api.errors import ApiError
from api.extension import GAME_ID, load_game, powderkeg
from api.http import json_body, json_response
from api.query import parse_query
from api.schemas.lobby import GameListQuerySchema, JoinRequestSchema
from domain.errors import GameNotFound, NotSeated
from domain.lobby import SeatConflict
from domain.service import Joined, Waiting

bp = Blueprint("lobby", __name__)
_LIST_QUERY = GameListQuerySchema()
_JOIN = JoinRequestSchema()


@bp.get("/v1/games")
def list_games() -> Response:
    """Games waiting for players to join, or being played, newest first.

    ---
    get:
      operationId: listGames
      tags: [lobby]
      summary: Games to join, or to watch
      description: |
        `status=waiting` (the default) lists games with an open seat, to join with `POST .../join`;
        `status=active` lists games being played, to watch. A game created `private` is never listed, nor
        a waiting game whose last person left (until someone joins it by its id).
        Pages are newest first: pass the answer's `next` as `cursor` for the page after.
      parameters:
      - {in: query, schema: GameListQuerySchema}
      - IfNoneMatch
      responses:
        '200':
          description: One page of the listing.
          headers:
            ETag: {$ref: '#/components/headers/DigestETag'}
            Vary: {$ref: '#/components/headers/Vary'}
            Content-Encoding: {$ref: '#/components/headers/ContentEncoding'}
          content:
            application/json:
              schema: {$ref: '#/components/schemas/GameList'}
        '304': {$ref: '#/components/responses/NotModified'}
    """
    query = parse_query(_LIST_QUERY)
    games, cursor = powderkeg().service.listing(query["status"], query.get("game"), query.get("cursor"), query["limit"])
    return polled_json({"games": games, "next": cursor}, {"Cache-Control": "no-cache"})


@bp.post("/v1/games/<game_id>/join")
def join_game(game_id: str) -> Response:
    """Take an open seat of a waiting game; the token is answered to the joiner alone, this once.

    ---
    post:
      operationId: joinGame
      tags: [lobby]
      summary: Take an open seat of a waiting game
      description: |
        Takes `seat`, or the first open seat. Of several people racing for the last seat exactly one gets
        it; the join that takes it starts the game (its cards are dealt then). Without a `name`, the player
        whose key the request carries takes it (their key then acts for the seat too; 409 `already-seated`
        when they hold one of this game).
      security:
      - {}
      - playerKey: []
      parameters:
      - GameId
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/JoinRequest'}
            example: {name: bob}
      responses:
        '201':
          description: The seat is yours; keep the token, it is shown only this once.
          headers:
            Location: {$ref: '#/components/headers/Location'}
          content:
            application/json:
              schema: {$ref: '#/components/schemas/JoinResponse'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '404': {$ref: '#/components/responses/GameNotFound'}
        '409': {$ref: '#/components/responses/SeatConflict'}
        '413': {$ref: '#/components/responses/PayloadTooLarge'}
        '422': {$ref: '#/components/responses/IllegalMove'}
    """
    data = _JOIN.load(json_body())
    _check_id(game_id)
    name = data.get("name")
    key = None if name is not None else bearer_token()
    if name is None and key is None:
        raise ApiError(
            400,
            "invalid-body",
            "give the name to sit under, or send a player key (Authorization: Bearer <player key>) to sit as that"
            " player",
            errors={"name": ["Missing data for required field (no player key was sent)."]},
        )
    return _seated(powderkeg().service.join(game_id, name, data.get("seat"), key))


@bp.get("/v1/games/<game_id>/rematch")
def show_rematch(game_id: str) -> Response:
    """The rematch of a finished game as it stands, without taking a seat.

    ---
    get:
      operationId: showRematch
      tags: [lobby]
      summary: Who has taken their seat of the rematch
      description: |
        The rematch's `WaitingView` (its `id`, `rematch_of` this game, and each seat `reserved` until its
        player takes it), so a page can show "ann wants a rematch" before its player decides; `status: active`
        once every player has taken their seat. With a seat token of this game, `you` is the bearer's seat of
        the rematch once they have taken it, else null. 404 `no-rematch` until a player asks for one.
      security:
      - {}
      - seatToken: []
      - playerKey: []
      parameters:
      - GameId
      - IfNoneMatch
      responses:
        '200':
          description: The rematch as it stands.
          headers:
            ETag: {$ref: '#/components/headers/DigestETag'}
            Vary: {$ref: '#/components/headers/Vary'}
            Content-Encoding: {$ref: '#/components/headers/ContentEncoding'}
          content:
            application/json:
              schema: {$ref: '#/components/schemas/WaitingView'}
        '304': {$ref: '#/components/responses/NotModified'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/RematchNotFound'}
    """
    service = powderkeg().service
    loaded = load_game(game_id)
    token = bearer_token()
    seat_of(service, loaded, token)  # a bad token is refused here as on every route of the game
    found = service.rematch_of(loaded, token)
    if found is None:
        raise ApiError(
            404,
            "no-rematch",
            f"nobody has asked for a rematch of {loaded.record.game_id} yet: a player opens it with "
            f"POST /v1/games/{loaded.record.game_id}/rematch",
        )
    waiting, seat = found
    return polled_json(service.waiting_view(waiting, seat), {"Vary": "Authorization", "Cache-Control": "no-cache"})


@bp.post("/v1/games/<game_id>/rematch")
def rematch_game(game_id: str) -> Response:
    """Take the bearer's seat of the rematch of a finished game; every player's call names the same new game.

    ---
    post:
      operationId: rematchGame
      tags: [lobby]
      summary: Play again with the same players
      description: |
        The first player of a finished game to ask opens its rematch: a new game of the same type with the same
        options, every person's seat reserved for them and the bots seated. Where the rules say the previous
        game's winner starts the next game (`exploding-aces`, `bombs-away`), the seats are turned, in the same
        order around the table, so that the winner has seat 0, where a first game starts; otherwise each keeps
        their seat (in `bombs-away`, the winner of the series' last game starts). Every player's call answers
        the same new `id` and that player's own new token; asking again answers the same seat and token (an
        answer that was lost costs nothing). The rematch waits (its view a `WaitingView` with `rematch_of`)
        until the last player takes their seat, and that call starts it; `GET` here shows it meanwhile. A
        player who leaves it keeps their reservation (nobody else can take the seat). A rematch is private:
        never listed, not even when the game before was.
      security:
      - seatToken: []
      - playerKey: []
      parameters:
      - GameId
      responses:
        '201':
          description: Your seat of the rematch and its token.
          headers:
            Location: {$ref: '#/components/headers/Location'}
          content:
            application/json:
              schema: {$ref: '#/components/schemas/JoinResponse'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/GameNotFound'}
        '409': {$ref: '#/components/responses/RematchConflict'}
    """
    token = require_token()
    service = powderkeg().service
    loaded = load_game(game_id)
    seat = seat_of(service, loaded, token)
    assert seat is not None
    return _seated(service.rematch(loaded, seat, token))


def _seated(joined: Joined) -> Response:
    """The 201 of a seat taken (a join or a rematch): the game, the seat, its token, and the game as that seat
    sees it (the game itself when this seat launched it, else its waiting view)."""
    service = powderkeg().service
    game_id = joined.game_id
    if joined.launched is not None:
        status, view = "active", service.view(joined.launched, joined.seat)
    else:
        status, view = "waiting", service.waiting_view(joined.waiting, joined.seat)
    body = {"id": game_id, "seat": joined.seat, "token": joined.token, "status": status, "view": view}
    return json_response(body, 201, {"Location": f"/v1/games/{game_id}", "Cache-Control": "no-store"})


@bp.post("/v1/games/<game_id>/leave")
def leave_game(game_id: str) -> Response:
    """Leave a waiting game: the bearer's seat opens again, and its token no longer names a seat.

    ---
    post:
      operationId: leaveGame
      tags: [lobby]
      summary: Leave a waiting game
      security:
      - seatToken: []
      - playerKey: []
      parameters:
      - GameId
      responses:
        '200':
          description: The game as it waits now.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/WaitingView'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/GameNotFound'}
        '409': {$ref: '#/components/responses/SeatConflict'}
    """
    token = require_token()
    service = powderkeg().service
    _check_id(game_id)
    try:
        waiting = service.lobby_of(game_id)
    except SeatConflict:
        # A game that never waited: who is asking comes first, so a token of another game hears 403
        # foreign-token (and one of no seat 401), as on every other route; a seat of this game hears 409.
        seat_of(service, load_game(game_id), token)
        raise
    seat = lobby_seat_of(waiting, token)
    if seat is None:  # a player's seat kept in a rematch, not taken yet: nothing to leave
        raise NotSeated()
    after = service.leave(game_id, seat)
    return json_response(service.waiting_view(after, None), headers={"Cache-Control": "no-store"})


def lobby_seat_of(waiting: Waiting, token: str | None) -> int | None:
    """The seat ``token`` holds in a waiting game (None for no token); raises 403 ``foreign-token`` for a token
    of another game's seat, 401 ``unknown-token`` for a token of no seat."""
    return powderkeg().service.lobby_seat(waiting, token)


def _check_id(game_id: str) -> None:
    if not GAME_ID.match(game_id):
        raise GameNotFound(game_id[:64])

