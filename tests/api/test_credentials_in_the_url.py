"""A credential in the URL is refused on every route with 400 ``invalid-query``, before the route runs; the
query parameters the routes take are left alone."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
import yaml

from api.auth import is_credential_param

if TYPE_CHECKING:
    from werkzeug.test import TestResponse

    from tests.api.conftest import Http

SPEC = yaml.safe_load((Path(__file__).resolve().parents[2] / "openapi.yaml").read_text())
OPERATIONS = sorted(
    (path, method) for path, item in SPEC["paths"].items() for method in item if method in {"get", "post"}
)


def call(http: Http, method: str, path: str, query: str, token: str | None = None) -> TestResponse:
    """``method`` on ``path`` with ``query``; a POST sends a JSON body that the route would take."""
    headers = http.bearer(token) if token else {}
    body: Any = {"type": "pass"} if path.endswith("/commands") else {"game": "bombs", "players": [{"name": "a"}]}
    if method == "post":
        return http.client.post(f"{path}?{query}", json=body, headers=headers)
    return http.client.get(f"{path}?{query}", headers=headers)


def assert_refused(response: TestResponse, name: str) -> None:
    """400 invalid-query naming the parameter, never its value."""
    assert response.status_code == 400, response.get_data(as_text=True)
    assert response.mimetype == "application/problem+json"
    problem = response.get_json()
    assert problem["code"] == "invalid-query"
    assert name in problem["errors"]
    assert "s3cret" not in response.get_data(as_text=True)


@pytest.fixture
def match(http: Http) -> tuple[str, dict[int, str]]:
    """A match of 6 (tables t0 and t1): its id serves every route, tables included."""
    created = http.create(players=[{"name": f"p{i}"} for i in range(6)], options={"window_ms": 0})
    return created["id"], http.tokens(created)


@pytest.mark.parametrize(("path", "method"), OPERATIONS)
def test_a_token_in_the_query_is_refused_on_every_route_of_the_spec(
    http: Http, match: tuple[str, dict[int, str]], path: str, method: str
) -> None:
    """``?token=`` is 400 ``invalid-query`` on each documented route, with or without a bearer token: the rule
    runs before any route reads its query, its token or its body."""
    game_id, tokens = match
    url = path.replace("{game_id}", game_id).replace("{key}", "t0")
    assert_refused(call(http, method, url, "token=s3cret"), "token")
    assert_refused(call(http, method, url, "after=-1&token=s3cret", tokens[0]), "token")


@pytest.mark.parametrize(
    "name", ["token", "TOKEN", "access_token", "id_token", "seat-token", "auth", "Authorization", "bearer",
             "api_key", "api-key", "apikey", "password", "secret"]
)
def test_every_name_that_says_credential_is_refused(http: Http, name: str) -> None:
    """Common spellings of a credential parameter, in any case."""
    assert_refused(http.client.get(f"/v1/game-types?{name}=s3cret"), name)


@pytest.mark.parametrize("name", ["after", "wait", "limit", "form", "at", "as", "full", "ticket", "key", "keys"])
def test_the_parameters_routes_take_and_a_future_ticket_are_not_credentials(name: str) -> None:
    """The query parameters of every route, ``ticket`` and ``key`` pass the name rule (a ticket is read by the
    stream alone and refused elsewhere: ``api.auth.URL_CREDENTIALS``)."""
    assert not is_credential_param(name)


def test_legit_queries_still_answer_on_the_routes_that_take_them(
    http: Http, match: tuple[str, dict[int, str]]
) -> None:
    """The rule leaves ``after``, ``limit``, ``form``, the replay's ``at`` and the stream's ``ticket`` to their
    routes (a ticket on any other route is refused: tests/api/test_stream_tickets.py)."""
    game_id, tokens = match
    seat = http.bearer(tokens[0])
    assert http.client.get(f"/v1/games/{game_id}/events?after=-1&limit=5").status_code == 200
    assert http.client.get(f"/v1/games/{game_id}/tables/t0/events?after=0&limit=2").status_code == 200
    assert http.client.get(f"/v1/games/{game_id}/legal-commands?form=compact", headers=seat).status_code == 200
    assert http.client.get(f"/v1/games/{game_id}/replay?at=0", headers=seat).status_code == 200
    assert http.client.get(f"/v1/games/{game_id}/stream?ticket=abc").get_json()["code"] == "ticket-invalid"
    player, command = first_legal(http, game_id, tokens)
    key = {**http.bearer(tokens[player]), "Idempotency-Key": "token"}
    assert http.client.post(f"/v1/games/{game_id}/commands", json=command, headers=key).status_code == 200


def first_legal(http: Http, game_id: str, tokens: dict[int, str]) -> tuple[int, Any]:
    """The first player with a legal command, and that command."""
    for player, token in tokens.items():
        listed = http.client.get(f"/v1/games/{game_id}/legal-commands", headers=http.bearer(token)).get_json()
        if listed["commands"]:
            return player, listed["commands"][0]
    raise AssertionError("nobody can move")


@pytest.mark.parametrize(
    ("encoded", "name"),
    [
        ("token%00", "token\x00"),
        ("%00token", "\x00token"),
        ("to%E2%80%8Bken", "to\u200bken"),  # a zero-width space
        ("%EF%BD%94%EF%BD%8F%EF%BD%8B%EF%BD%85%EF%BD%8E", "ｔｏｋｅｎ"),  # full-width
        ("%20Token%09", " Token\t"),
        ("ticket%00", "ticket\x00"),  # a stream ticket's name, bent: refused even on a stream's own route
    ],
)
def test_a_credential_name_bent_by_a_control_or_invisible_character_is_refused_too(
    http: Http, encoded: str, name: str
) -> None:
    """The probe's find: ``?token%00=...`` answered 200 on a game's view, /readyz and /export. Names are compared
    normalised (NFKC, case-folded, without control, format or space characters)."""
    game_id, tokens = http.fixed_game()
    for path in (f"/v1/games/{game_id}", f"/v1/games/{game_id}/export", "/readyz", f"/v1/games/{game_id}/stream"):
        response = http.client.get(f"{path}?{encoded}={tokens[0]}")
        assert_refused(response, name)
        assert tokens[0] not in response.get_data(as_text=True)
