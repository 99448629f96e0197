"""An event as the API shows it: its envelope (version, type, ISO-8601 time, seat) and its redacted data."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, datetime

from domain.game import JsonDict
from domain.service import Shown


def iso_time(at_ms: int) -> str:
    """An event time as ISO-8601 UTC with milliseconds."""
    return datetime.fromtimestamp(at_ms / 1000, tz=UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def event_json(shown: Shown) -> JsonDict:
    """One event as the API shows it to the viewer it was redacted for."""
    ev = shown.event
    return {"version": ev.version, "type": ev.type, "at": iso_time(ev.at_ms), "seat": ev.seat, "data": shown.data}


def events_json(shown: Iterable[Shown]) -> list[JsonDict]:
    """Events as the API shows them."""
    return [event_json(s) for s in shown]
