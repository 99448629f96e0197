"""GET /v1/games/{id}/events?after=N&limit=K&wait=S: the log as the bearer may see it, a page at a time,
long-polling with ``wait``; and GET /v1/games/{id}/tables/{key}/events, a table's log, paged the same way
(without ``wait``).

A page holds at most ``limit`` events (default ``api.schemas.events.DEFAULT_LIMIT``) and says whether more
follow (``more``); the next page is ``after=<the last event's version>``. Each event is redacted on its own (the
current state says only whether the game is finished), so a page is exactly the slice of the whole log it covers.

A long-poll waits on the app's stream hub (``api/live.py``), as an SSE stream does: it holds a subscription,
not a Redis connection, so any number of waiters leave the shared pool to the other requests, and no wait
is bounded by a socket timeout.
"""

from __future__ import annotations

import re
import time

import redis
from flask import Blueprint, Response

from api.auth import bearer_token, seat_of
from api.conditional import polled_json
from api.errors import ApiError
from api.event_json import events_json
from api.extension import load_game, powderkeg
from api.live import install_hub, stream_hub
from api.query import invalid_query, parse_query
from api.schemas.events import EventsQuerySchema, PageQuerySchema
from api.stream_hub import Batch, StreamEnd, StreamHub
from domain.errors import GameNotFound
from domain.game import JsonDict, Viewer
from domain.service import GameService, Loaded

bp = Blueprint("events", __name__)
bp.record_once(install_hub)
TABLE_KEY = re.compile(r"^[a-z0-9-]{1,16}$")
_QUERY = EventsQuerySchema()
# A table's log does not long-poll (a match's players follow its tables on the match's stream): ``wait`` there
# is refused as a parameter the route does not take, rather than taken and ignored.
_TABLE_QUERY = PageQuerySchema()


@bp.get("/v1/games/<game_id>/events")
def list_events(game_id: str) -> Response:
    """The events after version ``after``; with ``wait`` and nothing new, block up to that many seconds.

    ---
    get:
      operationId: listEvents
      tags: [play]
      summary: The log as the bearer may see it, a page after a version; long-polls with `wait`
      description: |
        A page holds at most `limit` events (default 500); `more` is true when events follow the last one,
        and the next page is `after=<the last event's version>`. Each event is redacted on its own, exactly as
        in the whole log. For the whole log in one answer, see `GET .../export`.
      security:
      - {}
      - seatToken: []
      - playerKey: []
      parameters:
      - GameId
      - After
      - Limit
      - Wait
      - IfNoneMatch
      responses:
        '200':
          description: |
            At most `limit` events after `after`, redacted for the bearer, the head `version`, and `more`.
            With `wait` and no event after `after` yet, the answer comes when one is appended (at most `limit`
            of what was appended) or when `wait` seconds have passed (then with no events).
          headers:
            ETag: {$ref: '#/components/headers/DigestETag'}
            Vary: {$ref: '#/components/headers/Vary'}
            Content-Encoding: {$ref: '#/components/headers/ContentEncoding'}
          content:
            application/json:
              schema: {$ref: '#/components/schemas/EventsPage'}
        '304': {$ref: '#/components/responses/NotModified'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/GameNotFound'}
    """
    query = parse_query(_QUERY)
    token = bearer_token()
    after: int = query["after"]
    limit: int = query["limit"]
    # A long-poll at the head this process knows waits on the hub with no read of its own: the hub delivers
    # whatever follows ``after`` (a thousand long-polls woken by one event each come back for the next without
    # a thousand reads). One that gets nothing reads the stream once before it answers, in case this process's
    # copy was behind a stream the hub cannot follow (archived meanwhile). Anything else reads the stream.
    waits = query["wait"] > 0
    loaded = load_game(game_id, warm=waits)
    if waits and after != loaded.version:
        loaded = load_game(game_id)
    service = powderkeg().service
    seat = seat_of(service, loaded, token)
    if after > loaded.version:
        raise invalid_query(f"after is past the game's last version {loaded.version}", version=loaded.version)
    events: list[JsonDict] = []
    if waits and after == loaded.version:
        events = long_poll(stream_hub(), loaded, seat, after, query["wait"])
        if not events:
            loaded = load_game(game_id)
    if not events and after < loaded.version:
        # One event past the page tells whether more follow.
        events = events_json(service.events(loaded, seat, after=after, limit=limit + 1))
    head = max(loaded.version, events[-1]["version"] if events else -1)
    headers = {"Vary": "Authorization", "Cache-Control": "private, no-cache"}
    body = {"game": loaded.record.game, "version": head, "events": events[:limit], "more": len(events) > limit}
    return polled_json(body, headers)


