"""The answers of GET /livez, GET /readyz and GET /healthz."""

from __future__ import annotations

from marshmallow import fields, validate

from api.schemas import StrictBoolean, StrictSchema


class LivenessSchema(StrictSchema):
    """The API process answers."""

    status = fields.String(required=True, validate=validate.OneOf(["ok"]))


class ReadinessSchema(StrictSchema):
    """Whether Redis answers, so that requests can be served."""

    status = fields.String(required=True, validate=validate.OneOf(["ok", "unavailable"]))
    redis = StrictBoolean(required=True)


class TimersHealthSchema(StrictSchema):
    """Whether a worker's deadline sweeper beat lately (``heartbeat_age_s`` is null before any beat)."""

    processing = StrictBoolean(required=True)
    heartbeat_age_s = fields.Float(required=True, allow_none=True)


class HealthSchema(StrictSchema):
    """Redis and the timers: ``degraded`` when Redis answers but no worker processes timers."""

    status = fields.String(required=True, validate=validate.OneOf(["ok", "degraded", "unavailable"]))
    redis = StrictBoolean(required=True)
    timers = fields.Nested(TimersHealthSchema, required=True)
