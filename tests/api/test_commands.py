"""Commands through POST /v1/games/{id}/commands: plays and passes, If-Match and Idempotency-Key."""

from __future__ import annotations

from typing import TYPE_CHECKING

from api.schemas.commands import CommandResultSchema
from api.schemas.views import LegalCommandsSchema
from tests.support.contract import contract

if TYPE_CHECKING:
    from tests.api.conftest import Http


def test_a_lead_and_a_pass_answer_the_callers_view_and_the_new_events(http: Http) -> None:
    """A command answers 200 with the caller's new view and the events it appended."""
    game_id, tokens = http.fixed_game()
    before = http.stream_length(game_id)
    played = http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]})
    assert played.status_code == 200
    body = played.get_json()
    assert CommandResultSchema().validate(body) == {}
    assert played.headers["ETag"] == f'"{body["version"]}"'
    assert [e["type"] for e in body["events"]] == ["CardsPlayed"]
    assert body["events"][0]["seat"] == 0
    assert body["events"][0]["data"]["cards"] == ["3C"]
    assert "3C" not in body["view"]["hand"]
    assert body["view"]["turn"] == 1
    assert http.stream_length(game_id) == before + 1

    passed = http.command(game_id, tokens[1], {"type": "pass"})
    assert passed.status_code == 200
    assert [e["type"] for e in passed.get_json()["events"]] == ["Passed"]
    assert passed.get_json()["view"]["turn"] == 2
    assert passed.get_json()["version"] == body["version"] + 1


def test_legal_commands_are_bodies_that_post_as_they_are(http: Http) -> None:
    """Every item of legal-commands is accepted when POSTed unchanged."""
    game_id, tokens = http.fixed_game()
    listed = http.client.get(f"/v1/games/{game_id}/legal-commands", headers=http.bearer(tokens[0]))
    assert listed.status_code == 200
    body = listed.get_json()
    assert LegalCommandsSchema().validate(body) == {}
    assert body["seat"] == 0
    assert {"type": "play", "cards": ["3C"]} in body["commands"]
    assert all(c["type"] != "pass" for c in body["commands"])
    waiting = http.client.get(f"/v1/games/{game_id}/legal-commands", headers=http.bearer(tokens[2]))
    assert waiting.get_json()["commands"] == []
    for item in body["commands"]:
        game_id, tokens = http.fixed_game()
        assert http.command(game_id, tokens[0], item).status_code == 200, item


def test_if_match_with_a_stale_version_is_409_and_appends_nothing(http: Http) -> None:
    """If-Match names the version the client decided on; a stale one is refused with version-conflict."""
    game_id, tokens = http.fixed_game()
    version = http.view(game_id)["version"]
    lead = http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}, {"If-Match": f'"{version}"'})
    assert lead.status_code == 200
    length = http.stream_length(game_id)
    stale = http.command(game_id, tokens[1], {"type": "pass"}, {"If-Match": f'"{version}"'})
    assert stale.status_code == 409
    assert stale.mimetype == "application/problem+json"
    assert stale.get_json()["code"] == "version-conflict"
    assert stale.get_json()["version"] == version + 1
    assert http.stream_length(game_id) == length
    fresh = http.command(game_id, tokens[1], {"type": "pass"}, {"If-Match": f'"{version + 1}"'})
    assert fresh.status_code == 200


def test_a_retried_idempotency_key_replays_the_first_answer_and_appends_once(http: Http) -> None:
    """The same key from the same seat replays the first answer (Idempotent-Replayed); one append."""
    game_id, tokens = http.fixed_game()
    length = http.stream_length(game_id)
    key = {"Idempotency-Key": "lead-1"}
    first = http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}, key)
    again = http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}, key)
    assert (first.status_code, again.status_code) == (200, 200)
    assert "Idempotent-Replayed" not in first.headers
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.get_json() == first.get_json()
    assert http.stream_length(game_id) == length + 1


def test_a_retry_with_the_if_match_of_its_first_attempt_is_still_a_replay(http: Http) -> None:
    """A client that lost the answer may resend the request, If-Match included, and get the first result."""
    game_id, tokens = http.fixed_game()
    version = http.view(game_id)["version"]
    headers = {"Idempotency-Key": "k", "If-Match": f'"{version}"'}
    first = http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}, headers)
    again = http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}, headers)
    assert again.status_code == 200
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.get_json()["events"] == first.get_json()["events"]


def test_idempotency_keys_are_scoped_to_the_seat(http: Http) -> None:
    """Another seat reusing a key sends a new command, not a replay of the first seat's."""
    game_id, tokens = http.fixed_game()
    lead = http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}, {"Idempotency-Key": "same"})
    assert lead.status_code == 200
    other = http.command(game_id, tokens[1], {"type": "pass"}, {"Idempotency-Key": "same"})
    assert other.status_code == 200
    assert "Idempotent-Replayed" not in other.headers
    assert [e["type"] for e in other.get_json()["events"]] == ["Passed"]


def test_legal_commands_say_their_game_and_form_and_fit_exactly_one_shape_of_the_contract(http: Http) -> None:
    """``game`` discriminates the answers (the commands are the game's); ``form`` says which query it answers:
    only ``compact`` lists ``play_groups``."""
    game_id, tokens = http.fixed_game()
    url = f"/v1/games/{game_id}/legal-commands"
    full = http.client.get(url, headers=http.bearer(tokens[0])).get_json()
    compact = http.client.get(f"{url}?form=compact", headers=http.bearer(tokens[0])).get_json()
    assert (full["game"], full["form"], compact["form"]) == ("bombs", "full", "compact")
    assert "play_groups" not in full and compact["play_groups"] == []
    for body in (full, compact):
        contract().validate_component("LegalCommands", body)
        contract().validate_component("BombsLegalCommands", body)
