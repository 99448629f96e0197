"""The live stream of a match at several tables: the match and every table, as the bearer may see them.

``GET /v1/games/{id}/stream`` of a match answers the messages of a game's stream (``api/routes/stream.py``)
with these differences:

- Ids are cursors: the last version sent of the match's own stream and of each table's, comma-separated,
  the tables in the order they opened (``"5,130,97"``; a table opened later adds a place). ``Last-Event-ID``
  resumes after all of them at once; ``?after=`` is refused, a single version cannot say where each table is.
- Each ``event: event`` names its ``table`` (null for the match's own events). A table's events are redacted
  for the seat the bearer had at that table then, as ``GET .../tables/{key}/events`` shows them.
- A heartbeat's data is ``{"head": <match version>, "cursor": "<cursor>"}``: what this server has sent.
- Order: each stream's events in their own order; across streams, by time, a step of the match after the
  tables' hands it closes and before the hands it deals (a resumed backlog is merged so; live events come as
  the server reads them, a step's all at once).
"""

from __future__ import annotations

import heapq
import logging
import queue
import re
from collections.abc import Generator, Iterator, Sequence
from dataclasses import replace

from flask import Response, request

from api.errors import ApiError
from api.http import query_args
from api.sse import frame, guarded
from api.stream_hub import Batch, StreamEnd, StreamHub, Subscription
from domain.game import JsonDict, Viewer
from domain.ports import StoredEvent
from domain.service import GameService, Loaded, table_id

log = logging.getLogger(__name__)

_PART = r"(-1|0|[1-9][0-9]{0,15})"
#: A match stream's id: the match's version, then each table's (at most 64 tables).
CURSOR = re.compile(rf"^{_PART}(,{_PART}){{0,64}}$")


class _Cursor:
    """What a match stream has sent: the last version of the match's stream (key None) and of each table."""

    def __init__(self, keys: Sequence[str], versions: dict[str | None, int]) -> None:
        self.keys = list(keys)
        self.versions = {key: versions.get(key, -1) for key in (None, *keys)}  # a table not named: from its start

    def text(self) -> str:
        return ",".join(str(self.versions.get(key, -1)) for key in (None, *self.keys))

    def add_table(self, key: str) -> None:
        if key not in self.keys:
            self.keys.append(key)
            self.versions.setdefault(key, -1)


def respond(hub: StreamHub, loaded: Loaded, seat: Viewer, retry_ms: int, headers: dict[str, str]) -> Response:
    """The stream of the match ``loaded`` for ``seat``."""
    service = hub.service
    game_id = loaded.record.game_id
    if "after" in query_args():
        raise ApiError(
            400,
            "invalid-query",
            "a match's stream resumes with Last-Event-ID only: its ids are cursors over the match and its tables",
        )
    keys = service.table_keys(loaded)
    tables = {key: service.load(table_id(game_id, key)) for key in keys}
    heads: dict[str | None, int] = {None: loaded.version, **{key: t.version for key, t in tables.items()}}
    after = _resume_point(request.headers.get("Last-Event-ID", "").strip(), keys, heads)
    finished = hub.finished(loaded)
    if finished and after is not None and all(after.versions.get(k, -1) >= v for k, v in heads.items()):
        return Response(status=204, headers=headers)
    shared: queue.Queue[Batch | StreamEnd] = queue.Queue()
    subs: list[Subscription] = []
    if not finished:
        subs.append(hub.subscribe(game_id, loaded.version, kind="sse", shared=shared))
        subs += [hub.subscribe(t.record.game_id, t.version, kind="sse", shared=shared) for t in tables.values()]
    cursor = after if after is not None else _Cursor(keys, dict(heads))
    def close() -> None:
        for sub in subs:  # the tie-break tables' too, subscribed while streaming
            sub.close()

    messages = _messages(hub, loaded, tables, seat, cursor, after is None, shared, subs, retry_ms)
    response = Response(guarded(messages, f"match {game_id}", close), mimetype="text/event-stream", headers=headers)
    response.call_on_close(close)  # also when the body is never iterated (HEAD, a client gone at once)
    return response


def _resume_point(header: str, keys: Sequence[str], heads: dict[str | None, int]) -> _Cursor | None:
    if not header:
        return None
    if not CURSOR.match(header):
        raise ApiError(
            400, "invalid-last-event-id", "Last-Event-ID of a match takes a cursor this stream sent, e.g. 5,130,97"
        )
    parts = [int(p) for p in header.split(",")]
    streams: list[str | None] = [None, *keys]
    if len(parts) > len(streams) or any(v > heads[k] for k, v in zip(streams, parts, strict=False)):
        raise ApiError(
            400,
            "invalid-last-event-id",
            f"the stream cannot resume after {header}: the match and its tables are at {_Cursor(keys, heads).text()}",
            version=heads[None],
        )
    return _Cursor(keys, {k: v for k, v in zip(streams, parts, strict=False)})


