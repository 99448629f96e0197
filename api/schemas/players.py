"""Players: creating one, its keys, the player as it sees itself and as others see it, and its lists of games."""

from __future__ import annotations

from marshmallow import fields, validate

from api.schemas import StrictBoolean, StrictSchema, strict_int
from api.schemas.games import NAME, NAME_SCHEMA
from domain.ports import PlayerGames

STATUSES: tuple[PlayerGames, ...] = ("waiting", "active", "finished")


class CreatePlayerRequestSchema(StrictSchema):
    """The body of POST /v1/players (and of PATCH /v1/players/me)."""

    name = fields.String(required=True, validate=NAME, metadata={"examples": ["ann"], **NAME_SCHEMA})


class NewKeySchema(StrictSchema):
    """A key made just now: shown this once (only its hash is kept)."""

    key_id = fields.String(required=True, metadata={"description": "Names the key, to revoke it."})
    key = fields.String(
        required=True,
        metadata={"description": "Secret: send it as `Authorization: Bearer <key>`. Shown only this once."},
    )


class CreatePlayerResponseSchema(NewKeySchema):
    """The answer to POST /v1/players: the new player and their first key."""

    id = fields.String(required=True, metadata={"examples": ["p-3fK9wQzL0aXb"]})
    name = fields.String(required=True)


class KeyInfoSchema(StrictSchema):
    """A key the player holds (never the key itself)."""

    key_id = fields.String(required=True)
    issued_ms = strict_int(required=True, metadata={"description": "When it was issued (ms, UTC)."})


class GameCountsSchema(StrictSchema):
    """How many games each of a player's lists holds."""

    waiting = strict_int(required=True)
    active = strict_int(required=True)
    finished = strict_int(required=True)


class MyGameSeatSchema(StrictSchema):
    """A seat of a game in a player's list."""

    seat = strict_int(required=True)
    name = fields.String(required=True, allow_none=True, metadata={"description": "Null while the seat is open."})
    bot = StrictBoolean(required=True)


class MyGameSchema(StrictSchema):
    """A game in a player's list, as that player sees it."""

    id = fields.String(required=True)
    game = fields.String(required=True)
    match = StrictBoolean(required=True, metadata={"description": "A match at several tables."})
    private = StrictBoolean(
        required=True, metadata={"description": "Created private: never listed, nor on a public profile."}
    )
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    seat = strict_int(required=True, metadata={"description": "The player's seat."})
    awaiting = fields.List(
        strict_int(),
        required=True,
        metadata={
            "description": "The seats the game awaits now (on turn, owing a decision, or entitled to an open "
            "window); of a match, the player's seat alone while their table awaits it."
        },
    )
    your_move = StrictBoolean(required=True, metadata={"description": "Whether the game awaits the player now."})
    version = strict_int(required=True, metadata={"description": "The game's version (a waiting game's: its lobby's)."})
    created_ms = strict_int(required=True)
    last_move_ms = strict_int(
        required=True,
        allow_none=True,
        metadata={"description": "When its last event was made (ms, UTC); null while it waits for players."},
    )
    seats = fields.List(fields.Nested(MyGameSeatSchema), required=True)


class MyGamesSchema(StrictSchema):
    """One page of a player's list of games."""

    games = fields.List(fields.Nested(MyGameSchema), required=True)
    next = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "The `cursor` of the next page; null on the last page."},
    )


class RatingSchema(StrictSchema):
    """A player's rating at one game type (the Weng-Lin model: a mean and an uncertainty)."""

    rating = fields.Float(
        required=True,
        metadata={"description": "The conservative rating, `mu - 3 * sigma`: what leaderboards rank by."},
    )
    mu = fields.Float(required=True, metadata={"description": "The mean (a newcomer's: 25)."})
    sigma = fields.Float(required=True, metadata={"description": "The uncertainty (a newcomer's: 25/3)."})
    games = strict_int(required=True, metadata={"description": "How many rated games of this type made it."})


class PlayerSchema(StrictSchema):
    """A player as anyone may see them: `GET /v1/players/{id}`."""

    id = fields.String(required=True)
    name = fields.String(required=True)
    created_ms = strict_int(required=True)
    ratings = fields.Dict(
        keys=fields.String(),
        values=fields.Nested(RatingSchema),
        required=True,
        metadata={"description": "The player's rating at each game type they played rated games of."},
    )
    games = fields.Nested(GameCountsSchema, required=True)
    finished = fields.List(
        fields.Nested(MyGameSchema),
        required=True,
        metadata={
            "description": "The player's last finished games, the latest first: at most 10, and on a public "
            "profile none that was private."
        },
    )


class MeSchema(PlayerSchema):
    """The player as they see themselves: `GET /v1/players/me`, with the keys they hold."""

    keys = fields.List(fields.Nested(KeyInfoSchema), required=True)


class MyGamesQuerySchema(StrictSchema):
    """The query of GET /v1/players/me/games (strings from the URL, hence not strict)."""

    status = fields.String(
        load_default="active",
        validate=validate.OneOf(STATUSES),
        metadata={
            "description": "`active` (the default): games being played, those that await you first; `waiting`: "
            "games waiting for players; `finished`: games over, the latest first."
        },
    )
    cursor = fields.String(
        validate=validate.Regexp(r"^[0-9]{1,15}:[A-Za-z0-9_-]{1,64}$"),
        metadata={"description": "The `next` of the page before."},
    )
    limit = fields.Integer(
        load_default=20, validate=validate.Range(1, 100), metadata={"description": "The most games a page holds."}
    )


class LeaderPlayerSchema(StrictSchema):
    """Who holds a place on a leaderboard."""

    id = fields.String(required=True)
    name = fields.String(required=True)
    bot = StrictBoolean(required=True, metadata={"description": "The bots of one policy (`p-bot-<policy>`)."})


class LeaderSchema(RatingSchema):
    """One place of a leaderboard."""

    rank = strict_int(required=True, metadata={"description": "1 is the top."})
    player = fields.Nested(LeaderPlayerSchema, required=True)


class LeaderboardSchema(StrictSchema):
    """One page of a game type's leaderboard."""

    game = fields.String(required=True)
    min_games = strict_int(required=True, metadata={"description": "The rated games a player needs to be ranked."})
    total = strict_int(required=True, metadata={"description": "How many players it ranks."})
    leaders = fields.List(fields.Nested(LeaderSchema), required=True)
    next = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "The `cursor` of the next page; null on the last page."},
    )


class LeaderboardQuerySchema(StrictSchema):
    """The query of GET /v1/leaderboards/{game} (strings from the URL, hence not strict)."""

    cursor = fields.String(
        validate=validate.Regexp(r"^[0-9]{1,9}$"), metadata={"description": "The `next` of the page before."}
    )
    limit = fields.Integer(
        load_default=20, validate=validate.Range(1, 100), metadata={"description": "The most places a page holds."}
    )


class RatingChangeSchema(StrictSchema):
    """What a rated game did to one seat's rating."""

    seat = strict_int(required=True)
    player = fields.String(required=True, metadata={"description": "The player id (a bot's: `p-bot-<policy>`)."})
    name = fields.String(required=True)
    place = strict_int(required=True, metadata={"description": "1 is first; tied seats share a place."})
    mu_before = fields.Float(required=True)
    sigma_before = fields.Float(required=True)
    mu_delta = fields.Float(required=True)
    sigma_delta = fields.Float(required=True)


class GameRatingsSchema(StrictSchema):
    """What a rated game did to the ratings of its seats, computed once when it ended."""

    game = fields.String(required=True)
    changes = fields.List(fields.Nested(RatingChangeSchema), required=True)
