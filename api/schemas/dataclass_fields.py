"""marshmallow fields from the types of a frozen dataclass's fields (commands and events, ``domain/game.py``).

Field types map as: ``str`` -> String (bounded: at most 8 characters for card, rank or suit fields, else 64),
``int`` -> a JSON integer (bounded: within ``INT_RANGE``), ``bool`` -> a JSON boolean, ``tuple[X, ...]`` -> a
list (bounded: of at most ``MAX_ITEMS`` items, strings in it at most 8 characters), ``Literal[...]`` -> one of
its values, ``tuple[X, Y]`` -> a list of an X then a Y, and ``X | None`` -> X or null. Requests are bounded;
what the server writes is not.
"""

from __future__ import annotations

import types
import typing
from typing import Any, Literal, Union

from marshmallow import fields, validate

from api.schemas import StrictBoolean, strict_int

CARD_LIKE = ("card", "rank", "suit")
SHORT_STRING = 8
LONG_STRING = 64
MAX_ITEMS = 60
INT_RANGE = (-1_000_000, 1_000_000)


def schema_name(slug: str, command_type: str) -> str:
    """A command schema's name in openapi.yaml: ("bombs", "decline-revolt") -> BombsDeclineRevolt."""
    return "".join(part.capitalize() for part in f"{slug}-{command_type}".replace("_", "-").split("-"))


def field_for(
    name: str, hint: Any, *, required: bool = False, inner: bool = False, bounded: bool = True
) -> fields.Field[Any]:
    """The marshmallow field of one dataclass field type; raises TypeError for a type it does not map.

    ``bounded`` (request bodies) adds the length and range limits; an event as the server writes it has none."""
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
        return strict_int(validate=validate.Range(*INT_RANGE), **kwargs) if bounded else strict_int(**kwargs)
    if hint is str:
        if not bounded:
            return fields.String(**kwargs)
        short = inner or any(word in name.lower() for word in CARD_LIKE)
        return fields.String(validate=validate.Length(max=SHORT_STRING if short else LONG_STRING), **kwargs)
    if origin is Literal:
        return fields.Raw(validate=validate.OneOf(typing.get_args(hint)), **kwargs)
    if origin is tuple:
        args = typing.get_args(hint)
        if Ellipsis not in args:
            parts = [field_for(name, arg, inner=True, bounded=bounded) for arg in args]
            return fields.Tuple(parts, **kwargs)
        if len(args) != 2:
            raise TypeError(f"field {name!r}: only tuple[X, ...] and tuple[X, Y] map to a JSON list")
        item = field_for(name, args[0], inner=True, bounded=bounded)
        if not bounded:
            return fields.List(item, **kwargs)
        return fields.List(item, validate=validate.Length(max=MAX_ITEMS), **kwargs)
    raise TypeError(f"field {name!r}: no JSON mapping for {hint!r}")
