"""The problem+json body (RFC 9457) every error answers with; ``openapi.yaml`` documents it."""

from __future__ import annotations

from marshmallow import fields

from api.schemas import StrictSchema, strict_int


class ProblemSchema(StrictSchema):
    """An error: a stable ``code`` for machines, ``detail`` for people, plus members some codes add."""

    type = fields.String(required=True)
    title = fields.String(required=True)
    status = strict_int(required=True)
    detail = fields.String(required=True)
    code = fields.String(required=True)
    instance = fields.String()
    errors = fields.Raw()
    command_types = fields.List(fields.String())
    version = strict_int()
