"""The query of the live stream of a game."""

from __future__ import annotations

from marshmallow import fields, validate

from api.schemas import StrictSchema
from api.schemas.events import MAX_VERSION


class StreamQuerySchema(StrictSchema):
    """The query of GET /v1/games/{id}/stream (strings from the URL, hence not strict): ``after`` resumes
    like Last-Event-ID, for clients that cannot set headers."""

    after = fields.Integer(
        load_default=None,
        allow_none=False,  # absent is None; a sent value must be a number
        validate=validate.Range(min=-1, max=MAX_VERSION),
        metadata={"description": "As `Last-Event-ID`, for clients that cannot set headers; the header wins."},
    )
