"""Command bodies: one schema per command class of each game, built from the dataclass fields, dispatched on
``type``.

Field types map as: ``str`` -> String (at most 8 characters for card, rank or suit fields, else 64), ``int``
-> a JSON integer within ``INT_RANGE``, ``bool`` -> a JSON boolean, ``tuple[X, ...]`` -> a list of at most
``MAX_ITEMS`` items (strings in it at most 8 characters), ``Literal[...]`` -> one of its values and
``X | None`` -> X or null. A field without a default is required.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping
from typing import Any, Literal, Union

from marshmallow import Schema, ValidationError, fields, validate

from api.errors import ApiError
from api.schemas import StrictBoolean, StrictSchema, strict_int
from api.schemas.events import EventSchema
from api.schemas.views import ViewSchema
from domain.game import Command, Game, JsonDict

CARD_LIKE = ("card", "rank", "suit")
SHORT_STRING = 8
LONG_STRING = 64
MAX_ITEMS = 60
INT_RANGE = (-1_000_000, 1_000_000)


def schema_name(slug: str, command_type: str) -> str:
    """A command schema's name in openapi.yaml: ("bombs", "decline-revolt") -> BombsDeclineRevolt."""
    return "".join(part.capitalize() for part in f"{slug}-{command_type}".replace("_", "-").split("-"))


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


def field_for(name: str, hint: Any, *, required: bool = False, inner: bool = False) -> fields.Field[Any]:
    """The marshmallow field of one dataclass field type; raises TypeError for a type it does not map."""
    kwargs: dict[str, Any] = {"required": required} if not inner else {}
    origin = typing.get_origin(hint)
    if origin in (Union, types.UnionType):
        rest = [a for a in typing.get_args(hint) if a is not type(None)]
        if len(rest) != 1 or len(rest) == len(typing.get_args(hint)):
            raise TypeError(f"field {name!r}: only 'X | None' unions map to JSON")
        hint, origin = rest[0], typing.get_origin(rest[0])
        kwargs["allow_none"] = True
    if hint is bool:
        return StrictBoolean(**kwargs)
    if hint is int:
        return strict_int(validate=validate.Range(*INT_RANGE), **kwargs)
    if hint is str:
        short = inner or any(word in name.lower() for word in CARD_LIKE)
        return fields.String(validate=validate.Length(max=SHORT_STRING if short else LONG_STRING), **kwargs)
    if origin is Literal:
        return fields.Raw(validate=validate.OneOf(typing.get_args(hint)), **kwargs)
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) != 2 or args[1] is not Ellipsis:
            raise TypeError(f"field {name!r}: only tuple[X, ...] maps to a JSON list")
        item = field_for(name, args[0], inner=True)
        return fields.List(item, validate=validate.Length(max=MAX_ITEMS), **kwargs)
    raise TypeError(f"field {name!r}: no JSON mapping for {hint!r}")


class CommandSchemas:
    """The command schemas of every game, built once per app."""

    def __init__(self, games: Mapping[str, Game]) -> None:
        self._schemas: dict[str, dict[str, Schema]] = {
            slug: {cls.type: schema_for(slug, cls)() for cls in game.info.commands}
            for slug, game in games.items()
        }

    def types(self, slug: str) -> list[str]:
        """The command types of a game, sorted."""
        return sorted(self._schemas[slug])

    def schemas(self, slug: str) -> Mapping[str, Schema]:
        """The schema of each command type of a game."""
        return self._schemas[slug]

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
    """The answer to POST /v1/games/{id}/commands: the caller's view and the events the command made."""

    version = strict_int(required=True)
    #: In a match of several tables: the table the command went to (``version`` is that table's).
    table = fields.String()
    view = fields.Nested(ViewSchema, required=True)
    events = fields.List(fields.Nested(EventSchema), required=True)
