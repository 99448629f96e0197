"""Creating games through POST /v1/games, reading them back, and the game types."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

import pytest
from flask.testing import FlaskClient
from marshmallow import ValidationError

from api.schemas import JsonInteger
from api.schemas.games import CreateGameResponseSchema, GameTypesSchema
from api.schemas.views import ViewSchema
from domain.games import GAMES
from powderkeg.wiring import create_app
from settings import Settings

if TYPE_CHECKING:
    from tests.api.conftest import Http


def test_the_bots_a_game_type_offers_are_its_records(client: FlaskClient) -> None:
    """``bots`` of each game type is what the game's record (``GAME.bots``) offers."""
    served = {t["slug"]: t["bots"] for t in client.get("/v1/game-types").get_json()["game_types"]}
    assert served == {slug: list(game.bots) for slug, game in GAMES.items()}


def test_game_types_describe_bombs_with_its_options_and_commands(client: FlaskClient) -> None:
    """GET /v1/game-types serves each game's INFO as data."""
    response = client.get("/v1/game-types")
    assert response.status_code == 200
    body = response.get_json()
    assert GameTypesSchema().validate(body) == {}
    bombs = next(t for t in body["game_types"] if t["slug"] == "bombs")
    assert (bombs["min_players"], bombs["max_players"]) == (3, 40)  # 6 or more: a match at several tables
    assert bombs["options"]["window_ms"] == {
        "default": 3000,
        "kind": "int",
        "doc": bombs["options"]["window_ms"]["doc"],
        "label": "Last call, in milliseconds",
        "minimum": 0,
        "maximum": 60000,
        "choices": [],
        "nullable": False,
    }
    assert {"play", "pass", "waive", "return"} <= set(bombs["commands"])
    assert bombs["bots"] == list(GAMES["bombs"].bots) and "random" in bombs["bots"]


def test_every_option_of_every_game_has_a_label_in_words(client: FlaskClient) -> None:
    """A form names an option by its label; the API name is only a hint beside it."""
    for game_type in client.get("/v1/game-types").get_json()["game_types"]:
        for name, spec in game_type["options"].items():
            assert spec["label"] and spec["label"] != name and "_" not in spec["label"], (game_type["slug"], name)


def test_create_answers_201_with_location_tokens_for_people_and_a_spectator_view(http: Http) -> None:
    """The answer holds the id, one token per human seat, the spectator view and the version."""
    response = http.client.post(
        "/v1/games",
        json={
            "game": "bombs",
            "players": [{"name": "ann"}, {"bot": "random"}, {"name": "cy"}, {"bot": "random"}],
        },
    )
    assert response.status_code == 201
    body = response.get_json()
    assert CreateGameResponseSchema().validate(body) == {}
    assert response.headers["Location"] == f"/v1/games/{body['id']}"
    assert response.headers["ETag"] == f'"{body["version"]}"'
    assert [(t["seat"], t["name"]) for t in body["tokens"]] == [(0, "ann"), (2, "cy")]
    assert all(t["token"].startswith(body["id"] + ".") for t in body["tokens"])
    view = body["view"]
    assert view["hand"] is None
    assert view["version"] == body["version"]
    assert [s["name"] for s in view["seats"]] == ["ann", "bot-1", "cy", "bot-3"]
    assert view["status"] == "active"


def test_a_seat_token_shows_that_seats_hand_and_no_token_shows_none(http: Http) -> None:
    """GET /v1/games/{id} is the bearer's view, or the spectator's without a token."""
    game_id, tokens = http.fixed_game()
    mine = http.view(game_id, tokens[1])
    assert sorted(mine["hand"]) == sorted(http.deal["hands"][1])
    assert ViewSchema().validate(mine) == {}
    assert http.view(game_id)["hand"] is None


def test_if_none_match_with_the_current_etag_answers_304(http: Http) -> None:
    """The ETag is the version; a client holding it gets 304 without a body."""
    game_id, tokens = http.fixed_game()
    first = http.client.get(f"/v1/games/{game_id}", headers=http.bearer(tokens[0]))
    etag = first.headers["ETag"]
    assert etag == f'"{first.get_json()["version"]}"'
    again = http.client.get(f"/v1/games/{game_id}", headers={**http.bearer(tokens[0]), "If-None-Match": etag})
    assert again.status_code == 304
    assert again.data == b""
    stale = http.client.get(f"/v1/games/{game_id}", headers={"If-None-Match": '"0"'})
    assert stale.status_code == 200


