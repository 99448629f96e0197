"""A game's view names the seats it waits for now (``awaiting``): the seat on turn, the seats of an open window,
a match's players awaited at its tables; nobody once it is over. A client alerts its person by it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from flask import Flask

from tests.api.test_match_stream import new_match
from tests.support.playing import play_out
from tests.support.served import hub

if TYPE_CHECKING:
    from tests.api.conftest import Http


def test_the_view_names_the_seat_on_turn_as_awaited_and_nobody_once_the_game_is_over(http: Http, app: Flask) -> None:
    game_id, tokens = http.fixed_game()  # seat 0 holds the 3C: it leads
    assert http.view(game_id)["awaiting"] == [0]
    assert http.view(game_id, tokens[1])["awaiting"] == [0]
    assert http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}).status_code == 200
    assert http.view(game_id)["awaiting"] == [1]
    play_out(hub(app).service, game_id, seed=1)
    finished = http.view(game_id)
    assert finished["status"] == "finished" and finished["awaiting"] == []


def test_a_last_call_awaits_every_seat_that_has_not_waived(http: Http) -> None:
    created = http.create(options={"window_ms": 60_000, "hands": 1}, deal=None)
    game_id, tokens = created["id"], http.tokens(created)
    view = http.view(game_id)
    while not view["windows"]:
        seat = view["turn"]
        legal = http.client.get(f"/v1/games/{game_id}/legal-commands", headers=http.bearer(tokens[seat]))
        play = legal.get_json()["commands"][0]
        assert http.command(game_id, tokens[seat], play).status_code == 200
        view = http.view(game_id)
    [window] = view["windows"]
    assert view["awaiting"] == sorted(set(window["seats"]) - set(window["waived"]))


def test_a_matchs_view_names_the_players_its_tables_wait_for(http: Http) -> None:
    match_id, _ = new_match(http)
    view = http.view(match_id)
    on_turn = sorted(t["turn"] for t in view["tables"] if t["turn"] is not None)
    assert view["awaiting"] == on_turn and len(on_turn) == 2
