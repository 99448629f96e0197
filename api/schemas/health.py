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
    redis = StrictBoolean(required=True, metadata={"description": "Redis answered a PING."})


class TimersHealthSchema(StrictSchema):
    """Whether a worker's deadline sweeper beat lately (``heartbeat_age_s`` is null before any beat)."""

    processing = StrictBoolean(
        required=True,
        metadata={"description": "The newest worker heartbeat is at most `POWDERKEG_TIMERS_MAX_AGE_S` old."},
    )
    heartbeat_age_s = fields.Float(
        required=True,
        allow_none=True,
        metadata={"description": "Seconds since the newest heartbeat of any worker; null before any has beaten."},
    )


class HealthSchema(StrictSchema):
    """Redis and the timers: ``degraded`` when Redis answers but no worker processes timers."""

    status = fields.String(
        required=True,
        validate=validate.OneOf(["ok", "degraded", "unavailable"]),
        metadata={
            "description": "`ok`: Redis answers and timers are processed; `degraded`: Redis answers, timers are not."
        },
    )
    redis = StrictBoolean(required=True, metadata={"description": "Redis answered."})
    timers = fields.Nested(TimersHealthSchema, required=True)
