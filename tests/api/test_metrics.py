"""GET /metrics: Prometheus text, commands counted and timed by game and outcome, Redis errors counted, never
rate limited, and still 200 when Redis is down.

The process's metrics are shared by every test of this process, so each test compares a scrape after with a
scrape before."""

from __future__ import annotations

import dataclasses
import socket
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from powderkeg.wiring import create_app
from settings import Settings
from settings.values import rate_limits
from tests.support.scrape import names, parse_samples, scrape, value

if TYPE_CHECKING:
    from tests.api.conftest import Http

COUNT = "powderkeg_commands_total"
SECONDS = "powderkeg_command_duration_seconds_count"
ERRORS = "powderkeg_redis_errors_total"


def closed_port() -> int:
    """A local TCP port nothing listens on."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


@pytest.fixture
def dead_redis_settings(tmp_path: Path, key_prefix: str) -> Settings:
    """Settings naming a Redis that refuses connections."""
    return Settings(redis_url=f"redis://127.0.0.1:{closed_port()}", data_dir=tmp_path, key_prefix=key_prefix)


def test_metrics_answers_prometheus_text_that_the_prometheus_parser_reads(http: Http) -> None:
    """200, text/plain in the 0.0.4 format by default, every family parsed, the Redis-side ones included."""
    response = http.client.get("/metrics")
    assert response.status_code == 200
    assert response.headers["Content-Type"].startswith("text/plain; version=0.0.4")
    samples = parse_samples(response.get_data(as_text=True))
    assert {"powderkeg_rq_queue_length", "powderkeg_deadlines", "powderkeg_overdue_deadlines"} <= names(samples)


def test_metrics_speaks_openmetrics_to_a_scraper_that_asks_for_it(http: Http) -> None:
    """A Prometheus server's Accept header gets the OpenMetrics format, ending with # EOF."""
    response = http.client.get("/metrics", headers={"Accept": "application/openmetrics-text; version=1.0.0"})
    assert response.status_code == 200
    assert response.mimetype == "application/openmetrics-text"
    assert response.get_data(as_text=True).endswith("# EOF\n")


def test_commands_are_counted_by_game_and_outcome_and_timed(http: Http) -> None:
    """An accepted, a replayed, a rejected (422) and a conflicting (409) command each count under their
    outcome for their game, and all four are in the latency histogram."""
    game_id, tokens = http.fixed_game()
    before = scrape(http.client)
    key = {"Idempotency-Key": "lead-1"}
    assert http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}, key).status_code == 200
    assert http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}, key).status_code == 200
    assert http.command(game_id, tokens[2], {"type": "pass"}).status_code == 422
    assert http.command(game_id, tokens[1], {"type": "pass"}, {"If-Match": '"0"'}).status_code == 409
    after = scrape(http.client)

    def delta(name: str, **labels: str) -> float:
        return value(after, name, **labels) - value(before, name, **labels)

    for outcome in ("accepted", "replayed", "rejected", "conflict"):
        assert delta(COUNT, game="bombs", outcome=outcome) == 1, outcome
    assert delta(COUNT, game="bombs", outcome="error") == 0
    assert delta(SECONDS, game="bombs") == 4
    assert delta("powderkeg_command_duration_seconds_bucket", game="bombs", le="+Inf") == 4


def test_a_command_refused_before_its_game_is_known_counts_as_rejected_for_an_unknown_game(http: Http) -> None:
    """No token, or no such game: rejected, under game="unknown"."""
    game_id, _ = http.fixed_game()
    before = scrape(http.client)
    assert http.client.post(f"/v1/games/{game_id}/commands", json={"type": "pass"}).status_code == 401
    assert http.command("no-such-game", "x.y", {"type": "pass"}).status_code == 404
    after = scrape(http.client)
    rejected = {"game": "unknown", "outcome": "rejected"}
    assert value(after, COUNT, **rejected) - value(before, COUNT, **rejected) == 2


def test_with_redis_down_metrics_answers_200_without_the_redis_metrics_and_counts_the_error(
    dead_redis_settings: Settings,
) -> None:
    """The scrape leaves out what it could not read from Redis and counts one error where="metrics"."""
    client = create_app(dead_redis_settings).test_client()
    first = scrape(client)
    second = scrape(client)
    assert value(second, ERRORS, where="metrics") == value(first, ERRORS, where="metrics") + 1
    assert not {"powderkeg_rq_queue_length", "powderkeg_deadlines"} & names(second)
    assert "powderkeg_window_lateness_seconds_count" not in names(second)


def test_a_request_answered_503_counts_a_redis_error_at_its_endpoint(dead_redis_settings: Settings) -> None:
    """A command that finds Redis down answers 503 store-unavailable: one Redis error at its endpoint and
    one command with outcome "error"."""
    client = create_app(dead_redis_settings).test_client()
    before = scrape(client)
    response = client.post("/v1/games/abc/commands", json={"type": "pass"}, headers={"Authorization": "Bearer a.b"})
    assert response.status_code == 503
    after = scrape(client)
    where = {"where": "commands.post_command"}
    assert value(after, ERRORS, **where) - value(before, ERRORS, **where) == 1
    error = {"game": "unknown", "outcome": "error"}
    assert value(after, COUNT, **error) - value(before, COUNT, **error) == 1


def test_metrics_is_never_rate_limited(settings: Settings) -> None:
    """With a limit of one request a second, the API refuses a second request but never a scrape."""
    client = create_app(dataclasses.replace(settings, rate_limit=rate_limits("x", "reads=1/m"))).test_client()
    assert client.get("/v1/game-types").status_code == 200
    assert client.get("/v1/game-types").status_code == 429
    assert [client.get("/metrics").status_code for _ in range(5)] == [200] * 5


def test_a_waiting_long_poll_counts_as_an_open_stream_until_it_answers(http: Http) -> None:
    """While a long-poll waits, powderkeg_open_streams{kind="long_poll"} is one higher; once a command
    wakes it, it is back where it was."""
    game_id, tokens = http.fixed_game()
    head = http.view(game_id)["version"]
    before = value(scrape(http.client), "powderkeg_open_streams", kind="long_poll")
    answers: list[int] = []
    waiter = threading.Thread(
        target=lambda: answers.append(
            http.client.application.test_client().get(f"/v1/games/{game_id}/events?after={head}&wait=20").status_code
        )
    )
    waiter.start()
    deadline = time.monotonic() + 10
    while value(scrape(http.client), "powderkeg_open_streams", kind="long_poll") != before + 1:
        assert time.monotonic() < deadline, "the long-poll never showed as open"
        time.sleep(0.01)
    assert http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}).status_code == 200
    waiter.join(20)
    assert answers == [200]
    assert value(scrape(http.client), "powderkeg_open_streams", kind="long_poll") == before
