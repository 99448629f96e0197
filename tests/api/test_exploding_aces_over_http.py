"""Exploding Aces over HTTP: a full game of clients picking legal commands, a bot game finished by a real
worker, refused commands, a challenge's private reveal, a decision owed off turn after a Nine window all
waived, and a Six's block window closed by the worker."""

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
# Seat 0 plays first and holds a Nine and a King but no Ace; seat 1 holds no Ace; seat 2 holds an Ace.
DEAL: dict[str, Any] = {
    "hands": [["9C", "4H", "QS", "KS"], ["7D", "8D", "JS"], ["AS", "3C"], ["5D", "6D"]],
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
    events = http.log(game_id)
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
    events = http.log(game_id)
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
    king = http.command(game_id, tokens[0], {"type": "play", "cards": ["KS"], "position": 0})
    assert king.status_code == 422 and king.get_json()["code"] == "king-needs-ace"
    for refused in (response, mixed, king):  # no other seat's card in the problem (the instance is a random id)
        problem = {k: v for k, v in refused.get_json().items() if k != "instance"}
        assert "AS" not in str(problem) and "7D" not in str(problem)
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
        # The view's ids and hashes are random text, which may hold "7D" by chance: look at the rest.
        view = {k: v for k, v in http.view(game_id, token).items() if k not in ("id", "seed_sha256", "head_sha256")}
        assert "7D" not in str(view)
    assert http.view(game_id)["version"] == version


# Seat 0 plays a Five on seat 1 or a Six on seat 2; seats 2 and 3 hold a Nine, seat 2 a Six.
OWED: dict[str, Any] = {
    "hands": [["5H", "6H", "4H"], ["7D", "8D"], ["9C", "6S", "3C"], ["9D", "5D"]],
    "deck": ["2C", "3D", "4C", "5C", "6C", "7C", "8C", "10C"],
}


def legal(http: Http, game_id: str, token: str) -> list[dict[str, Any]]:
    """The legal commands of the seat of ``token``."""
    response = http.client.get(f"/v1/games/{game_id}/legal-commands", headers=http.bearer(token))
    assert response.status_code == 200
    commands: list[dict[str, Any]] = response.get_json()["commands"]
    return commands


def test_a_five_opens_a_nine_window_for_every_other_seat_then_its_target_owes_a_card(http: Http) -> None:
    """Every seat but the active one may waive the window (a Nine for holders); once all waived, seat 1 owes a
    card, in everyone's view and in its own legal commands only; the card is seen by the two seats alone."""
    created = http.create(options={"window_ms": 60_000}, deal=OWED, game=GAME)
    game_id, tokens = created["id"], http.tokens(created)
    assert http.command(game_id, tokens[0], {"type": "play", "cards": ["5H"], "target": 1}).status_code == 200
    [window] = http.view(game_id)["windows"]
    assert window["kind"] == "nine" and window["seats"] == [1, 2, 3]
    assert {c["type"] for c in legal(http, game_id, tokens[0])} == {"challenge"}
    assert {c["type"] for c in legal(http, game_id, tokens[1])} == {"waive", "challenge"}  # no Nine in hand
    assert {c["type"] for c in legal(http, game_id, tokens[2])} == {"waive", "nine", "challenge"}
    for seat in (1, 2, 3):
        assert http.command(game_id, tokens[seat], {"type": "waive"}).status_code == 200
    view = http.view(game_id, tokens[3])
    assert view["windows"] == [] and view["turn"] == 0
    assert [(d["kind"], d["seat"]) for d in view["decisions"]] == [("five", 1)]
    assert sorted(c["cards"][0] for c in legal(http, game_id, tokens[1]) if c["type"] == "give") == ["7D", "8D"]
    assert {c["type"] for c in legal(http, game_id, tokens[0])} == {"challenge"}
    assert {c["type"] for c in legal(http, game_id, tokens[3])} == {"challenge"}
    assert http.command(game_id, tokens[1], {"type": "give", "cards": ["8D"]}).status_code == 200
    assert "8D" in http.view(game_id, tokens[0])["hand"]
    for token, seen in ((tokens[0], ["8D"]), (tokens[1], ["8D"]), (tokens[2], None), (None, None)):
        headers = http.bearer(token) if token else {}
        events = http.client.get(f"/v1/games/{game_id}/events", headers=headers).get_json()["events"]
        assert next(e["data"]["cards"] for e in events if e["type"] == "Given") == seen


def test_a_sixs_block_window_is_closed_by_the_worker_and_the_exchange_goes_ahead(
    http: Http, worker: subprocess.Popen[bytes]
) -> None:
    """Nobody answers: the worker closes the Nine window, then the block window, and both sides owe cards."""
    created = http.create(options={"window_ms": 200}, deal=OWED, game=GAME)
    game_id, tokens = created["id"], http.tokens(created)
    assert http.command(game_id, tokens[0], {"type": "play", "cards": ["6H"], "target": 2}).status_code == 200
    deadline = time.monotonic() + DEADLINE_SECONDS
    view = http.view(game_id)
    while [d["kind"] for d in view["decisions"]] != ["six-give", "six-give"]:
        assert worker.poll() is None, "the worker died"
        assert time.monotonic() < deadline, f"still waiting at {view['windows']} {view['decisions']}"
        time.sleep(0.05)
        view = http.view(game_id)
    assert [d["seat"] for d in view["decisions"]] == [0, 2] and view["windows"] == []
    events = http.client.get(f"/v1/games/{game_id}/events").get_json()["events"]
    data = {e["type"]: e["data"] for e in events}
    assert data["ChainSettled"]["reason"] == "expired" and data["Allowed"] == {"seat": 2, "timeout": True}
