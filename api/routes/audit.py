"""GET /v1/games/{id}/replay, /export and /verify: the game at any version, its whole log, and its audit.

Knowledge-time replay: a seat sees what that seat knew at the version asked, a spectator the public view.
Only once the game is finished may anyone ask for another seat's view (``as``) or the full state (``full``):
before that, either would show a running game's hidden cards.
"""

from __future__ import annotations

from collections.abc import Iterator

import orjson
from flask import Blueprint, Response

from api.auth import bearer_token, seat_of
from api.errors import ApiError
from api.extension import load_game, powderkeg
from api.http import json_response
from api.query import invalid_query, parse_query
from api.schemas.audit import ReplayQuerySchema
from domain.snapshots import encode_state

bp = Blueprint("audit", __name__)
_QUERY = ReplayQuerySchema()
_PRIVATE = {"Vary": "Authorization", "Cache-Control": "private, no-cache"}


@bp.get("/v1/games/<game_id>/replay")
def replay(game_id: str) -> Response:
    """The game at version ``at`` (default: now) as the caller, or once finished any seat, saw it.

    ---
    get:
      operationId: replayGame
      tags: [audit]
      summary: The game at any version, as a viewer saw it then
      description: |
        Knowledge-time replay: the state folded up to version `at`, shown as the bearer's seat (or a
        spectator) saw it at that version, never with what that viewer learned later. While the game runs
        nobody may ask for another seat's view or the full state; once it is finished anyone may (`as`,
        `full`).

        A match at several tables is replayed along its timeline, the order of its export: `at` is a
        position in it (the match's own events and its tables' together), and the view shows the match and
        every table as they stood then. While the match runs, the last positions may still move by a few
        places when two tables' commands were decided at nearly the same moment; once it is finished the
        timeline is fixed.
      security:
      - {}
      - seatToken: []
      - playerKey: []
      parameters:
      - GameId
      - {in: query, schema: ReplayQuerySchema}
      responses:
        '200':
          description: The game at `version`.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Replay'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403':
          description: |
            `foreign-token`, or `replay-forbidden`: another seat's view or the full state of a game that is
            not finished.
          content:
            application/problem+json:
              schema: {$ref: '#/components/schemas/Problem'}
        '404': {$ref: '#/components/responses/GameNotFound'}
    """
    query = parse_query(_QUERY)
    loaded = load_game(game_id)
    service = powderkeg().service
    seat = seat_of(service, loaded, bearer_token())
    finished = service.finished(loaded)
    head = service.head_of(loaded)
    at: int = head if query["at"] is None else query["at"]
    if at > head:
        last = "the last position of the match's timeline" if service.is_match(loaded) else "the game's last version"
        raise invalid_query(f"at is past {last}, {head}", version=head)
    viewer = seat if query["as_"] is None else query["as_"]
    if viewer is not None and viewer >= len(loaded.record.seats):
        raise invalid_query(f"the game has seats 0 to {len(loaded.record.seats) - 1}")
    if not finished and (viewer != seat or query["full"]):
        raise ApiError(
            403,
            "replay-forbidden",
            "while the game runs a replay shows only what your own seat knew; other seats' views and the "
            "full state open when it is finished",
        )
    then = loaded if at == head else service.replay(game_id, at)
    full = query["full"]
    body = {
        "version": at,
        "head": head,
        "viewer": viewer,
        "view": service.view(then, viewer),
        "hands": [service.view(then, s)["hand"] for s in range(len(then.record.seats))] if full else None,
        "state": encode_state(then.state) if full else None,
    }
    return json_response(body, headers=_PRIVATE)


@bp.get("/v1/games/<game_id>/export")
def export(game_id: str) -> Response:
    """The whole log as NDJSON: redacted for the caller while the game runs, complete once it is finished.

    ---
    get:
      operationId: exportGame
      tags: [audit]
      summary: The whole log as NDJSON, redacted while the game runs, complete once it is finished
      description: |
        The first line is the header (`ExportHeader`), then one `ExportEvent` per line in version order.
        A match at several tables exports its tables' streams too: the header lists them (`tables`), each
        line names its table (`table`, null for the match's own events), and the lines follow the match's
        timeline (its own events and its tables' in the one order that respects what caused what).
        While the game runs the export is redacted for the bearer (no seed, no commands, each event as the
        bearer may see it); once it is finished it is complete and `powderkeg verify FILE` checks it offline:
        the hash chain, the seed against `seed_sha256`, every deal and every result re-derived by the rules.
      security:
      - {}
      - seatToken: []
      - playerKey: []
      responses:
        '200':
          description: The export.
          headers:
            Vary: {$ref: '#/components/headers/Vary'}
            Content-Encoding: {$ref: '#/components/headers/ContentEncoding'}
          content:
            application/x-ndjson:
              schema:
                oneOf:
                - {$ref: '#/components/schemas/ExportHeader'}
                - {$ref: '#/components/schemas/ExportEvent'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/GameNotFound'}
      parameters:
      - GameId
    """
    loaded = load_game(game_id)
    service = powderkeg().service
    seat = seat_of(service, loaded, bearer_token())
    rows = list(service.export(loaded, seat))  # read before the 200 goes out, so a store error is a 503

    def lines() -> Iterator[bytes]:
        for row in rows:
            yield orjson.dumps(row) + b"\n"

    headers = {**_PRIVATE, "Content-Disposition": f'attachment; filename="{game_id}.ndjson"'}
    return Response(lines(), mimetype="application/x-ndjson", headers=headers)


@bp.get("/v1/games/<game_id>/verify")
def verify(game_id: str) -> Response:
    """The server's audit of the game's log: the chain, the seed, every deal and every result.

    ---
    get:
      operationId: verifyGame
      tags: [audit]
      summary: The server's audit of the game's log
      description: |
        The checks of `powderkeg verify`, run by the server on the stored log. The server holds the seed, so
        it can audit a running game too; the verdict names versions, never what they hold.
      responses:
        '200':
          description: The verdict (`ok` false names the first bad version).
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Verdict'}
        '404': {$ref: '#/components/responses/GameNotFound'}
      parameters:
      - GameId
    """
    load_game(game_id)
    return json_response(powderkeg().service.verify(game_id).to_json(), headers={"Cache-Control": "no-cache"})
