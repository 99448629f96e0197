"""Writing Server-Sent Events messages."""

from __future__ import annotations

from typing import Any

import orjson


def frame(event: str, data: Any, event_id: int | str | None = None) -> bytes:
    """One SSE message; the JSON is compact, so ``data`` is one line."""
    fields = f"event: {event}\n" if event_id is None else f"event: {event}\nid: {event_id}\n"
    return fields.encode() + b"data: " + orjson.dumps(data, option=orjson.OPT_NON_STR_KEYS) + b"\n\n"
