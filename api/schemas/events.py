"""Events as the API shows them, redacted for the viewer, and the query of a page of the log (and long-poll)."""

from __future__ import annotations

from marshmallow import fields, validate

from api.schemas import StrictBoolean, StrictSchema, strict_int

MAX_WAIT_S = 30
MAX_VERSION = 2**53 - 1
#: Events in a page of the log when the query names no ``limit``, and the most it may name.
DEFAULT_LIMIT = 500
MAX_LIMIT = 1000


class EventSchema(StrictSchema):
    """One event of the log: ``seat`` is null for the system (a timer that fired)."""

    version = strict_int(required=True)
    type = fields.String(required=True)
    at = fields.String(required=True)
    seat = strict_int(required=True, allow_none=True)
    data = fields.Dict(required=True)


class EventsPageSchema(StrictSchema):
    """The answer to GET /v1/games/{id}/events: the head version and at most ``limit`` events after ``after``;
    ``more`` when events follow the last one (the next page is ``after=<its version>``)."""

    version = strict_int(required=True)
    events = fields.List(fields.Nested(EventSchema), required=True)
    more = StrictBoolean(required=True)


class EventsQuerySchema(StrictSchema):
    """The query of GET /v1/games/{id}/events and of a table's log (strings from the URL, hence not strict)."""

    after = fields.Integer(load_default=-1, validate=validate.Range(min=-1, max=MAX_VERSION))
    limit = fields.Integer(load_default=DEFAULT_LIMIT, validate=validate.Range(min=1, max=MAX_LIMIT))
    wait = fields.Float(load_default=0.0, allow_nan=False, validate=validate.Range(min=0, max=MAX_WAIT_S))
