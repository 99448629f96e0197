"""A search bot's think time as a seat option of POST /v1/games (``{"bot": "search", "think_ms": 800}``): stored,
shown beside the kind in the waiting view and the listings, and refused with any other kind, out of range or not
an integer."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import orjson
import pytest
from flask.testing import FlaskClient

from domain.lobby import lobby_id
from domain.search import MAX_THINK_MS, THINK_MS
from eventstore.keys import record_key
from eventstore.store import RedisEventStore

if TYPE_CHECKING:
    from tests.api.conftest import Http


def seats(body: dict[str, Any]) -> list[tuple[str | None, int | None]]:
    return [(s["bot"], s["think_ms"]) for s in body["seats"]]


def listed(client: FlaskClient, status: str, game_id: str) -> dict[str, Any]:
    games = client.get(f"/v1/games?status={status}&game=bombs").get_json()["games"]
    [game] = [g for g in games if g["id"] == game_id]
    return game  # type: ignore[no-any-return]


def test_a_search_seats_think_time_is_stored_and_shown_beside_its_kind(http: Http) -> None:
    players = [
        {"name": "ann"},
        {"bot": "search", "think_ms": 800},
        {"bot": "search"},
        {"bot": "greedy"},
        {"open": True},
    ]
    created = http.create(players=players, options={"window_ms": 0, "hands": 1})
    game_id, view = created["id"], created["view"]
    assert view["kind"] == "waiting"
    shown = [(None, None), ("search", 800), ("search", THINK_MS), ("greedy", None), (None, None)]
    assert seats(view) == shown
    assert seats(http.view(game_id)) == shown
    assert seats(listed(http.client, "waiting", game_id)) == shown
    store = RedisEventStore(http.redis, http.settings.key_prefix)
    lobby = store.record(lobby_id(game_id))
    assert lobby is not None and [s.think_ms for s in lobby.seats] == [None, 800, None, None, None]
    raw = http.redis.hget(record_key(http.settings.key_prefix, lobby_id(game_id)), "seats")
    stored = orjson.loads(raw)  # type: ignore[arg-type]
    assert ["think_ms" in s for s in stored] == [False, True, False, False, False], "stored only when given"

    joined = http.client.post(f"/v1/games/{game_id}/join", json={"name": "bo"})
    assert joined.status_code == 201 and joined.get_json()["status"] == "active"
    game = store.record(game_id)
    assert game is not None and [s.think_ms for s in game.seats] == [None, 800, None, None, None]
    assert seats(listed(http.client, "active", game_id)) == shown


def test_the_think_time_may_be_anything_from_1_to_the_most(http: Http) -> None:
    for think in (1, MAX_THINK_MS, 250.0):
        created = http.create(players=[{"bot": "search", "think_ms": think}, {"name": "ann"}, {"open": True}])
        assert seats(created["view"])[0] == ("search", int(think))


OUT_OF_RANGE = f"Must be greater than or equal to 1 and less than or equal to {MAX_THINK_MS}."
NOT_SEARCH = "Only a 'search' bot thinks for a time: send 'think_ms' with \"bot\": \"search\", or leave it out."


@pytest.mark.parametrize(
    ("seat", "message"),
    [
        ({"bot": "search", "think_ms": 0}, OUT_OF_RANGE),
        ({"bot": "search", "think_ms": -300}, OUT_OF_RANGE),
        ({"bot": "search", "think_ms": MAX_THINK_MS + 1}, OUT_OF_RANGE),
        ({"bot": "search", "think_ms": "800"}, "Not a valid integer."),
        ({"bot": "search", "think_ms": 800.5}, "Not a valid integer."),
        ({"bot": "search", "think_ms": True}, "Not a valid integer."),
        ({"bot": "search", "think_ms": None}, "Field may not be null."),
        ({"bot": "random", "think_ms": 800}, NOT_SEARCH),
        ({"bot": "greedy", "think_ms": 300}, NOT_SEARCH),
        ({"name": "cy", "think_ms": 800}, NOT_SEARCH),
        ({"open": True, "think_ms": 800}, NOT_SEARCH),
    ],
)
def test_a_think_time_out_of_range_not_an_integer_or_not_a_search_bots_is_refused(
    client: FlaskClient, seat: dict[str, Any], message: str
) -> None:
    """A body that does not fit its schema, as every other: 400 ``invalid-body``, the reason at the seat's
    ``think_ms``; nothing is created."""
    body = {"game": "bombs", "players": [{"name": "ann"}, seat, {"bot": "random"}]}
    response = client.post("/v1/games", json=body)
    assert response.status_code == 400 and response.mimetype == "application/problem+json"
    problem = response.get_json()
    assert problem["code"] == "invalid-body"
    [got] = problem["errors"]["players"]["1"]["think_ms"]
    assert got == message
