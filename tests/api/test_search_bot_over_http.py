"""``search`` bots play their turns through a real ``powderkeg worker`` process, over the real HTTP API, beside a
person: a game is created with the person's seat open and search bots of a short ``think_ms`` (each its own),
which the waiting view and the listing of active games show beside the kind; the person joins and plays the first
of its legal commands whenever the API lists any, and the worker plays the bots' seats until the game ends."""

from __future__ import annotations

import subprocess
import time
from typing import Any

import pytest

from tests.api.conftest import Http

GIVE_UP_S = 60
# Short games of two search bots and one person (each finishes in a few seconds on a 2-core machine): bombs of one
# hand without out-of-turn windows, and haggis to its shortest target.
GAMES = {
    "bombs": {"hands": 1, "window_ms": 0},
    "haggis": {"target": 250},
}
THINK_MS = {1: 30, 2: 20}  # each bot seat's own think time, short, and different to tell them apart


def listed_seats(http: Http, status: str, game_id: str) -> list[tuple[str | None, int | None]]:
    """(bot kind, think_ms) of each seat of ``game_id`` in the listing of games of ``status``."""
    page = http.client.get(f"/v1/games?status={status}&limit=100").get_json()
    [game] = [g for g in page["games"] if g["id"] == game_id]
    return [(s["bot"], s["think_ms"]) for s in game["seats"]]


def play_as_the_person(
    http: Http, game_id: str, token: str, worker: subprocess.Popen[bytes]
) -> tuple[dict[str, Any], int]:
    """Until the game is finished or ``GIVE_UP_S`` pass: whenever the API lists commands for the person's seat, send
    the first (with If-Match on the version it was listed at, so a command the game moved past is refused, not
    judged anew); else wait for the bots' next event. The last view seen, and how many commands were applied."""
    give_up = time.monotonic() + GIVE_UP_S
    applied = 0
    while True:
        assert worker.poll() is None, "the worker died"
        view = http.view(game_id, token)
        if view["status"] == "finished" or time.monotonic() > give_up:
            return view, applied
        listed = http.client.get(f"/v1/games/{game_id}/legal-commands", headers=http.bearer(token))
        assert listed.status_code == 200, listed.get_json()
        legal = listed.get_json()
        if legal["commands"]:
            sent = http.command(game_id, token, legal["commands"][0], {"If-Match": f'"{legal["version"]}"'})
            if sent.status_code == 200:
                applied += 1
            else:  # a bot's command came between the listing and this one
                assert (sent.status_code, sent.get_json()["code"]) == (409, "version-conflict"), sent.get_json()
        else:
            waited = http.client.get(f"/v1/games/{game_id}/events?after={legal['version']}&wait=1")
            assert waited.status_code == 200, waited.get_json()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_search_bots_with_their_think_time_play_a_game_with_a_person_through_a_worker(
    http: Http, worker: subprocess.Popen[bytes], game: str
) -> None:
    players = [{"open": True}, *({"bot": "search", "think_ms": THINK_MS[seat]} for seat in (1, 2))]
    created = http.client.post("/v1/games", json={"game": game, "players": players, "options": GAMES[game]})
    assert created.status_code == 201, created.get_json()
    game_id, waiting = created.get_json()["id"], created.get_json()["view"]

    # The create answer is the waiting view: the think time of each search seat beside its kind.
    shown = [(None, None), ("search", THINK_MS[1]), ("search", THINK_MS[2])]
    assert (waiting["kind"], waiting["status"]) == ("waiting", "waiting")
    assert [(s["bot"], s["think_ms"]) for s in waiting["seats"]] == shown
    assert [(s["bot"], s["think_ms"]) for s in http.view(game_id)["seats"]] == shown
    assert listed_seats(http, "waiting", game_id) == shown

    # The person takes the open seat, which starts the game; the listing of active games keeps the think times.
    joined = http.client.post(f"/v1/games/{game_id}/join", json={"name": "ann"})
    assert joined.status_code == 201, joined.get_json()
    assert (joined.get_json()["seat"], joined.get_json()["status"]) == (0, "active")
    assert listed_seats(http, "active", game_id) == shown

    view, applied = play_as_the_person(http, game_id, joined.get_json()["token"], worker)

    log = http.log(game_id)
    made = {seat: sum(e["seat"] == seat for e in log) for seat in (0, 1, 2)}
    assert applied > 0 and made[0] > 0, "the person made no command"
    assert made[1] > 0 and made[2] > 0, f"a search bot made no command: events by seat {made}"
    assert view["status"] == "finished", (
        f"not finished in {GIVE_UP_S} s: at version {view['version']}, events by seat {made}, last {log[-3:]}"
    )
    assert view["result"] is not None and log[-1]["type"] == "GameFinished"
    assert http.client.get(f"/v1/games/{game_id}/verify").get_json()["ok"] is True
    assert worker.poll() is None, "the worker died"
