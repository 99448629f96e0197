"""Games nobody abandons forever, through the API with a real worker on the real clock (docs/rules.md §0.1): a
short ``seat_idle_s`` puts an idle seat on autopilot, a return gives it back, and a short ``game_idle_s`` ends the
game abandoned and takes it off the listing. Stepping away, resigning and the refusals are checked without a
worker."""

from __future__ import annotations

import subprocess
import time
from collections.abc import Callable
from typing import Any

from tests.api.conftest import Http

GIVE_UP_S = 30


def create(http: Http, seat_idle_s: int, game_idle_s: int, **extra: Any) -> tuple[str, dict[int, str]]:
    body = {
        "game": "bombs",
        "players": [{"name": "ann"}, {"name": "bo"}, {"bot": "random"}],
        "options": {"window_ms": 0},  # whole hands, to 250 points: a game no bot finishes in seconds
        "seat_idle_s": seat_idle_s,
        "game_idle_s": game_idle_s,
        **extra,
    }
    response = http.client.post("/v1/games", json=body)
    assert response.status_code == 201, response.get_json()
    created = response.get_json()
    assert created["view"]["idle"] == {
        "seat_idle_s": seat_idle_s, "game_idle_s": game_idle_s, "autopilot": [], "resigned": [], "abandoned": False
    }
    return created["id"], http.tokens(created)


def until(what: str, check: Callable[[], bool], worker: subprocess.Popen[bytes]) -> None:
    give_up = time.monotonic() + GIVE_UP_S
    while time.monotonic() < give_up:
        assert worker.poll() is None, "the worker died"
        if check():
            return
        time.sleep(0.05)
    raise AssertionError(f"{what}: not within {GIVE_UP_S} s")


def listed(http: Http, game_id: str) -> bool:
    page = http.client.get("/v1/games?status=active&limit=100").get_json()
    return any(g["id"] == game_id for g in page["games"])


def test_an_idle_seat_goes_on_autopilot_comes_back_and_a_game_nobody_attends_ends_abandoned(
    http: Http, worker: subprocess.Popen[bytes]
) -> None:
    game_id, tokens = create(http, seat_idle_s=2, game_idle_s=3)
    assert listed(http, game_id)

    # Nobody answers: the seat on turn goes on autopilot, and while the other person is at the table a bot plays it.
    until("a seat on autopilot", lambda: bool(http.view(game_id)["idle"]["autopilot"]), worker)
    log = http.log(game_id)
    went = next(e for e in log if e["type"] == "SeatAutopilot")
    away, other = went["data"]["seat"], 1 - went["data"]["seat"]
    assert (went["seat"], went["data"]) == (None, {"seat": away, "on": True}) and away in (0, 1)
    until("a move made for the seat away", lambda: any(e["seat"] == away for e in http.log(game_id)[went["version"]:]),
          worker)

    # Another seat's credential cannot take it back; its own can.
    refused = http.client.post(f"/v1/games/{game_id}/seats/{away}/return", headers=http.bearer(tokens[other]))
    assert (refused.status_code, refused.get_json()["code"]) == (403, "not-your-seat")
    back = http.client.post(f"/v1/games/{game_id}/seats/{away}/return", headers=http.bearer(tokens[away]))
    assert back.status_code == 200, back.get_json()
    assert away not in back.get_json()["view"]["idle"]["autopilot"]
    assert [e["data"] for e in back.get_json()["events"]] == [{"seat": away, "on": False}]

    # Then nobody answers again: once no person is at the table for game_idle_s, the game ends abandoned.
    until("the game abandoned", lambda: http.view(game_id)["status"] == "finished", worker)
    view = http.view(game_id)
    assert view["idle"]["abandoned"] is True and view["result"] is None and view["seed"] is not None
    assert http.log(game_id)[-1]["type"] == "GameAbandoned"
    assert not listed(http, game_id)
    assert http.client.get(f"/v1/games/{game_id}/verify").get_json()["ok"] is True
    late = http.command(game_id, tokens[0], {"type": "pass"})
    assert late.status_code == 422


def test_a_resigned_seat_is_played_by_a_bot_and_cannot_act_again(http: Http) -> None:
    game_id, tokens = create(http, seat_idle_s=600, game_idle_s=3600)
    resigned = http.client.post(f"/v1/games/{game_id}/resign", headers=http.bearer(tokens[1]))
    assert resigned.status_code == 200, resigned.get_json()
    assert resigned.get_json()["view"]["idle"]["resigned"] == [1]
    again = http.client.post(f"/v1/games/{game_id}/resign", headers=http.bearer(tokens[1]))
    assert (again.status_code, again.get_json()["code"]) == (422, "seat-resigned")
    played = http.command(game_id, tokens[1], {"type": "pass"})
    assert (played.status_code, played.get_json()["code"]) == (422, "seat-resigned")
    not_away = http.client.post(f"/v1/games/{game_id}/seats/0/return", headers=http.bearer(tokens[0]))
    assert (not_away.status_code, not_away.get_json()["code"]) == (422, "not-on-autopilot")


def test_a_seat_that_steps_away_is_on_autopilot_until_its_own_command_takes_it_back(http: Http) -> None:
    people = [{"name": "ann"}, {"name": "bo"}, {"name": "cy"}]
    game_id, tokens = create(http, seat_idle_s=600, game_idle_s=3600, players=people)
    seat = http.view(game_id)["turn"]
    other = (seat + 1) % 3
    mine = http.client.post(f"/v1/games/{game_id}/seats/{seat}/away", headers=http.bearer(tokens[other]))
    assert (mine.status_code, mine.get_json()["code"]) == (403, "not-your-seat")
    away = http.client.post(f"/v1/games/{game_id}/seats/{seat}/away", headers=http.bearer(tokens[seat]))
    assert away.status_code == 200, away.get_json()
    assert away.get_json()["view"]["idle"]["autopilot"] == [seat]
    again = http.client.post(f"/v1/games/{game_id}/seats/{seat}/away", headers=http.bearer(tokens[seat]))
    assert (again.status_code, again.get_json()["code"]) == (422, "on-autopilot")
    legal = http.client.get(f"/v1/games/{game_id}/legal-commands", headers=http.bearer(tokens[seat])).get_json()
    played = http.command(game_id, tokens[seat], legal["commands"][0])
    assert played.status_code == 200, played.get_json()
    assert played.get_json()["view"]["idle"]["autopilot"] == []
    kinds = [(e["type"], e["data"].get("on")) for e in http.log(game_id)[-4:]]
    assert kinds.index(("SeatAutopilot", True)) < kinds.index(("SeatAutopilot", False))  # the return comes first


def test_an_idle_policy_out_of_bounds_or_for_a_match_is_refused(http: Http) -> None:
    for bad in ({"seat_idle_s": 0}, {"game_idle_s": 30 * 24 * 3600 + 1}, {"seat_idle_s": "60"}):
        response = http.client.post("/v1/games", json={"game": "bombs", "players": [{"name": "a"}] * 3, **bad})
        assert response.status_code == 400, response.get_json()
    match = {"game": "bombs", "players": [{"name": f"p{i}"} for i in range(7)], "seat_idle_s": 60}
    response = http.client.post("/v1/games", json=match)
    assert (response.status_code, response.get_json()["code"]) == (422, "bad-option")
    plain = http.client.post("/v1/games", json={**match, "seat_idle_s": None})
    assert plain.status_code == 201 and plain.get_json()["view"]["idle"] is None
