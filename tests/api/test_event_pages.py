"""GET /v1/games/{id}/events and a table's log, a page at a time: at most ``limit`` events, ``more`` while
events follow, the next page after the last version returned, each event redacted as in the whole log."""

from __future__ import annotations

import random
import threading
import time
from typing import TYPE_CHECKING, Any

import pytest
from flask import Flask

from api.extension import EXTENSION
from api.schemas.events import DEFAULT_LIMIT, MAX_LIMIT, EventsPageSchema
from domain.service import GameService
from tests.support.served import hub

if TYPE_CHECKING:
    from tests.api.conftest import Http


def service_of(http: Http) -> GameService:
    """The service behind the test client's app."""
    service: GameService = http.client.application.extensions[EXTENSION].service
    return service


def play(http: Http, game_id: str, *, commands: int | None = None, seed: int = 5) -> None:
    """Random legal commands of the seats the game (at one table) waits on, through the service: ``commands``
    of them, or until the game is finished."""
    service = service_of(http)
    game = service.game_of(service.load(game_id))
    rng = random.Random(seed)
    for _ in range(commands if commands is not None else 20_000):
        loaded = service.load(game_id)
        if game.status(loaded.state) == "finished":
            return
        offers = [(s, c) for s in game.awaiting(loaded.state) for c in game.legal_commands(loaded.state, s)]
        seat, command = offers[rng.randrange(len(offers))]
        service.handle_command(game_id, seat, command)
    assert commands is not None, "the game did not finish"


def play_match(http: Http, match_id: str, tokens: dict[int, str], commands: int, seed: int = 5) -> None:
    """``commands`` random commands of a match, each from what legal-commands lists for its players."""
    rng = random.Random(seed)
    for _ in range(commands):
        moves = [
            (player, body)
            for player, token in tokens.items()
            for body in http.client.get(f"/v1/games/{match_id}/legal-commands", headers=http.bearer(token))
            .get_json()["commands"]
        ]
        player, body = moves[rng.randrange(len(moves))]
        assert http.command(match_id, tokens[player], body).status_code == 200


def page(http: Http, path: str, query: str, token: str | None = None) -> dict[str, Any]:
    """One 200 page of ``path`` (under /v1/games/)."""
    response = http.client.get(f"/v1/games/{path}?{query}", headers=http.bearer(token) if token else {})
    assert response.status_code == 200, response.get_json()
    body: dict[str, Any] = response.get_json()
    return body


def pages(http: Http, path: str, limit: int, token: str | None = None) -> list[dict[str, Any]]:
    """Every page of ``path`` with ``limit``, each after the last version of the one before."""
    read = [page(http, path, f"after=-1&limit={limit}", token)]
    while read[-1]["more"]:
        read.append(page(http, path, f"after={read[-1]['events'][-1]['version']}&limit={limit}", token))
    return read


def test_a_finished_games_log_read_page_by_page_equals_the_whole_log(http: Http) -> None:
    """Pages of 7 events, joined, are the log; each is full but the last, whose ``more`` alone is false."""
    created = http.create(options={"window_ms": 0, "hands": 1})
    game_id, tokens = created["id"], http.tokens(created)
    play(http, game_id)
    assert http.view(game_id)["status"] == "finished"
    whole = page(http, f"{game_id}/events", f"limit={MAX_LIMIT}")
    assert whole["more"] is False and len(whole["events"]) == whole["version"] + 1 < MAX_LIMIT
    read = pages(http, f"{game_id}/events", 7, tokens[0])
    assert all(EventsPageSchema().validate(p) == {} for p in read)
    assert [p["more"] for p in read] == [True] * (len(read) - 1) + [False]
    assert all(len(p["events"]) == 7 for p in read[:-1]) and 1 <= len(read[-1]["events"]) <= 7
    assert all(p["version"] == whole["version"] for p in read)
    assert [e for p in read for e in p["events"]] == whole["events"]


def test_a_running_games_pages_are_redacted_as_the_whole_log_is(http: Http) -> None:
    """While the game runs, each seat's and the spectator's pages join into the log that viewer sees."""
    created = http.create(options={"window_ms": 0, "hands": 2})
    game_id, tokens = created["id"], http.tokens(created)
    play(http, game_id, commands=40)
    seen = []
    for token in (None, tokens[0], tokens[3]):
        whole = page(http, f"{game_id}/events", f"limit={MAX_LIMIT}", token)
        assert whole["more"] is False
        joined = [e for p in pages(http, f"{game_id}/events", 5, token) for e in p["events"]]
        assert joined == whole["events"]
        seen.append(joined)
    assert seen[0] != seen[1] != seen[2]  # each viewer's log is its own: redaction was applied


