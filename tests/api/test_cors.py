"""Web front ends on other origins may call the API: CORS headers on answers and preflights."""

from __future__ import annotations

from flask.testing import FlaskClient


def test_a_preflight_allows_the_headers_a_client_sends(client: FlaskClient) -> None:
    """The preflight of a command names the methods and the request headers the API reads."""
    response = client.options(
        "/v1/games/somegame/commands",
        headers={"Origin": "https://table.example", "Access-Control-Request-Method": "POST"},
    )
    assert response.status_code == 200
    assert response.headers["Access-Control-Allow-Origin"] == "*"
    assert "POST" in response.headers["Access-Control-Allow-Methods"]
    allowed = response.headers["Access-Control-Allow-Headers"]
    assert all(h in allowed for h in ("Authorization", "Idempotency-Key", "If-Match", "Content-Type", "Prefer"))


def test_answers_and_errors_expose_the_headers_clients_read(client: FlaskClient) -> None:
    """ETag, Location and the rest are readable from a page of another origin, on errors as well."""
    page = {"Origin": "https://table.example"}
    for response in (client.get("/v1/game-types", headers=page), client.get("/v1/games/nosuchgame", headers=page)):
        assert response.headers["Access-Control-Allow-Origin"] == "*"
        exposed = response.headers["Access-Control-Expose-Headers"]
        assert all(h in exposed for h in ("ETag", "Idempotent-Replayed", "Preference-Applied", "Powderkeg-Table"))
        assert "Origin" in response.vary


def test_a_request_without_origin_gets_no_cors_headers_but_varies_on_it(client: FlaskClient) -> None:
    """An app, a server or a same-origin read sends no Origin: no CORS header is sent (160 bytes an answer), and
    the answer says it varies on Origin, so that no cache gives it to a page of another origin."""
    for response in (client.get("/v1/game-types"), client.get("/v1/games/nosuchgame")):
        assert not [name for name in response.headers.keys() if name.startswith("Access-Control-")]
        assert "Origin" in response.vary
