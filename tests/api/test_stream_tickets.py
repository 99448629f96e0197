"""Stream tickets (issue 16): ``POST /v1/games/{id}/stream-tickets`` with a seat token answers a ticket, and
``GET /v1/games/{id}/stream?ticket=...`` streams as that seat, for a browser whose EventSource cannot send
``Authorization``. A ticket works once, for its own game, within seconds; it is read by no other route, and no
log line holds it."""

from __future__ import annotations

import http.client
import logging
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import orjson
import pytest
import redis
from flask import Flask
from werkzeug.serving import make_server

from api.request_log import QuietRequestHandler
from api.stream_tickets import TICKETS
from eventstore.tickets import TICKET_TTL_MS, RedisStreamTickets
from settings import Settings
from tests.api import test_stream_sse
from tests.api.test_credentials_in_the_url import OPERATIONS
from tests.api.test_match_stream import new_match
from tests.api.test_request_log import access_lines
from tests.api.test_stream_sse import Message, SseClient, events_seen_by
from tests.support.gunicorn_process import Gunicorn, call
from tests.support.served import hub
from tests.workers.support import ManualClock

if TYPE_CHECKING:
    from tests.api.conftest import Http

#: The SSE tests' fixtures: the app with a short heartbeat, served by a threaded werkzeug server.
app = test_stream_sse.app
server = test_stream_sse.server

STREAM = "/v1/games/{game_id}/stream"


def ticket_for(http: Http, game_id: str, token: str) -> dict[str, Any]:
    """The 201 answer to asking for a stream ticket with ``token``."""
    response = http.client.post(f"/v1/games/{game_id}/stream-tickets", headers=http.bearer(token))
    assert response.status_code == 201, response.get_json()
    answer: dict[str, Any] = response.get_json()
    return answer


def problem_of(client: SseClient) -> dict[str, Any]:
    """The problem+json body of a stream request that was refused."""
    assert client.response.getheader("Content-Type", "").startswith("application/problem+json")
    body: dict[str, Any] = orjson.loads(client.response.read())
    client.close()
    return body


def test_a_ticket_streams_as_its_seat_and_a_stream_without_one_sees_no_hand(
    http: Http, server: tuple[str, int]
) -> None:
    """The ticket's stream opens with the seat's own view, its hand included, exactly as the seat's token would;
    the same stream without ticket or token is a spectator's, with no hand."""
    game_id, tokens = http.fixed_game()
    answer = ticket_for(http, game_id, tokens[1])
    seated = SseClient(server, answer["stream"])
    assert seated.response.status == 200
    first = seated.next()
    view = http.view(game_id, tokens[1])
    assert first == Message("view", str(view["version"]), {"version": view["version"], "view": view})
    assert first.data["view"]["hand"] == http.deal["hands"][1]
    seated.close()
    spectator = SseClient(server, STREAM.format(game_id=game_id))
    opening = spectator.next()
    assert opening is not None and opening.data["view"]["hand"] is None
    spectator.close()


def test_the_answer_is_201_no_store_with_the_ticket_its_seat_lifetime_and_stream_address(http: Http) -> None:
    """``ticket``, ``seat``, ``expires_in_s`` (30) and ``stream`` (the stream's path with the ticket), never
    cached; each call answers a new ticket."""
    game_id, tokens = http.fixed_game()
    response = http.client.post(f"/v1/games/{game_id}/stream-tickets", headers=http.bearer(tokens[2]))
    assert response.status_code == 201
    assert response.headers["Cache-Control"] == "no-store"
    answer = response.get_json()
    assert set(answer) == {"ticket", "seat", "expires_in_s", "stream"}
    assert answer["seat"] == 2
    assert answer["expires_in_s"] == TICKET_TTL_MS // 1000 == 30
    assert answer["stream"] == f"/v1/games/{game_id}/stream?ticket={answer['ticket']}"
    assert ticket_for(http, game_id, tokens[2])["ticket"] != answer["ticket"]


def test_a_used_ticket_is_refused_with_401_ticket_invalid_saying_to_ask_for_a_new_one(
    http: Http, server: tuple[str, int]
) -> None:
    """As EventSource's reconnection would: the same address again, a Last-Event-ID with it. The problem says
    what to do and never holds the ticket."""
    game_id, tokens = http.fixed_game()
    answer = ticket_for(http, game_id, tokens[0])
    first = SseClient(server, answer["stream"])
    opening = first.next()
    assert opening is not None
    first.close()
    again = SseClient(server, answer["stream"], {"Last-Event-ID": str(opening.data["version"])})
    assert again.response.status == 401
    assert again.response.getheader("WWW-Authenticate") == 'Bearer realm="powderkeg", error="invalid_token"'
    problem = problem_of(again)
    assert problem["code"] == "ticket-invalid"
    assert f"POST /v1/games/{game_id}/stream-tickets" in problem["detail"]
    assert answer["ticket"] not in orjson.dumps(problem).decode()


