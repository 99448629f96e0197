"""append_many: one atomic append to the streams of a match and its tables (game ids ``M`` and ``M:<table>``),
which share the hash tag ``{M}`` and so one Redis Cluster slot."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest
import redis
from redis.backoff import NoBackoff
from redis.crc import key_slot
from redis.retry import Retry

from domain.errors import VersionConflict
from domain.ports import AppendResult, GameRecord, StoredEvent, StreamBatch
from eventstore import keys
from eventstore.store import RedisEventStore

MakeEvent = Callable[..., StoredEvent]
MakeRecord = Callable[[str], GameRecord]

MATCH = "M"
TABLES = ("M:t0", "M:h13-0")


@pytest.fixture
def match(redis_store: RedisEventStore, make_record: MakeRecord, make_event: MakeEvent) -> tuple[str, ...]:
    """A match ``M`` at version 1 and its tables ``M:t0`` and ``M:h13-0`` at version 0."""
    redis_store.create(make_record(MATCH), [make_event(0, type="Seated"), make_event(1, type="Dealt")])
    for table in TABLES:
        redis_store.create(make_record(table), [make_event(0, type="TableOpened")])
    return (MATCH, *TABLES)


def snapshot_of(store: RedisEventStore, game_ids: tuple[str, ...]) -> dict[str, Any]:
    """Every stream's events and every game's record, to show that nothing was written."""
    return {g: (store.read(g), store.record(g)) for g in game_ids}


def test_append_many_appends_to_several_streams_at_once(
    redis_store: RedisEventStore, match: tuple[str, ...], make_event: MakeEvent
) -> None:
    """Each batch lands on its own stream after its expected version; one result per batch, in order."""
    results = redis_store.append_many(
        [
            StreamBatch(MATCH, 1, (make_event(2, type="RoundStarted"),)),
            StreamBatch("M:t0", 0, (make_event(1), make_event(2))),
            StreamBatch("M:h13-0", 0, (make_event(1),)),
        ],
        "c1",
    )
    assert results == (
        AppendResult(first_version=2, last_version=2),
        AppendResult(first_version=1, last_version=2),
        AppendResult(first_version=1, last_version=1),
    )
    assert [e.type for e in redis_store.read(MATCH)] == ["Seated", "Dealt", "RoundStarted"]
    assert redis_store.read("M:t0", after=0) == [make_event(1), make_event(2)]
    assert [redis_store.head(g) for g in match] == [2, 2, 1]


def test_an_empty_batch_checks_its_version_and_gives_first_after_last(
    redis_store: RedisEventStore, match: tuple[str, ...], make_event: MakeEvent
) -> None:
    """A batch without events still guards its stream's version, and reports first = expected + 1 > last."""
    results = redis_store.append_many([StreamBatch(MATCH, 1, (make_event(2),)), StreamBatch("M:t0", 0, ())], None)
    assert results[1] == AppendResult(first_version=1, last_version=0)
    with pytest.raises(VersionConflict):
        redis_store.append_many([StreamBatch(MATCH, 2, (make_event(3),)), StreamBatch("M:t0", 5, ())], None)
    assert redis_store.head(MATCH) == 2


@pytest.mark.parametrize("stale", [0, 1, 2])
def test_a_stale_expected_version_on_any_stream_writes_nothing_anywhere_and_names_it(
    redis_store: RedisEventStore, match: tuple[str, ...], make_event: MakeEvent, stale: int
) -> None:
    """One stream that moved on refuses the whole call: VersionConflict(its id, expected, actual), no writes."""
    redis_store.append(
        match[stale], redis_store.head(match[stale]), [make_event(redis_store.head(match[stale]) + 1)], None
    )
    before = snapshot_of(redis_store, match)
    heads = {MATCH: 1, "M:t0": 0, "M:h13-0": 0}
    with pytest.raises(VersionConflict) as caught:
        redis_store.append_many(
            [StreamBatch(g, heads[g], (make_event(heads[g] + 1, type="Late"),)) for g in match], "c1"
        )
    assert (caught.value.game_id, caught.value.expected, caught.value.actual) == (
        match[stale],
        heads[match[stale]],
        heads[match[stale]] + 1,
    )
    assert snapshot_of(redis_store, match) == before
    assert redis_store.command_result(MATCH, "c1") is None


