"""Blocking reads (XREAD BLOCK) for long-polling: early return on news, empty list on timeout."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import pytest

from domain.ports import GameRecord, StoredEvent
from eventstore.store import RedisEventStore

MakeEvent = Callable[..., StoredEvent]
LONG_MS = 10_000


@pytest.fixture
def game(
    redis_store: RedisEventStore, make_record: Callable[[str], GameRecord], make_event: MakeEvent
) -> str:
    """A game with two events (versions 0 and 1)."""
    redis_store.create(make_record("g"), [make_event(0), make_event(1)])
    return "g"


def test_wait_returns_as_soon_as_another_thread_appends(
    redis_store: RedisEventStore, game: str, make_event: MakeEvent
) -> None:
    """A waiter at the head wakes with the new events when they are appended, long before its timeout."""
    appended = [make_event(2), make_event(3)]
    started = threading.Event()

    def append_soon() -> None:
        started.wait(5)
        time.sleep(0.05)  # let the waiter block first; either order must give the same answer
        redis_store.append(game, 1, appended, None)

    writer = threading.Thread(target=append_soon)
    writer.start()
    t0 = time.monotonic()
    started.set()
    got = redis_store.wait(game, after=1, timeout_ms=LONG_MS)
    elapsed = time.monotonic() - t0
    writer.join(5)
    assert got == appended
    assert elapsed < LONG_MS / 1000 / 2


def test_wait_times_out_with_an_empty_list(redis_store: RedisEventStore, game: str) -> None:
    """Nobody appends: the wait ends with [] after its timeout."""
    assert redis_store.wait(game, after=1, timeout_ms=30) == []


def test_wait_behind_the_head_answers_the_missed_events_without_blocking(
    redis_store: RedisEventStore, game: str
) -> None:
    """A client that is behind gets what it missed at once, from the version after the one it had."""
    assert [e.version for e in redis_store.wait(game, after=-1, timeout_ms=LONG_MS)] == [0, 1]
    assert [e.version for e in redis_store.wait(game, after=0, timeout_ms=LONG_MS)] == [1]


def test_wait_with_no_timeout_is_a_plain_read(redis_store: RedisEventStore, game: str) -> None:
    """A timeout of 0 never blocks (XREAD BLOCK 0 would block forever)."""
    assert redis_store.wait(game, after=1, timeout_ms=0) == []
    assert [e.version for e in redis_store.wait(game, after=0, timeout_ms=0)] == [1]


def test_wait_on_a_game_that_does_not_exist_yet_sees_its_first_events(
    redis_store: RedisEventStore, make_record: Callable[[str], GameRecord], make_event: MakeEvent
) -> None:
    """Waiting from -1 on a missing stream returns the opening events once the game is created."""
    timer = threading.Timer(0.05, redis_store.create, args=(make_record("new"), [make_event(0)]))
    timer.start()
    try:
        got = redis_store.wait("new", after=-1, timeout_ms=LONG_MS)
    finally:
        timer.join(5)
    assert [e.version for e in got] == [0]


def test_read_of_a_long_game_returns_every_event_in_order(
    redis_store: RedisEventStore, game: str, make_event: MakeEvent
) -> None:
    """read(after) on a stream of hundreds of events pages nothing away."""
    redis_store.append(game, 1, [make_event(v) for v in range(2, 600)], None)
    assert [e.version for e in redis_store.read(game, after=299)] == list(range(300, 600))
