"""GET /v1/players/me/stream: one Server-Sent Events stream of everything that matters to a player across all
their games (``domain.service.my_games`` notes it in the player's feed), and POST /v1/players/me/stream-tickets,
which lets a browser's EventSource open it without ``Authorization``.

The stream waits on the app's feed hub (``api.feed_hub``): one reader for every open player stream of the
process, and no Redis connection held by a response while it waits."""

from __future__ import annotations

import math
from collections.abc import Iterator

from flask import Blueprint, Flask, Response, current_app
from flask.blueprints import BlueprintSetupState

from api.auth import bearer_token, key_check, key_holder, require_token
from api.errors import ApiError
from api.extension import EXTENSION, powderkeg
from api.feed_hub import FeedHub, FeedSubscription
from api.http import json_response
from api.live import cluster_hub_client, hub_client
from api.query import parse_query
from api.schemas.events import MAX_VERSION
from api.schemas.stream import PlayerStreamQuerySchema
from api.sse import frame, guarded, resume_point, while_valid
from api.stream_hub import StreamEnd
from api.stream_tickets import install_tickets, seat_of_ticket, stream_tickets, ticket_invalid
from domain.errors import UnknownKey
from domain.players.identity import PLAYER_ID, feed_id
from domain.ports import StoredEvent
from domain.service import GameService
from eventstore.live import ClusterLiveReader, LiveReader, RedisLiveReader

bp = Blueprint("player_stream", __name__)
FEEDS = "powderkeg-feeds"
TICKETS_AT = "/v1/players/me/stream-tickets"
RETRY_MS = 3000
#: The most notes of the backlog one stream sends before it follows the hub (a feed keeps about 1000).
BACKLOG = 1000
_QUERY = PlayerStreamQuerySchema()
_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no", "Vary": "Authorization"}


def install_feeds(state: BlueprintSetupState) -> None:
    """Give the app its feed hub when this blueprint is registered; nothing connects before the first stream."""
    if FEEDS in state.app.extensions:
        return
    settings = state.app.extensions[EXTENSION].settings
    live: LiveReader
    if settings.redis_cluster:
        live = ClusterLiveReader(lambda: cluster_hub_client(settings), settings.key_prefix)
    else:
        live = RedisLiveReader(lambda: hub_client(settings), settings.key_prefix)
    state.app.extensions[FEEDS] = FeedHub(live, heartbeat_s=settings.sse_heartbeat_s)


bp.record_once(install_feeds)
bp.record_once(install_tickets)


@bp.get("/v1/players/me/stream")
def player_stream() -> Response:
    """Everything that matters to the player across their games, as Server-Sent Events; Last-Event-ID resumes.

    ---
    get:
      operationId: streamMe
      tags: [players]
      summary: One live stream of all the player's games
      description: |
        A `text/event-stream`: a `retry` field, then `event: ready` (no id) with `{"player", "version"}`
        (the feed's version now), then one message per change that matters to the player, in any of their
        games, each with `id` (its version in the player's feed):
        - `game-started` `{game_id, game, seat, version}`: a game they sit in was dealt;
        - `your-move` `{game_id, game, seat, version, deadlines}`: a game now awaits them (their turn, a
          decision they owe, or a window they may act in; `deadlines` are its open timers); in a match
          `table` names their table and `seat` is theirs there;
        - `game-finished` `{game_id, game, seat, version, place}`: a game is over (`place`: 1 is first);
        - `rated` `{game_id, game, seat, place, mu_delta, sigma_delta, rating, mu, sigma}`: a rated game moved
          their rating (moments after it finished).
        `event: heartbeat` (no id) `{"version"}` comes after some seconds without a message, and `event: end`
        `{"reason"}` when the server ends the stream (a restart: reconnect with `Last-Event-ID`); a revoked
        key, or the player erased, ends it within seconds. `Last-Event-ID:
        N` (or `?after=N`) resumes after note N (a feed keeps its latest 1000 or so: from further back the
        stream starts at the oldest kept). The bearer is the player of the `Authorization` key, or of
        `?ticket=` from `POST /v1/players/me/stream-tickets` (for `EventSource`, which cannot send headers;
        a ticket works once: open each connection with a fresh one and `&after=<the last id received>`).
      security:
      - playerKey: []
      parameters:
      - {in: query, schema: PlayerStreamQuerySchema}
      - name: Last-Event-ID
        in: header
        required: false
        description: The id of the last message received; the stream resumes after it.
        schema: {type: string, pattern: '^(-1|0|[1-9][0-9]{0,15})$'}
      responses:
        '200':
          description: The stream (it stays open).
          content:
            text/event-stream:
              schema: {type: string}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
    """
    service = powderkeg().service
    query = parse_query(_QUERY)
    ticket: str | None = query["ticket"]
    key = bearer_token()
    if ticket is not None and key is not None:
        raise ApiError(400, "conflicting-credentials", "send a stream ticket or Authorization, not both")
    holder: str | None = None
    if ticket is None:
        player_id = service.player_of_key(require_token())
    else:
        player_id, holder = _player_of_ticket(ticket)
    valid = key_check(service, key, holder)
    if valid is not None and not valid():
        raise UnknownKey()  # the key the ticket was asked for with was revoked since, or the player erased
    after, code = resume_point(query["after"], MAX_VERSION)
    head = service.player_feed_head(player_id)
    if after is not None and after > head:
        raise ApiError(
            400,
            code,
            f"the stream cannot resume after {after}: the player's feed is at {head}",
            version=head,
        )
    hub = feeds()
    sub = hub.subscribe(feed_id(player_id), head if after is None else after)
    messages = _messages(service, hub, player_id, after, head, sub)
    if valid is not None:  # a revoked key, or the player erased, ends the stream (the reconnection is refused)
        messages = while_valid(messages, valid)
    response = Response(guarded(messages, f"player {player_id}", sub.close), mimetype="text/event-stream")
    response.headers.update(_HEADERS)
    response.call_on_close(sub.close)  # also when the body is never iterated (HEAD, a client gone at once)
    return response