def test_a_new_table_stream_is_created_with_its_record_in_the_same_call(
    redis_store: RedisEventStore, match: tuple[str, ...], make_record: MakeRecord, make_event: MakeEvent
) -> None:
    """A batch with a record creates the table's record and stream from version 0 beside the match's append."""
    results = redis_store.append_many(
        [
            StreamBatch(MATCH, 1, (make_event(2, type="TableAdded"),)),
            StreamBatch("M:t1", -1, (make_event(0, type="TableOpened"), make_event(1)), make_record("M:t1")),
        ],
        "c1",
    )
    assert results == (AppendResult(first_version=2, last_version=2), AppendResult(first_version=0, last_version=1))
    assert redis_store.record("M:t1") == make_record("M:t1")
    assert [e.version for e in redis_store.read("M:t1")] == [0, 1]
    assert redis_store.head(MATCH) == 2


def test_creating_a_table_that_exists_conflicts_and_writes_nothing(
    redis_store: RedisEventStore, match: tuple[str, ...], make_record: MakeRecord, make_event: MakeEvent
) -> None:
    """A second creation of a table raises VersionConflict(table, -1, its head); the match is not appended to."""
    create = StreamBatch("M:t1", -1, (make_event(0, type="TableOpened"),), make_record("M:t1"))
    redis_store.append_many([StreamBatch(MATCH, 1, (make_event(2),)), create], None)
    before = snapshot_of(redis_store, (*match, "M:t1"))
    with pytest.raises(VersionConflict) as caught:
        redis_store.append_many([StreamBatch(MATCH, 2, (make_event(3),)), create], None)
    assert (caught.value.game_id, caught.value.expected, caught.value.actual) == ("M:t1", -1, 0)
    assert snapshot_of(redis_store, (*match, "M:t1")) == before


def test_creating_a_table_whose_record_exists_without_events_conflicts(
    redis_store: RedisEventStore, match: tuple[str, ...], make_record: MakeRecord, make_event: MakeEvent
) -> None:
    """A record alone (an empty stream) is enough to make a second creation a conflict."""
    redis_store.append_many([StreamBatch("M:t1", -1, (), make_record("M:t1"))], None)
    with pytest.raises(VersionConflict) as caught:
        redis_store.append_many([StreamBatch("M:t1", -1, (make_event(0),), make_record("M:t1"))], None)
    assert (caught.value.game_id, caught.value.expected, caught.value.actual) == ("M:t1", -1, -1)
    assert redis_store.read("M:t1") == []


def test_a_repeated_command_id_returns_the_first_results_as_duplicates_and_writes_nothing(
    redis_store: RedisEventStore, match: tuple[str, ...], make_record: MakeRecord, make_event: MakeEvent
) -> None:
    """The retry returns the first call's (first, last) per batch with duplicate=True, even at stale versions."""
    batches = [
        StreamBatch(MATCH, 1, (make_event(2),)),
        StreamBatch("M:t0", 0, (make_event(1), make_event(2), make_event(3))),
        StreamBatch("M:t0-x", -1, (), make_record("M:t0-x")),
    ]
    first = redis_store.append_many(batches, "same")
    before = snapshot_of(redis_store, (*match, "M:t0-x"))
    again = redis_store.append_many(batches, "same")
    assert again == tuple(
        AppendResult(first_version=r.first_version, last_version=r.last_version, duplicate=True) for r in first
    )
    assert [(r.first_version, r.last_version) for r in again] == [(2, 2), (1, 3), (0, -1)]
    assert snapshot_of(redis_store, (*match, "M:t0-x")) == before


