"""Replay, export and verification as the API shows them, and the replay query."""

from __future__ import annotations

from marshmallow import fields, validate

from api.schemas import StrictSchema, strict_int
from api.schemas.events import MAX_VERSION
from api.schemas.views import ViewSchema

MAX_SEAT = 63


class ReplayQuerySchema(StrictSchema):
    """The query of GET /v1/games/{id}/replay (strings from the URL, hence not strict)."""

    at = fields.Integer(load_default=None, validate=validate.Range(min=0, max=MAX_VERSION))
    as_ = fields.Integer(data_key="as", load_default=None, validate=validate.Range(min=0, max=MAX_SEAT))
    full = fields.Boolean(load_default=False, truthy={"true", "1"}, falsy={"false", "0"})


class ReplaySchema(StrictSchema):
    """The answer to GET /v1/games/{id}/replay: the game at ``version`` as ``viewer`` saw it then."""

    version = strict_int(required=True)
    head = strict_int(required=True)
    viewer = strict_int(required=True, allow_none=True)
    view = fields.Nested(ViewSchema, required=True)
    hands = fields.List(fields.List(fields.String()), required=True, allow_none=True)
    state = fields.Dict(required=True, allow_none=True)


class VerdictSchema(StrictSchema):
    """The answer to GET /v1/games/{id}/verify, and what ``powderkeg verify`` prints."""

    ok = fields.Boolean(required=True)
    events = strict_int(required=True)
    first_bad_version = strict_int(required=True, allow_none=True)
    problems = fields.List(fields.String(), required=True)
    head_sha256 = fields.String(required=True, allow_none=True)
    dealt_from = fields.String(required=True, allow_none=True)
