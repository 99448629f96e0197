"""The witness publisher: a root a minute over the heads of the games that changed, chained, and the proofs of
the games' heads that the service reads from it."""

from __future__ import annotations

import threading
import time
from dataclasses import replace

import pytest
import redis

from domain import witness
from domain.errors import NotWitnessed
from domain.game import PlayerSpec
from domain.games.bombs.commands import Play
from domain.service import GameService
from domain.witness import NO_PREVIOUS, Head, Heads, ordered
from eventstore.keys import witness_heads_key, witnessed_key
from eventstore.witness_log import RedisWitnessLog
from eventstore.witness_marks import WitnessMarks
from settings import Settings
from tests.workers.support import DEAL, ManualClock, service_on_the_clock
from tests.workers.test_archive import archiving_service, finished_game
from workers.sweeper import Sweeper
from workers.witnessing import WitnessPublisher

MINUTE = 60_000


@pytest.fixture
def witness_log(redis_client: redis.Redis, settings: Settings) -> RedisWitnessLog:
    return RedisWitnessLog(redis_client, settings.key_prefix, keep_s=3600)


@pytest.fixture
def service(
    redis_client: redis.Redis, settings: Settings, clock: ManualClock, witness_log: RedisWitnessLog
) -> GameService:
    return service_on_the_clock(redis_client, settings, clock, witness=witness_log)


@pytest.fixture
def publisher(redis_client: redis.Redis, settings: Settings, witness_log: RedisWitnessLog) -> WitnessPublisher:
    return WitnessPublisher(WitnessMarks(redis_client, settings.key_prefix), witness_log)


@pytest.fixture
def marks(redis_client: redis.Redis, settings: Settings) -> WitnessMarks:
    return WitnessMarks(redis_client, settings.key_prefix)


def new_game(service: GameService) -> str:
    specs = [PlayerSpec(name=f"p{s}") for s in range(3)]
    return service.create_game("bombs", specs, {"hands": 1}, DEAL).game_id


def test_a_root_covers_the_last_head_of_each_game_that_changed_and_proves_each(
    service: GameService, publisher: WitnessPublisher, witness_log: RedisWitnessLog, clock: ManualClock
) -> None:
    games = [new_game(service) for _ in range(3)]
    service.handle_command(games[1], 0, Play(cards=("3C",)))
    root = publisher.publish(clock.now)
    assert root is not None and root.number == 0 and root.size == 3 and root.previous == NO_PREVIOUS
    assert root.holds()
    for game_id in games:
        loaded = service.load(game_id)
        proof = service.witness(loaded).proof
        assert proof.holds() and proof.root == root
        assert proof.head == Head(game_id, loaded.version, loaded.head_hash)
    kept = witness_log.heads(0)
    assert kept is not None and sorted(games) == kept.games


def test_each_minute_in_which_games_changed_makes_one_root_chained_to_the_one_before(
    service: GameService, publisher: WitnessPublisher, witness_log: RedisWitnessLog, clock: ManualClock
) -> None:
    one, other = publisher, WitnessPublisher(publisher.marks, witness_log)
    game_id = new_game(service)
    first = one.run_if_due(clock.now)
    assert first is not None
    new_game(service)
    # The same minute: neither this publisher again nor another makes a second root.
    assert one.run_if_due(clock.now) is None and other.run_if_due(clock.now) is None
    clock.now += MINUTE
    second = other.run_if_due(clock.now)
    assert second is not None and second.number == 1 and second.previous == first.hash and second.size == 1
    clock.now += MINUTE
    assert one.run_if_due(clock.now) is None, "a minute in which no game changed makes no root"
    service.handle_command(game_id, 0, Play(cards=("3C",)))
    clock.now += MINUTE
    third = one.run_if_due(clock.now)
    assert third is not None and third.previous == second.hash and third.minute > second.minute > first.minute
    assert witness_log.roots(-1, 10) == [first, second, third]
    assert witness_log.roots(0, 1) == [second]
    # The game's last root proves its new head; the first still proves its opening one.
    loaded = service.load(game_id)
    assert service.witness(loaded).proof.root == third
    older = service.witness(loaded, 0).proof
    assert older.holds() and older.head.version < loaded.version


def test_a_publisher_that_dies_before_publishing_leaves_its_marks_to_the_next_root(
    service: GameService,
    publisher: WitnessPublisher,
    witness_log: RedisWitnessLog,
    marks: WitnessMarks,
    clock: ManualClock,
) -> None:
    taken_game = new_game(service)
    taken = marks.take()  # and dies
    assert [head.game for head in taken.heads] == [taken_game]
    later_game = new_game(service)
    root = publisher.publish(clock.now)
    assert root is not None and root.size == 2
    kept = witness_log.heads(root.number)
    assert kept is not None and set(kept.games) == {taken_game, later_game}
    assert marks.take().heads == [], "published marks are released"


