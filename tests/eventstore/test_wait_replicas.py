"""``POWDERKEG_WAIT_REPLICAS``: a write that adds events waits until that many replicas confirm it (``WAIT``), on
a real cluster with one replica per master. It is made and answered either way; a shortfall is reported."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from domain.ports import GameRecord, StoredEvent, StreamBatch
from eventstore.store import RedisEventStore
from tests.support.redis_cluster import RedisCluster


@pytest.fixture(scope="module")
def replicated(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisCluster]:
    with RedisCluster(tmp_path_factory.mktemp("replicated"), masters=3, replicas=1) as cluster:
        yield cluster


def event(version: int) -> StoredEvent:
    return StoredEvent(version=version, type="Dealt", data={"n": version}, at_ms=1, seat=None, command_id=None)


def test_writes_that_wait_for_one_replica_find_it_on_the_replica_at_once(
    replicated: RedisCluster, make_record: Callable[[str], GameRecord]
) -> None:
    shortfalls: list[tuple[int, int]] = []
    with replicated.client() as client:
        store = RedisEventStore(
            client, "pk-wait1", wait_replicas=1, short_replication=lambda *s: shortfalls.append(s)
        )
        store.create(make_record("g1"), [event(0)])
        store.append("g1", 0, [event(1)], "c1")
        store.append_many([StreamBatch(game_id="g1", expected_version=1, events=(event(2),))], None)
        node = replicated.master_for_slot(client.keyslot("pk-wait1:{g1}:events"))
        (replica,) = replicated.replicas_of(node)
        reader = replicated.admin(replica)
        reader.execute_command("READONLY")  # a replica answers reads of its master's slots once told to
        assert reader.xlen("pk-wait1:{g1}:events") == 3
    assert shortfalls == []


def test_a_write_that_fewer_replicas_confirm_is_still_made_and_the_shortfall_reported(
    replicated: RedisCluster, make_record: Callable[[str], GameRecord]
) -> None:
    shortfalls: list[tuple[int, int]] = []
    with replicated.client() as client:
        store = RedisEventStore(
            client, "pk-wait2", wait_replicas=2, wait_timeout_ms=50, short_replication=lambda *s: shortfalls.append(s)
        )
        store.create(make_record("g2"), [event(0)])
        result = store.append("g2", 0, [event(1)], "c1")
        assert result.last_version == 1 and store.head("g2") == 1
        assert store.append("g2", 0, [event(1)], "c1").duplicate  # a retry writes nothing and waits for nothing
    assert shortfalls == [(1, 2), (1, 2)]
