"""RqScheduler: each deadline becomes one RQ job (JSON, a stable id, never early) and one sweeper entry."""

from __future__ import annotations

import json
import re
import zlib
from typing import Any

import redis
from rq.job import Job
from rq.serializers import JSONSerializer

from eventstore.deadlines import Deadline, Deadlines, Kind
from powderkeg.settings import Settings
from tests.workers.support import ManualClock
from workers.scheduling import BOT_SWEEP_GRACE_MS, RqScheduler, job_id, queue_for


def scheduled_at(client: redis.Redis, settings: Settings) -> dict[str, int]:
    """Job id -> the whole second RQ will enqueue it at."""
    registry = queue_for(client, settings).scheduled_job_registry
    return {j: int(client.zscore(registry.key, j) or 0) for j in registry.get_job_ids()}


def test_a_timer_becomes_a_json_job_at_the_next_whole_second_and_a_deadline_entry(
    redis_client: redis.Redis, settings: Settings, clock: ManualClock
) -> None:
    """The job waits for the second after the due time (RQ truncates), the entry for the exact due time."""
    due = clock.now + 5_250
    RqScheduler(redis_client, settings, clock=clock).schedule_timer("g1", "last-call:1:2:1", due, 7)

    jid = job_id(settings.key_prefix, Kind.TIMER, "g1", "last-call:1:2:1", 7)
    assert scheduled_at(redis_client, settings) == {jid: -(-due // 1000)}
    job = Job.fetch(jid, connection=redis_client, serializer=JSONSerializer)
    assert (job.func_name, job.args) == ("workers.jobs.fire_timer", ["g1", "last-call:1:2:1", 7])
    stored: Any = redis_client.hget(f"rq:job:{jid}", "data")
    raw = zlib.decompress(stored)
    assert json.loads(raw)[0] == "workers.jobs.fire_timer"
    timer = Deadline(kind=Kind.TIMER, game_id="g1", target="last-call:1:2:1", version=7)
    assert Deadlines(redis_client, settings.key_prefix).due_ms(timer) == due


def test_scheduling_the_same_timer_twice_keeps_one_job_and_one_entry(
    redis_client: redis.Redis, settings: Settings, clock: ManualClock
) -> None:
    """Same game, key and version: the same job id and the same sorted set member."""
    scheduler = RqScheduler(redis_client, settings, clock=clock)
    scheduler.schedule_timer("g1", "k", clock.now + 3000, 4)
    scheduler.schedule_timer("g1", "k", clock.now + 3000, 4)
    assert len(scheduled_at(redis_client, settings)) == 1
    deadlines = Deadlines(redis_client, settings.key_prefix)
    assert redis_client.zcard(deadlines.key_of("g1")) == 1 and deadlines.counts(clock.now + 10_000) == (1, 1)


def test_a_timer_already_due_is_queued_at_once(
    redis_client: redis.Redis, settings: Settings, clock: ManualClock
) -> None:
    """No wait for RQ's scheduler when the deadline has passed."""
    RqScheduler(redis_client, settings, clock=clock).schedule_timer("g1", "k", clock.now, 4)
    assert queue_for(redis_client, settings).count == 1
    assert scheduled_at(redis_client, settings) == {}


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


def test_a_bot_due_later_waits_like_a_timer(
    redis_client: redis.Redis, settings: Settings, clock: ManualClock
) -> None:
    """A bot delay schedules the job and puts the entry at the due time itself."""
    due = clock.now + 1500
    RqScheduler(redis_client, settings, clock=clock).schedule_bot("g1", 2, 9, due)
    assert list(scheduled_at(redis_client, settings).values()) == [-(-due // 1000)]
    bot = Deadline(kind=Kind.BOT, game_id="g1", target=2, version=9)
    assert Deadlines(redis_client, settings.key_prefix).due_ms(bot) == due


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