def test_a_game_outside_every_kept_root_is_not_witnessed_and_says_why(
    service: GameService,
    publisher: WitnessPublisher,
    witness_log: RedisWitnessLog,
    redis_client: redis.Redis,
    settings: Settings,
    clock: ManualClock,
) -> None:
    game_id = new_game(service)
    with pytest.raises(NotWitnessed) as not_yet:
        service.witness(service.load(game_id))
    assert not_yet.value.code == "not-witnessed"
    root = publisher.publish(clock.now)
    assert root is not None
    other = new_game(service)
    with pytest.raises(NotWitnessed, match="covers no head of game") as not_in_it:
        service.witness(service.load(other), root.number)
    assert not_in_it.value.code == "not-witnessed"
    with pytest.raises(NotWitnessed) as not_made:
        service.witness(service.load(game_id), root.number + 1)
    assert not_made.value.code == "witness-root-not-kept"
    # Past the keep, the heads and the games' pointers are gone: no proof is made of what is not kept.
    heads_ttl = redis_client.pttl(witness_heads_key(settings.key_prefix, root.number))
    pointer_ttl = redis_client.pttl(witnessed_key(settings.key_prefix, game_id))
    assert 0 < heads_ttl <= 3_600_000 and 0 < pointer_ttl <= 3_600_000
    redis_client.delete(witness_heads_key(settings.key_prefix, root.number))
    with pytest.raises(NotWitnessed) as expired:
        service.witness(service.load(game_id))
    assert expired.value.code == "witness-root-not-kept"
    assert witness_log.roots(-1, 10) == [root], "the roots themselves are kept"


def test_a_malformed_mark_is_dropped_and_the_rest_are_published(
    service: GameService,
    publisher: WitnessPublisher,
    witness_log: RedisWitnessLog,
    redis_client: redis.Redis,
    marks: WitnessMarks,
    clock: ManualClock,
) -> None:
    game_id = new_game(service)
    redis_client.hset(marks.keys[0], "intruder", "not a head")
    root = publisher.publish(clock.now)
    assert root is not None
    kept = witness_log.heads(root.number)
    assert kept is not None and kept.games == [game_id]


def test_packed_heads_unpack_as_they_were() -> None:
    heads = ordered([Head("a", 0, "00" * 32), Head("M:t12", 2**31, "ff" * 32), Head("é" * 32, 7, "ab" * 32)])
    packed = Heads.of(heads).pack()
    assert Heads.unpack(packed).all() == heads and Heads.unpack(Heads.of([]).pack()).all() == []
    assert [Heads.unpack(packed).index(head.game) for head in heads] == [0, 1, 2]
    assert Heads.unpack(packed).index("M:t1") is None


def test_the_sweeper_publishes_the_minutes_root(
    service: GameService, redis_client: redis.Redis, settings: Settings, witness_log: RedisWitnessLog
) -> None:
    game_id = new_game(service)
    stop = threading.Event()
    thread = Sweeper(service, redis_client, settings).start(stop)
    try:
        deadline = time.monotonic() + 10
        while not witness_log.roots(-1, 1) and time.monotonic() < deadline:
            time.sleep(0.02)
    finally:
        stop.set()
        thread.join(5)
    assert service.witness(service.load(game_id)).proof.holds()


def test_a_root_whose_number_is_taken_or_skipped_is_not_published_and_leaves_no_trace(
    service: GameService, publisher: WitnessPublisher, witness_log: RedisWitnessLog, clock: ManualClock
) -> None:
    """One script checks the log's last root and writes the heads and the root together: a second root of the
    same number, or one past a gap, writes nothing, and the next number is still free."""
    game_id = new_game(service)
    first = publisher.publish(clock.now)
    assert first is not None
    heads = [Head(game_id, 0, "ab" * 32)]
    again = witness.next_root(None, heads, clock.now + MINUTE)
    assert not witness_log.publish(again, heads), "number 0 is taken"
    ahead = witness.next_root(replace(first, number=5), heads, clock.now + MINUTE)
    assert not witness_log.publish(ahead, heads), "number 6 would leave a gap"
    assert witness_log.roots(-1, 10) == [first] and not witness_log.kept(6)
    new_game(service)
    clock.now += MINUTE
    second = publisher.publish(clock.now)
    assert second is not None and second.number == 1


def test_a_release_keeps_a_mark_that_a_later_take_merged_in(
    service: GameService, marks: WitnessMarks, redis_client: redis.Redis, settings: Settings
) -> None:
    """A publisher that overran its lock releases only the marks it took as they were: a newer mark of the same
    game, merged into the taking hash by the next publisher meanwhile, waits for the next root."""
    game_id = new_game(service)
    slow = marks.take()
    service.handle_command(game_id, 0, Play(cards=("3C",)))
    later = marks.take()  # the next publisher, while the first still holds what it took
    marks.release(slow)
    (left,) = marks.take().heads
    assert left == max(later.heads, key=lambda head: head.version) and left.version > slow.heads[0].version


def test_a_mark_never_goes_back_to_an_older_head(marks: WitnessMarks, redis_client: redis.Redis) -> None:
    """Marks written apart (on a cluster) may land in either order: an older one leaves a newer one as it is, and
    a take merges only newer marks into what a publisher left."""
    marks.write_apart("g", {"g": f"7:{'07' * 32}"})
    marks.write_apart("g", {"g": f"6:{'06' * 32}"})
    assert redis_client.hget(marks.key_of("g"), "g") == f"7:{'07' * 32}".encode()
    assert [head.version for head in marks.take().heads] == [7]  # taken, and left by a publisher that died
    redis_client.hset(marks.key_of("g"), "g", f"5:{'05' * 32}")
    assert [head.version for head in marks.take().heads] == [7]


def test_an_archived_games_final_head_is_marked_again(
    redis_client: redis.Redis, settings: Settings, clock: ManualClock, marks: WitnessMarks
) -> None:
    """A mark its last append wrote apart may have been lost: archiving a finished game marks its final head."""
    service = archiving_service(redis_client, settings, clock)
    game_id = finished_game(service, clock)
    loaded = service.load(game_id)
    marks.take()
    marks.release(marks.take())
    assert service.archive(game_id)
    assert marks.take().heads == [Head(game_id, loaded.version, loaded.head_hash)]