def test_a_fixed_deal_is_refused_unless_the_server_is_in_testing_mode(settings: Settings) -> None:
    """Only a server started with POWDERKEG_TESTING=1 accepts a deal."""
    client = create_app(dataclasses.replace(settings, testing=False)).test_client()
    body = {"game": "bombs", "players": [{"name": "a"}, {"name": "b"}, {"name": "c"}], "deal": {"hands": []}}
    response = client.post("/v1/games", json=body)
    assert response.status_code == 422
    assert response.get_json()["code"] == "deal-not-allowed"


def test_setup_refusals_answer_422_with_their_codes(client: FlaskClient) -> None:
    """An unknown game, a wrong player count, a bad option or a bad deal is a 422 with a stable code."""
    three = [{"name": "a"}, {"name": "b"}, {"name": "c"}]
    cases = [
        ({"game": "chess", "players": three}, "unknown-game-type"),
        ({"game": "bombs", "players": three[:2]}, "bad-player-count"),
        ({"game": "bombs", "players": three, "options": {"window_ms": -1}}, "bad-option"),
        ({"game": "bombs", "players": three, "options": {"colour": "red"}}, "bad-option"),
        ({"game": "bombs", "players": three, "deal": {"hands": [["3C"], ["3C"], ["4D"]]}}, "bad-deal"),
    ]
    for body, code in cases:
        response = client.post("/v1/games", json=body)
        assert response.status_code == 422, body
        assert response.mimetype == "application/problem+json"
        assert response.get_json()["code"] == code


def test_every_game_takes_the_player_counts_its_game_type_lists_and_refuses_one_more(client: FlaskClient) -> None:
    """The bounds served by GET /v1/game-types are the ones POST /v1/games applies: a 40-player bombs match is
    created (issue 14), one seat more or fewer than a game takes is a 422 ``bad-player-count``, and more
    seats than any game takes do not fit the request's schema (openapi.yaml's ``maxItems``)."""
    kinds = client.get("/v1/game-types").get_json()["game_types"]
    most = max(kind["max_players"] for kind in kinds)
    assert most == 40
    for kind in kinds:
        low, high = kind["min_players"], kind["max_players"]
        for count, status in ((low, 201), (high, 201), (low - 1, 422), (high + 1, 422 if high < most else 400)):
            body = {"game": kind["slug"], "players": [{"bot": "random"} for _ in range(count)]}
            response = client.post("/v1/games", json=body)
            assert response.status_code == status, (kind["slug"], count, response.get_json())
            expected = {201: None, 422: "bad-player-count", 400: "invalid-body"}[status]
            assert response.get_json().get("code") == expected


def test_a_player_is_a_name_or_a_bot_but_not_both(client: FlaskClient) -> None:
    """Each player gives exactly one of name and bot; a bot policy must be known."""
    for player in ({"name": "a", "bot": "random"}, {}, {"bot": "clever"}, {"name": ""}, {"name": "a\nb"}):
        body = {"game": "bombs", "players": [player, {"name": "b"}, {"name": "c"}]}
        response = client.post("/v1/games", json=body)
        assert response.status_code == 400, player
        assert response.get_json()["code"] == "invalid-body"
        assert "players" in response.get_json()["errors"]


def test_integer_options_follow_json_schema_so_2_0_is_the_integer_2(http: Http) -> None:
    """JSON Schema's integer is a number without a fractional part: an option sent as ``2.0`` is accepted and
    stored as ``2``; ``1.5`` is refused as before."""
    created = http.create(options={"window_ms": 0.0, "hands": 1.0})
    options = created["view"]["options"]
    assert options["hands"] == 1 and isinstance(options["hands"], int) and isinstance(options["window_ms"], int)
    refused = http.client.post(
        "/v1/games", json={"game": "bombs", "players": [{"name": n} for n in "abc"], "options": {"hands": 1.5}}
    )
    assert refused.status_code == 400 and refused.get_json()["code"] == "invalid-body"


@pytest.mark.parametrize(("sent", "loaded"), [(2, 2), (2.0, 2), (-0.0, 0)])
def test_an_integer_field_takes_a_json_number_without_a_fraction(sent: Any, loaded: int) -> None:
    assert JsonInteger().deserialize(sent) == loaded


@pytest.mark.parametrize("sent", [2.5, True, "2", float("inf"), float("nan"), None])
def test_an_integer_field_refuses_fractions_booleans_strings_and_non_numbers(sent: Any) -> None:
    with pytest.raises(ValidationError):
        JsonInteger().deserialize(sent)