def test_the_default_page_holds_at_most_the_default_limit(http: Http) -> None:
    """Without ``limit`` a page holds DEFAULT_LIMIT events; a short log comes whole, with ``more`` false."""
    game_id, _ = http.fixed_game()
    short = page(http, f"{game_id}/events", "")
    assert short["more"] is False and len(short["events"]) == short["version"] + 1 <= DEFAULT_LIMIT
    created = http.create(options={"window_ms": 0})
    play(http, created["id"], commands=DEFAULT_LIMIT)
    first = page(http, f"{created['id']}/events", "")
    assert first["more"] is True and len(first["events"]) == DEFAULT_LIMIT
    assert first["version"] > first["events"][-1]["version"] == DEFAULT_LIMIT - 1


def test_a_long_poll_that_wakes_answers_at_most_limit_events(app: Flask, http: Http) -> None:
    """``wait`` and ``limit`` combine: the last pass of a trick appends two events (Passed, TrickTaken), and a
    long-poll with ``limit=1`` that it wakes answers the first, with ``more``."""
    game_id, tokens = http.fixed_game()
    for seat, body in ((0, {"type": "play", "cards": ["3C"]}), (1, {"type": "pass"}), (2, {"type": "pass"})):
        assert http.command(game_id, tokens[seat], body).status_code == 200
    head = http.view(game_id)["version"]
    answer: dict[str, Any] = {}

    def poll() -> None:
        response = app.test_client().get(f"/v1/games/{game_id}/events?after={head}&limit=1&wait=20")
        answer.update(status=response.status_code, body=response.get_json())

    reader = threading.Thread(target=poll)
    reader.start()
    deadline = time.monotonic() + 10
    while hub(app).subscribers() < 1 and time.monotonic() < deadline:
        time.sleep(0.01)
    assert [e["type"] for e in http.command(game_id, tokens[3], {"type": "pass"}).get_json()["events"]] == [
        "Passed",
        "TrickTaken",
    ]
    reader.join(timeout=25)
    assert answer["status"] == 200
    assert [(e["version"], e["type"]) for e in answer["body"]["events"]] == [(head + 1, "Passed")]
    assert answer["body"]["more"] is True and answer["body"]["version"] == head + 2


@pytest.mark.parametrize("limit", ["0", "-1", str(MAX_LIMIT + 1), "1.5", "ten", ""])
@pytest.mark.parametrize("path", ["events", "tables/t0/events"])
def test_a_limit_out_of_range_or_not_an_integer_is_400_invalid_query(http: Http, path: str, limit: str) -> None:
    """``limit`` is an integer from 1 to MAX_LIMIT, on the game's log and on a table's."""
    created = http.create(players=[{"name": f"p{i}"} for i in range(6)], options={"window_ms": 0})
    response = http.client.get(f"/v1/games/{created['id']}/{path}?limit={limit}")
    assert response.status_code == 400
    assert response.mimetype == "application/problem+json"
    assert response.get_json()["code"] == "invalid-query"
    assert "limit" in response.get_json()["errors"]


def test_a_tables_log_refuses_wait_which_only_the_games_log_takes(http: Http) -> None:
    """A table's log does not long-poll: ``wait`` there is 400 ``invalid-query`` naming it (it was taken and
    ignored, so a client polling with it spun), while the game's log takes it."""
    created = http.create(players=[{"name": f"p{i}"} for i in range(6)], options={"window_ms": 0})
    response = http.client.get(f"/v1/games/{created['id']}/tables/t0/events?after=0&wait=5")
    assert response.status_code == 400
    assert response.get_json()["code"] == "invalid-query"
    assert list(response.get_json()["errors"]) == ["wait"]
    assert http.client.get(f"/v1/games/{created['id']}/events?after=-1&wait=5").status_code == 200


def test_a_tables_log_read_page_by_page_equals_the_whole_log(http: Http) -> None:
    """A table of a match pages the same way, for a player who sits there, one who does not, a spectator."""
    created = http.create(players=[{"name": f"p{i}"} for i in range(6)], options={"window_ms": 0})
    match_id, tokens = created["id"], http.tokens(created)
    play_match(http, match_id, tokens, commands=30)
    path = f"{match_id}/tables/t0/events"
    for token in (tokens[0], tokens[4], None):
        whole = page(http, path, f"limit={MAX_LIMIT}", token)
        assert whole["more"] is False and whole["table"] == "t0"
        read = pages(http, path, 4, token)
        assert len(read) > 2
        assert [p["more"] for p in read] == [True] * (len(read) - 1) + [False]
        assert all(p["version"] == whole["version"] and p["table"] == "t0" for p in read)
        assert [e for p in read for e in p["events"]] == whole["events"]