def long_poll(hub: StreamHub, loaded: Loaded, seat: Viewer, after: int, wait_s: float) -> list[JsonDict]:
    """The first events after ``after`` (the game's head when called) within ``wait_s`` seconds, redacted for
    ``seat``; an empty list when none came. Raises ``redis.ConnectionError`` when the hub lost Redis."""
    service = hub.service
    game_id = loaded.record.game_id
    deadline = time.monotonic() + wait_s
    sub = hub.subscribe(game_id, after, kind="long_poll")
    try:
        if sub.start > after:
            # The hub had read further before this subscription: what lies between is in the store.
            return events_json(service.events(service.load(game_id), seat, after=after))
        while (left := deadline - time.monotonic()) > 0:
            item = sub.next(left)
            if item is None:
                break
            if isinstance(item, StreamEnd):
                if item.reason == "store-unavailable":
                    raise redis.ConnectionError("the stream hub lost redis")  # answered as store-unavailable
                break  # the hub closed or gave up on this game: answer what came, which is nothing yet
            fresh = _redacted(service, item, seat, after)
            if fresh:
                return fresh
        return []
    finally:
        sub.close()


def _redacted(service: GameService, batch: Batch, seat: Viewer, after: int) -> list[JsonDict]:
    """The batch's events after ``after`` as ``seat`` may see them; each viewer's redaction is done once per
    batch, whatever the number of long-polls it wakes."""
    events: list[JsonDict] | None = batch.memo.get(("long_poll", seat))
    if events is None:
        events = events_json(service.redact(batch.loaded, batch.events, seat))
        batch.memo[("long_poll", seat)] = events
    return [e for e in events if e["version"] > after]


@bp.get("/v1/games/<game_id>/tables/<key>/events")
def list_table_events(game_id: str, key: str) -> Response:
    """The log of one table of a match after ``after``, each event as the bearer saw it from the seat they had
        at that table then (a deal shows their own hand only if they sat there); everything once it is closed.

    ---
    get:
      operationId: listTableEvents
      tags: [play]
      summary: The log of one table of a multi-table match, as the bearer saw it
      description: |
        Each table of a match has its own log. Every event is shown as the bearer saw it from the seat they
        had at that table at the time: a deal shows their own hand only if they sat there in that hand.
        Spectators see no hand. Once the table is closed (the match is over, or its tie-break hand was
        played) everything is shown. The match's own log (`GET .../events`) holds `MatchStarted`,
        `HandCompleted`, `TablesSeated` and `MatchFinished`. Pages as the match's log does (`limit`, `more`).
      security:
      - {}
      - seatToken: []
      - playerKey: []
      parameters:
      - GameId
      - name: key
        in: path
        required: true
        description: A table of a `bombs` match of 6 or more players (`t0`, `t1`…; `h13-0`… for tie-break tables).
        schema: {type: string, pattern: '^[a-z0-9-]{1,16}$'}
      - After
      - Limit
      - IfNoneMatch
      responses:
        '200':
          description: At most `limit` of the table's events after `after`, redacted for the bearer, and `more`.
          headers:
            ETag: {$ref: '#/components/headers/DigestETag'}
            Vary: {$ref: '#/components/headers/Vary'}
            Content-Encoding: {$ref: '#/components/headers/ContentEncoding'}
          content:
            application/json:
              schema: {$ref: '#/components/schemas/TableEventsPage'}
        '304': {$ref: '#/components/responses/NotModified'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/TableNotFound'}
    """
    query = parse_query(_TABLE_QUERY)
    token = bearer_token()
    match = load_game(game_id)
    service = powderkeg().service
    seat = seat_of(service, match, token)
    limit: int = query["limit"]
    missing = ApiError(404, "table-not-found", f"game {game_id} has no table {key[:16]!r}; its view lists them")
    if not TABLE_KEY.match(key):
        raise missing
    try:
        events = events_json(service.table_events(match, key, seat, after=query["after"], limit=limit + 1))
    except GameNotFound:
        raise missing from None  # not a match, or no such table
    more = len(events) > limit
    head = events[-1]["version"] if events else query["after"]
    if more:
        head = max(head, service.table_version(game_id, key))
    headers = {"Vary": "Authorization", "Cache-Control": "private, no-cache"}
    body = {"game": match.record.game, "version": head, "table": key, "events": events[:limit], "more": more}
    return polled_json(body, headers)
