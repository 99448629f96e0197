"""The view of a game, the shape every client relies on (DESIGN.md, "Shapes every client relies on").

A game adds its own public fields beside these (the trick on the table, the dealer, ...), so views and seats
accept members they do not declare; the declared ones are always present.
"""

from __future__ import annotations

from marshmallow import INCLUDE, fields, validate

from api.schemas import StrictSchema, strict_int


class SeatViewSchema(StrictSchema):
    """One seat as anyone may see it: who sits there and what is public about them."""

    class Meta:
        unknown = INCLUDE

    seat = strict_int(required=True)
    name = fields.String(required=True)
    cards = strict_int(required=True)
    score = strict_int(required=True)


class WindowSchema(StrictSchema):
    """An open window: seats that may act out of turn until ``due_ms`` (null: until all of them waive)."""

    class Meta:
        unknown = INCLUDE

    kind = fields.String(required=True)
    due_ms = strict_int(required=True, allow_none=True)
    seats = fields.List(strict_int(), required=True)


class DecisionSchema(StrictSchema):
    """A decision one seat owes, with the deadline of its turn clock (null without a clock)."""

    class Meta:
        unknown = INCLUDE

    kind = fields.String(required=True)
    seat = strict_int(required=True)
    due_ms = strict_int(required=True, allow_none=True)


class DeadlineSchema(StrictSchema):
    """An open deadline of the game: a window or a decision that closes at ``due_ms``."""

    key = fields.String(required=True)
    due_ms = strict_int(required=True)


class ViewSchema(StrictSchema):
    """The game as one viewer may see it."""

    class Meta:
        unknown = INCLUDE

    id = fields.String(required=True)
    game = fields.String(required=True)
    version = strict_int(required=True)
    status = fields.String(required=True, validate=validate.OneOf(["waiting", "active", "finished"]))
    seed_sha256 = fields.String(required=True)
    head_sha256 = fields.String(required=True)
    seed = fields.String(required=True, allow_none=True)
    options = fields.Dict(keys=fields.String(), values=fields.Raw(allow_none=True), required=True)
    deadlines = fields.List(fields.Nested(DeadlineSchema), required=True)
    seats = fields.List(fields.Nested(SeatViewSchema), required=True)
    hand = fields.List(fields.String(), required=True, allow_none=True)
    turn = strict_int(required=True, allow_none=True)
    windows = fields.List(fields.Nested(WindowSchema), required=True)
    decisions = fields.List(fields.Nested(DecisionSchema), required=True)
    result = fields.Raw(required=True, allow_none=True)


class LegalCommandsSchema(StrictSchema):
    """The answer to GET /v1/games/{id}/legal-commands: bodies that can be POSTed as they are."""

    #: Which shape this is: ``full`` here, ``compact`` in ``CompactLegalCommandsSchema`` (the discriminator).
    form = fields.String(required=True, validate=validate.Equal("full"))
    version = strict_int(required=True)
    seat = strict_int(required=True)
    #: In a match of several tables: the seat's table (``seat`` is local there; None while sitting out).
    table = fields.String(allow_none=True)
    commands = fields.List(fields.Dict(), required=True)


class LegalCommandsQuerySchema(StrictSchema):
    """The query of GET /v1/games/{id}/legal-commands (strings from the URL)."""

    form = fields.String(load_default="full", validate=validate.OneOf(["full", "compact"]))


class CompactLegalCommandsSchema(StrictSchema):
    """The answer to GET /v1/games/{id}/legal-commands?form=compact: the commands that are not plays, and the
    plays as groups (empty for a game whose plays are always few: then ``commands`` lists everything)."""

    form = fields.String(required=True, validate=validate.Equal("compact"))
    version = strict_int(required=True)
    seat = strict_int(required=True)
    table = fields.String(allow_none=True)
    commands = fields.List(fields.Dict(), required=True)
    play_groups = fields.List(fields.Dict(), required=True)
