"""Many writers at the same version at the same moment: first come, first served; nothing lost or doubled."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from domain.errors import VersionConflict
from domain.ports import AppendResult, GameRecord, StoredEvent
from eventstore.store import RedisEventStore

THREADS = 32
MakeEvent = Callable[..., StoredEvent]


def race(worker: Callable[[int], Any]) -> list[Any]:
    """Run ``worker(i)`` in THREADS threads released together; the result or exception of each."""
    barrier = threading.Barrier(THREADS)
    results: list[Any] = [None] * THREADS

    def run(i: int) -> None:
        barrier.wait()
        try:
            results[i] = worker(i)
        except Exception as exc:  # collected and asserted on by the test
            results[i] = exc

    threads = [threading.Thread(target=run, args=(i,)) for i in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    return results


def test_of_32_appends_at_one_version_exactly_one_succeeds(
    redis_store: RedisEventStore, make_record: Callable[[str], GameRecord], make_event: MakeEvent
) -> None:
    """One append wins; the other 31 get VersionConflict(expected=0, actual=1); the stream has 2 entries."""
    redis_store.create(make_record("g"), [make_event(0)])
    results = race(lambda i: redis_store.append("g", 0, [make_event(1, data={"writer": i})], f"c{i}"))

    wins = [i for i, r in enumerate(results) if isinstance(r, AppendResult)]
    conflicts = [r for r in results if isinstance(r, VersionConflict)]
    assert len(wins) == 1 and len(conflicts) == THREADS - 1
    assert results[wins[0]] == AppendResult(first_version=1, last_version=1, duplicate=False)
    assert all((c.game_id, c.expected, c.actual) == ("g", 0, 1) for c in conflicts)
    events = redis_store.read("g")
    assert [e.version for e in events] == [0, 1]
    assert events[1].data == {"writer": wins[0]}


def test_of_32_retries_of_one_command_exactly_one_appends(
    redis_store: RedisEventStore, make_record: Callable[[str], GameRecord], make_event: MakeEvent
) -> None:
    """The same command id sent 32 times at once appends once; the other 31 get its result as duplicates."""
    redis_store.create(make_record("g"), [make_event(0)])
    results = race(lambda i: redis_store.append("g", 0, [make_event(1), make_event(2)], "same"))

    assert all(isinstance(r, AppendResult) for r in results)
    assert sum(not r.duplicate for r in results) == 1
    assert {(r.first_version, r.last_version) for r in results} == {(1, 2)}
    assert [e.version for e in redis_store.read("g")] == [0, 1, 2]


def test_32_writers_that_reload_and_retry_all_land_once_in_some_order(
    redis_store: RedisEventStore, make_record: Callable[[str], GameRecord], make_event: MakeEvent
) -> None:
    """Writers that retry on VersionConflict at the head they were told all land, each exactly once."""
    redis_store.create(make_record("g"), [make_event(0)])

    def write(i: int) -> int:
        expected = 0
        while True:
            event = make_event(expected + 1, data={"writer": i})
            try:
                return redis_store.append("g", expected, [event], None).last_version
            except VersionConflict as conflict:
                expected = conflict.actual

    results = race(write)
    events = redis_store.read("g")
    assert [e.version for e in events] == list(range(THREADS + 1))
    assert sorted(e.data["writer"] for e in events[1:]) == list(range(THREADS))
    assert sorted(results) == list(range(1, THREADS + 1))
