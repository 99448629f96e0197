"""Bombs Away over HTTP: a whole game by clients picking legal commands, a bot game finished by a real worker,
a refusal as problem+json with the rule's code, and the 5's look seen by its player only."""

from __future__ import annotations

import random
import subprocess
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tests.api.conftest import Http

MAX_COMMANDS = 5_000
DEADLINE_SECONDS = 90
PEOPLE = [{"name": "ann"}, {"name": "bo"}, {"name": "cy"}]


def test_three_clients_picking_legal_commands_finish_a_game(http: Http) -> None:
    """Every seat is asked in turn, since a seat may owe a decision out of turn (the ten-value rule, a 9)."""
    created = http.create(players=PEOPLE, game="bombs-away")
    game_id, tokens = created["id"], http.tokens(created)
    rng = random.Random(2025)
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
        seat = (seat + 1) % 3
    view = http.view(game_id)
    assert view["result"]["winner"] in (0, 1, 2)
    assert sum(1 for s in view["seats"] if s["score"] > 0) == 1
    assert len(view["hands"]) == 3
    events = http.log(game_id)
    assert [e["type"] for e in events][-2:] == ["GameWon", "SeriesFinished"]


def test_five_bots_finish_their_game_with_a_worker(http: Http, worker: subprocess.Popen[bytes]) -> None:
    """Bot seats act through worker jobs until only one player has points."""
    created = http.create(players=[{"bot": "random"}] * 5, game="bombs-away")
    game_id, view = created["id"], created["view"]
    deadline = time.monotonic() + DEADLINE_SECONDS
    while view["status"] != "finished":
        assert worker.poll() is None, "the worker died"
        assert time.monotonic() < deadline, f"not finished in {DEADLINE_SECONDS} s, at version {view['version']}"
        response = http.client.get(f"/v1/games/{game_id}/events?after={view['version']}&wait=2")
        assert response.status_code == 200
        view = http.view(game_id)
    assert view["result"]["winner"] == next(s["seat"] for s in view["seats"] if s["score"] > 0)


DEAL = {
    "hands": [["5C", "7C", "2C", "JK"], ["KS", "2S", "3S", "4S"], ["9H", "4H", "2H", "AH"]],
    "deck": ["2D", "3D", "4D", "5D", "8D", "9D"],
}


def test_bad_input_is_problem_json_with_the_rule_code_and_appends_nothing(http: Http) -> None:
    created = http.create(players=PEOPLE, deal=DEAL, game="bombs-away")
    game_id, tokens = created["id"], http.tokens(created)
    length = http.stream_length(game_id)
    response = http.command(game_id, tokens[0], {"type": "play", "card": "7C"})
    assert response.status_code == 422 and response.mimetype == "application/problem+json"
    body = response.get_json()
    assert body["code"] == "seven-needs-five-in-pile" and "at least 5 cards" in body["detail"]
    five = http.command(game_id, tokens[0], {"type": "play", "card": "5C"})
    assert five.status_code == 422 and five.get_json()["code"] == "must-choose-target"
    joker = http.command(game_id, tokens[0], {"type": "play", "card": "JK", "declare": "7"})
    assert joker.status_code == 422 and joker.mimetype == "application/problem+json"
    assert joker.get_json()["code"] == "cannot-declare"
    other = http.command(game_id, tokens[1], {"type": "keep-ten", "card": "KS"})
    assert other.status_code == 422 and other.get_json()["code"] == "no-decision-pending"
    assert http.stream_length(game_id) == length
    # Seat 0's 5 leaves a decision that only seat 0 owes: nobody else may answer it, not even its target.
    looked = http.command(game_id, tokens[0], {"type": "play", "card": "5C", "target": 2})
    assert looked.status_code == 200, looked.get_json()
    length = http.stream_length(game_id)
    for seat in (1, 2):
        refused = http.command(game_id, tokens[seat], {"type": "bury", "card": "AH"})
        assert refused.status_code == 422 and refused.mimetype == "application/problem+json"
        assert refused.get_json()["code"] == "not-your-decision"
    early = http.command(game_id, tokens[0], {"type": "play", "card": "2C"})
    assert early.status_code == 422 and early.get_json()["code"] == "decision-pending"
    assert http.stream_length(game_id) == length


def test_the_fives_look_over_http_is_seen_by_its_player_only(http: Http) -> None:
    created = http.create(players=PEOPLE, deal=DEAL, game="bombs-away")
    game_id, tokens = created["id"], http.tokens(created)
    response = http.command(game_id, tokens[0], {"type": "play", "card": "5C", "target": 2})
    assert response.status_code == 200, response.get_json()
    looked = ["2H", "4H", "9H", "AH"]
    mine = http.view(game_id, tokens[0])["decisions"]
    assert mine[0]["kind"] == "bury" and sorted(mine[0]["cards"]) == sorted(looked)
    for token in (tokens[1], None):
        assert http.view(game_id, token)["decisions"][0]["cards"] is None
        headers = http.bearer(token) if token else {}
        events = http.client.get(f"/v1/games/{game_id}/events", headers=headers).get_json()["events"]
        [look] = [e for e in events if e["type"] == "HandLookedAt"]
        assert look["data"]["cards"] is None
    events = http.client.get(f"/v1/games/{game_id}/events", headers=http.bearer(tokens[0])).get_json()["events"]
    [look] = [e for e in events if e["type"] == "HandLookedAt"]
    assert sorted(look["data"]["cards"]) == sorted(looked)
    listed = http.client.get(f"/v1/games/{game_id}/legal-commands", headers=http.bearer(tokens[0])).get_json()
    assert sorted(c["card"] for c in listed["commands"]) == sorted(looked)
    buried = http.command(game_id, tokens[0], {"type": "bury", "card": "AH"})
    assert buried.status_code == 200
