"""The OpenAPI build adds the responses every operation shares (``api/openapi/shared.py``), and refuses a route
docstring that lists one of them itself: a route's docstring holds only what is its own."""

from __future__ import annotations

from typing import Any

import pytest
import yaml
from apispec.yaml_utils import load_operations_from_docstring
from flask import Flask, Response

from api.openapi.build import build
from api.openapi.shared import SHARED, SharedResponseListed, with_shared
from api.ratelimit import UNLIMITED_PATHS
from domain.games import GAMES
from tests.support.contract import SPEC_PATH

HTTP_METHODS = {"get", "post", "put", "patch", "delete"}
#: Component parameters as the build has them: one in the query, one in the path.
PARAMETERS = {"After": {"name": "after", "in": "query"}, "GameId": {"name": "game_id", "in": "path"}}


def shared(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/responses/{name}"}


def own(description: str = "Its own.") -> dict[str, Any]:
    return {"description": description}


def operations() -> list[tuple[str, str, dict[str, Any]]]:
    """Every operation of the committed openapi.yaml, as (path, method, operation)."""
    document = yaml.safe_load(SPEC_PATH.read_text())
    return [
        (path, method, operation)
        for path, item in document["paths"].items()
        for method, operation in item.items()
        if method in HTTP_METHODS
    ]


def test_an_operation_gets_the_shared_responses_in_status_order() -> None:
    operation: dict[str, Any] = {"responses": {"200": own(), "404": own()}, "operationId": "x"}
    with_shared("GET /x", operation, PARAMETERS)
    assert list(operation["responses"].items()) == [
        ("200", own()),
        ("400", shared("CredentialInQuery")),
        ("404", own()),
        ("429", shared("TooManyRequests")),
        ("500", shared("InternalError")),
        ("503", shared("StoreUnavailable")),
    ]
    assert list(operation) == ["responses", "operationId"]


@pytest.mark.parametrize(
    ("parameters", "answer"),
    [
        ([], "CredentialInQuery"),
        ([{"$ref": "#/components/parameters/GameId"}], "CredentialInQuery"),
        ([{"name": "X-Thing", "in": "header"}], "CredentialInQuery"),
        ([{"$ref": "#/components/parameters/GameId"}, {"$ref": "#/components/parameters/After"}], "InvalidQuery"),
        ([{"name": "form", "in": "query"}], "InvalidQuery"),
    ],
)
def test_the_400_is_invalid_query_where_the_operation_takes_query_parameters(
    parameters: list[dict[str, Any]], answer: str
) -> None:
    operation: dict[str, Any] = {"parameters": parameters, "responses": {"200": own()}}
    with_shared("GET /x", operation, PARAMETERS)
    assert operation["responses"]["400"] == shared(answer)


def test_an_operation_keeps_its_own_answer_to_a_shared_status() -> None:
    operation: dict[str, Any] = {"responses": {"200": own(), "400": own("A body."), "503": own("Not ready.")}}
    with_shared("GET /x", operation, PARAMETERS)
    assert operation["responses"]["400"] == own("A body.")
    assert operation["responses"]["503"] == own("Not ready.")
    assert operation["responses"]["500"] == shared("InternalError")


def test_an_operation_that_never_touches_the_store_or_the_rate_limit_says_so() -> None:
    operation: dict[str, Any] = {"x-store": False, "x-rate-limited": False, "responses": {"200": own()}}
    with_shared("GET /x", operation, PARAMETERS)
    assert list(operation["responses"]) == ["200", "400", "500"]
    assert "x-store" not in operation and "x-rate-limited" not in operation


@pytest.mark.parametrize(
    ("status", "name"),
    [("400", "InvalidQuery"), ("400", "CredentialInQuery"), ("429", "TooManyRequests"), ("500", "InternalError")]
    + [("503", "StoreUnavailable")],
)
def test_an_operation_that_lists_a_shared_response_is_refused(status: str, name: str) -> None:
    operation: dict[str, Any] = {"responses": {"200": own(), status: shared(name)}}
    with pytest.raises(SharedResponseListed, match=f"GET /x lists {status} .*{name}"):
        with_shared("GET /x", operation, PARAMETERS)


def test_the_build_refuses_a_route_docstring_that_lists_a_shared_response() -> None:
    app = Flask(__name__)

    @app.get("/v1/thing")
    def thing() -> Response:
        """A thing.

        ---
        get:
          responses:
            '200': {description: The thing.}
            '429': {$ref: '#/components/responses/TooManyRequests'}
        """
        return Response()

    with pytest.raises(SharedResponseListed, match="GET /v1/thing lists 429"):
        build(app, GAMES)


def test_the_build_adds_the_shared_responses_to_a_route_docstring() -> None:
    app = Flask(__name__)

    @app.get("/v1/thing")
    def thing() -> Response:
        """A thing.

        ---
        get:
          parameters:
          - After
          x-rate-limited: false
          responses:
            '200': {description: The thing.}
        """
        return Response()

    operation = build(app, GAMES)["paths"]["/v1/thing"]["get"]
    assert operation["responses"] == {
        "200": own("The thing."),
        "400": shared("InvalidQuery"),
        "500": shared("InternalError"),
        "503": shared("StoreUnavailable"),
    }
    assert "x-rate-limited" not in operation


def test_no_route_docstring_lists_a_shared_response(app: Flask) -> None:
    for endpoint, view in app.view_functions.items():
        for method, operation in load_operations_from_docstring(view.__doc__ or "").items():
            listed = {s: r["$ref"] for s, r in operation.get("responses", {}).items() if "$ref" in r}
            assert not {s for s, ref in listed.items() if ref.rpartition("/")[2] in SHARED}, (endpoint, method)


def test_the_document_says_429_exactly_where_the_rate_limit_applies() -> None:
    """The operations ``x-rate-limited: false`` takes 429 off are the paths ``api.app`` never limits."""
    for path, method, operation in operations():
        assert ("429" in operation["responses"]) == (path not in UNLIMITED_PATHS), (path, method)


def test_every_operation_answers_500_and_400() -> None:
    for path, method, operation in operations():
        assert operation["responses"]["500"] == shared("InternalError"), (path, method)
        assert "400" in operation["responses"], (path, method)
