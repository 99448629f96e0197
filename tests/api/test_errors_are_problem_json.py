"""Every error status the API answers is application/problem+json with a stable code, and a refused command
appends nothing."""

from __future__ import annotations

import dataclasses
import logging
from typing import TYPE_CHECKING, Any

import pytest
from flask import Flask
from werkzeug.test import TestResponse

from api.http import MAX_BODY_BYTES
from api.schemas.games import MAX_PLAYERS
from api.schemas.problems import ProblemSchema
from powderkeg.wiring import create_app
from settings import Settings
from settings.values import rate_limits

if TYPE_CHECKING:
    from tests.api.conftest import Http


def assert_problem(response: TestResponse, status: int, code: str) -> dict[str, Any]:
    """The response is a problem of ``status`` and ``code``; returns its body."""
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == "application/problem+json"
    body: dict[str, Any] = response.get_json()
    assert ProblemSchema().validate(body) == {}
    assert (body["status"], body["code"]) == (status, code)
    assert body["type"].endswith(code)
    return body


@pytest.fixture
def game(http: Http) -> tuple[str, dict[int, str]]:
    """A fixed one-hand game of 4 people."""
    return http.fixed_game()


def refused(http: Http, game: tuple[str, dict[int, str]], seat: int, body: Any, **kwargs: Any) -> TestResponse:
    """POST a command that must be refused, and check the stream did not grow."""
    game_id, tokens = game
    length = http.stream_length(game_id)
    response = http.command(game_id, tokens[seat], body, **kwargs)
    assert http.stream_length(game_id) == length
    return response


@pytest.mark.parametrize(
    ("seat", "body", "code"),
    [
        (1, {"type": "play", "cards": ["6C", "6D", "6H"]}, "lead-cannot-be-bombed"),
        (1, {"type": "play", "cards": ["3D"]}, "not-your-turn"),
        (0, {"type": "play", "cards": ["AS"]}, "not-in-hand"),
        (0, {"type": "pass"}, "cannot-pass-lead"),
        (0, {"type": "waive"}, "nothing-to-waive"),
        (0, {"type": "play", "cards": ["5C", "KH"]}, "not-a-combination"),
    ],
)
def test_rule_refusals_are_422_with_the_rules_code(
    http: Http, game: tuple[str, dict[int, str]], seat: int, body: dict[str, Any], code: str
) -> None:
    """An illegal move is 422 with the rule's code."""
    assert_problem(refused(http, game, seat, body), 422, code)


def test_a_follow_that_does_not_beat_is_422_does_not_beat(http: Http, game: tuple[str, dict[int, str]]) -> None:
    """A single of the same rank does not beat the single on top."""
    game_id, tokens = game
    assert http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}).status_code == 200
    assert_problem(refused(http, game, 1, {"type": "play", "cards": ["3D"]}), 422, "does-not-beat")


@pytest.mark.parametrize(
    ("body", "code", "field"),
    [
        ({"type": "pass", "cards": []}, "invalid-body", "cards"),
        ({"type": "play"}, "invalid-body", "cards"),
        ({"type": "play", "cards": ["3C" * 5]}, "invalid-body", "cards"),
        ({"type": "play", "cards": ["3C"] * 61}, "invalid-body", "cards"),
        ({"type": "play", "cards": "3C"}, "invalid-body", "cards"),
        ({"type": "request", "rank": 7}, "invalid-body", "rank"),
        ({"cards": ["3C"]}, "invalid-body", "type"),
        (["play", "3C"], "invalid-body", "_schema"),
    ],
)
def test_bodies_that_do_not_fit_the_command_schema_are_400_invalid_body(
    http: Http, game: tuple[str, dict[int, str]], body: Any, code: str, field: str
) -> None:
    """Unknown fields, missing fields, over-long strings and lists are refused before the rules see them."""
    problem = assert_problem(refused(http, game, 0, body), 400, code)
    assert field in problem["errors"]


def test_an_unknown_command_type_is_400_and_lists_the_games_commands(
    http: Http, game: tuple[str, dict[int, str]]
) -> None:
    """The problem names the command types the game has."""
    problem = assert_problem(refused(http, game, 0, {"type": "bomb", "cards": ["3C"]}), 400, "unknown-command")
    assert "play" in problem["command_types"]
    assert_problem(refused(http, game, 0, {"type": 7}), 400, "unknown-command")


