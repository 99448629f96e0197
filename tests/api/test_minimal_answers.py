"""``Prefer: return=minimal`` on the command routes (RFC 7240): 204 without a body, the version reached in the
``ETag`` and ``Preference-Applied`` saying so; the command is applied as without it, a replay of its
Idempotency-Key is minimal too, and a refusal is the same problem+json."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.api.test_idle_over_http import create
from tests.api.test_match_stream import new_match
from tests.api.test_matches_over_http import match_moves

if TYPE_CHECKING:
    from tests.api.conftest import Http

MINIMAL = {"Prefer": "return=minimal"}


def test_a_command_that_prefers_a_minimal_answer_is_applied_and_answered_204_with_its_version(http: Http) -> None:
    game_id, tokens = http.fixed_game()
    before = http.view(game_id)["version"]
    response = http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}, MINIMAL)
    assert response.status_code == 204
    assert response.data == b""
    assert "Content-Type" not in response.headers
    assert response.headers["Preference-Applied"] == "return=minimal"
    assert response.headers["Cache-Control"] == "no-store"
    assert "Powderkeg-Table" not in response.headers, "a game at one table"
    after = http.view(game_id)
    assert after["version"] > before
    assert response.headers["ETag"] == f'"{after["version"]}"'
    assert any(e["type"] == "CardsPlayed" for e in http.log(game_id))


def test_a_replay_of_a_minimal_commands_key_is_minimal_and_says_it_replays(http: Http) -> None:
    game_id, tokens = http.fixed_game()
    keyed = {**MINIMAL, "Idempotency-Key": "k1"}
    first = http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}, keyed)
    again = http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}, keyed)
    assert (first.status_code, again.status_code) == (204, 204)
    assert again.headers["Idempotent-Replayed"] == "true" and "Idempotent-Replayed" not in first.headers
    assert again.headers["ETag"] == first.headers["ETag"]
    full = http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}, {"Idempotency-Key": "k1"})
    assert full.status_code == 200 and full.headers["Idempotent-Replayed"] == "true"
    assert f'"{full.get_json()["version"]}"' == first.headers["ETag"], "the same first answer, in full"


@pytest.mark.parametrize(
    "prefer",
    ["return=minimal", "RETURN=Minimal", 'return="minimal"', "respond-async, return=minimal", "return=minimal; x=1"],
)
def test_return_minimal_is_read_among_other_preferences_in_any_case(http: Http, prefer: str) -> None:
    game_id, tokens = http.fixed_game()
    response = http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}, {"Prefer": prefer})
    assert response.status_code == 204


@pytest.mark.parametrize(
    "prefer",
    [
        "return=representation",
        "respond-async",
        "return",
        "minimal",
        "return=minimalist",
        "return=representation, return=minimal",  # the first of a preference given twice counts (RFC 7240 §2)
    ],
)
def test_any_other_preference_gets_the_full_answer(http: Http, prefer: str) -> None:
    game_id, tokens = http.fixed_game()
    response = http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}, {"Prefer": prefer})
    assert response.status_code == 200
    assert "Preference-Applied" not in response.headers
    assert response.get_json()["view"]["version"] == response.get_json()["version"]


def test_a_refused_command_is_the_same_problem_whatever_it_prefers(http: Http) -> None:
    game_id, tokens = http.fixed_game()
    response = http.command(game_id, tokens[1], {"type": "play", "cards": ["3C"]}, MINIMAL)
    plain = http.command(game_id, tokens[1], {"type": "play", "cards": ["3C"]})
    assert response.status_code == plain.status_code == 422
    assert response.get_json() == plain.get_json()
    assert "Preference-Applied" not in response.headers


def test_stepping_away_returning_and_resigning_answer_minimally_as_a_command_does(http: Http) -> None:
    game_id, tokens = create(http, seat_idle_s=600, game_idle_s=3600)
    seat = 1
    away = http.client.post(f"/v1/games/{game_id}/seats/{seat}/away", headers={**http.bearer(tokens[seat]), **MINIMAL})
    assert away.status_code == 204 and away.headers["Preference-Applied"] == "return=minimal"
    assert http.view(game_id)["idle"]["autopilot"] == [seat]
    back = http.client.post(
        f"/v1/games/{game_id}/seats/{seat}/return", headers={**http.bearer(tokens[seat]), **MINIMAL}
    )
    assert back.status_code == 204 and http.view(game_id)["idle"]["autopilot"] == []
    resigned = http.client.post(f"/v1/games/{game_id}/resign", headers={**http.bearer(tokens[seat]), **MINIMAL})
    assert resigned.status_code == 204 and http.view(game_id)["idle"]["resigned"] == [seat]
    versions = [int(r.headers["ETag"].strip('"')) for r in (away, back, resigned)]
    assert versions == sorted(versions) and versions[-1] <= http.view(game_id)["version"], "bots may play on since"


def test_a_minimal_command_at_a_match_table_names_the_tables_version(http: Http) -> None:
    match_id, tokens = new_match(http)
    player, body, table = match_moves(http, match_id, tokens, http.view(match_id))[0]
    response = http.command(match_id, tokens[player], body, MINIMAL)
    assert response.status_code == 204
    assert response.headers["Powderkeg-Table"] == table
    tables = {t["key"]: t for t in http.view(match_id)["tables"]}
    assert response.headers["ETag"] == f'"{tables[table]["version"]}"'
