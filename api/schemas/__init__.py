"""marshmallow schemas of the API: request bodies (validated, ``unknown = RAISE``) and, for the contract in
``openapi.yaml``, the responses and the problem body."""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
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


class OneOfRef(fields.Raw):
    """A member whose shape is a union documented as one component of openapi.yaml (``GameView``,
    ``BombsEvent``, ...): ``component`` names it. It loads and dumps as it is (responses only)."""

    def __init__(self, component: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.component = component


class Alternatives(fields.Field[Any]):
    """A value that fits exactly one of several fields, tried in order (`oneOf` in openapi.yaml)."""

    default_error_messages = {
        "none": "Fits none of the alternatives.",
        "many": "Fits more than one alternative.",
    }

    def __init__(self, alternatives: Sequence[fields.Field[Any]], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.alternatives = list(alternatives)

    def _bind_to_schema(self, field_name: str, parent: Schema | fields.Field[Any]) -> None:
        super()._bind_to_schema(field_name, parent)
        bound = []
        for alternative in self.alternatives:
            new = copy.deepcopy(alternative)
            new._bind_to_schema(field_name, self)
            bound.append(new)
        self.alternatives = bound

    def _deserialize(self, value: Any, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any) -> Any:
        fits: list[Any] = []
        errors: list[Any] = []
        for alternative in self.alternatives:
            try:
                fits.append(alternative.deserialize(value, **kwargs))
            except ValidationError as error:
                errors.append(error.messages)
        if len(fits) > 1:
            raise self.make_error("many")
        if not fits:
            raise ValidationError({"alternatives": errors, "_schema": [self.error_messages["none"]]})
        return fits[0]