def test_malformed_json_and_a_wrong_content_type_are_400_malformed_json(
    http: Http, game: tuple[str, dict[int, str]]
) -> None:
    """The body must be JSON sent as JSON."""
    game_id, tokens = game
    path = f"/v1/games/{game_id}/commands"
    auth = http.bearer(tokens[0])
    for data, content_type in (('{"type": "pass"', "application/json"), ('{"type": "pass"}', "text/plain")):
        response = http.client.post(path, data=data, content_type=content_type, headers=auth)
        assert_problem(response, 400, "malformed-json")
    nested = "[" * 5000 + "]" * 5000
    assert_problem(
        http.client.post(path, data=nested, content_type="application/json", headers=auth),
        400,
        "malformed-json",
    )
    assert_problem(http.client.post("/v1/games", data="{", content_type="application/json"), 400, "malformed-json")
    assert http.stream_length(game_id) == 2


def test_a_body_over_the_size_limit_is_413_body_too_large(http: Http, game: tuple[str, dict[int, str]]) -> None:
    """The server reads at most MAX_BODY_BYTES of a body."""
    game_id, tokens = game
    big = '{"type": "play", "cards": ["' + "x" * MAX_BODY_BYTES + '"]}'
    response = http.client.post(
        f"/v1/games/{game_id}/commands",
        data=big,
        content_type="application/json",
        headers=http.bearer(tokens[0]),
    )
    assert_problem(response, 413, "body-too-large")
    assert http.stream_length(game_id) == 2


def test_create_bodies_are_bounded(http: Http) -> None:
    """Over-long names, too many players or options, and unknown fields are 400 invalid-body."""
    people = [{"name": "a"}, {"name": "b"}, {"name": "c"}]
    cases: list[dict[str, Any]] = [
        {"game": "b" * 33, "players": people},
        {"game": "bombs", "players": [{"name": "n" * 41}, *people[1:]]},
        {"game": "bombs", "players": [{"name": "p"}] * (MAX_PLAYERS + 1)},
        {"game": "bombs", "players": []},
        {"game": "bombs", "players": people, "options": {f"o{i}": 1 for i in range(17)}},
        {"game": "bombs", "players": people, "options": {"window_ms": [1]}},
        {"game": "bombs", "players": people, "options": {"window_ms": "x" * 65}},
        {"game": "bombs", "players": people, "seats": 3},
        {"players": people},
    ]
    for body in cases:
        assert_problem(http.client.post("/v1/games", json=body), 400, "invalid-body")


def test_bad_headers_are_400(http: Http, game: tuple[str, dict[int, str]]) -> None:
    """A malformed If-Match or Idempotency-Key is refused before the command is judged."""
    body = {"type": "play", "cards": ["3C"]}
    for value in ("12", 'W/"2"', '"two"', '"1", "2"'):
        assert_problem(refused(http, game, 0, body, headers={"If-Match": value}), 400, "malformed-if-match")
    for value in ("", "with space", "k" * 65, 'quo"te'):
        response = refused(http, game, 0, body, headers={"Idempotency-Key": value})
        assert_problem(response, 400, "malformed-idempotency-key")


def test_a_stale_if_match_is_409_version_conflict(http: Http, game: tuple[str, dict[int, str]]) -> None:
    """If-Match of a version the game has left is refused."""
    response = refused(http, game, 0, {"type": "play", "cards": ["3C"]}, headers={"If-Match": '"0"'})
    assert_problem(response, 409, "version-conflict")


def test_commands_and_legal_commands_need_a_seat_token(http: Http, game: tuple[str, dict[int, str]]) -> None:
    """Without Authorization the answer is 401 missing-token, with a Bearer challenge."""
    game_id, _ = game
    response = http.client.post(f"/v1/games/{game_id}/commands", json={"type": "pass"})
    assert_problem(response, 401, "missing-token")
    assert response.headers["WWW-Authenticate"].startswith("Bearer")
    assert_problem(http.client.get(f"/v1/games/{game_id}/legal-commands"), 401, "missing-token")
    assert http.stream_length(game_id) == 2


def test_unknown_tokens_are_401_on_every_route(http: Http, game: tuple[str, dict[int, str]]) -> None:
    """A token naming no seat (or not sent as Bearer) is 401 unknown-token, for reads too."""
    game_id, tokens = game
    forged = game_id + "." + "A" * 43
    headers_list = [http.bearer(forged), http.bearer("nonsense"), {"Authorization": f"Basic {tokens[0]}"}]
    for headers in headers_list:
        for path in (
            f"/v1/games/{game_id}",
            f"/v1/games/{game_id}/events",
            f"/v1/games/{game_id}/legal-commands",
        ):
            assert_problem(http.client.get(path, headers=headers), 401, "unknown-token")
        response = http.client.post(f"/v1/games/{game_id}/commands", json={"type": "pass"}, headers=headers)
        assert_problem(response, 401, "unknown-token")
    assert http.stream_length(game_id) == 2


