"""A route's query string, parsed once: each route names its marshmallow schema (``api/schemas``), and every
refusal is a 400 ``invalid-query`` problem (with ``errors`` naming the parameters that do not fit)."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, ValidationError

from api.errors import ApiError
from api.http import query_args

#: The detail of a query that fails its schema; the problem's ``errors`` says which parameters and why.
DOES_NOT_FIT = "the query does not fit; see errors"


def parse_query(schema: Schema) -> dict[str, Any]:
    """The request's query loaded by ``schema`` (defaults filled in); raises 400 ``invalid-query`` when a
    parameter is repeated, unknown or out of its range."""
    try:
        loaded: dict[str, Any] = schema.load(query_args())
    except ValidationError as exc:
        raise invalid_query(DOES_NOT_FIT, errors=exc.messages) from None
    return loaded


def invalid_query(detail: str, **extra: Any) -> ApiError:
    """The 400 ``invalid-query`` refusal of a query that fits its schema but not the game (a version past the
    head, a seat the game lacks), with ``extra`` members such as the head ``version``."""
    return ApiError(400, "invalid-query", detail, **extra)
