"""RqScheduler: a timer becomes one sweeper entry; a bot turn one RQ job (JSON, a stable id, never early) and one
sweeper entry."""

from __future__ import annotations

import re

import redis

from eventstore.deadlines import Deadline, Deadlines, Kind, timer_deadline
from settings import Settings
from tests.workers.support import ManualClock
from workers.scheduling import BOT_SWEEP_GRACE_MS, RqScheduler, job_id, queue_for


def scheduled_at(client: redis.Redis, settings: Settings) -> dict[str, int]:
    """Job id -> the whole second RQ will enqueue it at."""
    registry = queue_for(client, settings).scheduled_job_registry
    return {j: int(client.zscore(registry.key, j) or 0) for j in registry.get_job_ids()}


def test_a_timer_is_a_deadline_entry_at_its_exact_due_time_and_no_job(
    redis_client: redis.Redis, settings: Settings, clock: ManualClock
) -> None:
    """The sweeper closes windows: a timer costs one sorted set member, and nothing on RQ's queue."""
    due = clock.now + 5_250
    RqScheduler(redis_client, settings, clock=clock).schedule_timer("g1", "last-call:1:2:1", due)

    timer = timer_deadline("g1", "last-call:1:2:1")
    assert Deadlines(redis_client, settings.key_prefix).due_ms(timer) == due
    queue = queue_for(redis_client, settings)
    assert scheduled_at(redis_client, settings) == {} and queue.count == 0
    assert redis_client.exists(f"rq:job:{job_id(settings.key_prefix, Kind.TIMER, 'g1', 'last-call:1:2:1', 7)}") == 0


def test_scheduling_the_same_timer_twice_keeps_one_entry(
    redis_client: redis.Redis, settings: Settings, clock: ManualClock
) -> None:
    """Same game and key (a key names one window): the same sorted set member."""
    scheduler = RqScheduler(redis_client, settings, clock=clock)
    scheduler.schedule_timer("g1", "k", clock.now + 3000)
    scheduler.schedule_timer("g1", "k", clock.now + 3000)
    deadlines = Deadlines(redis_client, settings.key_prefix)
    assert redis_client.zcard(deadlines.key_of("g1")) == 1 and deadlines.counts(clock.now + 10_000) == (1, 1)


def test_a_timer_already_due_is_due_to_the_sweeper_at_once(
    redis_client: redis.Redis, settings: Settings, clock: ManualClock
) -> None:
    """A deadline that has passed is swept on the next pass, without a job."""
    RqScheduler(redis_client, settings, clock=clock).schedule_timer("g1", "k", clock.now)
    assert queue_for(redis_client, settings).count == 0
    assert [entry.due_ms for entry in Deadlines(redis_client, settings.key_prefix).due(clock.now, 10)] == [clock.now]


def test_a_bot_due_now_is_queued_at_once_and_swept_only_after_a_grace(
    redis_client: redis.Redis, settings: Settings, clock: ManualClock
) -> None:
    """The job plays the bot; the sweeper entry is the backup for a lost job."""
    RqScheduler(redis_client, settings, clock=clock).schedule_bot("g1", 2, 9, clock.now)
    queue = queue_for(redis_client, settings)
    (job,) = queue.get_jobs()
    assert (job.func_name, job.args) == ("workers.jobs.play_bot", ["g1", 2, 9])
    bot = Deadline(kind=Kind.BOT, game_id="g1", target=2, version=9)
    assert Deadlines(redis_client, settings.key_prefix).due_ms(bot) == clock.now + BOT_SWEEP_GRACE_MS


def test_a_bot_due_later_is_a_job_at_the_next_whole_second_and_an_entry_at_its_due_time(
    redis_client: redis.Redis, settings: Settings, clock: ManualClock
) -> None:
    """A bot delay schedules the job at the next whole second, and the entry after the same grace as a turn due
    now: later than the job, so the sweep acts only when the job was lost."""
    due = clock.now + 1500
    RqScheduler(redis_client, settings, clock=clock).schedule_bot("g1", 2, 9, due)
    assert list(scheduled_at(redis_client, settings).values()) == [-(-due // 1000)]
    bot = Deadline(kind=Kind.BOT, game_id="g1", target=2, version=9)
    assert Deadlines(redis_client, settings.key_prefix).due_ms(bot) == due + BOT_SWEEP_GRACE_MS
    assert -(-due // 1000) * 1000 < due + BOT_SWEEP_GRACE_MS


def test_job_ids_are_valid_rq_ids_and_differ_by_prefix_kind_game_key_and_version() -> None:
    """Ids are hashed, so any timer key or game id gives an id RQ accepts."""
    ids = {
        job_id("pk", Kind.TIMER, "g1", "last-call:1:2:1", 3),
        job_id("pk2", Kind.TIMER, "g1", "last-call:1:2:1", 3),
        job_id("pk", Kind.BOT, "g1", "last-call:1:2:1", 3),
        job_id("pk", Kind.TIMER, "g2", "last-call:1:2:1", 3),
        job_id("pk", Kind.TIMER, "g1", "clock:1:9", 3),
        job_id("pk", Kind.TIMER, "g1", "last-call:1:2:1", 4),
    }
    assert len(ids) == 6
    assert all(re.fullmatch(r"[A-Za-z0-9_-]+", i) for i in ids)
