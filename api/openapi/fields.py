"""How our marshmallow fields read as JSON Schema, where apispec's defaults say less than the fields enforce.

Each function is an apispec attribute function: it sees one field and the properties built so far (``ret``),
and answers the properties to merge in. Two of them must also take a property out (a one-value ``enum`` that
is a ``const``, a ``maxLength`` apispec puts on an object), which they do on ``ret`` itself.
"""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from api.schemas import Alternatives, OneOfRef
from api.schemas.games import OptionValue

Properties = dict[str, Any]


def ref(component: str) -> Properties:
    """A reference to a schema of ``components/schemas``."""
    return {"$ref": f"#/components/schemas/{component}"}


def union_reference(self: Any, field: fields.Field[Any], ret: Properties, **kwargs: Any) -> Properties:
    """``OneOfRef``: a member whose schema is a union of components (``GameView``, ``BombsEvent``...)."""
    if isinstance(field, OneOfRef):
        return ref(field.component)
    return {}


def alternatives(self: Any, field: fields.Field[Any], ret: Properties, **kwargs: Any) -> Properties:
    """``Alternatives``: exactly one of its fields (or null, where allowed)."""
    if not isinstance(field, Alternatives):
        return {}
    branches = [self.field2property(part) for part in field.alternatives]
    if field.allow_none:
        branches.append({"type": "null"})
    return {"oneOf": branches}


def option_value(self: Any, field: fields.Field[Any], ret: Properties, **kwargs: Any) -> Properties:
    """``OptionValue``: the one component that says what an option value may be."""
    return ref("OptionValue") if isinstance(field, OptionValue) else {}


def equal_as_const(self: Any, field: fields.Field[Any], ret: Properties, **kwargs: Any) -> Properties:
    """``validate.Equal(x)`` is ``const: x`` (apispec writes a one-value enum)."""
    for rule in field.validators:
        if isinstance(rule, validate.Equal):
            ret.pop("enum", None)
            return {"const": rule.comparable}
    return {}


def object_bounds(self: Any, field: fields.Field[Any], ret: Properties, **kwargs: Any) -> Properties:
    """A ``Dict``'s length bounds count properties, and its key field's bounds apply to the names."""
    if not isinstance(field, fields.Dict):
        return {}
    out: Properties = {}
    for key, name in (("minLength", "minProperties"), ("maxLength", "maxProperties")):
        if key in ret:
            out[name] = ret.pop(key)
    keys = field.key_field
    if keys is not None:
        names = {k: v for k, v in self.field2property(keys).items() if k in ("minLength", "maxLength", "pattern")}
        if names:
            out["propertyNames"] = names
    return out


def no_null_default(self: Any, field: fields.Field[Any], ret: Properties, **kwargs: Any) -> Properties:
    """A field that loads as None when absent but refuses null has no default to show (a null one would not fit
    its own type)."""
    if "default" in ret and ret["default"] is None and not field.allow_none:
        ret.pop("default")
    return {}


def tuple_items(self: Any, field: fields.Field[Any], ret: Properties, **kwargs: Any) -> Properties:
    """A ``Tuple`` is an array of exactly its items, each of its own type."""
    if not isinstance(field, fields.Tuple):
        return {}
    items = [self.field2property(part) for part in field.tuple_fields]
    kind: Any = "array" if not field.allow_none else ["array", "null"]
    return {"type": kind, "prefixItems": items, "minItems": len(items), "maxItems": len(items)}


ATTRIBUTE_FUNCTIONS = (
    union_reference,
    alternatives,
    option_value,
    equal_as_const,
    object_bounds,
    no_null_default,
    tuple_items,
)
