"""GET /v1/games/{id}/stream: the game as Server-Sent Events, live, redacted for the bearer; and
POST /v1/games/{id}/stream-tickets: a ticket that opens it as a seat without ``Authorization``.

The messages, resumption and tickets are described in ``stream``'s docstring (the contract): the view (or, with
``state=true``, a state: the view and the legal commands), then each event, heartbeats, and the finished game's
view. A ticket (api/stream_tickets.py) stands for a seat token where a browser's EventSource cannot send headers;
it works once, so the page opens each connection with a fresh one and ``?after=`` its last id.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Iterator, Sequence

from flask import Blueprint, Response

from api.auth import bearer_token, key_check, key_holder, require_token, seat_of
from api.errors import ApiError
from api.event_json import events_json
from api.extension import load_game, powderkeg
from api.http import json_response
from api.live import install_hub, stream_hub
from api.query import invalid_query, parse_query
from api.routes import match_stream
from api.schemas.events import MAX_VERSION
from api.schemas.stream import StreamQuerySchema
from api.seat_state import batch_state, state_frame
from api.sse import frame, guarded, resume_point, while_valid
from api.stream_hub import Batch, StreamEnd, StreamHub, Subscription
from api.stream_tickets import install_tickets, seat_of_ticket, stream_tickets
from domain.errors import UnknownKey
from domain.game import Viewer
from domain.ports import StoredEvent
from domain.service import GameService, Loaded

log = logging.getLogger(__name__)

bp = Blueprint("stream", __name__)

# How long an EventSource waits before it reconnects after the stream ends.
RETRY_MS = 3000
_QUERY = StreamQuerySchema()
_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no", "Vary": "Authorization"}

bp.record_once(install_hub)
bp.record_once(install_tickets)


@bp.get("/v1/games/<game_id>/stream")
def stream(game_id: str) -> Response:
    """The bearer's view and then each new event, as Server-Sent Events; Last-Event-ID resumes.

    ---
    get:
      operationId: streamGame
      tags: [play]
      summary: The bearer's view, then each new event as it is appended, as Server-Sent Events
      description: |
        A `text/event-stream` (a browser's `EventSource` reads it). A `retry` field comes first, once; then:

        - `event: view`, `id: <version>`, data `{"version": v, "view": View}`: the bearer's view (not sent
          when resuming).
        - `event: event`, `id: <version>`, data `Event`: each new event, redacted for the bearer exactly as
          `GET .../events` shows it.
        - `event: heartbeat` (no id), data `{"head": v}`: after some seconds without a message (15 by
          default) and right after a resumed stream's backlog; `head` is the last version the server has
          read, so a client whose last id stays below it has drifted and should reconnect.
        - `event: view` without id, data `{"version": v, "view": View}`: the full view once the game is
          finished (nothing is hidden then); the stream ends after it, and a client should close.

        With `state=true`, the stream also carries what a client would otherwise ask for after every move:
        `event: state`, data `{"version": v, "view": View, "commands": LegalCommands}`, the bearer's view at
        version `v` and what `GET .../legal-commands` answers the seat then (in the query's `form`; null for a
        spectator). One opens the stream, instead of the view (with the view's id); one follows a resumed
        stream's backlog; and one follows each batch of events that brings the game past the last state sent,
        at the version of the last event sent (when more events are already on their way, the state waits for
        them). A later state has no id (the event before it has its version). No state shows the game
        finished: a finished game's stream ends with its events and then its `view`.

        `Last-Event-ID: N` (sent by `EventSource` when it reconnects) or `?after=N` resumes: every event
        after version N, then the live ones, each exactly once; the header wins over the query. Resuming a
        finished game with nothing after N answers 204, which makes `EventSource` stop reconnecting. When
        the server loses Redis the stream ends without a partial message; reconnect with `Last-Event-ID`.

        The bearer is the seat of the `Authorization` token, or of `?ticket=`: `EventSource` cannot send
        `Authorization`, so a seat's page gets a ticket with `POST /v1/games/{game_id}/stream-tickets` and
        opens `new EventSource(stream)` with the address it answers. A ticket works once, for its own game,
        within seconds: the first stream request of its game that presents it spends it, whatever it answers.
        `EventSource` reconnects with the same address, so its reconnection is refused with 401
        `ticket-invalid` (which closes it); get a fresh ticket for each connection, and resume with
        `&after=<the last id received>` (or `Last-Event-ID`, from a client that can send it). A ticket with
        `Authorization` is 400 `conflicting-credentials`, the ticket left unspent.

        A match at several tables streams the match and every table at once. Its ids are cursors: the last
        version sent of the match's own stream, then of each table in the order they opened,
        comma-separated (`5,130,97`), and `Last-Event-ID` resumes after all of them (`after` is refused).
        Each event names its `table` (null for the match's own); a table's events are redacted for the
        seat the bearer had at that table then. A heartbeat's data is `{"head": v, "cursor": "..."}`; a state's
        `version` is the match's, and its `commands` are the seat's at its table, as `legal-commands` answers
        them. Each stream's events come in their own order; across them, a step of the match comes after the
        tables' hands it closes and before the hands it deals.
      security:
      - {}
      - seatToken: []
      - playerKey: []
      parameters:
      - GameId
      - name: Last-Event-ID
        in: header
        required: false
        description: |
          Resume after this version (-1 for the whole log); at most the head version. A match's: a cursor
          this stream sent (versions of the match and of each table, comma-separated).
        schema:
          type: string
          pattern: ^(-1|0|[1-9][0-9]{0,15})(,(-1|0|[1-9][0-9]{0,15})){0,256}$
          examples: ['12', '5,130,97']
      - {in: query, schema: StreamQuerySchema}
      responses:
        '200':
          description: The stream; it stays open until the game is finished or the client leaves.
          headers:
            Cache-Control:
              schema: {type: string, const: no-cache}
            X-Accel-Buffering:
              description: Asks proxies not to buffer.
              schema: {type: string, const: 'no'}
          content:
            text/event-stream:
              schema: {type: string}
              example: |
                retry: 3000

                event: view
                id: 3
                data: {"version": 3, "view": {"id": "Xb3kP0aQ_z1c", "version": 3, "status": "active"}}

                event: event
                id: 4
                data: {"version": 4, "type": "Waived", "at": "2025-01-31T12:00:00.000Z", "seat": 0, "data": {"seat": 0}}

                event: heartbeat
                data: {"head": 4}
        '204':
          description: The game is finished and nothing comes after `Last-Event-ID`; do not reconnect.
        '400':
          description: |
            `Last-Event-ID` is not a version this stream sent or is past the head (`invalid-last-event-id`,
            with the head `version`), or `after` is not a number in its range, is repeated, is past the head,
            `ticket` is empty or longer than a ticket, `state` is not `true`/`false`/`1`/`0`, `form` is not a
            form or comes without `state=true`, or the query has other parameters (`invalid-query`); or a ticket
            came with `Authorization` (`conflicting-credentials`).
          x-codes: [invalid-last-event-id, invalid-query, conflicting-credentials, bad-request]
          content:
            application/problem+json:
              schema: {$ref: '#/components/schemas/Problem'}
        '401':
          description: |
            The token names no seat of this game (`unknown-token`), or the ticket is unknown, expired,
            already used or of another game (`ticket-invalid`): ask for a new one with
            `POST /v1/games/{game_id}/stream-tickets`. Neither is ever echoed.
          x-codes: [unknown-token, ticket-invalid]
          headers:
            WWW-Authenticate: {$ref: '#/components/headers/WWWAuthenticate'}
          content:
            application/problem+json:
              schema: {$ref: '#/components/schemas/Problem'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/GameNotFound'}
    """
    token = bearer_token()
    loaded = load_game(game_id)
    hub = stream_hub()
    seat, holder = _viewer(hub.service, loaded, token)
    valid = key_check(hub.service, token, holder)
    if holder is not None and valid is not None and not valid():
        raise UnknownKey()  # the key the ticket was asked for with was revoked since
    form = _state_form()
    if hub.service.is_match(loaded):
        return match_stream.respond(hub, loaded, seat, RETRY_MS, _HEADERS, valid, form)
    after, code = _resume_point()
    if after is not None and after > loaded.version:
        raise ApiError(
            400,
            code,
            f"the stream cannot resume after {after}: the game's last version is {loaded.version}",
            version=loaded.version,
        )
    finished = hub.finished(loaded)
    if finished and after is not None and after >= loaded.version:
        return Response(status=204, headers=_HEADERS)
    sub = None if finished else hub.subscribe(game_id, loaded.version, kind="sse")
    messages = _messages(hub, loaded, seat, after, sub, form)
    if valid is not None:
        messages = while_valid(messages, valid)
    body = guarded(messages, game_id, sub.close if sub is not None else _nothing)
    response = Response(body, mimetype="text/event-stream", headers=_HEADERS)
    if sub is not None:
        response.call_on_close(sub.close)  # also when the body is never iterated (HEAD, a client gone at once)
    return response


@bp.post("/v1/games/<game_id>/stream-tickets")
def issue_stream_ticket(game_id: str) -> Response:
    """A ticket that opens the game's stream once as the bearer's seat, for a client that cannot send headers.

    ---
    post:
      operationId: createStreamTicket
      tags: [play]
      summary: A single-use ticket that opens the game's stream as your seat (for a browser's EventSource)
      description: |
        A browser's `EventSource` cannot send `Authorization`, so it would stream as a spectator. A seat's page
        asks for a ticket with its token, then opens `new EventSource(stream)`:
        `GET /v1/games/{game_id}/stream?ticket=...` streams exactly as that seat's token would, a seat of a
        match included (its tables redacted for that seat).

        A ticket:

        - expires `expires_in_s` seconds (30) after it is issued, used or not;
        - works once: the first stream request of its game that presents it spends it, whatever that request
          answers; presented again, expired, or presented to another game (where it is unknown, and stays
          valid for its own) it is 401 `ticket-invalid`;
        - is read only by that stream: `?ticket=` on any other route is 400 `invalid-query`, and a ticket
          with `Authorization` is 400 `conflicting-credentials`;
        - is stored only as its SHA-256, and never written to a log (request logs hold no query string).

        `EventSource` reconnects with the same address, so its reconnection is refused (401, which closes it):
        ask for a fresh ticket for each connection, and resume with `&after=<the last id received>`. Each
        call answers a new ticket; the earlier ones stay valid until used or expired.
      security:
      - seatToken: []
      - playerKey: []
      parameters:
      - GameId
      responses:
        '201':
          description: A new ticket. Keep it secret and use it at once; it is shown only this once.
          headers:
            Cache-Control:
              schema: {type: string, const: no-store}
          content:
            application/json:
              schema: {$ref: '#/components/schemas/StreamTicket'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/GameNotFound'}
    """
    token = require_token()
    loaded = load_game(game_id)
    seat = seat_of(powderkeg().service, loaded, token)
    assert seat is not None  # a token was required: seat_of raised for one that names no seat
    game_id = loaded.record.game_id
    issued = stream_tickets().issue(game_id, seat, key_holder(token))
    body = {
        "ticket": issued.ticket,
        "seat": seat,
        "expires_in_s": math.ceil(issued.ttl_ms / 1000),
        "stream": f"/v1/games/{game_id}/stream?ticket={issued.ticket}",
    }
    return json_response(body, 201, {"Cache-Control": "no-store"})


def _viewer(service: GameService, loaded: Loaded, token: str | None) -> tuple[Viewer, str | None]:
    """Who the stream is for: the seat of the query's ticket (spending it), else of the token, else a spectator
    (None); and the player key a ticket was asked for with (``<player id>.<key id>``), which the stream checks as
    it goes. A ticket and a token together are refused, the ticket left as it was: neither may silently win."""
    ticket: str | None = parse_query(_QUERY)["ticket"]
    if ticket is None:
        return seat_of(service, loaded, token), None
    if token is not None:
        raise ApiError(
            400,
            "conflicting-credentials",
            "send a stream ticket or Authorization, not both: a ticket stands for a seat token where a client"
            " cannot send headers",
        )
    return seat_of_ticket(loaded.record.game_id, ticket)


def _nothing() -> None:
    """Nothing to close (a finished game's stream holds no subscription)."""


def _state_form() -> str | None:
    """The form of the commands of the stream's ``state`` messages; None when it sends none (no ``state=true``)."""
    query = parse_query(_QUERY)
    if not query["state"]:
        if query["form"] is not None:
            raise invalid_query("form lists the commands of the stream's state messages: send it with state=true")
        return None
    return query["form"] or "full"


def _resume_point() -> tuple[int | None, str]:
    """The version to resume after (None: open with the view) and the problem code of a bad one."""
    return resume_point(parse_query(_QUERY)["after"], MAX_VERSION)


def _messages(
    hub: StreamHub, loaded: Loaded, seat: Viewer, after: int | None, sub: Subscription | None, form: str | None
) -> Iterator[bytes]:
    """The body: the opening view (or the backlog after ``after``), then what the hub delivers; with ``form``,
    the opening view is a state, and a state follows the backlog and each batch that brings the game further."""
    service = hub.service
    game_id = loaded.record.game_id
    yield f"retry: {RETRY_MS}\n\n".encode()
    stated = loaded.version  # the version of the last state sent (or of the opening view)
    if after is None:
        if form is None or sub is None:  # a finished game opens with its view, states or not: nothing comes after
            yield frame("view", {"version": loaded.version, "view": service.view(loaded, seat)}, loaded.version)
        else:
            yield state_frame(service, loaded, seat, form, loaded.version)
        if sub is None:
            return  # finished: the opening view is the whole and final picture
        last = loaded.version
    else:
        last = after
    if sub is None or sub.start > last or last < loaded.version:
        # What the hub will not deliver (the events before it took over) comes from the store, redacted
        # with the game folded at least as far as they go; the loop ends at the latest version loaded.
        while backlog := service.stored_events(game_id, after=last):
            if backlog[-1].version > loaded.version:
                loaded = service.load(game_id)
            for version, message in _event_frames(service, loaded, backlog, seat):
                yield message
                last = version
            if last >= loaded.version:
                break
    if hub.finished(loaded):
        yield _final_view(service, loaded, seat)
        return
    assert sub is not None
    if form is not None and (after is not None or loaded.version > stated):
        yield state_frame(service, loaded, seat, form)  # where the backlog brought the game
        stated = loaded.version
    if after is not None:
        yield _heartbeat(hub.head(game_id, last))
    while True:
        item = sub.next(hub.heartbeat_s)
        if item is None:
            yield _heartbeat(hub.head(game_id, last))
            continue
        if isinstance(item, StreamEnd):
            return
        for version, message in _batch_frames(service, item, seat, last):
            yield message
            last = version
        if item.finished and last >= item.loaded.version:
            yield _final_view(service, item.loaded, seat, item)
            return
        if form is not None and item.loaded.version == last > stated:
            # Only where the events sent reach: a view ahead of them would show what the log does not hold yet (the
            # hub folds the game as far as the store holds it). The next batch brings the rest, and its state.
            yield batch_state(service, item, seat, form)
            stated = item.loaded.version


def _batch_frames(service: GameService, batch: Batch, seat: Viewer, last: int) -> list[tuple[int, bytes]]:
    """The frames of the batch's events after ``last``, redacted once per viewer per batch."""
    fresh = [ev for ev in batch.events if ev.version > last]
    if fresh and fresh[0].version != last + 1:
        # The hub started after what this response has sent (it is never expected to): fill from the store.
        upto = batch.events[-1].version
        missed = [ev for ev in service.stored_events(batch.loaded.record.game_id, after=last) if ev.version <= upto]
        return _event_frames(service, batch.loaded, missed, seat)
    frames: list[tuple[int, bytes]] | None = batch.memo.get(("events", seat))
    if frames is None:
        frames = _event_frames(service, batch.loaded, batch.events, seat)
        batch.memo[("events", seat)] = frames
    return [(version, message) for version, message in frames if version > last]


def _event_frames(
    service: GameService, loaded: Loaded, events: Sequence[StoredEvent], seat: Viewer
) -> list[tuple[int, bytes]]:
    return [(e["version"], frame("event", e, e["version"])) for e in events_json(service.redact(loaded, events, seat))]


def _final_view(service: GameService, loaded: Loaded, seat: Viewer, batch: Batch | None = None) -> bytes:
    """The last message: the finished game's full view, without an id (it is no event)."""
    message: bytes | None = None if batch is None else batch.memo.get(("view", seat))
    if message is None:
        message = frame("view", {"version": loaded.version, "view": service.view(loaded, seat)})
        if batch is not None:
            batch.memo[("view", seat)] = message
    return message


def _heartbeat(head: int) -> bytes:
    return frame("heartbeat", {"head": head})

