"""A finished game's log is archived by an RQ job scheduled when it finishes (``GameService.archive``), and
every read of the game answers as before: its state, its events, its export and its verification."""

from __future__ import annotations

import math
import random

import pytest
import redis

from domain.game import PlayerSpec
from domain.service import GameService
from eventstore.keys import archive_key, commands_key, events_key
from settings import Settings
from tests.service.test_matches import new_match, play_one
from tests.support.playing import play_everything
from tests.workers.support import ManualClock, service_on_the_clock
from workers import jobs
from workers.scheduling import ARCHIVE_JOB, job_id, queue_for


def archiving_service(redis_client: redis.Redis, settings: Settings, clock: ManualClock) -> GameService:
    """A service that archives a game a minute after it finishes."""
    return service_on_the_clock(redis_client, settings, clock, archive_after_ms=60_000)


def finished_game(service: GameService, clock: ManualClock) -> str:
    """A game of exploding aces at three seats, played to its end."""
    game_id = service.create_game("exploding-aces", [PlayerSpec(name=f"p{i}") for i in range(3)], {}).game_id
    play_everything(service, clock, game_id, seed=3)
    return game_id


def test_a_finished_game_gets_its_archive_job_and_then_reads_as_before(
    redis_client: redis.Redis, worker_env: Settings, clock: ManualClock
) -> None:
    service = archiving_service(redis_client, worker_env, clock)
    game_id = finished_game(service, clock)
    registry = queue_for(redis_client, worker_env).scheduled_job_registry
    job = job_id(worker_env.key_prefix, ARCHIVE_JOB, game_id, "", 0)
    assert registry.get_job_ids() == [job]
    assert redis_client.zscore(registry.key, job) == math.ceil((clock.now + 60_000) / 1000)
    loaded = service.load(game_id)
    events = service.store.read(game_id)
    export = list(service.export(loaded, None))

    assert jobs.archive_game(game_id)  # what the job runs, in the worker's runtime
    prefix = worker_env.key_prefix
    assert redis_client.exists(events_key(prefix, game_id), commands_key(prefix, game_id)) == 0
    assert redis_client.exists(archive_key(prefix, game_id)) == 1

    cold = archiving_service(redis_client, worker_env, clock)  # another process, which never saw the game
    again = cold.load(game_id)
    assert (again.version, again.state) == (loaded.version, loaded.state)
    assert cold.store.read(game_id) == events and cold.store.head(game_id) == loaded.version
    assert list(cold.export(again, None)) == export
    assert cold.verify(game_id).ok
    assert not jobs.archive_game(game_id)  # once is enough


def test_a_game_still_being_played_or_a_service_that_does_not_archive_archives_nothing(
    redis_client: redis.Redis, settings: Settings, clock: ManualClock
) -> None:
    """Only a finished game is archived, and only by a service that archives (``off`` stops even the archives
    scheduled before it was set)."""
    service = archiving_service(redis_client, settings, clock)
    playing = service.create_game("exploding-aces", [PlayerSpec(name=f"p{i}") for i in range(3)], {}).game_id
    assert not service.archive(playing)
    off = service_on_the_clock(redis_client, settings, clock)
    finished = finished_game(off, clock)
    assert queue_for(redis_client, settings).scheduled_job_registry.get_job_ids() == []
    assert not off.archive(finished)
    for game_id in (playing, finished):
        assert redis_client.exists(archive_key(settings.key_prefix, game_id)) == 0
        assert len(service.store.read(game_id)) == service.load(game_id).version + 1


def test_archive_finished_archives_what_the_jobs_would_have_and_counts_the_rest(
    redis_client: redis.Redis, settings: Settings, clock: ManualClock
) -> None:
    """``powderkeg archive``'s sweep (for games whose job never ran): a finished game once its delay has passed,
    never one being played, a match, or one archived already; a dry run counts and writes nothing."""
    service = archiving_service(redis_client, settings, clock)
    finished = finished_game(service, clock)
    playing = service.create_game("exploding-aces", [PlayerSpec(name=f"p{i}") for i in range(3)], {}).game_id
    match = new_match(service, players=6, hands=1)
    rng = random.Random(5)
    while play_one(service, match, rng):
        pass
    assert service.game_of(service.load(match)).status(service.load(match).state) == "finished"

    def sweep(dry_run: bool = False) -> dict[str, int]:
        return dict(service.archive_finished(service.store.game_ids(), dry_run=dry_run))

    clock.now += 59_000  # the finished game's delay (60 s) has not passed
    assert sweep() == {"finished-recently": 1, "playing": 1, "match": 1}
    clock.now += 2_000
    assert sweep(dry_run=True) == {"to-archive": 1, "playing": 1, "match": 1}
    assert redis_client.exists(archive_key(settings.key_prefix, finished)) == 0
    assert sweep() == {"archived": 1, "playing": 1, "match": 1}
    assert service.store.archived(finished) and not service.store.archived(playing)
    assert sweep() == {"archived-before": 1, "playing": 1, "match": 1}
    off = service_on_the_clock(redis_client, settings, clock)
    with pytest.raises(ValueError, match="archiving is off"):
        off.archive_finished([finished])


def test_archive_finished_counts_a_game_given_twice_once_and_goes_on_past_one_it_cannot_read(
    redis_client: redis.Redis, settings: Settings, clock: ManualClock
) -> None:
    """A SCAN may give a key twice: the game counts once. A game that cannot be read (here: no such game) is
    counted as failed, and the games after it are still archived."""
    service = archiving_service(redis_client, settings, clock)
    finished = finished_game(service, clock)
    clock.now += 61_000
    counts = service.archive_finished(["nosuchgame", finished, finished])
    assert dict(counts) == {"failed": 1, "archived": 1}
    assert service.store.archived(finished)