def _messages(
    hub: StreamHub,
    match: Loaded,
    tables: dict[str, Loaded],
    seat: Viewer,
    cursor: _Cursor,
    opening: bool,
    shared: queue.Queue[Batch | StreamEnd],
    subs: list[Subscription],
    retry_ms: int,
) -> Iterator[bytes]:
    service = hub.service
    game_id = match.record.game_id
    yield f"retry: {retry_ms}\n\n".encode()
    if opening:
        in_play = {key: tables[key] for key in service.tables_in_play(match) if key in tables}
        view = service.view(replace(match, tables_then=in_play), seat)
        yield frame("view", {"version": match.version, "view": view}, cursor.text())
        if not subs:
            return  # finished: the opening view is the whole and final picture
    match = yield from _catch_up(service, match, cursor, seat)
    if hub.finished(match):
        yield _final_view(service, match, seat)
        return
    if not opening:
        yield frame("heartbeat", {"head": cursor.versions[None], "cursor": cursor.text()})
    while True:
        try:
            items = [shared.get(timeout=hub.heartbeat_s)]
        except queue.Empty:
            yield frame("heartbeat", {"head": cursor.versions[None], "cursor": cursor.text()})
            continue
        while not shared.empty():  # one catch-up serves every wake-up queued meanwhile
            items.append(shared.get_nowait())
        if any(isinstance(item, StreamEnd) for item in items):
            return
        followed = {sub.game_id for sub in subs}
        match = yield from _catch_up(service, match, cursor, seat)
        for key in cursor.keys:
            if table_id(game_id, key) not in followed:  # a tie-break table opened: follow it too
                subs.append(hub.subscribe(table_id(game_id, key), -1, kind="sse", shared=shared))
        if hub.finished(match):
            yield _final_view(service, match, seat)
            return


def _catch_up(service: GameService, match: Loaded, cursor: _Cursor, seat: Viewer) -> Generator[bytes, None, Loaded]:
    """Send every event of the match and its tables after the cursor, merged in causal order, until a read
    finds nothing new; returns the match folded at least as far as them. The hub only wakes this up: the
    store is the one source, so no event is sent twice or skipped whatever order the hub's batches come in.

    The tables are read before the match is loaded: a step is written to the match and its tables at once,
    so the match is then at least as far as every deal read, and each deal is shown to who sat there."""
    game_id = match.record.game_id
    while True:
        streams: list[tuple[str | None, list[StoredEvent]]] = [
            (key, service.store.read(table_id(game_id, key), after=cursor.versions[key])) for key in cursor.keys
        ]
        streams.insert(0, (None, service.store.read(game_id, after=cursor.versions[None])))
        match = service.load(game_id)
        opened = [key for key in service.table_keys(match) if key not in cursor.keys]
        for key in opened:
            cursor.add_table(key)
        if not any(events for _, events in streams):
            if opened:
                continue
            return match
        tables = {key: service.load(table_id(game_id, key)) for key, events in streams if key and events}
        rank = {key: i for i, (key, _) in enumerate(streams)}
        merged = heapq.merge(
            *[[(_order(key, ev, rank[key]), key, ev) for ev in events] for key, events in streams],
            key=lambda item: item[0],
        )
        for _, where, ev in merged:
            if where is None:
                [data] = service.redact(match, [ev], seat)
            else:
                [data] = service.redact_table(match, tables[where], [ev], seat)
            cursor.versions[where] = ev.version
            yield frame("event", {**data, "table": where}, cursor.text())


def _order(key: str | None, ev: StoredEvent, rank: int) -> tuple[int, int, int]:
    """Where an event goes among the streams: by time; at one time, a table's own commands first, then the
    match's step, then what the step made at the tables (their next hand or close, a tie-break table's
    opening); then by stream."""
    if key is None:
        step = 1
    elif ev.seat is None and (ev.command_id is None or ev.command_id.startswith("advance:")):
        step = 2
    else:
        step = 0
    return (ev.at_ms, step, rank)


def _final_view(service: GameService, match: Loaded, seat: Viewer) -> bytes:
    """The last message: the finished match's full view, without an id."""
    data: JsonDict = {"version": match.version, "view": service.view(match, seat)}
    return frame("view", data)
