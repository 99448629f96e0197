"""The request shapes of openapi.yaml that marshmallow's schemas cannot say alone, written as JSON Schema from
those schemas' own validators (``PlayerSpec``: one of five forms; ``OptionValue``: a table option's value), and
the docstring-to-description helper they share with ``api/openapi/build.py``."""

from __future__ import annotations

import inspect
from typing import Any

from marshmallow import validate

from api.schemas.games import NAME, OPTION_INT_LIMIT, PlayerSpecSchema
from domain.thinking import SEARCH


def player_spec() -> dict[str, Any]:
    """``PlayerSpec``: a person, a bot (a ``search`` bot with its ``think_ms`` or without), an open seat or the player
    of the request's key, exactly one of the four (the schema's own check, as JSON Schema)."""
    person, bot = PlayerSpecSchema._declared_fields["name"], PlayerSpecSchema._declared_fields["bot"]
    opened, player = PlayerSpecSchema._declared_fields["open"], PlayerSpecSchema._declared_fields["player"]
    think = PlayerSpecSchema._declared_fields["think_ms"]
    assert isinstance(NAME, validate.And) and isinstance(bot.validate, validate.OneOf)
    assert isinstance(think.validate, validate.Range)
    think_ms: dict[str, Any] = {"type": "integer", "minimum": think.validate.min, "maximum": think.validate.max}
    think_ms["description"] = think.metadata["description"]
    length = next(v for v in NAME.validators if isinstance(v, validate.Length))
    pattern, stand_in = (v for v in NAME.validators if isinstance(v, validate.Regexp))
    assert person is not None and stand_in.regex.pattern == "^(?!@p-)"
    return {
        "description": markdown(PlayerSpecSchema.__doc__ or ""),
        "oneOf": [
            {
                "type": "object",
                "additionalProperties": False,
                "required": ["name"],
                "properties": {
                    "name": {
                        "type": "string",
                        "minLength": length.min,
                        "maxLength": length.max,
                        "pattern": pattern.regex.pattern,
                        "not": {"pattern": "^@p-"},
                    }
                },
            },
            {
                "type": "object",
                "additionalProperties": False,
                "required": ["bot"],
                "properties": {"bot": {"type": "string", "enum": list(bot.validate.choices)}},
            },
            {
                "type": "object",
                "additionalProperties": False,
                "required": ["open"],
                "properties": {"open": {"const": True, "description": opened.metadata["description"]}},
            },
            {
                "type": "object",
                "additionalProperties": False,
                "required": ["player"],
                "properties": {"player": {"const": "me", "description": player.metadata["description"]}},
            },
            # A search bot with its think time: last, so that the alternatives before keep their places (and the
            # names a generated client gives them).
            {
                "type": "object",
                "additionalProperties": False,
                "required": ["bot", "think_ms"],
                "properties": {"bot": {"const": SEARCH}, "think_ms": think_ms},
            },
        ],
    }


def option_value() -> dict[str, Any]:
    """``OptionValue``: what ``api.schemas.games.OptionValue`` accepts."""
    return {
        "description": "An integer, a short string, a boolean or null.",
        "type": ["integer", "string", "boolean", "null"],
        "minimum": -OPTION_INT_LIMIT,
        "maximum": OPTION_INT_LIMIT,
        "maxLength": 64,
    }


def markdown(docstring: str) -> str:
    """A docstring as a description: unwrapped of its indentation, with Markdown's single backticks."""
    return inspect.cleandoc(docstring).replace("``", "`")
