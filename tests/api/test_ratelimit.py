"""Rate limits across processes (api/ratelimit.py): budgets per client counted in Redis, 429 with Retry-After,
the IETF draft's RateLimit-Policy and RateLimit headers, and who counts as a client."""

from __future__ import annotations

import dataclasses
import random
import socket
from typing import Any

import pytest
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from api.ratelimit import budget_of
from powderkeg.wiring import create_app
from settings import Settings
from settings.values import rate_limits
from tests.api.conftest import Http
from tests.support.contract import ContractClient


def limited(settings: Settings, spec: str, **changes: Any) -> FlaskClient:
    """A client of an app over ``settings`` with ``POWDERKEG_RATE_LIMIT=spec``, checking every answer against
    the contract."""
    app = create_app(dataclasses.replace(settings, rate_limit=rate_limits("POWDERKEG_RATE_LIMIT", spec), **changes))
    app.test_client_class = ContractClient
    return app.test_client()


def assert_too_many(response: TestResponse, budget: str) -> None:
    assert response.status_code == 429, response.get_json()
    body = response.get_json()
    assert body["code"] == "too-many-requests" and body["budget"] == budget, body
    assert int(response.headers["Retry-After"]) >= 1
    if budget != "refused":  # refused before it was counted in a budget of its own
        assert response.headers["RateLimit"].startswith(f'"{budget}";r=0;t=')


def test_a_client_past_its_budget_is_told_429_with_retry_after_and_where_it_stands(settings: Settings) -> None:
    """Each answer carries the budget's quota (RateLimit-Policy) and what is left of it (RateLimit); past it, 429
    ``too-many-requests`` names the budget; other budgets are not spent by it."""
    client = limited(settings, "reads=3/10s listings=2/m")
    lefts = []
    for _ in range(3):
        response = client.get("/v1/game-types")
        assert response.status_code == 200
        assert response.headers["RateLimit-Policy"] == '"reads";q=3;w=10'
        lefts.append(response.headers["RateLimit"].split(";")[1])
    assert lefts == ["r=2", "r=1", "r=0"]
    assert_too_many(client.get("/v1/game-types"), "reads")
    listing = client.get("/v1/games")
    assert listing.status_code == 200 and listing.headers["RateLimit-Policy"] == '"listings";q=2;w=60'


def test_a_budget_with_several_quotas_names_each_by_its_window(settings: Settings) -> None:
    client = limited(settings, "reads=100/10s,2/m")
    response = client.get("/v1/game-types")
    assert response.headers["RateLimit-Policy"] == '"reads-10s";q=100;w=10, "reads-60s";q=2;w=60'
    assert response.headers["RateLimit"].startswith('"reads-60s";r=1;')  # the quota nearest its end
    assert client.get("/v1/game-types").headers["RateLimit"].startswith('"reads-60s";r=0;')
    refused = client.get("/v1/game-types")  # within the first quota, past the second
    assert refused.status_code == 429 and refused.get_json()["budget"] == "reads"
    assert refused.headers["RateLimit"].startswith('"reads-60s";r=0;')
    assert refused.headers["RateLimit"].endswith(f";t={refused.headers['Retry-After']}")


def test_a_command_over_its_budget_changes_nothing(http: Http, settings: Settings) -> None:
    """The refused command is not appended: the game's version is where it was."""
    game_id, tokens = http.fixed_game()
    client = limited(settings, "commands=1/m")
    before = http.stream_length(game_id)
    first = client.post(
        f"/v1/games/{game_id}/commands", json={"type": "play", "cards": ["3C"]}, headers=http.bearer(tokens[0])
    )
    assert first.status_code == 200, first.get_json()
    second = client.post(f"/v1/games/{game_id}/commands", json={"type": "pass"}, headers=http.bearer(tokens[1]))
    assert second.status_code == 200, second.get_json()  # another seat: a budget of its own
    again = client.post(f"/v1/games/{game_id}/commands", json={"type": "pass"}, headers=http.bearer(tokens[1]))
    assert_too_many(again, "commands")
    assert http.stream_length(game_id) == before + 2


def test_two_processes_count_against_one_budget(settings: Settings) -> None:
    """Two apps over the same Redis (two API processes) share the count: a client gets no more by alternating."""
    one, two = limited(settings, "reads=4/m"), limited(settings, "reads=4/m")
    assert [c.get("/v1/game-types").status_code for c in (one, two, one, two)] == [200] * 4
    assert_too_many(one.get("/v1/game-types"), "reads")
    assert_too_many(two.get("/v1/game-types"), "reads")


def test_a_client_is_its_credential_else_its_address(http: Http, settings: Settings) -> None:
    """Two seat tokens from one address have a budget each; requests without one share the address's."""
    game_id, tokens = http.fixed_game()
    client = limited(settings, "reads=2/m")
    for token in (tokens[0], tokens[1]):
        statuses = [client.get(f"/v1/games/{game_id}", headers=http.bearer(token)).status_code for _ in range(3)]
        assert statuses == [200, 200, 429]
    assert [client.get(f"/v1/games/{game_id}").status_code for _ in range(3)] == [200, 200, 429]


def test_an_address_trying_tokens_runs_out_of_its_refused_budget(http: Http, settings: Settings) -> None:
    """Each 401 spends the address's ``refused`` budget; past it, even a good token from there waits, while
    another address is not affected."""
    game_id, tokens = http.fixed_game()
    client = limited(settings, "refused=3/m")
    assert client.get(f"/v1/games/{game_id}", headers=http.bearer(tokens[0])).status_code == 200
    guesses = [f"{game_id}.guess{n}" for n in range(4)]
    assert [client.get(f"/v1/games/{game_id}", headers=http.bearer(g)).status_code for g in guesses] == [401] * 4
    assert_too_many(client.get(f"/v1/games/{game_id}", headers=http.bearer(tokens[0])), "refused")
    elsewhere = {"REMOTE_ADDR": "10.0.0.9"}
    assert client.get(f"/v1/games/{game_id}", headers=http.bearer(tokens[0]), environ_base=elsewhere).status_code == 200


