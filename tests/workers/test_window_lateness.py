"""Window lateness: the workers record how late each timer was applied, once, in a histogram kept in Redis,
and GET /metrics exposes it beside the worker heartbeat's age and the depth of the queues."""

from __future__ import annotations

import redis
from flask.testing import FlaskClient

from domain.game import PlayerSpec
from domain.service import GameService
from eventstore.heartbeat import beat
from eventstore.lateness import BUCKETS_MS, LatenessCounts, WindowLateness, bucket_of
from powderkeg.wiring import create_app
from settings import Settings
from tests.support.scrape import names, scrape, value
from tests.workers.support import DEAL, ManualClock, open_last_call
from workers import jobs
from workers.lateness import apply_timer
from workers.sweeper import Sweeper

LATENESS = "powderkeg_window_lateness_seconds"


def app_client(settings: Settings, service: GameService) -> FlaskClient:
    """The API over the test's service (and so its manual clock)."""
    return create_app(settings, service).test_client()


def test_a_lateness_falls_in_the_first_bucket_at_or_above_it_and_buckets_add_up() -> None:
    """Bounds are inclusive (Prometheus ``le``); past the last bound is +Inf; cumulative counts add up."""
    last = BUCKETS_MS[-1]
    expected = {0: "5", 5: "5", 6: "10", 250: "250", 251: "500", last: str(last), last + 1: "inf"}
    assert {ms: bucket_of(ms) for ms in expected} == expected
    counts = LatenessCounts(buckets={"5": 2, "250": 1, "inf": 1}, count=4, sum_ms=20_300)
    cumulative = dict(counts.cumulative())
    assert (cumulative["0.005"], cumulative["0.1"], cumulative["0.25"], cumulative["10.0"]) == (2, 2, 3, 3)
    assert cumulative["+Inf"] == 4


def test_a_timer_the_sweeper_applies_300_ms_late_is_recorded_once(
    service: GameService, redis_client: redis.Redis, settings: Settings, clock: ManualClock
) -> None:
    """Swept 300 ms after its due time: one observation of 300 ms in the 500 ms bucket. Applied again
    afterwards (as its RQ job would), the timer is closed and nothing more is recorded."""
    call = open_last_call(service, window_ms=500)
    clock.now = call.due_ms + 300
    assert Sweeper(service, redis_client, settings).run_once(clock.now) == 1
    recorded = WindowLateness(redis_client, settings.key_prefix).read()
    assert recorded == {"bombs": LatenessCounts(buckets={"500": 1}, count=1, sum_ms=300)}

    assert not apply_timer(service, WindowLateness(redis_client, settings.key_prefix), call.game_id, call.key)
    assert WindowLateness(redis_client, settings.key_prefix).read() == recorded


def test_a_timer_fired_by_its_rq_job_records_its_lateness(
    service: GameService, redis_client: redis.Redis, worker_env: Settings, clock: ManualClock
) -> None:
    """A last call due 9.5 s ago, closed by its job (on the worker's own clock): one observation of at least
    9.5 s."""
    clock.now -= 10_000
    call = open_last_call(service, window_ms=500)
    assert jobs.fire_timer(call.game_id, call.key, call.version)
    counts = WindowLateness(redis_client, worker_env.key_prefix).read()["bombs"]
    assert counts.count == 1
    assert counts.sum_ms >= 9_500


def test_a_timer_that_is_not_due_yet_records_nothing(
    service: GameService, redis_client: redis.Redis, settings: Settings, clock: ManualClock
) -> None:
    """Applying a timer before its due time does nothing (it is scheduled again), and records nothing."""
    call = open_last_call(service, window_ms=500)
    clock.now = call.due_ms - 1
    lateness = WindowLateness(redis_client, settings.key_prefix)
    assert not apply_timer(service, lateness, call.game_id, call.key)
    assert lateness.read() == {}


def test_metrics_exposes_the_lateness_histogram_by_game(
    service: GameService, redis_client: redis.Redis, settings: Settings, clock: ManualClock
) -> None:
    """After a window closed 300 ms late: le=0.25 holds none, le=0.5 holds it, sum 0.3 s, count 1."""
    call = open_last_call(service, window_ms=500)
    clock.now = call.due_ms + 300
    Sweeper(service, redis_client, settings).run_once(clock.now)
    samples = scrape(app_client(settings, service))
    assert value(samples, f"{LATENESS}_bucket", game="bombs", le="0.25") == 0
    assert value(samples, f"{LATENESS}_bucket", game="bombs", le="0.5") == 1
    assert value(samples, f"{LATENESS}_bucket", game="bombs", le="+Inf") == 1
    assert value(samples, f"{LATENESS}_count", game="bombs") == 1
    assert value(samples, f"{LATENESS}_sum", game="bombs") == 0.3


def test_metrics_shows_the_age_of_the_newest_worker_heartbeat_once_there_is_one(
    service: GameService, redis_client: redis.Redis, settings: Settings, clock: ManualClock
) -> None:
    """No heartbeat yet: no age. Two workers beat 4 s and 2.5 s ago: the age is 2.5 s."""
    client = app_client(settings, service)
    assert "powderkeg_worker_heartbeat_age_seconds" not in names(scrape(client))
    beat(redis_client, settings.key_prefix, "worker-a", clock.now - 4_000)
    beat(redis_client, settings.key_prefix, "worker-b", clock.now - 2_500)
    assert value(scrape(client), "powderkeg_worker_heartbeat_age_seconds") == 2.5


def test_metrics_shows_the_queue_and_the_deadlines_waiting_for_a_worker(
    service: GameService, settings: Settings, clock: ManualClock
) -> None:
    """A bot on turn and no worker: one job in the RQ queue and one deadline (its backstop), overdue once it
    is more than a second past due."""
    client = app_client(settings, service)
    before = scrape(client)
    assert value(before, "powderkeg_rq_queue_length") == 0
    assert value(before, "powderkeg_deadlines") == 0
    players = [PlayerSpec(name="bot", bot="random"), PlayerSpec(name="p1"), PlayerSpec(name="p2")]
    service.create_game("bombs", players, {"window_ms": 3000, "hands": 1}, DEAL)
    waiting = scrape(client)
    assert value(waiting, "powderkeg_rq_queue_length") == 1
    assert value(waiting, "powderkeg_deadlines") == 1
    assert value(waiting, "powderkeg_overdue_deadlines") == 0
    clock.now += 60_000
    assert value(scrape(client), "powderkeg_overdue_deadlines") == 1