def test_a_token_of_another_game_is_403_foreign_token(http: Http, game: tuple[str, dict[int, str]]) -> None:
    """A valid token sent to the wrong game is told apart from an unknown one."""
    game_id, _ = game
    _, other_tokens = http.fixed_game()
    headers = http.bearer(other_tokens[0])
    assert_problem(http.client.get(f"/v1/games/{game_id}", headers=headers), 403, "foreign-token")
    response = http.client.post(f"/v1/games/{game_id}/commands", json={"type": "pass"}, headers=headers)
    assert_problem(response, 403, "foreign-token")
    assert http.stream_length(game_id) == 2


def test_unknown_games_and_routes_are_404_and_wrong_methods_405(http: Http, game: tuple[str, dict[int, str]]) -> None:
    """404 game-not-found for a game id, not-found for an address, 405 with Allow for a method."""
    _, tokens = game
    assert_problem(http.client.get("/v1/games/nosuchgame"), 404, "game-not-found")
    assert_problem(http.client.get("/v1/games/not{a}valid{id}"), 404, "game-not-found")
    response = http.client.post("/v1/games/nosuchgame/commands", json={"type": "pass"}, headers=http.bearer(tokens[0]))
    assert_problem(response, 404, "game-not-found")
    assert_problem(http.client.get("/v1/nowhere"), 404, "not-found")
    response = http.client.delete("/v1/games")
    assert_problem(response, 405, "method-not-allowed")
    assert "POST" in response.headers["Allow"]


def test_bad_event_queries_are_400_invalid_query(http: Http, game: tuple[str, dict[int, str]]) -> None:
    """after and wait are bounded numbers; anything else in the query is refused."""
    game_id, _ = game
    for query in (
        "after=-2",
        "after=x",
        "after=1.5",
        "wait=31",
        "wait=-1",
        "wait=nan",
        "since=1",
        "after=1&after=2",
        "after=99",
    ):
        assert_problem(http.client.get(f"/v1/games/{game_id}/events?{query}"), 400, "invalid-query")


def test_too_many_requests_is_429_with_retry_after(settings: Settings) -> None:
    """With a rate limit configured, a client past its budget is told when to come back."""
    client = create_app(dataclasses.replace(settings, rate_limit=rate_limits("x", "reads=2/m"))).test_client()
    assert client.get("/v1/game-types").status_code == 200
    assert client.get("/v1/game-types").status_code == 200
    response = client.get("/v1/game-types")
    assert_problem(response, 429, "too-many-requests")
    assert int(response.headers["Retry-After"]) >= 1
    assert client.get("/healthz").status_code == 200


def test_an_unexpected_error_is_500_without_details_in_the_body_or_the_log(
    app: Flask, caplog: pytest.LogCaptureFixture
) -> None:
    """The body says only that it failed; the log has the stack but not the message (it could hold a card)."""

    hidden = ["7H", "7S"]

    def explode() -> None:
        raise RuntimeError(f"the hand of seat 2 is {hidden}")

    app.add_url_rule("/v1/explode", view_func=explode)
    with caplog.at_level(logging.ERROR, logger="api.errors"):
        response = app.test_client().get("/v1/explode")
    problem = assert_problem(response, 500, "internal-error")
    assert "7H" not in response.get_data(as_text=True)
    assert "RuntimeError" in caplog.text and "explode" in caplog.text
    assert "7H" not in caplog.text
    assert problem["instance"] == "/v1/explode"


def test_a_redis_that_does_not_answer_is_503(settings: Settings) -> None:
    """The store being down is a 503 store-unavailable, and /healthz says so."""
    down = dataclasses.replace(settings, redis_url="redis://127.0.0.1:1/0")
    client = create_app(down).test_client()
    response = client.get("/v1/games/somegame")
    assert_problem(response, 503, "store-unavailable")
    assert response.headers["Retry-After"] == "1"
    health = client.get("/healthz")
    assert health.status_code == 503
    assert health.get_json() == {
        "status": "unavailable",
        "redis": False,
        "timers": {"processing": False, "heartbeat_age_s": None},
    }