def test_a_command_id_of_append_many_reads_back_as_the_first_streams_result(
    redis_store: RedisEventStore, match: tuple[str, ...], make_event: MakeEvent
) -> None:
    """command_result and a single append with the same command id give the first batch's result."""
    redis_store.append_many(
        [StreamBatch(MATCH, 1, (make_event(2), make_event(3))), StreamBatch("M:t0", 0, (make_event(1),))], "c1"
    )
    assert redis_store.command_result(MATCH, "c1") == AppendResult(first_version=2, last_version=3)
    assert redis_store.append(MATCH, 3, [make_event(4)], "c1") == AppendResult(
        first_version=2, last_version=3, duplicate=True
    )
    assert redis_store.head(MATCH) == 3


@pytest.mark.parametrize(
    "game_ids",
    [("M", "N:t0"), ("M:t0", "N:t0"), ("M", "M:T0"), ("M", "M:t0:x"), ("M", "MM")],
)
def test_ids_with_different_hash_tags_are_refused_with_value_error_before_redis(
    key_prefix: str, make_event: MakeEvent, game_ids: tuple[str, str]
) -> None:
    """Mixed hash tags raise ValueError before any command: the client here has no server to reach."""
    unreachable = redis.Redis(unix_socket_path="/nonexistent/redis.sock", retry=Retry(NoBackoff(), 0))
    try:
        store = RedisEventStore(unreachable, key_prefix)
        batches = [StreamBatch(g, 0, (make_event(1),)) for g in game_ids]
        with pytest.raises(ValueError, match="hash tag"):
            store.append_many(batches, "c1")
        with pytest.raises(redis.ConnectionError):  # one batch alone does reach for Redis
            store.append_many(batches[:1], "c1")
    finally:
        unreachable.close()


@pytest.mark.parametrize(
    "case",
    ["no batches", "same stream twice", "versions not contiguous", "creation not at -1", "record of another game"],
)
def test_malformed_batches_are_refused_with_value_error_and_write_nothing(
    redis_store: RedisEventStore,
    match: tuple[str, ...],
    make_record: MakeRecord,
    make_event: MakeEvent,
    case: str,
) -> None:
    """Batches the script could only half apply are a programming error, caught before Redis."""
    batches = {
        "no batches": [],
        "same stream twice": [StreamBatch("M:t0", 0, (make_event(1),)), StreamBatch("M:t0", 0, (make_event(1),))],
        "versions not contiguous": [StreamBatch(MATCH, 1, (make_event(2),)), StreamBatch("M:t0", 0, (make_event(2),))],
        "creation not at -1": [StreamBatch("M:t9", 0, (make_event(1),), make_record("M:t9"))],
        "record of another game": [StreamBatch("M:t9", -1, (make_event(0),), make_record("M:t8"))],
    }[case]
    before = snapshot_of(redis_store, (*match, "M:t8", "M:t9"))
    with pytest.raises(ValueError):
        redis_store.append_many(batches, None)
    assert snapshot_of(redis_store, (*match, "M:t8", "M:t9")) == before


def test_keys_of_a_table_share_the_match_hash_tag_and_plain_ids_keep_their_keys() -> None:
    """``M:t0`` maps to ``pk:{M}:t0:<name>`` (the slot of ``M``); a plain id's keys are as they always were."""
    key_functions = (keys.events_key, keys.record_key, keys.commands_key, keys.snapshot_key)
    names = ("events", "record", "commands", "snapshot")
    assert [f("pk", "M:t0") for f in key_functions] == [f"pk:{{M}}:t0:{n}" for n in names]
    assert [f("pk", "M:h13-0") for f in key_functions] == [f"pk:{{M}}:h13-0:{n}" for n in names]
    assert [f("pk", "Xy_9-a") for f in key_functions] == [f"pk:{{Xy_9-a}}:{n}" for n in names]
    slots = {key_slot(f("pk", g).encode()) for f in key_functions for g in ("M", "M:t0", "M:h13-0")}
    assert slots == {key_slot(b"M")}
    assert keys.split_game_id("M:t0") == ("M", "t0")
    assert keys.split_game_id("M") == ("M", None)
    # Not table ids: each is a plain id, its own tag.
    for other in ("M:T0", "M:t0:x", ":t0", "M:", "M:" + "a" * 17):
        assert keys.split_game_id(other) == (other, None)


