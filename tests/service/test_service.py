"""The command handler over the real Redis store: warm state, optimistic retry, idempotency, contiguity."""

from __future__ import annotations

from dataclasses import replace

import pytest
import redis
from freezegun import freeze_time

from domain.errors import CorruptStream, IllegalMove, InvalidSetup, VersionConflict
from domain.game import Command, PlayerSpec, from_data
from domain.games import GAMES
from domain.ports import StoredEvent
from domain.service import GameService
from eventstore.deadlines import Deadlines
from eventstore.store import RedisEventStore
from powderkeg.wiring import build_service
from settings import Settings

DEAL = {"hands": [["3C", "4C", "5C"], ["6C", "7C", "8C"], ["9C", "10C", "JC"]], "dealer": 0}
PLAYERS = [PlayerSpec(name="ann"), PlayerSpec(name="bob"), PlayerSpec(name="cat")]


def new_game(service: GameService) -> str:
    return service.create_game("bombs", PLAYERS, {"window_ms": 0}, DEAL).game_id


def play(cards: list[str]) -> Command:
    cls = next(c for c in GAMES["bombs"].info.commands if c.type == "play")
    return from_data(cls, {"cards": cards})


@pytest.fixture
def service(settings: Settings) -> GameService:
    return build_service(settings)


def test_a_fresh_service_folds_the_stream_into_an_equal_state(service: GameService, settings: Settings) -> None:
    gid = new_game(service)
    service.handle_command(gid, 0, play(["3C"]))
    other = build_service(settings)
    assert other.load(gid).state == service.load(gid).state
    assert other.load(gid).version == service.store.head(gid)


def test_a_command_appends_after_the_last_version(service: GameService) -> None:
    gid = new_game(service)
    head = service.store.head(gid)
    outcome = service.handle_command(gid, 0, play(["3C"]))
    assert outcome.first_version == head + 1
    assert outcome.last_version == service.store.head(gid)
    assert not outcome.duplicate


def test_a_stale_warm_state_is_refreshed_and_the_command_decided_again(
    service: GameService, settings: Settings
) -> None:
    gid = new_game(service)
    stale = build_service(settings)
    stale.load(gid)
    service.handle_command(gid, 0, play(["3C"]))
    outcome = stale.handle_command(gid, 1, play(["6C"]))
    assert outcome.first_version == service.store.head(gid)
    assert service.load(gid).state == stale.load(gid).state


def test_a_stale_if_match_is_a_version_conflict_and_appends_nothing(service: GameService) -> None:
    gid = new_game(service)
    head = service.store.head(gid)
    with pytest.raises(VersionConflict) as raised:
        service.handle_command(gid, 0, play(["3C"]), expected_version=head - 1)
    assert (raised.value.expected, raised.value.actual) == (head - 1, head)
    assert service.store.head(gid) == head


def test_a_repeated_command_id_appends_once_and_answers_the_first_result(service: GameService) -> None:
    gid = new_game(service)
    first = service.handle_command(gid, 0, play(["3C"]), command_id="0:abc")
    again = service.handle_command(gid, 0, play(["3C"]), command_id="0:abc")
    assert again.duplicate
    assert (again.first_version, again.last_version) == (first.first_version, first.last_version)
    assert service.store.head(gid) == first.last_version


def test_an_illegal_move_appends_nothing(service: GameService) -> None:
    gid = new_game(service)
    head = service.store.head(gid)
    with pytest.raises(IllegalMove) as raised:
        service.handle_command(gid, 1, play(["6C"]))
    assert raised.value.code == "not-your-turn"
    assert service.store.head(gid) == head


def test_the_fold_rejects_a_gap_in_versions(service: GameService) -> None:
    gid = new_game(service)
    loaded = service.load(gid)
    event = service.store.read(gid)[0]
    with pytest.raises(CorruptStream):
        service.repo.fold(loaded, [replace(event, version=loaded.version + 2)])  # noqa: SLF001


def test_a_seat_token_names_its_seat_and_no_other(service: GameService) -> None:
    created = service.create_game("bombs", PLAYERS, {"window_ms": 0}, DEAL)
    loaded = service.load(created.game_id)
    for seat, token in enumerate(created.tokens):
        assert token is not None
        assert service.seat_for_token(loaded, token) == seat
    assert service.seat_for_token(loaded, created.game_id + ".forged") is None


