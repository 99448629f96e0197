"""An Idempotency-Key is bound to its request (the IETF httpapi Idempotency-Key draft): the same key with the
same method, path and body replays the first answer; with another body it is refused, and nothing is
appended."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from eventstore.keys import commands_key

if TYPE_CHECKING:
    from werkzeug.test import TestResponse

    from tests.api.conftest import Http

LEAD = {"type": "play", "cards": ["3C"]}
BOMB = {"type": "play", "cards": ["6C", "6D", "6H"]}


def assert_reused(response: TestResponse) -> None:
    """A 422 problem with the code of a reused key."""
    assert response.status_code == 422, response.get_json()
    assert response.mimetype == "application/problem+json"
    assert response.get_json()["code"] == "idempotency-key-reused"
    assert "Idempotent-Replayed" not in response.headers


def test_a_key_reused_with_another_body_answers_422_and_appends_nothing(http: Http) -> None:
    """Seat 1 passes with key k, then throws a bomb (legal out of turn) with the same key: refused, the
    stream unchanged; the same bomb under a new key is accepted."""
    game_id, tokens = http.fixed_game()
    assert http.command(game_id, tokens[0], LEAD, {"Idempotency-Key": "lead"}).status_code == 200
    assert http.command(game_id, tokens[1], {"type": "pass"}, {"Idempotency-Key": "k"}).status_code == 200
    length = http.stream_length(game_id)
    assert_reused(http.command(game_id, tokens[1], BOMB, {"Idempotency-Key": "k"}))
    assert http.stream_length(game_id) == length
    accepted = http.command(game_id, tokens[1], BOMB, {"Idempotency-Key": "k2"})
    assert accepted.status_code == 200, accepted.get_json()
    assert http.stream_length(game_id) > length


def test_a_key_reused_with_a_body_that_is_illegal_now_is_refused_as_reused(http: Http) -> None:
    """The reuse is what the client must fix, so it is named, not the rule the new body breaks."""
    game_id, tokens = http.fixed_game()
    assert http.command(game_id, tokens[0], LEAD, {"Idempotency-Key": "k"}).status_code == 200
    length = http.stream_length(game_id)
    assert_reused(http.command(game_id, tokens[0], {"type": "play", "cards": ["5C"]}, {"Idempotency-Key": "k"}))
    assert http.stream_length(game_id) == length


def test_the_same_key_and_body_still_replays(http: Http) -> None:
    """The body is compared in canonical form: other key order and whitespace are the same request."""
    game_id, tokens = http.fixed_game()
    first = http.command(game_id, tokens[0], LEAD, {"Idempotency-Key": "k"})
    length = http.stream_length(game_id)
    again = http.client.post(
        f"/v1/games/{game_id}/commands",
        data='{ "cards" : [ "3C" ],\n  "type": "play" }',
        content_type="application/json",
        headers={**http.bearer(tokens[0]), "Idempotency-Key": '"k"'},
    )
    assert again.status_code == 200
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.get_json() == first.get_json()
    assert http.stream_length(game_id) == length


def test_a_reused_key_with_the_stale_if_match_of_its_first_attempt_and_another_body_is_422(http: Http) -> None:
    """The retry path that skips deciding (a stale If-Match whose key was applied) checks the body too."""
    game_id, tokens = http.fixed_game()
    version = http.view(game_id)["version"]
    headers = {"Idempotency-Key": "k", "If-Match": f'"{version}"'}
    assert http.command(game_id, tokens[0], LEAD, headers).status_code == 200
    length = http.stream_length(game_id)
    assert_reused(http.command(game_id, tokens[0], {"type": "play", "cards": ["5C"]}, headers))
    assert http.command(game_id, tokens[0], LEAD, headers).headers["Idempotent-Replayed"] == "true"
    assert http.stream_length(game_id) == length


def test_a_key_stored_without_a_fingerprint_still_replays(http: Http) -> None:
    """Keys stored before fingerprints were kept ("first:last") replay the first answer, whatever the body:
    there is nothing to compare with, and refusing a retry that used to replay would break clients."""
    game_id, tokens = http.fixed_game()
    first = http.command(game_id, tokens[0], LEAD, {"Idempotency-Key": "old"})
    key = commands_key(http.settings.key_prefix, game_id)
    entry = http.redis.hget(key, "0:old")
    assert entry is not None and b";fp=" in entry
    http.redis.hset(key, "0:old", entry.split(b";", 1)[0])
    length = http.stream_length(game_id)
    again = http.command(game_id, tokens[0], {"type": "play", "cards": ["5C"]}, {"Idempotency-Key": "old"})
    assert again.status_code == 200
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.get_json()["events"] == first.get_json()["events"]
    assert http.stream_length(game_id) == length


def test_a_key_reused_with_another_body_at_a_table_of_a_match_is_422(http: Http) -> None:
    """In a match the key is kept by the player's table, and bound to the request there too."""
    created = http.create(players=[{"name": f"p{i}"} for i in range(6)], options={"window_ms": 0})
    match_id, tokens = created["id"], http.tokens(created)
    player, body = next(
        (p, listed["commands"][0])
        for p in range(6)
        if (listed := legal(http, match_id, tokens[p]))["commands"]
    )
    first = http.command(match_id, tokens[player], body, {"Idempotency-Key": "m"})
    assert first.status_code == 200, first.get_json()
    other = {"type": "pass"} if body != {"type": "pass"} else {"type": "waive"}
    assert_reused(http.command(match_id, tokens[player], other, {"Idempotency-Key": "m"}))
    again = http.command(match_id, tokens[player], body, {"Idempotency-Key": "m"})
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.get_json()["events"] == first.get_json()["events"]


def legal(http: Http, game_id: str, token: str) -> dict[str, Any]:
    """The legal-commands answer of the seat of ``token``."""
    body: dict[str, Any] = http.client.get(f"/v1/games/{game_id}/legal-commands", headers=http.bearer(token)).get_json()
    return body
