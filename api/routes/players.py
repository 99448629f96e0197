"""Players: POST /v1/players, /v1/players/me (the player of the key sent), its keys and its games, and the
public profile GET /v1/players/{id}. A player key is read only from ``Authorization: Bearer``."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response

from api.auth import require_token
from api.conditional import polled_json
from api.errors import ApiError
from api.extension import powderkeg
from api.http import json_body, json_response
from api.query import parse_query
from api.schemas.players import CreatePlayerRequestSchema, LeaderboardQuerySchema, MyGamesQuerySchema
from domain.service import KeyedPlayer, Profile
from domain.service.ratings import MIN_RATED_GAMES

bp = Blueprint("players", __name__)
_CREATE = CreatePlayerRequestSchema()
_GAMES_QUERY = MyGamesQuerySchema()
_BOARD_QUERY = LeaderboardQuerySchema()
_PRIVATE = {"Cache-Control": "no-store", "Vary": "Authorization"}


@bp.post("/v1/players")
def create_player() -> Response:
    """Create a player; the answer holds their first key, shown only this once.

    ---
    post:
      operationId: createPlayer
      tags: [players]
      summary: Create a player
      description: |
        A player is an identity across games, without password or e-mail: the app keeps the `key` (a bearer
        credential shown only this once; only its hash is kept) and sends it as `Authorization: Bearer <key>`.
        Two players may share a name: the `id` tells them apart.
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/CreatePlayerRequest'}
            example: {name: ann}
      responses:
        '201':
          description: The player was created; keep the key, it is shown only this once.
          headers:
            Location: {$ref: '#/components/headers/Location'}
          content:
            application/json:
              schema: {$ref: '#/components/schemas/CreatePlayerResponse'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '413': {$ref: '#/components/responses/PayloadTooLarge'}
    """
    data = _CREATE.load(json_body())
    made = powderkeg().service.register_player(data["name"])
    headers = {"Location": f"/v1/players/{made.player.player_id}", "Cache-Control": "no-store"}
    return json_response({"id": made.player.player_id, "name": made.player.name, **_key(made)}, 201, headers)


@bp.get("/v1/players/me")
def get_me() -> Response:
    """The player of the key sent, with their keys and their lists' sizes.

    ---
    get:
      operationId: getMe
      tags: [players]
      summary: The player of the key sent
      security:
      - playerKey: []
      parameters:
      - IfNoneMatch
      responses:
        '200':
          description: The player, with the keys they hold (their ids, never the keys).
          headers:
            ETag: {$ref: '#/components/headers/DigestETag'}
            Vary: {$ref: '#/components/headers/Vary'}
            Content-Encoding: {$ref: '#/components/headers/ContentEncoding'}
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Me'}
        '304': {$ref: '#/components/responses/NotModified'}
        '401': {$ref: '#/components/responses/Unauthorized'}
    """
    return polled_json(_me(powderkeg().service.player_me(require_token())), {**_PRIVATE, "Cache-Control": "no-cache"})


@bp.patch("/v1/players/me")
def rename_me() -> Response:
    """Rename the player of the key sent.

    ---
    patch:
      operationId: renameMe
      tags: [players]
      summary: Rename the player of the key sent
      description: Every game they hold a seat of shows the new name from now on; no game's log changes.
      security:
      - playerKey: []
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/CreatePlayerRequest'}
            example: {name: ann b.}
      responses:
        '200':
          description: The player, renamed.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Me'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '413': {$ref: '#/components/responses/PayloadTooLarge'}
    """
    key = require_token()
    data = _CREATE.load(json_body())
    return json_response(_me(powderkeg().service.rename_player(key, data["name"])), headers=_PRIVATE)


@bp.delete("/v1/players/me")
def erase_me() -> Response:
    """Erase the player of the key sent.

    ---
    delete:
      operationId: eraseMe
      tags: [players]
      summary: Erase the player of the key sent
      description: |
        Deletes the player's name, keys, history and lists of games: no byte the server stores holds them
        afterwards. Their seats show as `deleted player`; every game they played still verifies from its
        export, since their name was never in its chain (a seat of a player is named `@<player id>` there).
        Every key of the player stops working. It cannot be undone.
      security:
      - playerKey: []
      responses:
        '204':
          description: The player is erased.
        '401': {$ref: '#/components/responses/Unauthorized'}
    """
    powderkeg().service.erase_player(require_token())
    return Response(status=204, headers={"Cache-Control": "no-store"})


@bp.post("/v1/players/me/keys")
def issue_key() -> Response:
    """Issue one more key for the player of the key sent (another device).

    ---
    post:
      operationId: issueKey
      tags: [players]
      summary: Issue another key
      description: The new key works at once beside the others; it is shown only this once.
      security:
      - playerKey: []
      responses:
        '201':
          description: The new key.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/NewKey'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '409': {$ref: '#/components/responses/KeyConflict'}
    """
    made = powderkeg().service.issue_key(require_token())
    return json_response(_key(made), 201, {"Cache-Control": "no-store"})


@bp.delete("/v1/players/me/keys/<key_id>")
def revoke_key(key_id: str) -> Response:
    """Revoke a key of the player of the key sent (a lost phone).

    ---
    delete:
      operationId: revokeKey
      tags: [players]
      summary: Revoke a key
      description: The key stops working at once, everywhere. The key sent may revoke itself, but not the last.
      security:
      - playerKey: []
      parameters:
      - {name: key_id, in: path, required: true, schema: {type: string, pattern: '^[A-Za-z0-9_-]{1,64}$'}}
      responses:
        '204':
          description: The key is revoked.
        '401': {$ref: '#/components/responses/Unauthorized'}
        '404': {$ref: '#/components/responses/KeyNotFound'}
        '409': {$ref: '#/components/responses/KeyConflict'}
    """
    powderkeg().service.revoke_key(require_token(), key_id[:64])
    return Response(status=204, headers={"Cache-Control": "no-store"})


@bp.get("/v1/players/me/games")
def my_games() -> Response:
    """The games the player of the key sent sits in: those that await them first.

    ---
    get:
      operationId: listMyGames
      tags: [players]
      summary: My games
      description: |
        One of the player's lists: `active` games (those that await the player now first, then the latest
        moved), `waiting` ones (the latest joined first) or `finished` ones (the latest over first). Pass
        the answer's `next` as `cursor` for the page after.
      security:
      - playerKey: []
      parameters:
      - {in: query, schema: MyGamesQuerySchema}
      - IfNoneMatch
      responses:
        '200':
          description: One page of the list.
          headers:
            ETag: {$ref: '#/components/headers/DigestETag'}
            Vary: {$ref: '#/components/headers/Vary'}
            Content-Encoding: {$ref: '#/components/headers/ContentEncoding'}
          content:
            application/json:
              schema: {$ref: '#/components/schemas/MyGames'}
        '304': {$ref: '#/components/responses/NotModified'}
        '401': {$ref: '#/components/responses/Unauthorized'}
    """
    query = parse_query(_GAMES_QUERY)
    key = require_token()
    games, cursor = powderkeg().service.my_games(key, query["status"], query.get("cursor"), query["limit"])
    return polled_json({"games": games, "next": cursor}, {**_PRIVATE, "Cache-Control": "no-cache"})


@bp.get("/v1/players/<player_id>")
def get_player(player_id: str) -> Response:
    """A player's public profile.

    ---
    get:
      operationId: getPlayer
      tags: [players]
      summary: A player's public profile
      description: |
        The name, how many games each of their lists holds, and their last finished games. A private game is
        never shown to anyone but its players. 410 `player-erased` once the player erased themselves.
      parameters:
      - {name: player_id, in: path, required: true, schema: {type: string, pattern: '^p-[A-Za-z0-9_-]{4,24}$'}}
      responses:
        '200':
          description: The profile.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Player'}
        '404': {$ref: '#/components/responses/PlayerNotFound'}
        '410': {$ref: '#/components/responses/PlayerErased'}
    """
    return json_response(_public(powderkeg().service.player_profile(player_id)), headers={"Cache-Control": "no-cache"})


def _key(made: KeyedPlayer) -> dict[str, Any]:
    return {"key_id": made.key_id, "key": made.key}


def _public(profile: Profile) -> dict[str, Any]:
    player = profile.player
    return {
        "id": player.player_id,
        "name": player.name,
        "created_ms": player.created_ms,
        "ratings": {
            game: {"rating": round(r.ordinal, 3), "mu": round(r.mu, 3), "sigma": round(r.sigma, 3), "games": r.games}
            for game, r in player.ratings
        },
        "games": profile.counts,
        "finished": profile.finished,
    }


def _me(profile: Profile) -> dict[str, Any]:
    keys = [{"key_id": k.key_id, "issued_ms": k.issued_ms} for k in profile.player.keys]
    return {**_public(profile), "keys": keys}


@bp.get("/v1/leaderboards/<game>")
def leaderboard(game: str) -> Response:
    """A game type's players by conservative rating.

    ---
    get:
      operationId: getLeaderboard
      tags: [players]
      summary: A game type's leaderboard
      description: |
        Players (and each bot policy, as the player `p-bot-<policy>`) ranked by their conservative rating at
        this game type, `mu - 3 * sigma` (the Weng-Lin model: a mean and an uncertainty, moved by the
        finishing order of every rated game, ties included), best first. A player is ranked once they have
        played `min_games` rated games of the type. Pass the answer's `next` as `cursor` for the page after.
      parameters:
      - {name: game, in: path, required: true, schema: {type: string, pattern: '^[a-z0-9-]{1,32}$'}}
      - {in: query, schema: LeaderboardQuerySchema}
      responses:
        '200':
          description: One page of the leaderboard.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Leaderboard'}
        '404': {$ref: '#/components/responses/GameTypeNotFound'}
    """
    query = parse_query(_BOARD_QUERY)
    service = powderkeg().service
    if game not in service.games:
        raise ApiError(404, "unknown-game-type", f"there is no game type {game[:32]!r}; see GET /v1/game-types")
    offset = int(query.get("cursor") or 0)
    leaders, total = service.leaderboard(game, offset, query["limit"])
    after = offset + query["limit"]
    body = {
        "game": game,
        "min_games": MIN_RATED_GAMES,
        "total": total,
        "leaders": leaders,
        "next": str(after) if after < total else None,
    }
    return json_response(body, headers={"Cache-Control": "no-cache"})


@bp.get("/v1/games/<game_id>/ratings")
def game_ratings(game_id: str) -> Response:
    """What a rated game did to its players' ratings.

    ---
    get:
      operationId: getGameRatings
      tags: [players]
      summary: What a rated game did to the ratings
      description: |
        Each seat's place and how its rating moved, computed once when the rated game ended (moments after,
        by a worker). 404 `not-rated` for a game that is not rated, or not rated yet.
      parameters:
      - GameId
      responses:
        '200':
          description: The changes, by seat.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/GameRatings'}
        '404': {$ref: '#/components/responses/RatingsNotFound'}
    """
    ratings = powderkeg().service.game_ratings(game_id)
    if ratings is None:
        raise ApiError(404, "not-rated", "this game is not rated, or not rated yet (moments after it ends)")
    return json_response(ratings, headers={"Cache-Control": "no-cache"})
