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


class JsonInteger(fields.Integer):
    """An integer as JSON Schema means it: a JSON number with no fractional part (``2`` and ``2.0`` alike), never
    a string, a boolean or ``2.5``. It loads as a Python ``int``."""

    def _validated(self, value: Any) -> int:
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.make_error("invalid")
        return value


def strict_int(**kwargs: Any) -> fields.Integer:
    """An Integer field that accepts JSON integers only (``2`` or ``2.0``; no strings, fractions or booleans)."""
    return JsonInteger(**kwargs)
