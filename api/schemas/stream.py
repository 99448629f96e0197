"""The query of the live stream of a game, and the stream ticket that lets a browser open it as a seat."""

from __future__ import annotations

from marshmallow import fields, validate

from api.schemas import StrictSchema, strict_int
from api.schemas.events import MAX_VERSION
from api.schemas.views import LEGAL_FORMS

#: The longest ``ticket`` a stream reads (a ticket is 43 characters): anything longer is no ticket.
MAX_TICKET_LENGTH = 64


class _ResumableQuerySchema(StrictSchema):
    """What every stream's query takes (strings from the URL, hence not strict): ``after`` resumes like
    Last-Event-ID, and ``ticket`` stands for a credential, for clients that cannot set headers."""

    after = fields.Integer(
        load_default=None,
        allow_none=False,  # absent is None; a sent value must be a number
        validate=validate.Range(min=-1, max=MAX_VERSION),
        metadata={"description": "As `Last-Event-ID`, for clients that cannot set headers; the header wins."},
    )
    ticket = fields.String(
        load_default=None,
        validate=validate.Length(min=1, max=MAX_TICKET_LENGTH),
        metadata={
            "description": "A stream ticket from `POST /v1/games/{game_id}/stream-tickets`: the stream is the"
            " seat's, as with its token. It works once and expires in seconds (see that operation); not with"
            " `Authorization`."
        },
    )


class StreamQuerySchema(_ResumableQuerySchema):
    """The query of GET /v1/games/{id}/stream: ``after`` and ``ticket``, and ``state``, which adds the bearer's
    view and legal commands after each batch of events (``form`` lists them as ``legal-commands`` does)."""

    state = fields.Boolean(
        load_default=False,
        truthy={"true", "1"},
        falsy={"false", "0"},
        metadata={
            "description": "`true`: the stream opens with a `state` message rather than the view, and sends one"
            " after each batch of events and after a resumed stream's backlog: the bearer's view and what"
            " `legal-commands` answers it, at that version. A client then asks for neither after a move."
        },
    )
    form = fields.String(
        load_default=None,
        allow_none=False,  # absent is None (then `full`, with state=true); a sent value must be a form
        validate=validate.OneOf(LEGAL_FORMS),
        metadata={
            "description": "With `state=true`: the form of the states' `commands`, as `legal-commands` takes it"
            " (default `full`)."
        },
    )


class StreamTicketSchema(StrictSchema):
    """The answer to POST /v1/games/{id}/stream-tickets: a ticket that opens the game's stream once, as the
    seat whose token asked for it, for a client that cannot send `Authorization` (a browser's `EventSource`)."""

    ticket = fields.String(
        required=True,
        metadata={
            "description": "Secret, single-use, valid `expires_in_s` seconds: send it as `?ticket=` to"
            " `GET /v1/games/{game_id}/stream`, and to nothing else.",
            "examples": ["J8h4tq1x0cVbX2m9ZsQeWkq7yH5nUaPd3LrT6oFgB1E"],
        },
    )
    seat = strict_int(required=True, metadata={"description": "The seat the stream will be seen as."})
    expires_in_s = strict_int(
        required=True,
        validate=validate.Range(min=1),
        metadata={"description": "Seconds from now until the ticket expires, used or not."},
    )
    stream = fields.String(
        required=True,
        metadata={
            "description": "The stream's address with the ticket: `new EventSource(stream)` opens it.",
            "examples": ["/v1/games/Xb3kP0aQ_z1c/stream?ticket=J8h4tq1x0cVbX2m9ZsQeWkq7yH5nUaPd3LrT6oFgB1E"],
        },
    )


class PlayerStreamQuerySchema(_ResumableQuerySchema):
    """The query of GET /v1/players/me/stream: ``after`` resumes like Last-Event-ID, and ``ticket`` stands for
    the player key, for clients that cannot set headers."""

    ticket = fields.String(
        load_default=None,
        validate=validate.Length(min=1, max=MAX_TICKET_LENGTH),
        metadata={
            "description": "A stream ticket from `POST /v1/players/me/stream-tickets`: the stream is the player's,"
            " as with their key. It works once and expires in seconds; not with `Authorization`."
        },
    )


class PlayerStreamTicketSchema(StrictSchema):
    """The answer to POST /v1/players/me/stream-tickets: a ticket that opens the player's stream once, for a
    client that cannot send `Authorization` (a browser's `EventSource`)."""

    ticket = fields.String(
        required=True,
        metadata={
            "description": "Secret, single-use, valid `expires_in_s` seconds: send it as `?ticket=` to"
            " `GET /v1/players/me/stream`, and to nothing else."
        },
    )
    expires_in_s = strict_int(required=True, validate=validate.Range(min=1))
    stream = fields.String(
        required=True, metadata={"description": "The stream's address with the ticket: `new EventSource(stream)`."}
    )