def test_a_fixed_deal_is_refused_outside_testing_mode(settings: Settings) -> None:
    service = build_service(replace(settings, testing=False))
    with pytest.raises(InvalidSetup) as raised:
        service.create_game("bombs", PLAYERS, {}, DEAL)
    assert raised.value.code == "deal-not-allowed"


def test_stored_events_carry_the_acting_seat_and_command_id(service: GameService) -> None:
    gid = new_game(service)
    outcome = service.handle_command(gid, 0, play(["3C"]), command_id="0:k1")
    events: list[StoredEvent] = service.store.read(gid, after=outcome.first_version - 1)
    assert {(e.seat, e.command_id) for e in events} == {(0, "0:k1")}


def test_a_cold_load_starts_from_the_snapshot_and_folds_the_rest(service: GameService, settings: Settings) -> None:
    gid = new_game(service)
    service.handle_command(gid, 0, play(["3C"]))
    loaded = service.load(gid)
    service.repo.snapshot(loaded)  # noqa: SLF001
    service.handle_command(gid, 1, play(["6C"]))
    cold = build_service(settings)
    assert cold.load(gid).state == service.load(gid).state
    assert cold.load(gid).head_hash == service.load(gid).head_hash
    assert cold.repo._from_snapshot(loaded.record).version == loaded.version  # noqa: SLF001


def test_a_snapshot_made_under_other_rules_is_ignored(service: GameService, settings: Settings) -> None:
    gid = new_game(service)
    loaded = service.load(gid)
    service.store.save_snapshot(gid, loaded.version, "bombs/0", {"~": "builtins:object"})
    assert build_service(settings).load(gid).state == loaded.state


def test_a_snapshot_that_no_longer_fits_is_ignored(service: GameService, settings: Settings) -> None:
    gid = new_game(service)
    loaded = service.load(gid)
    rules = f"bombs/{GAMES['bombs'].info.rules_version}/2/attended"  # a game under an idle policy (domain.idle)
    service.store.save_snapshot(gid, loaded.version, rules, {"state": {"~": "builtins:object"}, "head": "00"})
    assert build_service(settings).load(gid).state == loaded.state


def test_a_snapshot_of_the_format_before_the_hash_chain_is_ignored(service: GameService, settings: Settings) -> None:
    gid = new_game(service)
    loaded = service.load(gid)
    rules = f"bombs/{GAMES['bombs'].info.rules_version}"
    service.store.save_snapshot(gid, loaded.version + 5, rules, {"~": "builtins:object"})
    cold = build_service(settings).load(gid)
    assert (cold.state, cold.head_hash) == (loaded.state, loaded.head_hash)


class CountingReads(RedisEventStore):
    """The real store, counting the reads of streams it is asked for."""

    reads = 0

    def read(self, game_id: str, after: int = -1, limit: int | None = None) -> list[StoredEvent]:
        self.reads += 1
        return super().read(game_id, after, limit)


def test_a_command_refused_on_a_copy_behind_catches_up_from_the_refusal_without_a_read(settings: Settings) -> None:
    """Two processes: the other appends a waive; this one, whose warm copy is behind, decides its own seat's waive
    on it, is refused, folds the event the refusal carries, decides again and appends: no read of the stream."""
    other = build_service(settings)
    this = build_service(settings)
    assert isinstance(this.repo.store, RedisEventStore)
    store = this.repo.store = CountingReads(this.repo.store.client, settings.key_prefix)
    deal = {"hands": [["3C", "4C"], ["6C", "7C"], ["9C", "10C"]], "dealer": 0}
    gid = other.create_game("bombs", PLAYERS, {"window_ms": 60_000}, deal).game_id
    other.handle_command(gid, 0, play(["3C"]))
    other.handle_command(gid, 1, from_data(pass_command(), {}))
    other.handle_command(gid, 2, from_data(pass_command(), {}))
    before = this.load(gid)  # warm: the last call is open, nobody has waived
    waive = next(c for c in GAMES["bombs"].info.commands if c.type == "waive")
    other.handle_command(gid, 1, from_data(waive, {}))
    reads = store.reads
    outcome = this.handle_command(gid, 2, from_data(waive, {}))
    assert store.reads == reads, "the refusal carried what this copy missed"
    assert outcome.first_version == before.version + 2
    assert this.load(gid).state == other.load(gid).state


