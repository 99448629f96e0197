"""Exploding Aces over HTTP: a full game of clients picking legal commands, a bot game finished by a real
worker, a refused command, and a challenge's private reveal."""

from __future__ import annotations

import random
import subprocess
import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tests.api.conftest import Http

GAME = "exploding-aces"
MAX_COMMANDS = 5_000
DEADLINE_SECONDS = 60
# Seat 0 plays first and holds a Nine; seat 1 holds no Ace; seat 2 holds an Ace.
DEAL: dict[str, Any] = {
    "hands": [["9C", "4H", "QS"], ["7D", "8D", "JS"], ["AS", "3C"], ["5D", "6D"]],
    "deck": ["2C", "3D", "4C", "5C", "6C", "7C", "8C", "10C"],
}


def test_four_clients_picking_legal_commands_finish_a_game(http: Http) -> None:
    """Each seat asks for its legal commands and posts one chosen by a seeded generator, until one survives."""
    created = http.create(options={"window_ms": 0}, game=GAME)
    game_id, tokens = created["id"], http.tokens(created)
    rng = random.Random(7)
    status, sent, seat = created["view"]["status"], 0, 0
    while status != "finished":
        assert sent < MAX_COMMANDS, "the game did not finish"
        listed = http.client.get(f"/v1/games/{game_id}/legal-commands", headers=http.bearer(tokens[seat]))
        assert listed.status_code == 200
        commands = listed.get_json()["commands"]
        if commands:
            response = http.command(game_id, tokens[seat], rng.choice(commands))
            assert response.status_code == 200, response.get_json()
            status = response.get_json()["view"]["status"]
            sent += 1
        seat = (seat + 1) % 4
    view = http.view(game_id)
    winner = view["result"]["winner"]
    assert [s["alive"] for s in view["seats"]] == [s == winner for s in range(4)]
    assert sorted([winner, *view["result"]["eliminated"]]) == [0, 1, 2, 3]
    events = http.client.get(f"/v1/games/{game_id}/events").get_json()["events"]
    assert events[-1]["type"] == "GameFinished" and [e["type"] for e in events[:2]] == ["GameStarted", "Dealt"]


def test_four_bots_finish_their_game_with_a_worker(http: Http, worker: subprocess.Popen[bytes]) -> None:
    """Bot seats act through worker jobs and Nine windows close on their timers until one bot survives."""
    created = http.create(players=[{"bot": "random"}] * 4, options={"window_ms": 50}, game=GAME)
    game_id, view = created["id"], created["view"]
    deadline = time.monotonic() + DEADLINE_SECONDS
    while view["status"] != "finished":
        assert worker.poll() is None, "the worker died"
        assert time.monotonic() < deadline, f"not finished in {DEADLINE_SECONDS} s, at version {view['version']}"
        response = http.client.get(f"/v1/games/{game_id}/events?after={view['version']}&wait=2")
        assert response.status_code == 200
        view = http.view(game_id)
    assert view["result"]["winner"] in range(4)
    events = http.client.get(f"/v1/games/{game_id}/events").get_json()["events"]
    assert events[-1]["type"] == "GameFinished"


def test_an_illegal_command_is_refused_with_the_rules_code_and_appends_nothing(http: Http) -> None:
    """The active player may never play a Nine: 422 problem+json with ``nine-in-own-turn``."""
    created = http.create(options={"window_ms": 0}, deal=DEAL, game=GAME)
    game_id, tokens = created["id"], http.tokens(created)
    before = http.stream_length(game_id)
    response = http.command(game_id, tokens[0], {"type": "play", "cards": ["9C"]})
    assert response.status_code == 422
    assert response.headers["Content-Type"].startswith("application/problem+json")
    assert response.get_json()["code"] == "nine-in-own-turn"
    mixed = http.command(game_id, tokens[0], {"type": "play", "cards": ["4H", "QS"]})
    assert mixed.status_code == 422 and mixed.get_json()["code"] == "not-a-combination"
    assert "AS" not in str(mixed.get_json()) and "7D" not in str(response.get_json())
    assert http.stream_length(game_id) == before


def test_a_challenge_shows_the_hand_to_the_challenger_only(http: Http) -> None:
    """Seat 3 challenges seat 1, who holds no Ace: only seat 3's view of the event shows the hand."""
    created = http.create(options={"window_ms": 0}, deal=DEAL, game=GAME)
    game_id, tokens = created["id"], http.tokens(created)
    response = http.command(game_id, tokens[3], {"type": "challenge", "target": 1})
    assert response.status_code == 200, response.get_json()
    version = response.get_json()["version"]

    def challenged(token: str | None) -> dict[str, Any]:
        headers = http.bearer(token) if token else {}
        events = http.client.get(f"/v1/games/{game_id}/events?after=1", headers=headers).get_json()["events"]
        data: dict[str, Any] = next(e["data"] for e in events if e["type"] == "Challenged")
        return data

    assert challenged(tokens[3])["hand"] == ["7D", "8D", "JS"]
    assert challenged(tokens[0])["hand"] is None and challenged(None)["hand"] is None
    assert http.view(game_id, tokens[3])["hand"] == ["2C", "3D", "4C", "5D", "6D"]
    for token in (tokens[0], None):
        headers = http.bearer(token) if token else {}
        seen = str(http.client.get(f"/v1/games/{game_id}/events", headers=headers).get_json())
        assert "7D" not in seen and "JS" not in seen and "2C" not in seen
        assert "7D" not in str(http.view(game_id, token))
    assert http.view(game_id)["version"] == version
