"""What every command route answers (``POST .../commands``, ``.../return``, ``.../resign``): the game's version, the
bearer's view and the events the command made as the bearer sees them; and the refusal of a reused
Idempotency-Key."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from flask import Response

from api import command_metrics
from api.errors import ApiError
from api.event_json import events_json
from api.http import etag_of, json_response
from api.prefer import PREFERENCE_APPLIED, TABLE_HEADER
from domain.errors import CommandIdReused
from domain.service import CommandAnswer


def command_response(answer: CommandAnswer) -> Response:
    """The 200 answer of a command (``Idempotent-Replayed`` on a replay of its Idempotency-Key); 204 without a
    body when the request preferred a minimal answer (``api.prefer``), for which the service made no view."""
    if answer.view is None:
        headers = {"ETag": etag_of(answer.version), "Cache-Control": "no-store", **PREFERENCE_APPLIED}
        if answer.table is not None:
            headers[TABLE_HEADER] = answer.table  # what the body's ``table`` would say: whose version the ETag is
        if answer.duplicate:
            headers["Idempotent-Replayed"] = "true"
            command_metrics.note_replayed()
        minimal = Response(status=204, headers=headers)
        del minimal.headers["Content-Type"]  # no body, so no type (werkzeug sets one on every response)
        return minimal
    reply: dict[str, Any] = {"game": answer.game, "version": answer.version}
    if answer.table is not None:
        reply["table"] = answer.table
    reply.update(view=answer.view, events=events_json(answer.events))
    headers = {"ETag": etag_of(answer.version), "Cache-Control": "no-store"}
    if answer.duplicate:
        headers["Idempotent-Replayed"] = "true"
        command_metrics.note_replayed()
    return json_response(reply, 200, headers)


@contextmanager
def idempotency_refusal() -> Iterator[None]:
    """Answer a command whose Idempotency-Key the seat used for another request with 422 ``idempotency-key-reused``."""
    try:
        yield
    except CommandIdReused:
        raise ApiError(
            422,
            "idempotency-key-reused",
            "this Idempotency-Key was already used by this seat for another request (another body); nothing was"
            " appended. Send a new key for a new command, or the first request exactly to get its answer again",
        ) from None
