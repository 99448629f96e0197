"""Events as the API shows them, redacted for the viewer, and the query of a page of the log (and long-poll)."""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Mapping
from typing import Any

from marshmallow import Schema, fields, validate

from api.schemas import StrictBoolean, StrictSchema, strict_int
from api.schemas.dataclass_fields import field_for, schema_name
from domain.game import Event

MAX_WAIT_S = 30
MAX_VERSION = 2**53 - 1
#: Events in a page of the log when the query names no ``limit``, and the most it may name.
DEFAULT_LIMIT = 500
MAX_LIMIT = 1000


class EventSchema(StrictSchema):
    """One event of the log: ``seat`` is null for the system (a timer that fired)."""

    version = strict_int(required=True)
    type = fields.String(required=True, metadata={"examples": ["CardsPlayed"]})
    at = fields.String(required=True, metadata={"format": "date-time", "examples": ["2025-01-31T12:00:00.000Z"]})
    seat = strict_int(
        required=True, allow_none=True, metadata={"description": "The acting seat; null for the system (a timer)."}
    )
    data = fields.Dict(required=True, metadata={"description": "The event's fields, redacted for the viewer."})


class EventsPageSchema(StrictSchema):
    """A page of the log: the head version and at most `limit` events after `after`, redacted for the bearer;
    `more` when events follow the last one (the next page is `after=<its version>`)."""

    game = fields.String(required=True, metadata={"description": "The game type's slug."})
    version = strict_int(
        required=True, metadata={"description": "The head version of the game (of the table, for a table's log)."}
    )
    events = fields.List(
        fields.Nested(EventSchema), required=True, metadata={"description": "At most `limit` events, in version order."}
    )
    more = StrictBoolean(
        required=True,
        metadata={"description": "True when events follow the last one here; ask for them with `after=<its version>`."},
    )


class TableEventsPageSchema(EventsPageSchema):
    """A page of the log of one table of a match."""

    table = fields.String(required=True, metadata={"description": "The table's key."})


class PageQuerySchema(StrictSchema):
    """The query of a page of a log: of a table's log, which does not long-poll (strings from the URL, hence not
    strict)."""

    after = fields.Integer(
        load_default=-1,
        validate=validate.Range(min=-1, max=MAX_VERSION),
        metadata={"description": "Return the events with a version greater than this (-1 for all); at most the head."},
    )
    limit = fields.Integer(
        load_default=DEFAULT_LIMIT,
        validate=validate.Range(min=1, max=MAX_LIMIT),
        metadata={"description": "The most events a page holds; `more` in the answer says whether others follow."},
    )


class EventsQuerySchema(PageQuerySchema):
    """The query of GET /v1/games/{id}/events: a page, and how long to wait for a first event."""

    wait = fields.Float(
        load_default=0.0,
        allow_nan=False,
        validate=validate.Range(min=0, max=MAX_WAIT_S),
        metadata={"description": "Seconds to wait for a first event when there is none after `after` yet."},
    )


def event_data_schema(
    slug: str, cls: type[Event], overrides: Mapping[str, fields.Field[Any]] | None = None
) -> type[Schema]:
    """The schema of the ``data`` of one event type of game ``slug``: its dataclass fields (no bounds: the server
    wrote them), with ``overrides`` for what redaction changes (a hidden field that becomes null, a count it
    adds). Named ``<Game><EventType>`` in openapi.yaml."""
    hints = typing.get_type_hints(cls)
    declared: dict[str, fields.Field[Any]] = {
        f.name: field_for(f.name, hints[f.name], required=True, bounded=False) for f in dataclasses.fields(cls)
    }
    declared.update(overrides or {})
    return StrictSchema.from_dict(declared, name=f"{schema_name(slug, '')}{cls.__name__}Schema")
