"""Command bodies: one schema per command class of each game, built from the dataclass fields (bounded, as
``api/schemas/dataclass_fields.py`` maps them), dispatched on ``type``. A field without a default is required.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

import orjson
from marshmallow import Schema, ValidationError, fields, validate

from api.errors import ApiError
from api.schemas import OneOfRef, StrictSchema, strict_int
from api.schemas.dataclass_fields import field_for, schema_name
from api.schemas.events import EventSchema
from domain.game import Command, Game, JsonDict, from_data

#: The command bodies ``CommandSchemas.command`` remembers, and the largest it remembers (canonical JSON bytes).
CACHED_COMMANDS = 4096
CACHED_BODY_BYTES = 512


def schema_for(slug: str, cls: type[Command]) -> type[Schema]:
    """The request schema of one command class."""
    hints = typing.get_type_hints(cls)
    declared: dict[str, fields.Field[Any]] = {
        "type": fields.String(required=True, validate=validate.Equal(cls.type)),
    }
    for field in dataclasses.fields(cls):
        required = field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING
        declared[field.name] = field_for(field.name, hints[field.name], required=required)
    return StrictSchema.from_dict(declared, name=schema_name(slug, cls.type))


class CommandSchemas:
    """The command schemas of every game, built once per app."""

    def __init__(self, games: Mapping[str, Game]) -> None:
        self._schemas: dict[str, dict[str, Schema]] = {
            slug: {cls.type: schema_for(slug, cls)() for cls in game.info.commands} for slug, game in games.items()
        }
        self._classes: dict[str, dict[str, type[Command]]] = {
            slug: {cls.type: cls for cls in game.info.commands} for slug, game in games.items()
        }
        self._cached = lru_cache(maxsize=CACHED_COMMANDS)(self._from_raw)

    def types(self, slug: str) -> list[str]:
        """The command types of a game, sorted."""
        return sorted(self._schemas[slug])

    def schemas(self, slug: str) -> Mapping[str, Schema]:
        """The schema of each command type of a game."""
        return self._schemas[slug]

    def command(self, slug: str, body: Any) -> Command:
        """The command of game ``slug`` that ``body`` says: checked by its schema (ValidationError, or 400
        ``unknown-command``), then built from what the schema loaded, so nothing checks it twice.

        A body is a pure function of its JSON, and the same few bodies come again and again (a pass, a waive,
        the same cards): a body of up to ``CACHED_BODY_BYTES`` in canonical form (keys sorted) is checked once
        and its command, immutable, shared (the last ``CACHED_COMMANDS`` of them). A body refused is checked
        again each time."""
        if type(body) is not dict:  # not a JSON object: the schema says what is wrong with it
            return self._build(slug, body)
        try:
            raw = orjson.dumps(body, option=orjson.OPT_SORT_KEYS | orjson.OPT_PASSTHROUGH_DATACLASS
                               | orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_SUBCLASS)
        except TypeError:  # holds something JSON has not: the schema says what is wrong with it
            return self._build(slug, body)
        if len(raw) > CACHED_BODY_BYTES:
            return self._build(slug, body)
        return self._cached(slug, raw)

    def _from_raw(self, slug: str, raw: bytes) -> Command:
        return self._build(slug, orjson.loads(raw))

    def _build(self, slug: str, body: Any) -> Command:
        data = self.load(slug, body)
        return from_data(self._classes[slug][data["type"]], {k: v for k, v in data.items() if k != "type"})

    def load(self, slug: str, body: Any) -> JsonDict:
        """Validate a command body of game ``slug``; raises ValidationError or 400 ``unknown-command``."""
        if not isinstance(body, dict):
            raise ValidationError({"_schema": ["A command is a JSON object."]})
        if "type" not in body:
            raise ValidationError({"type": ["Missing data for required field."]})
        kind = body["type"]
        by_type = self._schemas[slug]
        if not isinstance(kind, str) or kind not in by_type:
            known = self.types(slug)
            raise ApiError(
                400,
                "unknown-command",
                f"{slug} has no such command type; it has: {', '.join(known)}",
                command_types=known,
            )
        return typing.cast(JsonDict, by_type[kind].load(body))


class CommandResultSchema(StrictSchema):
    """The answer to a command: the caller's view and the events the command appended."""

    game = fields.String(required=True, metadata={"description": "The game type's slug."})
    version = strict_int(
        required=True, metadata={"description": "The game's version (in a match, the version of the table)."}
    )
    table = fields.String(metadata={"description": "In a match: the key of the table the command went to."})
    view = OneOfRef("GameView", required=True)
    events = fields.List(
        fields.Nested(EventSchema),
        required=True,
        metadata={"description": "The events this command appended, redacted for the caller."},
    )
