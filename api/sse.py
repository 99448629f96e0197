"""Writing Server-Sent Events messages."""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Callable, Iterator
from typing import Any

import orjson
import redis
from flask import request

from api.errors import ApiError
from api.problems import stack_of

log = logging.getLogger(__name__)


def frame(event: str, data: Any, event_id: int | str | None = None) -> bytes:
    """One SSE message; the JSON is compact, so ``data`` is one line."""
    fields = f"event: {event}\n" if event_id is None else f"event: {event}\nid: {event_id}\n"
    return fields.encode() + b"data: " + orjson.dumps(data, option=orjson.OPT_NON_STR_KEYS) + b"\n\n"


def guarded(messages: Iterator[bytes], what: str, on_close: Callable[[], None]) -> Iterator[bytes]:
    """``messages`` as a response body. Once it has started there is no problem+json any more: a Redis
    failure ends the stream (the client resumes with Last-Event-ID) and any other failure too, each with a
    log line naming ``what`` streamed; ``on_close`` runs however it ends."""
    try:
        yield from messages
    except redis.RedisError as exc:
        log.warning("the stream of %s ended: redis failed (%s)", what, type(exc).__name__)
    except Exception as exc:
        log.error("the stream of %s failed: %s\n%s", what, type(exc).__name__, stack_of(exc))
    finally:
        on_close()


#: How often a stream opened with a player key asks again whether the key still works (at its next message,
#: a heartbeat at the latest): a revoked key, or an erased player, ends it within about this long.
RECHECK_S = 10.0


def while_valid(messages: Iterator[bytes], valid: Callable[[], bool], every_s: float | None = None) -> Iterator[bytes]:
    """``messages`` until ``valid()`` answers False, asked at the first message after each ``every_s`` seconds
    (default ``RECHECK_S``); then the stream ends (the client's reconnection is refused with the credential's
    own problem)."""
    every_s = RECHECK_S if every_s is None else every_s
    checked = time.monotonic()
    for message in messages:
        now = time.monotonic()
        if now - checked >= every_s:
            checked = now
            if not valid():
                return
        yield message


#: What a Last-Event-ID of a stream that numbers its messages by version may be.
LAST_EVENT_ID = re.compile(r"^(-1|0|[1-9][0-9]{0,15})$")


def resume_point(after: int | None, most: int) -> tuple[int | None, str]:
    """The version a stream resumes after: the Last-Event-ID header's (at most ``most``), else the query's
    ``after`` (None: from now); and the problem code of a resume point the stream refuses later (past its head),
    which names where it came from. A malformed header is 400 ``invalid-last-event-id``."""
    header = request.headers.get("Last-Event-ID", "").strip()
    if not header:
        return after, "invalid-query"
    if not LAST_EVENT_ID.match(header) or int(header) > most:
        raise ApiError(400, "invalid-last-event-id", "Last-Event-ID takes a version this stream sent, e.g. 12")
    return int(header), "invalid-last-event-id"
