"""Replay, export and verification as the API shows them, and the replay query."""

from __future__ import annotations

from marshmallow import fields, validate

from api.schemas import OneOfRef, StrictSchema, strict_int
from api.schemas.events import MAX_VERSION

MAX_SEAT = 63


class ReplayQuerySchema(StrictSchema):
    """The query of GET /v1/games/{id}/replay (strings from the URL, hence not strict)."""

    at = fields.Integer(
        load_default=None,
        allow_none=False,  # absent is None; a sent value must be a number
        validate=validate.Range(min=0, max=MAX_VERSION),
        metadata={
            "description": "The version to replay (default the head); at most the head version. For a match at "
            "several tables, a position of its timeline (the order of its export)."
        },
    )
    as_ = fields.Integer(
        data_key="as",
        load_default=None,
        allow_none=False,  # absent is None; a sent value must be a number
        validate=validate.Range(min=0, max=MAX_SEAT),
        metadata={"description": "Show this seat's view; on a running game only the bearer's own seat."},
    )
    full = fields.Boolean(
        load_default=False,
        truthy={"true", "1"},
        falsy={"false", "0"},
        metadata={"description": "Add every hand and the full state (finished games only)."},
    )


class ReplaySchema(StrictSchema):
    """The answer to GET /v1/games/{id}/replay: the game at ``version`` as ``viewer`` saw it then."""

    version = strict_int(
        required=True, metadata={"description": "The version replayed (a match's: its timeline's position)."}
    )
    head = strict_int(
        required=True,
        metadata={"description": "The game's head version now (a match's: its timeline's last position)."},
    )
    viewer = strict_int(
        required=True,
        allow_none=True,
        metadata={"description": "The seat whose view this is; null for a spectator."},
    )
    view = OneOfRef("GameView", required=True)
    hands = fields.List(
        fields.List(fields.String()),
        required=True,
        allow_none=True,
        metadata={"description": "With `full`, every seat's hand at `version`, by seat; else null."},
    )
    # The game's internal JSON form: each game's own, not a contract.
    state = fields.Dict(
        required=True,
        allow_none=True,
        metadata={
            "description": "With `full`, the game's whole state at `version` (its internal JSON form); else null."
        },
    )


class VerdictSchema(StrictSchema):
    """The answer to GET /v1/games/{id}/verify, and what ``powderkeg verify`` prints."""

    ok = fields.Boolean(required=True)
    events = strict_int(required=True, metadata={"description": "How many event lines were checked."})
    first_bad_version = strict_int(
        required=True,
        allow_none=True,
        metadata={"description": "Where the log stops being what the rules make."},
    )
    first_bad_table = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "A match at several tables: the table whose stream `first_bad_version` is in (null: "
            "the match's own, or a game at one table)."
        },
    )
    problems = fields.List(fields.String(), required=True)
    head_sha256 = fields.String(
        required=True, allow_none=True, metadata={"description": "The last hash of a chain that checked out."}
    )
    dealt_from = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "Whether the opening deal is the seed's shuffle or a testing server's fixed deal."},
    )
