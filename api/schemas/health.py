"""The answer of GET /healthz."""

from __future__ import annotations

from marshmallow import fields, validate

from api.schemas import StrictBoolean, StrictSchema


class HealthSchema(StrictSchema):
    """Liveness of the API process and whether Redis answers."""

    status = fields.String(required=True, validate=validate.OneOf(["ok", "unavailable"]))
    redis = StrictBoolean(required=True)
