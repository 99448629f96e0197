"""Creating a game (request and response) and the game types served by GET /v1/game-types."""

from __future__ import annotations

from typing import Any

from marshmallow import ValidationError, fields, post_load, validate, validates_schema

from api.schemas import OneOfRef, StrictBoolean, StrictSchema, strict_int
from domain.bots import BOT_POLICIES
from domain.game import EQUIVALENT_CARDS, PlayerSpec
from domain.games import GAMES
from domain.idle import DEFAULT_GAME_IDLE_S, DEFAULT_SEAT_IDLE_S, MAX_IDLE_S, MIN_IDLE_S, parse_policy
from domain.players.identity import KeyHolder
from domain.search import MAX_THINK_MS, THINK_MS
from domain.thinking import MIN_THINK_MS, SEARCH

#: The most seats any game takes (a 40-player bombs match, bench/match_bots.py); each game's own bounds are
#: checked when the game is created, and served by GET /v1/game-types.
MAX_PLAYERS = max(game.info.max_players for game in GAMES.values())
MAX_OPTIONS = 16
OPTION_INT_LIMIT = 10**9
NAME = validate.And(
    validate.Length(min=1, max=40),
    validate.Regexp(r"^[^\x00-\x1f\x7f]+$", error="No control characters."),
    validate.Regexp(r"^(?!@p-)", error="A name may not begin with '@p-': that is how a player's seat is named."),
)
#: What ``NAME`` accepts, as the contract says it (apispec does not read a validator inside ``And``).
NAME_SCHEMA = {"minLength": 1, "maxLength": 40, "pattern": r"^(?!@p-)[^\x00-\x1f\x7f]+$"}


