"""The RQ jobs, run by a real SimpleWorker on real Redis: bots play their turns, and the timer jobs older servers
queued close windows once."""

from __future__ import annotations

import redis
from rq import SimpleWorker
from rq.serializers import JSONSerializer

from domain.game import PlayerSpec
from domain.service import GameService
from eventstore.deadlines import Deadlines, timer_deadline
from settings import Settings
from tests.workers.support import ManualClock, event_types, open_last_call
from workers import jobs
from workers.scheduling import queue_for


def work(client: redis.Redis, settings: Settings) -> bool:
    """Run every job that is queued or due now, in this process, and return whether any ran."""
    worker = SimpleWorker([queue_for(client, settings)], connection=client, serializer=JSONSerializer)
    return worker.work(burst=True, with_scheduler=True, logging_level="WARNING")


def test_a_timer_job_queued_by_an_older_server_closes_the_last_call(
    service: GameService, redis_client: redis.Redis, worker_env: Settings, clock: ManualClock
) -> None:
    """Servers before the sweeper alone queued an RQ job per timer: one found after an upgrade closes a last call
    that fell due ten seconds ago, taken as expired, and the sweeper's entry goes with it."""
    clock.now -= 10_000
    call = open_last_call(service, window_ms=500)
    queue_for(redis_client, worker_env).enqueue(
        "workers.jobs.fire_timer", call.game_id, call.key, call.version, result_ttl=0
    )
    assert work(redis_client, worker_env)
    closing = service.store.read(call.game_id, call.version)
    assert [(e.type, e.data["reason"]) for e in closing] == [("TrickTaken", "expired")]
    timer = timer_deadline(call.game_id, call.key)
    assert Deadlines(redis_client, worker_env.key_prefix).due_ms(timer) is None


def test_a_fired_timer_replayed_twice_changes_nothing(
    service: GameService, redis_client: redis.Redis, worker_env: Settings, clock: ManualClock
) -> None:
    """After its window closed, the same timer job run twice more (as jobs and as calls) appends nothing."""
    clock.now -= 10_000
    call = open_last_call(service, window_ms=500)
    assert jobs.fire_timer(call.game_id, call.key, call.version) is True
    after_first = service.store.read(call.game_id)

    queue = queue_for(redis_client, worker_env)
    for _ in range(2):
        queue.enqueue("workers.jobs.fire_timer", call.game_id, call.key, call.version, result_ttl=0)
    assert work(redis_client, worker_env)
    assert jobs.fire_timer(call.game_id, call.key, call.version) is False
    assert jobs.fire_timer(call.game_id, call.key, call.version) is False
    assert service.store.read(call.game_id) == after_first
    assert queue.failed_job_registry.count == 0


def test_a_timer_job_that_runs_early_does_nothing_and_leaves_the_deadline(
    service: GameService, redis_client: redis.Redis, worker_env: Settings
) -> None:
    """A job run before the due time (a clock ahead, a manual run) neither closes the call nor loses it."""
    call = open_last_call(service, window_ms=60_000)
    assert jobs.fire_timer(call.game_id, call.key, call.version) is False
    assert event_types(service, call.game_id, call.version) == []
    timer = timer_deadline(call.game_id, call.key)
    assert Deadlines(redis_client, worker_env.key_prefix).due_ms(timer) == call.due_ms


def test_bot_jobs_play_a_game_of_bots_to_its_end(
    service: GameService, redis_client: redis.Redis, worker_env: Settings
) -> None:
    """Each bot move enqueues the next bot's job; one burst worker plays a short game of bots to the end."""
    specs = [PlayerSpec(name=f"bot{s}", bot="random") for s in range(3)]
    deal = {"hands": [["3C", "5H"], ["4C", "6H"], ["4D", "7H"]], "dealer": 0}
    game_id = service.create_game("bombs", specs, {"window_ms": 0, "hands": 1}, deal).game_id
    assert work(redis_client, worker_env)
    types = event_types(service, game_id)
    assert types[-1] == "GameFinished"
    assert "CardsPlayed" in types
    assert queue_for(redis_client, worker_env).failed_job_registry.count == 0


def test_a_bot_job_for_a_version_that_has_passed_does_nothing(
    service: GameService, redis_client: redis.Redis, worker_env: Settings
) -> None:
    """A bot job that arrives after the game moved on (a retry, a late duplicate) appends nothing."""
    call = open_last_call(service, window_ms=60_000)
    before = service.store.read(call.game_id)
    assert jobs.play_bot(call.game_id, 0, call.version - 1) is False
    assert service.store.read(call.game_id) == before
