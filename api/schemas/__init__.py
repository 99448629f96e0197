"""marshmallow schemas of the API: request bodies (validated, ``unknown = RAISE``) and, for the contract in
``openapi.yaml``, the responses and the problem body."""

from __future__ import annotations

from typing import Any

from marshmallow import RAISE, Schema, ValidationError, fields


class StrictSchema(Schema):
    """A schema that refuses fields it does not declare."""

    class Meta:
        unknown = RAISE


class StrictBoolean(fields.Boolean):
    """A JSON boolean and nothing else (no 1, "true" or "yes")."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> bool:
        if not isinstance(value, bool):
            raise ValidationError("Not a valid boolean.")
        return value


def strict_int(**kwargs: Any) -> fields.Integer:
    """An Integer field that accepts JSON integers only (no strings, floats or booleans)."""
    return fields.Integer(strict=True, **kwargs)