def test_an_expired_ticket_is_refused(app: Flask, http: Http, redis_client: redis.Redis, settings: Settings) -> None:
    """With the app's tickets on a clock the test moves: valid 1 ms before the end of its 30 s, refused at it."""
    clock = ManualClock(1_700_000_000_000)
    app.extensions[TICKETS] = RedisStreamTickets(redis_client, settings.key_prefix, clock)
    game_id, tokens = http.fixed_game()
    kept, late = ticket_for(http, game_id, tokens[0]), ticket_for(http, game_id, tokens[0])
    clock.now += TICKET_TTL_MS - 1
    assert app.extensions[TICKETS].redeem(game_id, kept["ticket"]) == 0
    clock.now += 1
    response = http.client.get(late["stream"])
    assert response.status_code == 401
    assert response.get_json()["code"] == "ticket-invalid"


def test_a_ticket_of_another_game_is_refused_there_and_still_opens_its_own(
    http: Http, server: tuple[str, int]
) -> None:
    game_a, tokens_a = http.fixed_game()
    game_b, _ = http.fixed_game()
    ticket = ticket_for(http, game_a, tokens_a[3])["ticket"]
    elsewhere = SseClient(server, f"/v1/games/{game_b}/stream?ticket={ticket}")
    assert elsewhere.response.status == 401
    assert problem_of(elsewhere)["code"] == "ticket-invalid"
    own = SseClient(server, f"/v1/games/{game_a}/stream?ticket={ticket}")
    opening = own.next()
    assert opening is not None and opening.data["view"]["hand"] == http.deal["hands"][3]
    own.close()


def test_a_ticket_with_authorization_is_400_conflicting_credentials_and_stays_unspent(
    http: Http, server: tuple[str, int]
) -> None:
    game_id, tokens = http.fixed_game()
    answer = ticket_for(http, game_id, tokens[1])
    both = http.client.get(answer["stream"], headers=http.bearer(tokens[1]))
    assert both.status_code == 400
    assert both.get_json()["code"] == "conflicting-credentials"
    assert answer["ticket"] not in both.get_data(as_text=True)
    stream = SseClient(server, answer["stream"])
    assert stream.response.status == 200
    stream.close()


def test_asking_for_a_ticket_needs_a_seat_token_of_this_game(http: Http) -> None:
    """No token 401 ``missing-token``, a token naming no seat 401 ``unknown-token``, another game's token 403
    ``foreign-token``, an unknown game 404: as every route that needs a seat."""
    game_id, tokens = http.fixed_game()
    _, other_tokens = http.fixed_game()
    path = f"/v1/games/{game_id}/stream-tickets"
    cases = [
        ({}, 401, "missing-token"),
        (http.bearer(f"{game_id}.{'x' * 43}"), 401, "unknown-token"),
        ({"Authorization": f"Basic {tokens[0]}"}, 401, "unknown-token"),
        (http.bearer(other_tokens[0]), 403, "foreign-token"),
    ]
    for headers, status, code in cases:
        response = http.client.post(path, headers=headers)
        assert (response.status_code, response.get_json()["code"]) == (status, code), headers
    missing = http.client.post("/v1/games/nosuchgame/stream-tickets", headers=http.bearer(tokens[0]))
    assert (missing.status_code, missing.get_json()["code"]) == (404, "game-not-found")


@pytest.mark.parametrize(
    ("path", "method"), [op for op in OPERATIONS if op not in {(STREAM, "get"), ("/v1/players/me/stream", "get")}]
)
def test_a_ticket_in_the_query_of_any_other_route_is_refused(
    http: Http, path: str, method: str
) -> None:
    """``?ticket=`` is read by the stream alone: on every other route of the spec it is 400 ``invalid-query``,
    before the route runs, naming the parameter and never its value."""
    game_id, tokens = http.fixed_game()
    url = path.replace("{game_id}", game_id).replace("{key}", "t0") + "?ticket=s3cret-ticket"
    headers = http.bearer(tokens[0])
    response = http.client.post(url, json={}, headers=headers) if method == "post" else http.client.get(url)
    assert response.status_code == 400, response.get_data(as_text=True)
    problem = response.get_json()
    assert problem["code"] == "invalid-query"
    assert "ticket" in problem["errors"]
    assert "s3cret-ticket" not in response.get_data(as_text=True)


def test_on_the_stream_only_ticket_itself_is_read_and_a_malformed_one_is_refused(http: Http) -> None:
    """``Ticket`` (another spelling) is refused as a credential; an empty or overlong ticket is 400
    ``invalid-query``; a well-formed one that was never issued is 401 ``ticket-invalid``."""
    game_id, _ = http.fixed_game()
    stream = STREAM.format(game_id=game_id)
    for query in ("Ticket=abc", "ticket=", f"ticket={'a' * 65}"):
        response = http.client.get(f"{stream}?{query}")
        assert (response.status_code, response.get_json()["code"]) == (400, "invalid-query"), query
    unknown = http.client.get(f"{stream}?ticket={'a' * 43}")
    assert (unknown.status_code, unknown.get_json()["code"]) == (401, "ticket-invalid")


