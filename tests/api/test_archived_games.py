"""A finished game, once archived (``GameService.archive``: its stream and command ids swapped for one compressed
value), answers every request over HTTP as it did before, in this process and in one that never saw it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from flask.testing import FlaskClient

from powderkeg.wiring import build_service, create_app
from tests.api.test_replay_export_verify import export_lines, play_to

if TYPE_CHECKING:
    from tests.api.conftest import Http

LEAD = {"type": "play", "cards": ["3C"]}


def answers(http: Http, client: FlaskClient, game_id: str, tokens: dict[int, str]) -> list[Any]:
    """What a spectator and a seat read of a finished game: views, the log page by page, replays, the export,
    its live stream from a version on, the verdict, a key's replay, and a command refused."""
    previous, http.client = http.client, client
    try:
        replayed = http.command(game_id, tokens[0], LEAD, {"Idempotency-Key": "lead"})
        refused = http.command(game_id, tokens[1], {"type": "pass"})
        return [
            http.view(game_id),
            http.view(game_id, tokens[2]),
            http.log(game_id),
            http.log(game_id, tokens[1]),
            client.get(f"/v1/games/{game_id}/events?after=3&limit=2").get_json(),
            client.get(f"/v1/games/{game_id}/replay?at=5&full=true").get_json(),
            export_lines(http, game_id),
            client.get(f"/v1/games/{game_id}/stream?after=2").get_data(as_text=True),
            client.get(f"/v1/games/{game_id}/verify").get_json(),
            (replayed.status_code, replayed.headers.get("Idempotent-Replayed"), replayed.get_json()["events"]),
            (refused.status_code, refused.get_json()["code"]),
        ]
    finally:
        http.client = previous


def test_an_archived_game_answers_every_request_as_before(http: Http) -> None:
    game_id, tokens = http.fixed_game()
    assert http.command(game_id, tokens[0], LEAD, {"Idempotency-Key": "lead"}).status_code == 200
    play_to(http, game_id, tokens)
    before = answers(http, http.client, game_id, tokens)
    assert before[-2][:2] == (200, "true") and before[-1][0] == 422
    assert "event: event" in before[7] and "event: view" in before[7]

    assert build_service(http.settings).archive(game_id)  # as the worker's job does
    assert http.stream_length(game_id) == 0
    assert answers(http, http.client, game_id, tokens) == before
    cold = create_app(http.settings).test_client()  # a process that never saw the game
    assert answers(http, cold, game_id, tokens) == before
