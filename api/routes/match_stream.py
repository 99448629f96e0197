"""The live stream of a match at several tables: the match and every table, as the bearer may see them.

``GET /v1/games/{id}/stream`` of a match answers the messages of a game's stream (``api/routes/stream.py``),
for the same bearer (the seat of a token or of a stream ticket, or a spectator), with these differences:

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
import queue
import re
from collections.abc import Callable, Generator, Iterator, Sequence

from flask import Response, request

from api.errors import ApiError
from api.event_json import event_json
from api.query import invalid_query, parse_query
from api.schemas.stream import StreamQuerySchema
from api.seat_state import state_frame
from api.sse import frame, guarded, while_valid
from api.stream_hub import Batch, StreamEnd, StreamHub, Subscription
from domain.game import JsonDict, Viewer
from domain.ports import StoredEvent
from domain.service import GameService, Loaded, table_id

_PART = r"(-1|0|[1-9][0-9]{0,15})"
#: The most tables a match stream's cursor names (8 tables and tie-break tables, with room to spare).
MAX_TABLES = 256
#: A match stream's id: the match's version, then each table's.
CURSOR = re.compile(rf"^{_PART}(,{_PART}){{0,{MAX_TABLES}}}$")
_QUERY = StreamQuerySchema()


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


def respond(
    hub: StreamHub,
    loaded: Loaded,
    seat: Viewer,
    retry_ms: int,
    headers: dict[str, str],
    valid: Callable[[], bool] | None = None,
    form: str | None = None,
) -> Response:
    """The stream of the match ``loaded`` for ``seat``; ``valid``: asked now and then whether the credential
    that opened it still works (``api.sse.while_valid``); ``form``: send the seat's state in messages, its
    commands in that form (``api.seat_state``)."""
    service = hub.service
    if parse_query(_QUERY)["after"] is not None:
        raise invalid_query(
            "a match's stream resumes with Last-Event-ID only: its ids are cursors over the match and its tables"
        )
    match = service.snapshot(loaded)
    tables = dict(match.tables_then or {})
    keys = list(tables)
    heads: dict[str | None, int] = {None: match.version, **{key: t.version for key, t in tables.items()}}
    after = _resume_point(request.headers.get("Last-Event-ID", "").strip(), keys, heads)
    finished = hub.finished(match)
    if finished and after is not None and all(after.versions.get(k, -1) >= v for k, v in heads.items()):
        return Response(status=204, headers=headers)
    feed = _Feed(hub, match.record.game_id)
    if not finished:
        feed.follow(None, match.version)
        for key, table in tables.items():
            feed.follow(key, table.version)
    cursor = after if after is not None else _Cursor(keys, dict(heads))
    messages = _messages(hub, match, seat, cursor, after is None, feed, retry_ms, form)
    if valid is not None:
        messages = while_valid(messages, valid)
    response = Response(
        guarded(messages, f"match {match.record.game_id}", feed.close), mimetype="text/event-stream", headers=headers
    )
    response.call_on_close(feed.close)  # also when the body is never iterated (HEAD, a client gone at once)
    return response


class _Feed:
    """The hub's subscriptions of one match stream, on one queue: they only wake the response up (counted as
    one open stream), which then reads what is new from the store."""

    def __init__(self, hub: StreamHub, match_id: str) -> None:
        self.hub = hub
        self.match_id = match_id
        self.queue: queue.Queue[Batch | StreamEnd] = queue.Queue()
        self.subs: dict[str | None, Subscription] = {}

    def follow(self, key: str | None, since: int) -> None:
        """Be woken by new events of the match (None) or of its table ``key`` after version ``since``."""
        if key in self.subs:
            return
        game_id = self.match_id if key is None else table_id(self.match_id, key)
        self.subs[key] = self.hub.subscribe(game_id, since, kind="sse", shared=self.queue, counted=not self.subs)

    def wait(self, timeout: float) -> bool | None:
        """Wait for news: True when some came (every wake-up queued meanwhile is taken with it), False after
        ``timeout`` seconds of none, None when the hub ended the stream."""
        try:
            items = [self.queue.get(timeout=timeout)]
        except queue.Empty:
            return False
        while not self.queue.empty():
            items.append(self.queue.get_nowait())
        return None if any(isinstance(item, StreamEnd) for item in items) else True

    def close(self) -> None:
        for sub in list(self.subs.values()):
            sub.close()


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
    seat: Viewer,
    cursor: _Cursor,
    opening: bool,
    feed: _Feed,
    retry_ms: int,
    form: str | None,
) -> Iterator[bytes]:
    service = hub.service
    yield f"retry: {retry_ms}\n\n".encode()
    if opening:
        if form is None or not feed.subs:  # a finished match opens with its view, states or not
            yield frame("view", {"version": match.version, "view": service.view(match, seat)}, cursor.text())
        else:
            yield state_frame(service, match, seat, form, cursor.text())
        if not feed.subs:
            return  # finished: the opening view is the whole and final picture
    sent = cursor.text()
    match = yield from _catch_up(service, match, cursor, seat, feed)
    if hub.finished(match):
        yield _final_view(service, match, seat)
        return
    if not opening:
        if form is not None:
            yield state_frame(service, match, seat, form)
        yield _heartbeat(cursor)
    elif form is not None and cursor.text() != sent:
        yield state_frame(service, match, seat, form)
    while True:
        news = feed.wait(hub.heartbeat_s)
        if news is None:
            return
        if not news:
            yield _heartbeat(cursor)
            continue
        sent = cursor.text()
        match = yield from _catch_up(service, match, cursor, seat, feed)
        if hub.finished(match):
            yield _final_view(service, match, seat)
            return
        if form is not None and cursor.text() != sent:
            yield state_frame(service, match, seat, form)  # the seat's table may have moved without the match


def _heartbeat(cursor: _Cursor) -> bytes:
    return frame("heartbeat", {"head": cursor.versions[None], "cursor": cursor.text()})


def _catch_up(
    service: GameService, match: Loaded, cursor: _Cursor, seat: Viewer, feed: _Feed
) -> Generator[bytes, None, Loaded]:
    """Send every event of the match and its tables after the cursor, merged in causal order; returns the
    match folded at least as far as them. The hub only wakes this up: the store is the one source, so no
    event is sent twice or skipped whatever order the hub's batches come in.

    What is read is one moment of the match (``_snapshot``), and the tables are read before the match is
    loaded: a step is written to the match and its tables at once, so the match is then at least as far as
    every deal read, and each deal is shown to who sat there. A table the match has opened meanwhile (a
    tie-break) is followed before it is read, and read again at once; so is everything once the match is
    finished (its tables' closes were written with its end)."""
    game_id = match.record.game_id
    while True:
        streams = _snapshot(service, game_id, cursor)
        before = match.version
        match = service.load(game_id)
        opened = [key for key in service.table_keys(match) if key not in cursor.keys] if match.version != before else []
        for key in opened:
            cursor.add_table(key)
            feed.follow(key, -1)
        if any(events for _, events in streams):
            yield from _frames(service, match, streams, cursor, seat)
        elif not opened:
            return match
        if not opened and not service.finished(match):
            return match


def _snapshot(service: GameService, game_id: str, cursor: _Cursor) -> list[tuple[str | None, list[StoredEvent]]]:
    """The match's events after the cursor, then its tables', then the match's again, until no step of the match
    came in between. Then the tables hold every play that a step read follows (no hand completed before it was
    scored), and nothing that a step not read wrote at them (no next deal before the hand completed). The
    match's steps are a hand apart, so the tables are seldom read twice."""
    after = cursor.versions[None]
    steps = service.stored_events(game_id, after=after)
    while True:
        tables = [
            (key, service.stored_events(table_id(game_id, key), after=cursor.versions[key])) for key in cursor.keys
        ]
        later = service.stored_events(game_id, after=steps[-1].version if steps else after)
        if not later:
            return [(None, steps), *tables]
        steps += later


def _frames(
    service: GameService,
    match: Loaded,
    streams: list[tuple[str | None, list[StoredEvent]]],
    cursor: _Cursor,
    seat: Viewer,
) -> Iterator[bytes]:
    """The events read, merged: by time, each stream's own order kept (``_order``)."""
    game_id = match.record.game_id
    tables = {key: service.load(table_id(game_id, key)) for key, events in streams if key and events}
    rank = {key: i for i, (key, _) in enumerate(streams)}
    merged = heapq.merge(
        *[[(_order(key, ev, rank[key]), key, ev) for ev in events] for key, events in streams],
        key=lambda item: item[0],
    )
    for _, where, ev in merged:
        if where is None:
            [shown] = service.redact(match, [ev], seat)
        else:
            [shown] = service.redact_table(match, tables[where], [ev], seat)
        data = event_json(shown)
        cursor.versions[where] = ev.version
        yield frame("event", {**data, "table": where}, cursor.text())


def _order(key: str | None, ev: StoredEvent, rank: int) -> tuple[int, int, int]:
    """Where an event goes among the streams: by time; at one time, a table's own commands first, then the
    match's step, then what the step made at the tables (their next hand or close, a tie-break table's
    opening); then by stream. (Clocks of two processes that disagree may put a step before the last event of
    a hand; ``domain.tables.log`` orders an export without clocks.)"""
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
