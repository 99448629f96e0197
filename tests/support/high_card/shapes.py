"""The response shapes of High Card: its view (``VIEW``) and the data of each of its events (``EVENTS``), strict,
as a served game's ``api/schemas/<game>.py`` holds them."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields

from api.schemas import StrictSchema, strict_int
from api.schemas.events import event_data_schema
from api.schemas.views import DecisionSchema, SeatViewSchema, ViewMembersSchema, WindowSchema, options_schema
from tests.support.high_card import GAME

SLUG = GAME.info.slug


class HighCardSeatSchema(SeatViewSchema):
    """One seat: ``score`` is 1 for the winner."""

    bot = fields.Boolean(required=True)


class HighCardPlayedSchema(StrictSchema):
    """A card on the table and who laid it."""

    seat = strict_int(required=True)
    card = fields.String(required=True)


class HighCardResultSchema(StrictSchema):
    """The end of the game."""

    winner = strict_int(required=True)


class HighCardViewSchema(ViewMembersSchema):
    """A High Card table as one viewer may see it."""

    options = fields.Nested(options_schema(SLUG, GAME.info.options), required=True)
    seats = fields.List(fields.Nested(HighCardSeatSchema), required=True)
    hand = fields.List(fields.String(), required=True, allow_none=True)
    turn_due_ms = strict_int(required=True, allow_none=True)
    played = fields.List(fields.Nested(HighCardPlayedSchema), required=True)
    windows = fields.List(fields.Nested(WindowSchema), required=True)
    decisions = fields.List(fields.Nested(DecisionSchema), required=True)
    result = fields.Nested(HighCardResultSchema, required=True, allow_none=True)
    hands = fields.List(fields.List(fields.String()))


VIEW: type[Schema] = HighCardViewSchema

_OVERRIDES: dict[str, dict[str, fields.Field[Any]]] = {
    "HandsDealt": {
        "hands": fields.List(fields.List(fields.String(), allow_none=True), required=True),
        "counts": fields.List(strict_int()),
    },
}

EVENTS: dict[str, type[Schema]] = {
    cls.__name__: event_data_schema(SLUG, cls, _OVERRIDES.get(cls.__name__)) for cls in GAME.info.events
}