def test_a_ticket_resumes_after_a_version_as_the_seat(http: Http, server: tuple[str, int]) -> None:
    """``&after=N`` (what a page adds to a fresh ticket's address after a reconnection) brings the events after
    N as the seat sees them, then the live ones."""
    game_id, tokens = http.fixed_game()
    opened = http.view(game_id)["version"]
    assert http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}).status_code == 200
    expected = events_seen_by(http, game_id, tokens[2], after=opened)
    answer = ticket_for(http, game_id, tokens[2])
    resumed = SseClient(server, f"{answer['stream']}&after={opened}")
    got = [resumed.next(heartbeats=False) for _ in expected]
    assert got == [Message("event", str(e["version"]), e) for e in expected]
    resumed.close()


def test_a_match_seats_ticket_streams_the_match_as_that_seat(http: Http, server: tuple[str, int]) -> None:
    """The ticket of a seat of a match at several tables opens the match's stream as that seat: its view shows
    its own table's hand."""
    match_id, tokens = new_match(http)
    answer = ticket_for(http, match_id, tokens[4])
    assert answer["seat"] == 4
    stream = SseClient(server, answer["stream"])
    opening = stream.next()
    assert opening is not None and opening.event == "view"
    assert opening.data["view"] == http.view(match_id, tokens[4])
    assert opening.data["view"] != http.view(match_id)
    stream.close()


@contextmanager
def quietly_served(app: Flask) -> Iterator[int]:
    """``app`` served as ``powderkeg serve`` serves it (its request log included) on a free port."""
    srv = make_server("127.0.0.1", 0, app, threaded=True, request_handler=QuietRequestHandler)
    thread = threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield srv.server_port
    finally:
        hub(app).close()
        srv.shutdown()
        srv.server_close()
        thread.join(5)


def test_no_log_record_holds_a_ticket(app: Flask, http: Http, caplog: pytest.LogCaptureFixture) -> None:
    """Under ``powderkeg serve``'s request log, with every logger recording: a ticket asked for, streamed with,
    used again, sent with a token and sent to another route appears in no record; the stream's line and the
    others are there, without a query string."""
    caplog.set_level(logging.DEBUG)
    game_id, tokens = http.fixed_game()
    with quietly_served(app) as port:
        answer = ticket_for(http, game_id, tokens[0])
        ticket = answer["ticket"]
        stream = SseClient(("127.0.0.1", port), answer["stream"])
        assert stream.next() is not None
        stream.close()
        statuses = []
        for path, headers in (
            (answer["stream"], {}),
            (answer["stream"], http.bearer(tokens[0])),
            (f"/v1/games/{game_id}?ticket={ticket}", {}),
        ):
            conn = http_connection(port)
            conn.request("GET", path, headers=headers)
            response = conn.getresponse()
            response.read()
            statuses.append(response.status)
            conn.close()
        assert statuses == [401, 400, 400]
        lines = access_lines(caplog, 4)  # the stream's line comes once the server sees it closed
    assert ticket not in caplog.text
    assert all("?" not in line for line in lines)
    assert sum(f'"GET /v1/games/{game_id}/stream" ' in line for line in lines) == 3


def http_connection(port: int) -> http.client.HTTPConnection:
    return http.client.HTTPConnection("127.0.0.1", port, timeout=10)


def test_gunicorns_logs_never_hold_a_ticket(gunicorn: Gunicorn) -> None:
    """Production's server: a ticket issued, refused with a token, sent to another route, spent by a stream
    request that fails, and refused when used again; its access log and error log hold none of it."""
    port = gunicorn.port
    status, body = call(port, "POST", "/v1/games", {"game": "bombs", "players": [{"name": n} for n in "abcd"]})
    assert status == 201, body
    created = orjson.loads(body)
    game_id, token = created["id"], created["tokens"][0]["token"]
    seat = {"Authorization": f"Bearer {token}"}
    status, body = call(port, "POST", f"/v1/games/{game_id}/stream-tickets", headers=seat)
    assert status == 201, body
    ticket = orjson.loads(body)["ticket"]
    stream = f"/v1/games/{game_id}/stream?ticket={ticket}"
    assert call(port, "GET", stream, headers=seat)[0] == 400  # conflicting-credentials: not spent
    assert call(port, "GET", f"/v1/games/{game_id}/events?ticket={ticket}")[0] == 400
    assert call(port, "GET", stream, headers={"Last-Event-ID": "999999"})[0] == 400  # spent, then refused
    assert call(port, "GET", stream)[0] == 401
    gunicorn.process.terminate()
    gunicorn.process.wait(30)
    logged = gunicorn.access_log.read_text()
    assert logged.count(f'"GET /v1/games/{game_id}/stream" ') == 3
    assert ticket not in logged
    assert ticket not in gunicorn.error_log.read_text()
