"""``api.query``: one parser of every route's query string, and the 400 ``invalid-query`` problems it answers."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask, Response, jsonify
from flask.testing import FlaskClient

from api.errors import register_error_handlers
from api.query import invalid_query, parse_query
from api.schemas.events import DEFAULT_LIMIT, EventsQuerySchema
from api.schemas.stream import StreamQuerySchema

_EVENTS = EventsQuerySchema()
_STREAM = StreamQuerySchema()


@pytest.fixture
def client() -> FlaskClient:
    """A bare app with the API's error handlers and routes that parse a query, or refuse one that fits."""
    app = Flask(__name__)
    register_error_handlers(app)

    @app.get("/events")
    def events() -> Response:
        return jsonify(parse_query(_EVENTS))

    @app.get("/stream")
    def stream() -> Response:
        return jsonify(parse_query(_STREAM))

    @app.get("/past-head")
    def past_head() -> Response:
        parse_query(_EVENTS)
        raise invalid_query("after is past the game's last version 3", version=3)

    return app.test_client()


def problem_of(client: FlaskClient, url: str) -> dict[str, Any]:
    response = client.get(url)
    assert response.status_code == 400
    assert response.mimetype == "application/problem+json"
    body: dict[str, Any] = response.get_json()
    return body


def test_a_query_that_fits_is_loaded_with_its_defaults(client: FlaskClient) -> None:
    assert client.get("/events").get_json() == {"after": -1, "limit": DEFAULT_LIMIT, "wait": 0.0}
    assert client.get("/events?after=7&limit=2&wait=1.5").get_json() == {"after": 7, "limit": 2, "wait": 1.5}
    assert client.get("/stream").get_json() == {"after": None, "ticket": None, "state": False, "form": None}


@pytest.mark.parametrize(
    ("url", "errors"),
    [
        ("/events?after=abc", {"after": ["Not a valid integer."]}),
        ("/events?after=-2", {"after": [f"Must be greater than or equal to -1 and less than or equal to {2**53-1}."]}),
        ("/events?limit=0", {"limit": ["Must be greater than or equal to 1 and less than or equal to 1000."]}),
        ("/events?wait=nan", {"wait": ["Special numeric values (nan or infinity) are not permitted."]}),
        ("/events?token=x1", {"token": ["Unknown field."]}),
        ("/stream?after=", {"after": ["Not a valid integer."]}),
    ],
)
def test_a_query_that_does_not_fit_is_invalid_query_naming_the_fields(
    client: FlaskClient, url: str, errors: dict[str, list[str]]
) -> None:
    """400 ``invalid-query``, the same detail for every route, and ``errors`` as the schema says them."""
    body = problem_of(client, url)
    assert body["code"] == "invalid-query" and body["status"] == 400
    assert body["detail"] == "the query does not fit; see errors"
    assert body["errors"] == errors


def test_a_repeated_parameter_is_invalid_query_before_the_schema(client: FlaskClient) -> None:
    body = problem_of(client, "/events?after=1&after=2")
    assert (body["code"], body["detail"]) == ("invalid-query", "give each query parameter at most once")
    assert "errors" not in body


def test_a_query_that_fits_its_schema_but_not_the_game_is_refused_with_its_own_detail(client: FlaskClient) -> None:
    body = problem_of(client, "/past-head?after=9")
    assert body["code"] == "invalid-query"
    assert body["detail"] == "after is past the game's last version 3"
    assert body["version"] == 3
    assert body["instance"] == "/past-head"