def test_a_worker_whose_warm_state_is_behind_still_closes_a_window_that_opened_since(settings: Settings) -> None:
    with freeze_time("2026-11-21 12:00:00") as frozen:
        people = build_service(settings)
        worker = build_service(settings)
        deal = {"hands": [["3C", "4C"], ["6C", "7C"], ["9C", "10C"]], "dealer": 0}
        gid = people.create_game("bombs", PLAYERS, {"window_ms": 500}, deal).game_id
        worker.load(gid)  # the worker's warm state now predates the window
        people.handle_command(gid, 0, play(["3C"]))
        people.handle_command(gid, 1, from_data(pass_command(), {}))
        people.handle_command(gid, 2, from_data(pass_command(), {}))
        rules = people.game_of(people.load(gid))
        (window,) = [t for t in rules.timers(people.load(gid).state) if t.key.startswith("last-call")]
        frozen.tick(1)
        assert worker.apply_timer(gid, window.key)
        assert window.key not in {t.key for t in rules.timers(people.load(gid).state)}
        assert not worker.apply_timer(gid, window.key)


def test_a_bot_whose_warm_state_is_behind_still_plays_when_awaited(settings: Settings) -> None:
    players = [PlayerSpec(name="ann"), PlayerSpec(name="bot", bot="random"), PlayerSpec(name="cat")]
    people = build_service(settings)
    worker = build_service(settings)
    gid = people.create_game("bombs", players, {"window_ms": 0}, DEAL).game_id
    worker.load(gid)
    outcome = people.handle_command(gid, 0, play(["3C"]))
    assert worker.play_bot(gid, 1, outcome.last_version)
    assert people.load(gid).version > outcome.last_version


def pass_command() -> type[Command]:
    return next(c for c in GAMES["bombs"].info.commands if c.type == "pass")


def test_a_stale_if_match_is_a_conflict_even_when_the_warm_state_is_behind_too(
    service: GameService, settings: Settings
) -> None:
    """If-Match names the version the client saw; a warm state as old as it must not let the command through."""
    gid = new_game(service)
    stale = build_service(settings)
    seen = stale.load(gid).version
    service.handle_command(gid, 0, play(["3C"]))
    head = service.store.head(gid)
    with pytest.raises(VersionConflict) as raised:
        stale.handle_command(gid, 1, play(["6C"]), expected_version=seen)
    assert (raised.value.expected, raised.value.actual) == (seen, head)
    assert service.store.head(gid) == head


def test_a_retried_command_schedules_the_deadlines_its_first_attempt_may_have_lost(
    service: GameService, settings: Settings, redis_client: redis.Redis
) -> None:
    deal = {"hands": [["3C", "4C"], ["6C", "7C"], ["9C", "10C"]], "dealer": 0}
    gid = service.create_game("bombs", PLAYERS, {"window_ms": 500}, deal).game_id
    service.handle_command(gid, 0, play(["3C"]))
    service.handle_command(gid, 1, from_data(pass_command(), {}))
    service.handle_command(gid, 2, from_data(pass_command(), {}), command_id="2:last")
    deadlines = Deadlines(redis_client, settings.key_prefix).key_of(gid)
    scheduled = redis_client.zrange(deadlines, 0, -1, withscores=True)
    assert scheduled  # the last call's window, and the idle deadline of the seat it awaits
    redis_client.delete(deadlines)  # as if the first attempt died between its append and its scheduling
    again = service.handle_command(gid, 2, from_data(pass_command(), {}), command_id="2:last")
    assert again.duplicate
    assert redis_client.zrange(deadlines, 0, -1, withscores=True) == scheduled


def test_a_retry_carrying_its_first_attempts_if_match_is_a_replay_not_a_conflict(service: GameService) -> None:
    gid = new_game(service)
    head = service.store.head(gid)
    first = service.handle_command(gid, 0, play(["3C"]), command_id="0:k", expected_version=head)
    again = service.handle_command(gid, 0, play(["3C"]), command_id="0:k", expected_version=head)
    assert again.duplicate
    assert (again.first_version, again.last_version) == (first.first_version, first.last_version)
    assert service.store.head(gid) == first.last_version