def test_a_record_key_names_its_game_only_for_a_plain_game_and_the_scan_pattern_escapes_the_prefix() -> None:
    """``game_of_record`` inverts ``record_key`` for the games ``game_ids`` lists, and names no table, no lobby
    and no key of another kind; the SCAN pattern escapes the glob characters of a prefix."""
    for game_id in ("M", "Xy_9-a", "M:T0", "M:t0:x"):
        assert keys.game_of_record("pk", keys.record_key("pk", game_id)) == game_id
    for key in ("pk:{M}:t0:record", "pk:{M}:lobby:record", "pk:{M}:events", "pkx:{M}:record", "pk:{}:record"):
        assert keys.game_of_record("pk", key) is None
    assert keys.record_pattern("pk") == "pk:{*}:record"
    assert keys.record_pattern("a*b?[c]\\") == "a\\*b\\?\\[c\\]\\\\:{*}:record"


def test_read_head_record_and_snapshot_work_for_table_ids(
    redis_store: RedisEventStore,
    match: tuple[str, ...],
    make_record: MakeRecord,
    make_event: MakeEvent,
    redis_client: redis.Redis,
) -> None:
    """A table is a game like any other for the single-stream methods, kept apart from its match."""
    redis_store.append("M:t0", 0, [make_event(1)], "c1")
    redis_store.save_snapshot("M:t0", 1, "r1", {"table": 0})
    assert redis_store.record("M:t0") == make_record("M:t0")
    assert redis_store.head("M:t0") == 1
    assert [e.version for e in redis_store.read("M:t0")] == [0, 1]
    assert redis_store.read("M:t0", after=0) == [make_event(1)]
    assert redis_store.load_snapshot("M:t0", "r1") == (1, {"table": 0})
    assert redis_store.load_snapshot(MATCH, "r1") is None
    assert redis_store.command_result("M:t0", "c1") == AppendResult(first_version=1, last_version=1)
    assert redis_store.command_result(MATCH, "c1") is None
    assert redis_store.head(MATCH) == 1
    found = {k.decode() for k in redis_client.scan_iter(match=f"{redis_store.prefix}:*")}
    assert f"{redis_store.prefix}:{{M}}:t0:events" in found
    assert f"{redis_store.prefix}:{{M}}:t0:snapshot" in found
    assert all(k.startswith(f"{redis_store.prefix}:{{M}}:") for k in found)


THREADS = 16


def test_16_racing_writers_land_once_each_in_contiguous_versions_and_one_order_on_every_stream(
    redis_store: RedisEventStore, match: tuple[str, ...], make_event: MakeEvent
) -> None:
    """Writers released together, each appending to all three streams and retrying on a conflict, all land
    exactly once; every stream's versions stay contiguous, and the writers' order is the same on each."""
    barrier = threading.Barrier(THREADS)
    errors: list[BaseException] = []

    def write(i: int) -> None:
        barrier.wait()
        try:
            while True:
                batches = [
                    StreamBatch(g, h, (make_event(h + 1, data={"writer": i}),))
                    for g, h in ((g, redis_store.head(g)) for g in match)
                ]
                try:
                    redis_store.append_many(batches, f"w{i}")
                    return
                except VersionConflict:
                    continue
        except BaseException as exc:  # collected and asserted on below
            errors.append(exc)

    threads = [threading.Thread(target=write, args=(i,)) for i in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert not any(t.is_alive() for t in threads)
    assert errors == []
    orders = []
    for game_id, opening in zip(match, (2, 1, 1), strict=True):
        events = redis_store.read(game_id)
        assert [e.version for e in events] == list(range(opening + THREADS))
        orders.append([e.data["writer"] for e in events[opening:]])
    assert sorted(orders[0]) == list(range(THREADS))
    assert orders[1] == orders[0] and orders[2] == orders[0]
