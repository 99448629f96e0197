"""The problem+json body (RFC 9457) every error answers with; ``openapi.yaml`` documents it."""

from __future__ import annotations

from marshmallow import fields, validate

from api.schemas import StrictSchema, strict_int


class ProblemSchema(StrictSchema):
    """An error (RFC 9457): a stable `code` for machines, `detail` for people (it may change), plus members some
    codes add."""

    type = fields.String(required=True, metadata={"format": "uri", "examples": ["urn:powderkeg:problem:not-your-turn"]})
    title = fields.String(required=True, metadata={"examples": ["Not your turn"]})
    status = strict_int(required=True, metadata={"examples": [422]})
    detail = fields.String(required=True, metadata={"description": "For people: what went wrong, and what to do."})
    code = fields.String(
        required=True, metadata={"description": "Stable, for machines.", "examples": ["not-your-turn"]}
    )
    instance = fields.String(
        metadata={"description": "The path of the request (absent when the HTTP server refused it)."}
    )
    # Shaped as marshmallow reports errors: field names to messages, nested as the body is.
    errors = fields.Dict(
        metadata={"description": "`invalid-body` and `invalid-query`: the fields that failed and why."}
    )
    command_types = fields.List(
        fields.String(), metadata={"description": "`unknown-command`: the command types of the game."}
    )
    version = strict_int(
        metadata={"description": "`version-conflict` and `invalid-query`: the game's current version."}
    )
    rematch_id = fields.String(
        metadata={"description": "`rematch-taken`: the rematch whose seat another token holds."}
    )
    budget = fields.String(
        validate=validate.OneOf(["commands", "reads", "listings", "creation", "refused"]),
        metadata={"description": "`too-many-requests`: the budget this client ran out of (see `RateLimit-Policy`)."},
    )
