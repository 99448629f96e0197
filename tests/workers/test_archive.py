"""A finished game's log is archived by the sweeper once its archive falls due (``GameService.archive``), and
every read of the game answers as before: its state, its events, its export and its verification."""

from __future__ import annotations

import redis

from domain.game import PlayerSpec
from domain.service import GameService
from eventstore.deadlines import Deadlines
from eventstore.keys import archive_key, commands_key, events_key
from powderkeg.settings import Settings
from tests.support.playing import play_everything
from tests.workers.support import ManualClock, service_on_the_clock
from workers.sweeper import Sweeper


def archiving_service(redis_client: redis.Redis, settings: Settings, clock: ManualClock) -> GameService:
    """A service that archives a game a minute after it finishes."""
    return service_on_the_clock(redis_client, settings, clock, archive_after_ms=60_000)


def test_a_finished_game_is_archived_when_due_and_reads_as_before(
    redis_client: redis.Redis, settings: Settings, clock: ManualClock
) -> None:
    service = archiving_service(redis_client, settings, clock)
    people = [PlayerSpec(name=f"p{i}") for i in range(3)]
    game_id = service.create_game("exploding-aces", people, {}).game_id
    play_everything(service, clock, game_id, seed=3)
    finished_at = clock.now
    loaded = service.load(game_id)
    events = service.store.read(game_id)
    export = list(service.export(loaded, None))
    sweeper = Sweeper(service, redis_client, settings)
    assert Deadlines(redis_client, settings.key_prefix).next_due_ms() == finished_at + 60_000

    clock.now = finished_at + 59_999
    sweeper.run_once(clock.now)
    assert redis_client.exists(events_key(settings.key_prefix, game_id)) == 1

    clock.now = finished_at + 60_000
    assert sweeper.run_once(clock.now) == 1
    prefix = settings.key_prefix
    assert redis_client.exists(events_key(prefix, game_id), commands_key(prefix, game_id)) == 0
    assert redis_client.exists(archive_key(prefix, game_id)) == 1
    assert Deadlines(redis_client, prefix).next_due_ms() is None

    cold = archiving_service(redis_client, settings, clock)  # another process, which never saw the game
    again = cold.load(game_id)
    assert (again.version, again.state) == (loaded.version, loaded.state)
    assert cold.store.read(game_id) == events and cold.store.head(game_id) == loaded.version
    assert list(cold.export(again, None)) == export
    assert cold.verify(game_id).ok
    assert not cold.archive(game_id)  # once is enough


def test_a_game_still_being_played_is_never_archived(
    redis_client: redis.Redis, settings: Settings, clock: ManualClock
) -> None:
    service = archiving_service(redis_client, settings, clock)
    game_id = service.create_game("exploding-aces", [PlayerSpec(name=f"p{i}") for i in range(3)], {}).game_id
    assert not service.archive(game_id)
    assert redis_client.exists(archive_key(settings.key_prefix, game_id)) == 0
    assert len(service.store.read(game_id)) == service.load(game_id).version + 1