@bp.post("/v1/players/me/stream-tickets")
def issue_player_stream_ticket() -> Response:
    """A ticket that opens the player's stream once, for a client that cannot send headers.

    ---
    post:
      operationId: issuePlayerStreamTicket
      tags: [players]
      summary: A single-use ticket that opens your player stream (for a browser's EventSource)
      description: |
        `GET /v1/players/me/stream?ticket=...` streams exactly as the key would. A ticket works once, for
        the stream of its player only, and expires within seconds; `?ticket=` on any other route is 400
        `invalid-query`.
      security:
      - playerKey: []
      responses:
        '201':
          description: A new ticket, shown only this once.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/PlayerStreamTicket'}
        '401': {$ref: '#/components/responses/Unauthorized'}
    """
    key = require_token()
    player_id = powderkeg().service.player_of_key(key)
    issued = stream_tickets().issue(feed_id(player_id), 0, key_holder(key))
    ticket = f"{player_id}.{issued.ticket}"  # the stream finds the ticket under its player
    body = {
        "ticket": ticket,
        "expires_in_s": math.ceil(issued.ttl_ms / 1000),
        "stream": f"/v1/players/me/stream?ticket={ticket}",
    }
    return json_response(body, 201, {"Cache-Control": "no-store"})


def feeds(app: Flask | None = None) -> FeedHub:
    """The feed hub of ``app`` (default: the current app)."""
    hub: FeedHub = (app or current_app).extensions[FEEDS]
    return hub


def _player_of_ticket(ticket: str) -> tuple[str, str | None]:
    """The player a ticket ``<player id>.<secret>`` was issued for, spending it, and the key it was asked for
    with; 401 ``ticket-invalid`` when it is unknown, expired, already used, or not a player's (looked up under
    that player)."""
    player_id, dot, secret = ticket.partition(".")
    if not dot or not PLAYER_ID.fullmatch(player_id):
        raise ticket_invalid(TICKETS_AT)
    _, holder = seat_of_ticket(feed_id(player_id), secret, TICKETS_AT)
    return player_id, holder


def _messages(
    service: GameService, hub: FeedHub, player_id: str, after: int | None, head: int, sub: FeedSubscription
) -> Iterator[bytes]:
    """The body: ``ready``, the backlog after ``after`` (up to the hub's start), then what the hub delivers."""
    yield f"retry: {RETRY_MS}\n\n".encode()
    yield frame("ready", {"player": player_id, "version": head})
    last = head if after is None else after
    while last < sub.start:  # the backlog, a page at a time, up to where the hub took over
        page = service.player_feed(player_id, last, BACKLOG)
        for note in page:
            if note.version > sub.start:
                break
            yield _note(note)
            last = note.version
        if not page or page[-1].version >= sub.start:
            break
    last = max(last, sub.start)
    while True:
        item = sub.next(hub.heartbeat_s)
        if item is None:
            yield frame("heartbeat", {"version": last})
            continue
        if isinstance(item, StreamEnd):
            yield frame("end", {"reason": item.reason})
            return
        for note in item:
            if note.version > last:
                yield _note(note)
                last = note.version


def _note(note: StoredEvent) -> bytes:
    return frame(note.type, note.data, note.version)
