"""The witness marks the store leaves: each creation and append marks its game with the head it leaves, in its own
script where it may write that shard (one Redis, or the shard's node on a cluster), else right after."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import redis

from domain.ports import GameRecord, StoredEvent, StreamBatch
from eventstore.store import RedisEventStore
from eventstore.witness_log import RedisWitnessLog
from eventstore.witness_marks import WitnessMarks
from tests.support.redis_cluster import RedisCluster
from workers.witnessing import WitnessPublisher

MakeEvent = Callable[..., StoredEvent]


def sealed(make_event: MakeEvent, version: int) -> StoredEvent:
    """An envelope with a chain hash, as the service seals every event it appends."""
    return make_event(version).with_hash(f"{version:02x}" * 32)


def marks_of(client: Any, store: RedisEventStore) -> dict[str, str]:
    found: dict[str, str] = {}
    for key in store.marks.keys:
        found.update({k.decode(): v.decode() for k, v in client.hgetall(key).items()})
    return found


def test_creating_and_appending_mark_the_game_with_its_last_head(
    redis_store: RedisEventStore,
    redis_client: redis.Redis,
    make_record: Callable[[str], GameRecord],
    make_event: MakeEvent,
) -> None:
    redis_store.create(make_record("g"), [sealed(make_event, 0), sealed(make_event, 1)])
    assert marks_of(redis_client, redis_store) == {"g": f"1:{'01' * 32}"}
    redis_store.append("g", 1, [sealed(make_event, 2), sealed(make_event, 3)], "c1")
    assert marks_of(redis_client, redis_store) == {"g": f"3:{'03' * 32}"}
    redis_store.append("g", 3, [make_event(4)], "c2")  # no chain hash (an old envelope): no mark, the last stays
    assert marks_of(redis_client, redis_store) == {"g": f"3:{'03' * 32}"}


def test_a_match_and_its_tables_are_marked_by_the_append_that_writes_them_all(
    redis_store: RedisEventStore,
    redis_client: redis.Redis,
    make_record: Callable[[str], GameRecord],
    make_event: MakeEvent,
) -> None:
    redis_store.create(make_record("M"), [sealed(make_event, 0)])
    redis_store.create(make_record("M:t0"), [sealed(make_event, 0)])
    redis_store.append_many(
        [StreamBatch("M", 0, (sealed(make_event, 1),)), StreamBatch("M:t0", 0, (sealed(make_event, 1),))], "c1"
    )
    assert marks_of(redis_client, redis_store) == {"M": f"1:{'01' * 32}", "M:t0": f"1:{'01' * 32}"}
    assert len({redis_store.marks.key_of(g) for g in ("M", "M:t0")}) == 1, "a match's tables share its shard"


def test_on_a_cluster_every_game_is_marked_wherever_its_shard_sits_and_the_root_is_published(
    redis_cluster: RedisCluster,
    key_prefix: str,
    make_record: Callable[[str], GameRecord],
    make_event: MakeEvent,
) -> None:
    client = redis_cluster.client()
    try:
        store = RedisEventStore(client, key_prefix)
        games = [
            next(g for g in (f"g{n}" for n in range(100_000)) if redis_cluster.serves_deadlines_with(g) == local)
            for local in (True, False)
        ]
        for game in games:
            store.create(make_record(game), [sealed(make_event, 0)])
            store.append(game, 0, [sealed(make_event, 1)], "c1")
            store.append_many([StreamBatch(game, 1, (sealed(make_event, 2),))], "c2")
        assert marks_of(client, store) == {game: f"2:{'02' * 32}" for game in games}
        marks = WitnessMarks(client, key_prefix)
        taken = marks.take()
        assert sorted((h.game, h.version) for h in taken.heads) == [(games[0], 2), (games[1], 2)]
        assert len(taken.marks) == len(store.marks.keys)
        # Published on the cluster: the log's keys on one slot, each game's pointer on its own.
        witness_log = RedisWitnessLog(client, key_prefix, keep_s=3600)
        root = WitnessPublisher(marks, witness_log).publish(1_800_000_000_000)
        assert root is not None and root.size == 2 and witness_log.roots(-1, 5) == [root]
        kept = witness_log.heads(root.number)
        assert kept is not None and kept.games == sorted(games)
        assert [witness_log.witnessed(game) for game in games] == [root.number, root.number]
        assert marks.take().heads == []
    finally:
        for key in client.scan_iter(match=f"{key_prefix}:*", target_nodes=client.ALL_NODES):
            client.delete(key)
        client.close()
