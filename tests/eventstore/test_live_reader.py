"""The LiveReader contract: every implementation of ``eventstore.live.LiveReader`` must pass this class.

A subclass provides the ``live`` fixture, a reader of the streams the ``store`` fixture writes (see
``TestRedisLiveReader`` at the end).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import redis
from redis.backoff import NoBackoff
from redis.cluster import RedisCluster
from redis.retry import Retry

from domain.ports import EventStore, GameRecord, StoredEvent
from eventstore.connection import connect
from eventstore.errors import StoreUnavailable
from eventstore.keys import events_key
from eventstore.live import ClusterLiveReader, LiveReader, RedisLiveReader
from eventstore.store import RedisEventStore
from settings import Settings
from tests.support.redis_cluster import RedisCluster as Cluster

MakeEvent = Callable[..., StoredEvent]
MakeRecord = Callable[[str], GameRecord]

#: A block the tests wait out, and a bound no answer that comes at once may reach.
SHORT_BLOCK_MS = 100
PROMPT_S = 2.0


class LiveReaderContract:
    """What the stream hub relies on from a live reader. A subclass named ``Test…`` provides ``live`` and ``store``."""

    @pytest.fixture
    def games(self, store: EventStore, make_record: MakeRecord, make_event: MakeEvent) -> tuple[str, str, str]:
        """Three created games: ``a`` at version 4, ``b`` at version 1, ``c`` at version 0."""
        for game_id, head in (("a", 4), ("b", 1), ("c", 0)):
            store.create(make_record(game_id), [make_event(v) for v in range(head + 1)])
        return "a", "b", "c"

    def test_a_block_with_nothing_new_times_out_with_nothing(
        self, live: LiveReader, games: tuple[str, str, str]
    ) -> None:
        """Every game at its head: the read waits out ``block_ms`` and answers no game."""
        started = time.monotonic()
        found = live.read({"a": 4, "b": 1, "c": 0}, block_ms=SHORT_BLOCK_MS, count=10)
        waited = time.monotonic() - started
        assert found == {}
        assert SHORT_BLOCK_MS / 1000 * 0.8 <= waited < PROMPT_S

    def test_the_events_after_a_version_come_in_order_as_stored(
        self, live: LiveReader, store: EventStore, games: tuple[str, str, str]
    ) -> None:
        """A game behind its head answers at once with every event after the version asked, as ``read`` has them."""
        found = live.read({"a": 1}, block_ms=5_000, count=10)
        assert found == {"a": store.read("a", after=1)}
        assert [e.version for e in found["a"]] == [2, 3, 4]

    def test_minus_one_reads_from_the_first_event(
        self, live: LiveReader, store: EventStore, games: tuple[str, str, str]
    ) -> None:
        assert live.read({"b": -1}, block_ms=5_000, count=10) == {"b": store.read("b")}

    def test_several_games_at_once_answer_only_those_with_news(
        self, live: LiveReader, store: EventStore, games: tuple[str, str, str]
    ) -> None:
        """One read over three games: the two behind their heads answer, each after its own version."""
        found = live.read({"a": 2, "b": 1, "c": -1}, block_ms=5_000, count=10)
        assert found == {"a": store.read("a", after=2), "c": store.read("c")}

    def test_count_caps_the_events_of_each_game(self, live: LiveReader, games: tuple[str, str, str]) -> None:
        """At most ``count`` events per game: the first ones after the version asked."""
        found = live.read({"a": -1, "b": -1}, block_ms=5_000, count=2)
        assert {game: [e.version for e in events] for game, events in found.items()} == {"a": [0, 1], "b": [0, 1]}

    def test_an_append_wakes_a_waiting_read(
        self, live: LiveReader, store: EventStore, games: tuple[str, str, str], make_event: MakeEvent
    ) -> None:
        """A read blocked on games at their heads answers as soon as one of them is appended to."""
        appender = threading.Timer(0.2, lambda: store.append("b", 1, [make_event(2), make_event(3)], "c1"))
        appender.start()
        try:
            started = time.monotonic()
            found = live.read({"a": 4, "b": 1}, block_ms=10_000, count=10)
            assert time.monotonic() - started < PROMPT_S
        finally:
            appender.join()
        assert found == {"b": store.read("b", after=1)}

    def test_a_game_not_created_yet_is_waited_on_and_read_once_it_is(
        self, live: LiveReader, store: EventStore, make_record: MakeRecord, make_event: MakeEvent
    ) -> None:
        """Following a stream that does not exist is no error: its first events come once it is created."""
        assert live.read({"later": -1}, block_ms=SHORT_BLOCK_MS, count=10) == {}
        creator = threading.Timer(0.2, lambda: store.create(make_record("later"), [make_event(0)]))
        creator.start()
        try:
            found = live.read({"later": -1}, block_ms=10_000, count=10)
        finally:
            creator.join()
        assert found == {"later": store.read("later")}

    def test_a_match_and_its_tables_are_read_together(
        self, live: LiveReader, store: EventStore, make_record: MakeRecord, make_event: MakeEvent
    ) -> None:
        """Table ids (``M:t0``) are games like any other, answered under their own ids."""
        for game_id in ("M", "M:t0", "M:t1"):
            store.create(make_record(game_id), [make_event(0), make_event(1)])
        found = live.read({"M": 0, "M:t0": -1, "M:t1": 1}, block_ms=5_000, count=10)
        assert found == {"M": store.read("M", after=0), "M:t0": store.read("M:t0")}

    def test_nothing_to_follow_answers_nothing_at_once(self, live: LiveReader) -> None:
        started = time.monotonic()
        assert live.read({}, block_ms=10_000, count=10) == {}
        assert time.monotonic() - started < PROMPT_S

    def test_a_closed_reader_reads_again(self, live: LiveReader, games: tuple[str, str, str]) -> None:
        """``close`` lets the connections go; the next read opens them again."""
        assert [e.version for e in live.read({"b": 0}, block_ms=5_000, count=10)["b"]] == [1]
        live.close()
        assert [e.version for e in live.read({"b": 0}, block_ms=5_000, count=10)["b"]] == [1]


class TestRedisLiveReader(LiveReaderContract):
    """The contract on Redis Streams (one XREAD BLOCK), plus what only Redis failures show."""

    @pytest.fixture
    def store(self, redis_store: RedisEventStore) -> EventStore:
        return redis_store

    @pytest.fixture
    def live(self, redis_url: str, key_prefix: str) -> Iterator[RedisLiveReader]:
        reader = RedisLiveReader(lambda: redis.Redis.from_url(redis_url), key_prefix)
        yield reader
        reader.close()

    def test_a_client_that_decodes_responses_reads_the_same(
        self, redis_url: str, key_prefix: str, live: RedisLiveReader, games: tuple[str, str, str]
    ) -> None:
        decoding = RedisLiveReader(lambda: redis.Redis.from_url(redis_url, decode_responses=True), key_prefix)
        try:
            asked = {"a": 0, "b": -1, "c": 0}
            assert decoding.read(asked, block_ms=5_000, count=10) == live.read(asked, block_ms=5_000, count=10)
        finally:
            decoding.close()

    def test_an_unreachable_redis_raises_store_unavailable_with_the_redis_error_as_cause(
        self, key_prefix: str
    ) -> None:
        def unreachable() -> redis.Redis:
            return redis.Redis(unix_socket_path="/nonexistent/redis.sock", retry=Retry(NoBackoff(), 0))

        reader = RedisLiveReader(unreachable, key_prefix)
        try:
            with pytest.raises(StoreUnavailable) as caught:
                reader.read({"a": -1}, block_ms=SHORT_BLOCK_MS, count=10)
            assert isinstance(caught.value.__cause__, redis.ConnectionError)
        finally:
            reader.close()

    def test_after_a_failure_the_connection_is_dropped_and_the_next_read_works(
        self, live: RedisLiveReader, games: tuple[str, str, str], monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """A Redis error ends one read and the reader drops its connections; the next read answers."""
        assert "b" in live.read({"b": 0}, block_ms=5_000, count=10)
        disconnected: list[bool] = []
        with monkeypatch.context() as patch:

            def broken(*args: Any, **kwargs: Any) -> Any:
                raise redis.ConnectionError("redis went away")

            patch.setattr(redis.Redis, "xread", broken)
            patch.setattr(redis.ConnectionPool, "disconnect", lambda pool, *a, **k: disconnected.append(True))
            with pytest.raises(StoreUnavailable):
                live.read({"b": 0}, block_ms=5_000, count=10)
        assert disconnected == [True]
        assert [e.version for e in live.read({"b": 0}, block_ms=5_000, count=10)["b"]] == [1]

    def test_names_of_games_no_longer_asked_for_are_forgotten(
        self, live: RedisLiveReader, games: tuple[str, str, str]
    ) -> None:
        """The reader remembers stream names between reads, but not those of games the hub stopped following."""
        many = {f"gone-{i}": -1 for i in range(3_000)}
        live.read(many, block_ms=1, count=1)
        live.read({"a": 4}, block_ms=1, count=1)
        assert len(live._names) == 1 and len(live._game_of) == 1


class TestClusterLiveReader(LiveReaderContract):
    """The contract on a real 3-master Redis Cluster: one XREAD per slot, polled."""

    @pytest.fixture
    def store(self, cluster_settings: Settings) -> Iterator[EventStore]:
        client = connect(cluster_settings)
        yield RedisEventStore(client, cluster_settings.key_prefix)
        client.close()

    @pytest.fixture
    def live(self, cluster_settings: Settings) -> Iterator[ClusterLiveReader]:
        def cluster_client() -> RedisCluster:
            client = connect(cluster_settings)
            assert isinstance(client, RedisCluster)
            return client

        reader = ClusterLiveReader(cluster_client, cluster_settings.key_prefix)
        yield reader
        reader.close()


def test_a_killed_master_costs_only_its_own_games_their_news(tmp_path: Path, make_record: MakeRecord) -> None:
    """With one master of three killed (no replica), a live read still answers the games of the others; it
    raises ``StoreUnavailable`` only when no slot answers."""
    with Cluster(tmp_path) as cluster:
        client = cluster.client()
        store = RedisEventStore(client, "pk-kill")
        ids = [f"game{i}" for i in range(30)]
        for game_id in ids:
            store.create(make_record(game_id), [_event(0)])
        reader = ClusterLiveReader(cluster.client, "pk-kill")
        assert set(reader.read(dict.fromkeys(ids, -1), block_ms=1_000, count=10)) == set(ids)
        victim = cluster.master_nodes[0]
        lost = {g for g in ids if victim.owns(client.keyslot(events_key("pk-kill", g)))}
        cluster.kill(victim)
        answered = reader.read(dict.fromkeys(ids, -1), block_ms=1_000, count=10)
        assert lost and set(answered) == set(ids) - lost
        with pytest.raises(StoreUnavailable):
            reader.read(dict.fromkeys(lost, -1), block_ms=SHORT_BLOCK_MS, count=10)
        reader.close()
        client.close()


def _event(version: int) -> StoredEvent:
    return StoredEvent(version=version, type="Dealt", data={"n": version}, at_ms=1, seat=None, command_id=None)
