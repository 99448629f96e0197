"""Rated games over HTTP with real workers: players and bots play a rated game to its end, a ``powderkeg
worker`` rates it, the ratings show in the profiles, the game's ratings and the leaderboard; a game that ended
while no worker ran (its worker died) is rated by the next one, and each change is applied once."""

from __future__ import annotations

import os
import random
import subprocess
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pytest

from tests.api.conftest import ROOT
from tests.api.test_players import new_player

if TYPE_CHECKING:
    from tests.api.conftest import Http

DEADLINE_SECONDS = 60


def play_rated(http: Http, game_id: str, keys: list[str], worker: subprocess.Popen[bytes] | None = None) -> None:
    """The players of ``keys`` send random legal commands (bots are the worker's) until the game is over."""
    rng = random.Random(11)
    deadline = time.monotonic() + DEADLINE_SECONDS
    while http.view(game_id)["status"] != "finished":
        assert worker is None or worker.poll() is None, "the worker died"
        assert time.monotonic() < deadline, "the game did not finish"
        moved = False
        for key in keys:
            listed = http.client.get(f"/v1/games/{game_id}/legal-commands", headers=http.bearer(key)).get_json()
            if listed["commands"]:
                # Decided on the version the list holds for: a bot's move meanwhile makes it 409, never 422.
                decided_on = {"If-Match": f'"{listed["version"]}"'}
                sent = http.command(game_id, key, rng.choice(listed["commands"]), decided_on)
                assert sent.status_code in (200, 409), sent.get_json()
                moved = True
                break
        if not moved:
            time.sleep(0.05)  # a bot's turn: the worker plays it


def wait_for(check: Callable[[], Any]) -> Any:
    deadline = time.monotonic() + DEADLINE_SECONDS
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(0.1)
    raise AssertionError("not in time")


def rated_in(player: dict[str, Any], game: str = "bombs") -> dict[str, Any] | None:
    """The player's profile once it shows a rating of ``game`` (None before; a bot's profile is made by its first
    rating, applied after the game's record of the changes, so until then it answers 404 ``player-not-found``)."""
    if "ratings" not in player:
        assert player.get("code") == "player-not-found", player
        return None
    return player if game in player["ratings"] else None


def rated_events(http: Http, player_id: str) -> int:
    stream = f"{http.settings.key_prefix}:{{{player_id}}}:player-events"
    return sum(1 for _, fields in http.redis.xrange(stream) if fields[b"type"] == b"Rated")


def test_a_rated_game_with_a_bot_is_rated_by_the_worker_and_shows_everywhere(
    http: Http, worker: subprocess.Popen[bytes]
) -> None:
    ann = new_player(http, "ann")
    body = {
        "game": "bombs",
        "players": [{"player": "me"}, {"bot": "random"}, {"bot": "random"}],
        "options": {"hands": 1, "window_ms": 0},
        "rated": True,
    }
    created = http.client.post("/v1/games", json=body, headers=http.bearer(ann["key"]))
    assert created.status_code == 201, created.get_json()
    game_id = created.get_json()["id"]
    play_rated(http, game_id, [ann["key"]], worker)
    ratings = wait_for(lambda: http.client.get(f"/v1/games/{game_id}/ratings").get_json().get("changes"))
    assert [c["player"] for c in ratings] == [ann["id"], "p-bot-random", "p-bot-random"]
    assert ratings[0]["name"] == "ann"
    places = [c["place"] for c in ratings]
    # the record of the changes is kept before they are applied to each player, one after the other
    me = wait_for(lambda: rated_in(http.client.get("/v1/players/me", headers=http.bearer(ann["key"])).get_json()))
    assert me["ratings"]["bombs"]["games"] == 1
    if places[0] == 1 and places.count(1) == 1:
        assert me["ratings"]["bombs"]["mu"] > 25  # first alone: up
    if places[0] == max(places) and places.count(places[0]) == 1:
        assert me["ratings"]["bombs"]["mu"] < 25  # last alone: down (a middle place may go either way)
    bot = wait_for(lambda: rated_in(http.client.get("/v1/players/p-bot-random").get_json()))
    assert bot["name"] == "random bot" and bot["ratings"]["bombs"]["games"] >= 1
    board = http.client.get("/v1/leaderboards/bombs").get_json()
    assert board["min_games"] >= 1 and board["next"] is None
    assert http.client.get("/v1/leaderboards/chess").status_code == 404


def test_a_game_that_ended_while_no_worker_ran_is_rated_once_by_the_next_workers(
    http: Http, request: pytest.FixtureRequest
) -> None:
    players = [new_player(http, n) for n in ("ann", "bo", "cy")]
    keys = [p["key"] for p in players]
    body = {
        "game": "bombs",
        "players": [{"player": "me"}, {"open": True}, {"open": True}],
        "options": {"hands": 1, "window_ms": 0},
        "rated": True,
    }
    game_id = http.client.post("/v1/games", json=body, headers=http.bearer(keys[0])).get_json()["id"]
    named = http.client.post(f"/v1/games/{game_id}/join", json={"name": "dan"})
    assert named.status_code == 409 and named.get_json()["code"] == "rated-needs-players"
    for key in keys[1:]:
        assert http.client.post(f"/v1/games/{game_id}/join", json={}, headers=http.bearer(key)).status_code == 201
    play_rated(http, game_id, keys)
    assert http.client.get(f"/v1/games/{game_id}/ratings").get_json()["code"] == "not-rated"

    first: subprocess.Popen[bytes] = request.getfixturevalue("worker")  # the job and the sweep entry wait for it
    wait_for(lambda: http.client.get(f"/v1/games/{game_id}/ratings").status_code == 200)
    wait_for(lambda: all(rated_events(http, p["id"]) == 1 for p in players))
    first.kill()
    first.wait()
    again = subprocess.Popen(first.args, cwd=ROOT, env={**os.environ, **http.settings.to_env()})
    try:
        time.sleep(3)  # past the sweep's grace: anything left to rate would be rated again now
        assert again.poll() is None
    finally:
        again.terminate()
        again.wait(15)
    assert all(rated_events(http, p["id"]) == 1 for p in players)
    places = {c["player"]: c["place"] for c in http.client.get(f"/v1/games/{game_id}/ratings").get_json()["changes"]}
    for player in players:
        me = http.client.get("/v1/players/me", headers=http.bearer(player["key"])).get_json()
        assert me["ratings"]["bombs"]["games"] == 1
        if places[player["id"]] == 1 and list(places.values()).count(1) == 1:
            assert me["ratings"]["bombs"]["mu"] > 25
