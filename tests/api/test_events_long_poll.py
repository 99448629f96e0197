"""GET /v1/games/{id}/events: reading the log after a version, and long-polling with ``wait``."""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING, Any

import pytest
from flask import Flask

from api.live import HUB
from api.schemas.events import EventsPageSchema

if TYPE_CHECKING:
    from tests.api.conftest import Http


def test_the_log_after_a_version_holds_only_later_events_and_the_head(http: Http) -> None:
    """``after`` skips what the client has; ``version`` is the head of the stream."""
    game_id, tokens = http.fixed_game()
    everything = http.client.get(f"/v1/games/{game_id}/events").get_json()
    assert EventsPageSchema().validate(everything) == {}
    assert [e["version"] for e in everything["events"]] == list(range(everything["version"] + 1))
    assert everything["events"][0]["type"] == "GameStarted"
    assert everything["events"][0]["seat"] is None
    head = everything["version"]
    http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]})
    later = http.client.get(f"/v1/games/{game_id}/events?after={head}", headers=http.bearer(tokens[2])).get_json()
    assert later["version"] == head + 1
    assert [(e["version"], e["type"], e["seat"]) for e in later["events"]] == [(head + 1, "CardsPlayed", 0)]
    assert later["events"][0]["at"].endswith("Z")
    assert http.client.get(f"/v1/games/{game_id}/events?after={head + 1}").get_json() == {
        "game": "bombs",
        "version": head + 1,
        "events": [],
        "more": False,
    }


def test_a_long_poll_returns_as_soon_as_another_client_posts_a_command(app: Flask, http: Http) -> None:
    """A reader waiting up to 20 s gets the new event when it is appended: an expired wait would answer none."""
    game_id, tokens = http.fixed_game()
    head = http.view(game_id)["version"]
    answer: dict[str, Any] = {}

    def poll() -> None:
        response = app.test_client().get(f"/v1/games/{game_id}/events?after={head}&wait=20")
        answer.update(status=response.status_code, body=response.get_json())

    reader = threading.Thread(target=poll)
    reader.start()
    time.sleep(0.3)
    assert http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}).status_code == 200
    reader.join(timeout=25)
    assert not reader.is_alive()
    assert answer["status"] == 200
    assert [e["type"] for e in answer["body"]["events"]] == ["CardsPlayed"]


def test_a_long_poll_with_nothing_new_ends_empty_at_the_end_of_its_wait(http: Http) -> None:
    """Without news the answer is an empty page at the same head, not before ``wait`` seconds."""
    game_id, _ = http.fixed_game()
    head = http.view(game_id)["version"]
    started = time.monotonic()
    response = http.client.get(f"/v1/games/{game_id}/events?after={head}&wait=0.4")
    seconds = time.monotonic() - started
    assert response.status_code == 200
    assert response.get_json() == {"game": "bombs", "version": head, "events": [], "more": False}
    assert seconds >= 0.4


def test_a_long_poll_with_events_already_there_does_not_wait(
    app: Flask, http: Http, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``wait`` only matters when there is nothing after ``after`` yet: the answer never waits on the hub."""
    game_id, _ = http.fixed_game()

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("a long-poll with events to answer subscribed to the hub")

    monkeypatch.setattr(app.extensions[HUB], "subscribe", refuse)
    response = http.client.get(f"/v1/games/{game_id}/events?after=-1&wait=30")
    assert response.status_code == 200
    assert [e["version"] for e in response.get_json()["events"]] == list(range(http.view(game_id)["version"] + 1))


def test_a_long_poll_on_a_process_whose_copy_is_behind_gets_what_it_missed(http: Http, settings: Any) -> None:
    """Another process played on, and even archived the finished game: a long-poll at the version this process
    last saw still answers every later event (at once while the stream is there; from the archive after its wait
    when the hub has no stream left to follow), never an empty answer that would bring the client back forever."""
    from powderkeg.wiring import build_service, create_app
    from tests.api.test_replay_export_verify import play_to

    behind = create_app(settings).test_client()  # this process, which saw the game at its start only
    game_id, tokens = http.fixed_game()
    start = behind.get(f"/v1/games/{game_id}").get_json()["version"]
    http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]})
    moved = behind.get(f"/v1/games/{game_id}/events?after={start}&wait=5").get_json()
    assert [e["version"] for e in moved["events"]] == [start + 1]

    archived_id, archived_tokens = http.fixed_game()
    seen = behind.get(f"/v1/games/{archived_id}").get_json()["version"]
    assert play_to(http, archived_id, archived_tokens)["status"] == "finished"
    assert build_service(settings).archive(archived_id)
    began = time.monotonic()
    late = behind.get(f"/v1/games/{archived_id}/events?after={seen}&wait=1").get_json()
    assert late["events"] and late["events"][0]["version"] == seen + 1 and late["version"] > seen
    assert time.monotonic() - began < 5
