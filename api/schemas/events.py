"""Events as the API shows them, redacted for the viewer, and the long-poll query."""

from __future__ import annotations

from marshmallow import fields, validate

from api.schemas import StrictSchema, strict_int

MAX_WAIT_S = 30
MAX_VERSION = 2**53 - 1


class EventSchema(StrictSchema):
    """One event of the log: ``seat`` is null for the system (a timer that fired)."""

    version = strict_int(required=True)
    type = fields.String(required=True)
    at = fields.String(required=True)
    seat = strict_int(required=True, allow_none=True)
    data = fields.Dict(required=True)


class EventsPageSchema(StrictSchema):
    """The answer to GET /v1/games/{id}/events: the head version and the events after ``after``."""

    version = strict_int(required=True)
    events = fields.List(fields.Nested(EventSchema), required=True)


class EventsQuerySchema(StrictSchema):
    """The query of GET /v1/games/{id}/events (strings from the URL, hence not strict)."""

    after = fields.Integer(load_default=-1, validate=validate.Range(min=-1, max=MAX_VERSION))
    wait = fields.Float(load_default=0.0, allow_nan=False, validate=validate.Range(min=0, max=MAX_WAIT_S))