def test_behind_proxies_the_client_is_the_address_they_name_and_only_then(settings: Settings) -> None:
    """With ``POWDERKEG_PROXIES=1`` the last X-Forwarded-For entry is the client; without, the header is
    ignored (a client could name any address)."""
    behind = limited(settings, "reads=1/m", proxies=1)
    for address in ("198.51.100.1", "198.51.100.2"):
        assert behind.get("/v1/game-types", headers={"X-Forwarded-For": f"203.0.113.7, {address}"}).status_code == 200
    assert behind.get("/v1/game-types", headers={"X-Forwarded-For": "198.51.100.1"}).status_code == 429
    direct = limited(dataclasses.replace(settings, key_prefix=settings.key_prefix + ":direct"), "reads=1/m")
    assert direct.get("/v1/game-types", headers={"X-Forwarded-For": "198.51.100.3"}).status_code == 200
    assert direct.get("/v1/game-types", headers={"X-Forwarded-For": "198.51.100.4"}).status_code == 429


def test_with_the_default_budgets_people_playing_fast_are_never_throttled(http: Http, settings: Settings) -> None:
    """Three seats of a bombs-away game each list their legal commands and send one, back to back, two hundred
    commands in all (more than any person sends in a window): no answer is 429."""
    client = limited(settings, "on")
    created = http.create(players=[{"name": n} for n in ("ann", "bo", "cy")], game="bombs-away")
    game_id, tokens = created["id"], http.tokens(created)
    rng, sent, seat, status = random.Random(37), 0, 0, created["view"]["status"]
    while status != "finished" and sent < 200:
        listed = client.get(f"/v1/games/{game_id}/legal-commands", headers=http.bearer(tokens[seat]))
        assert listed.status_code == 200, listed.get_json()
        if commands := listed.get_json()["commands"]:
            answer = client.post(
                f"/v1/games/{game_id}/commands", json=rng.choice(commands), headers=http.bearer(tokens[seat])
            )
            assert answer.status_code == 200, answer.get_json()
            status, sent = answer.get_json()["view"]["status"], sent + 1
        seat = (seat + 1) % 3
    assert sent == 200 or status == "finished"


def test_probes_scrapes_and_preflights_are_never_counted(settings: Settings) -> None:
    client = limited(settings, "reads=1/m")
    for _ in range(3):
        for path in ("/livez", "/readyz", "/healthz", "/metrics"):
            response = client.get(path)
            assert response.status_code == 200 and "RateLimit" not in response.headers, path
        assert client.options("/v1/game-types", headers={"Origin": "https://example.org"}).status_code in (200, 204)
    assert client.get("/v1/game-types").status_code == 200
    assert client.get("/v1/game-types").status_code == 429


def test_without_its_redis_each_process_counts_in_its_own_memory(settings: Settings) -> None:
    """A Redis that refuses connections leaves the limit in force per process: neither a 500 nor no limit."""
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    app = create_app(
        dataclasses.replace(settings, redis_url=f"redis://127.0.0.1:{port}/0", rate_limit=rate_limits("x", "reads=2/m"))
    )
    client = app.test_client()
    assert [client.get("/v1/game-types").status_code for _ in range(3)] == [200, 200, 429]


def test_the_limits_hold_on_a_cluster(cluster_settings: Settings) -> None:
    client = limited(cluster_settings, "reads=2/m")
    assert [client.get("/v1/game-types").status_code for _ in range(3)] == [200, 200, 429]


@pytest.mark.parametrize(
    ("endpoint", "method", "budget"),
    [
        ("commands.post_command", "POST", "commands"),
        ("lobby.join_game", "POST", "commands"),
        ("stream.issue_stream_ticket", "POST", "commands"),
        ("games.create_game", "POST", "creation"),
        ("players.create_player", "POST", "creation"),
        ("players.revoke_key", "DELETE", "creation"),
        ("lobby.list_games", "GET", "listings"),
        ("players.leaderboard", "GET", "listings"),
        ("games.get_game", "GET", "reads"),
        ("events.list_events", "GET", "reads"),
        (None, "GET", "reads"),
    ],
)
def test_each_request_counts_in_the_budget_of_what_it_does(endpoint: str | None, method: str, budget: str) -> None:
    assert budget_of(endpoint, method) == budget


def test_the_setting_names_budgets_and_the_others_keep_their_defaults() -> None:
    given = rate_limits("POWDERKEG_RATE_LIMIT", "commands=20/s,1000/10m listings=off")
    assert given is not None
    assert [(q.count, q.window_s) for q in given.of("commands")] == [(20, 1), (1000, 600)]
    assert given.of("listings") == ()
    assert given.of("reads") == rate_limits("x", "on").of("reads") != ()  # type: ignore[union-attr]
    assert rate_limits("x", given.spec()) == given
    for off in ("", "0", "off"):
        assert rate_limits("x", off) is None
    for bad in ("20/40", "fast", "commands", "moves=1/s", "reads=0/s", "reads=5/fortnight", "reads=5/0s"):
        with pytest.raises(ValueError, match="POWDERKEG_RATE_LIMIT"):
            rate_limits("POWDERKEG_RATE_LIMIT", bad)