class OptionValue(fields.Raw):
    """One option value: an integer, a short string, a boolean or null."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(allow_none=True, **kwargs)

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        if isinstance(value, bool) or value is None:
            return value
        if isinstance(value, float) and value.is_integer():
            value = int(value)  # JSON Schema's integer: 2.0 is the integer 2
        if isinstance(value, int) and abs(value) <= OPTION_INT_LIMIT:
            return value
        if isinstance(value, str) and len(value) <= 64:
            return value
        raise ValidationError("An option is an integer, a string of at most 64 characters, a boolean or null.")


class PlayerSpecSchema(StrictSchema):
    """A seat: a person (``name``), a bot (``bot``: a policy, and a ``search`` bot's ``think_ms``), an open seat
    (``open``: true) that someone takes later with ``POST /v1/games/{id}/join``, or the player whose key the request
    carries (``player``: "me"); exactly one of the four."""

    name = fields.String(validate=NAME)
    player = fields.String(
        validate=validate.Equal("me"),
        metadata={
            "description": "`me`: the player whose key is sent as `Authorization: Bearer <player key>` takes "
            "this seat (their key then acts for it, beside the seat's token); at most one seat of a game."
        },
    )
    bot = fields.String(validate=validate.OneOf(BOT_POLICIES))
    think_ms = strict_int(
        validate=validate.Range(min=MIN_THINK_MS, max=MAX_THINK_MS),
        metadata={
            "description": f'With `"bot": "{SEARCH}"` only: how long the bot thinks per decision (ms), in the '
            f"worker that plays its turn. Default {THINK_MS}."
        },
    )
    open = StrictBoolean(
        validate=validate.Equal(True),
        metadata={"description": "An open seat: the game waits, dealing nothing, until every open seat is taken."},
    )

    @validates_schema
    def _one_of_name_bot_or_open(self, data: dict[str, Any], **kwargs: Any) -> None:
        if sum(key in data for key in ("name", "bot", "open", "player")) != 1:
            raise ValidationError(
                "Give exactly one of 'name' (a person), 'bot' (a policy), 'open': true or 'player': 'me'."
            )
        if "think_ms" in data and data.get("bot") != SEARCH:
            raise ValidationError(
                f"Only a '{SEARCH}' bot thinks for a time: send 'think_ms' with \"bot\": \"{SEARCH}\", or leave "
                "it out.",
                "think_ms",
            )


class CreateGameRequestSchema(StrictSchema):
    """The body of POST /v1/games."""

    game = fields.String(required=True, validate=validate.Length(min=1, max=32), metadata={"examples": ["bombs"]})
    players = fields.List(
        fields.Nested(PlayerSpecSchema), required=True, validate=validate.Length(min=1, max=MAX_PLAYERS)
    )
    options = fields.Dict(
        keys=fields.String(validate=validate.Length(min=1, max=32)),
        values=OptionValue(),
        validate=validate.Length(max=MAX_OPTIONS),
        load_default=dict,
        metadata={"description": "Table options by name (see `GET /v1/game-types`); missing ones take their defaults."},
    )
    deal = fields.Dict(
        keys=fields.String(validate=validate.Length(min=1, max=32)),
        values=fields.Raw(allow_none=True),
        validate=validate.Length(max=16),
        load_default=None,
        metadata={
            "description": "Testing servers only (`POWDERKEG_TESTING=1`): fixes the cards. For bombs: "
            '`{"hands": [[cards of seat 0], ...], "dealer": 0, "hand": 1, "knave": 0, "master": 1, "scores": [...], '
            '"leader": 0}`, only `hands` required.'
        },
    )

    rated = StrictBoolean(
        load_default=False,
        metadata={
            "description": "Rated: when it ends, the ratings of its players and bots move (`GET "
            "/v1/leaderboards/{game}`). Every seat must be a player (`{\"player\": \"me\"}`, or an open seat "
            "that only a player may join) or a bot. Default false."
        },
    )
    private = StrictBoolean(
        load_default=False,
        metadata={
            "description": "Never listed by `GET /v1/games`: the game's id is the invitation. Default false."
        },
    )
    seat_idle_s = strict_int(
        load_default=None,
        allow_none=True,
        validate=validate.Range(min=MIN_IDLE_S, max=MAX_IDLE_S),
        metadata={
            "description": "The idle policy (docs/rules.md §0.1): how many seconds a game that awaits a person's "
            "seat may go without any event before a bot plays the seat (autopilot) until the person returns. Default "
            f"{DEFAULT_SEAT_IDLE_S}; a match at several tables has no idle policy and refuses it."
        },
    )
    game_idle_s = strict_int(
        load_default=None,
        allow_none=True,
        validate=validate.Range(min=MIN_IDLE_S, max=MAX_IDLE_S),
        metadata={
            "description": "The idle policy (docs/rules.md §0.1): how many seconds the game lasts with no person at "
            "it (every person's seat on autopilot or resigned) before it ends abandoned: no winner, not rated, "
            f"no longer listed. Default {DEFAULT_GAME_IDLE_S}; a match refuses it."
        },
    )

    @post_load
    def _players(self, data: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        data["players"] = [_player(seat, p) for seat, p in enumerate(data["players"])]
        seat_idle, game_idle = data.pop("seat_idle_s"), data.pop("game_idle_s")
        data["idle"] = None if seat_idle is None and game_idle is None else parse_policy(seat_idle, game_idle)
        return data


def _player(seat: int, spec: dict[str, Any]) -> PlayerSpec | KeyHolder | None:
    """A seat of the request as the service takes it: None for an open seat, ``KeyHolder`` for the player of the
    request's key."""
    if "player" in spec:
        return KeyHolder()
    if "name" in spec:
        return PlayerSpec(name=spec["name"])
    if "bot" in spec:
        return PlayerSpec(name=f"bot-{seat}", bot=spec["bot"], think_ms=spec.get("think_ms"))
    return None


class SeatTokenSchema(StrictSchema):
    """The secret token of one human seat, shown once, at creation."""

    seat = strict_int(required=True)
    name = fields.String(required=True)
    token = fields.String(
        required=True, metadata={"description": "Secret: send it as `Authorization: Bearer <token>`."}
    )


class CreateGameResponseSchema(StrictSchema):
    """The answer to POST /v1/games."""

    id = fields.String(required=True)
    game = fields.String(required=True)
    version = strict_int(required=True)
    status = fields.String(
        required=True,
        validate=validate.OneOf(["waiting", "active"]),
        metadata={"description": "`waiting` while a seat is open (the view is then a `WaitingView`)."},
    )
    tokens = fields.List(
        fields.Nested(SeatTokenSchema),
        required=True,
        metadata={
            "description": "One per seat named for a person, shown only this once; bots have none, nor has the "
            "seat of a player (`{\"player\": \"me\"}`), for which the player's keys alone act."
        },
    )
    view = OneOfRef("GameView", required=True, metadata={"description": "The spectator's view."})


class OptionSpecSchema(StrictSchema):
    """One table option of a game type."""

    default = fields.Raw(required=True, allow_none=True)
    kind = fields.String(required=True, validate=validate.OneOf(["int", "choice", "bool"]))
    doc = fields.String(required=True)
    label = fields.String(required=True, metadata={"description": "The option in words, for a form's label."})
    minimum = strict_int(allow_none=True)
    maximum = strict_int(allow_none=True)
    choices = fields.List(fields.String())
    nullable = StrictBoolean(required=True)


class GameTypeSchema(StrictSchema):
    """One game a client may create."""

    slug = fields.String(required=True, metadata={"examples": ["bombs"]})
    title = fields.String(required=True)
    min_players = strict_int(required=True)
    max_players = strict_int(required=True)
    options = fields.Dict(keys=fields.String(), values=fields.Nested(OptionSpecSchema), required=True)
    commands = fields.List(
        fields.String(), required=True, metadata={"description": "The command types a seat may send."}
    )
    bots = fields.List(
        fields.String(), required=True, metadata={"description": "The bot policies a seat may be given."}
    )
    equivalent_cards = fields.String(
        required=True,
        validate=validate.OneOf(EQUIVALENT_CARDS),
        metadata={"description": "What `legal-commands` answers as `equivalent_cards` for this game."},
    )


class GameTypesSchema(StrictSchema):
    """The answer to GET /v1/game-types."""

    game_types = fields.List(fields.Nested(GameTypeSchema), required=True)
