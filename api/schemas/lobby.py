"""The lobby: a game waiting for players (``WaitingView``), joining it, and the listings of ``GET /v1/games``."""

from __future__ import annotations

from marshmallow import fields, validate

from api.schemas import OneOfRef, StrictBoolean, StrictSchema, strict_int
from api.schemas.games import NAME, NAME_SCHEMA
from api.schemas.views import IdlePolicySchema


class LobbySeatSchema(StrictSchema):
    """One seat of a waiting or listed game: a person, a bot, open, or reserved for a player of a rematch."""

    seat = strict_int(required=True)
    name = fields.String(required=True, allow_none=True, metadata={"description": "Null while the seat is open."})
    bot = fields.String(required=True, allow_none=True, metadata={"description": "The bot's policy, or null."})
    think_ms = strict_int(
        required=True,
        allow_none=True,
        metadata={
            "description": "A `search` bot's think time per decision (ms): the one it was created with, else the "
            "default; null for any other seat."
        },
    )
    open = StrictBoolean(required=True, metadata={"description": "Whether anyone may take the seat now."})
    reserved = StrictBoolean(
        required=True,
        metadata={
            "description": "Kept in a rematch for the named player of the game before, until they take it with "
            "`POST /v1/games/{id}/rematch` there."
        },
    )


class WaitingViewSchema(StrictSchema):
    """A game created with open seats, before every seat is taken: who sits where and which seats are open.
    No card is dealt yet; once the last seat is taken the game's own view replaces this one."""

    id = fields.String(required=True)
    game = fields.String(required=True)
    kind = fields.String(required=True, validate=validate.Equal("waiting"))
    version = strict_int(required=True, metadata={"description": "The lobby's version (each join or leave)."})
    status = fields.String(required=True, validate=validate.OneOf(["waiting", "active"]))
    seed_sha256 = fields.String(
        required=True,
        metadata={"description": "SHA-256 of the game's seed, committed to before anyone joins."},
    )
    head_sha256 = fields.String(required=True, metadata={"description": "The last hash of the lobby's chain."})
    options = fields.Dict(keys=fields.String(), values=fields.Raw(allow_none=True), required=True)
    private = StrictBoolean(required=True, metadata={"description": "Never listed: its id is the invitation."})
    rated = StrictBoolean(
        required=True, metadata={"description": "Rated: only players (with their key) and bots take its seats."}
    )
    idle = fields.Nested(
        IdlePolicySchema,
        required=True,
        allow_none=True,
        metadata={"description": "The idle policy the game will have (docs/rules.md §0.1); null for a match."},
    )
    rematch_of = fields.String(
        required=True, allow_none=True, metadata={"description": "The finished game this is the rematch of, or null."}
    )
    created_ms = strict_int(required=True, metadata={"description": "When the game was created (ms, UTC)."})
    seats = fields.List(fields.Nested(LobbySeatSchema), required=True)
    open_seats = fields.List(strict_int(), required=True)
    you = strict_int(
        required=True, allow_none=True, metadata={"description": "The bearer's seat; null without a seat token."}
    )


class ListedGameSchema(StrictSchema):
    """A game as a listing shows it."""

    id = fields.String(required=True)
    game = fields.String(required=True)
    status = fields.String(required=True, validate=validate.OneOf(["waiting", "active"]))
    options = fields.Dict(keys=fields.String(), values=fields.Raw(allow_none=True), required=True)
    rated = StrictBoolean(
        required=True, metadata={"description": "Rated: its result moves its players' and bots' ratings."}
    )
    created_ms = strict_int(required=True)
    last_move_ms = strict_int(
        required=True,
        allow_none=True,
        metadata={
            "description": "A game being played: when its last event was made (ms, UTC; a match: its own last "
            "step); null for a game waiting for players."
        },
    )
    seats = fields.List(fields.Nested(LobbySeatSchema), required=True)


class GameListSchema(StrictSchema):
    """One page of a listing, newest first."""

    games = fields.List(fields.Nested(ListedGameSchema), required=True)
    next = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "The `cursor` of the next page; null on the last page."},
    )


class GameListQuerySchema(StrictSchema):
    """The query of GET /v1/games (strings from the URL, hence not strict)."""

    status = fields.String(
        load_default="waiting",
        validate=validate.OneOf(["waiting", "active"]),
        metadata={"description": "`waiting`: games with an open seat to join; `active`: games being played."},
    )
    game = fields.String(validate=validate.Length(min=1, max=32), metadata={"description": "Only this game type."})
    cursor = fields.String(
        validate=validate.Regexp(r"^[0-9]{13}:[A-Za-z0-9_-]{1,64}$"),
        metadata={"description": "The `next` of the page before."},
    )
    limit = fields.Integer(
        load_default=20, validate=validate.Range(1, 100), metadata={"description": "The most games a page holds."}
    )


class JoinRequestSchema(StrictSchema):
    """The body of POST /v1/games/{id}/join."""

    name = fields.String(
        validate=NAME,
        metadata={
            "description": "The name to sit under; leave it out when the request carries a player key "
            "(`Authorization: Bearer <player key>`): that player takes the seat.",
            **NAME_SCHEMA,
        },
    )
    seat = strict_int(
        validate=validate.Range(min=0), metadata={"description": "The seat to take; default: the first open one."}
    )


class JoinResponseSchema(StrictSchema):
    """The answer to a join: the seat taken and its token, shown to the joiner alone, this once."""

    id = fields.String(required=True)
    seat = strict_int(required=True)
    token = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "Secret: send it as `Authorization: Bearer <token>`. Null for a seat a player took with "
            "their key: the player's keys alone act for it, so revoking a key or erasing the player ends it."
        },
    )
    status = fields.String(
        required=True,
        validate=validate.OneOf(["waiting", "active"]),
        metadata={"description": "`active` when this join took the last open seat and the game began."},
    )
    view = OneOfRef("GameView", required=True, metadata={"description": "The joiner's view."})
