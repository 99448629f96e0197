"""The Lua scripts on their own: their coded replies and what they write."""

from __future__ import annotations

from typing import Any

import pytest
import redis
from redis.commands.core import Script

from eventstore import scripts
from eventstore.keys import (
    commands_key,
    deadline_shard,
    deadlines_key,
    events_key,
    record_key,
    witness_marks_key,
)
from tests.support.redis_cluster import RedisCluster


@pytest.fixture
def append(redis_client: redis.Redis) -> Script:
    return scripts.script(redis_client, scripts.APPEND_SCRIPT)


@pytest.fixture
def stream_keys(key_prefix: str) -> list[str]:
    return [events_key(key_prefix, "g"), commands_key(key_prefix, "g")]


def event(n: int) -> list[str]:
    return ["type", "T", "data", f'{{"n": {n}}}', "version", str(n)]


def run(
    append: Script,
    keys: list[str],
    expected: int,
    command_id: str,
    *events: list[str],
    fingerprint: str = "",
    deadlines: tuple[tuple[int, str], ...] = (),
    removed: tuple[str, ...] = (),
    deadline_set: str = "",
    marks_set: str = "",
    mark: str = "",
) -> list[Any]:
    """The script's reply, its strings decoded; the entries a conflict answers with, as (id, [field, value, ...])."""
    args: list[str | int] = [expected, command_id, fingerprint, 6, len(deadlines), len(removed), deadline_set]
    args += [marks_set, "g", mark]
    for score, member in deadlines:
        args += [score, member]
    args += removed
    for items in events:
        args.extend(items)
    return [decoded(x) for x in append(keys=keys, args=args)]


def decoded(reply: Any) -> Any:
    if isinstance(reply, list):
        return [decoded(x) for x in reply]
    return reply if isinstance(reply, int) else reply.decode()


def test_an_append_at_the_expected_version_answers_appended_with_its_versions(
    append: Script, stream_keys: list[str]
) -> None:
    """Code 0 with the first and last versions written."""
    assert run(append, stream_keys, -1, "", event(0), event(1)) == [scripts.APPENDED, 0, 1]
    assert run(append, stream_keys, 1, "", event(2)) == [scripts.APPENDED, 2, 2]


def test_entries_get_explicit_ids_from_their_versions(
    append: Script, stream_keys: list[str], redis_client: redis.Redis
) -> None:
    """Version n is entry ``n-1``, with its fields in the order given."""
    run(append, stream_keys, -1, "", event(0), event(1), event(2))
    entries: Any = redis_client.xrange(stream_keys[0])
    assert [i for i, _ in entries] == [b"0-1", b"1-1", b"2-1"]
    assert list(entries[2][1].items()) == [(b"type", b"T"), (b"data", b'{"n": 2}'), (b"version", b"2")]


def test_a_stale_expected_version_answers_conflict_with_the_actual_version(
    append: Script, stream_keys: list[str], redis_client: redis.Redis
) -> None:
    """Code 2, the stream's last version and the entries after the expected one; nothing is written."""
    run(append, stream_keys, -1, "", event(0), event(1))
    assert run(append, stream_keys, 0, "c1", event(1)) == [scripts.CONFLICT, 1, [["1-1", event(1)]]]
    assert redis_client.xlen(stream_keys[0]) == 2
    assert not redis_client.exists(stream_keys[1])


def test_a_conflict_answers_at_most_missed_max_entries_and_none_for_a_caller_further_behind(
    append: Script, stream_keys: list[str]
) -> None:
    """A caller up to MISSED_MAX versions behind gets every entry it missed with the refusal; one further behind
    gets none (it reads them itself), nor does one ahead of the stream."""
    run(append, stream_keys, -1, "", *(event(v) for v in range(scripts.MISSED_MAX + 1)))
    head = scripts.MISSED_MAX
    reply = run(append, stream_keys, 0, "", event(1))
    assert reply[:2] == [scripts.CONFLICT, head]
    assert [entry_id for entry_id, _ in reply[2]] == [f"{v}-1" for v in range(1, head + 1)]
    assert run(append, stream_keys, -1, "", event(0)) == [scripts.CONFLICT, head], "MISSED_MAX + 1 behind"
    assert run(append, stream_keys, head + 3, "", event(head + 4)) == [scripts.CONFLICT, head]


def test_an_empty_stream_is_at_version_minus_one(append: Script, stream_keys: list[str]) -> None:
    """Expecting any other version of an empty stream is a conflict with actual -1."""
    assert run(append, stream_keys, 3, "", event(4)) == [scripts.CONFLICT, -1]


def test_a_seen_command_id_answers_duplicate_with_the_first_versions(
    append: Script, stream_keys: list[str], redis_client: redis.Redis
) -> None:
    """Code 1 and the first append's versions, checked before the version; nothing is written."""
    run(append, stream_keys, -1, "", event(0))
    run(append, stream_keys, 0, "c1", event(1), event(2))
    assert run(append, stream_keys, 0, "c1", event(1)) == [scripts.DUPLICATE, 1, 2, ""]
    assert run(append, stream_keys, 2, "c1", event(3)) == [scripts.DUPLICATE, 1, 2, ""]
    assert redis_client.xlen(stream_keys[0]) == 3
    assert redis_client.hgetall(stream_keys[1]) == {b"c1": b"1:2"}


def test_a_command_id_is_recorded_with_its_fingerprint_and_a_duplicate_answers_it(
    append: Script, stream_keys: list[str], redis_client: redis.Redis
) -> None:
    """The fingerprint is kept after the versions ("first:last;fp=<hex>") and comes back with a duplicate,
    whatever fingerprint the duplicate carries."""
    run(append, stream_keys, -1, "c1", event(0), fingerprint="ab12")
    assert redis_client.hgetall(stream_keys[1]) == {b"c1": b"0:0;fp=ab12"}
    assert run(append, stream_keys, 0, "c1", event(1), fingerprint="cd34") == [scripts.DUPLICATE, 0, 0, "ab12"]
    assert redis_client.xlen(stream_keys[0]) == 1


def test_entries_stored_without_a_fingerprint_answer_their_first_pair_and_none(
    append: Script, stream_keys: list[str], redis_client: redis.Redis
) -> None:
    """An entry from before fingerprints ("first:last") or from append_many ("f:l;f:l") still answers."""
    redis_client.hset(stream_keys[1], mapping={"old": "3:5", "many": "2:4;0:1"})
    assert run(append, stream_keys, -1, "old", event(0), fingerprint="ab") == [scripts.DUPLICATE, 3, 5, ""]
    assert run(append, stream_keys, -1, "many", event(0)) == [scripts.DUPLICATE, 2, 4, ""]
    assert not redis_client.exists(stream_keys[0])


def test_an_empty_command_id_is_not_recorded(append: Script, stream_keys: list[str], redis_client: redis.Redis) -> None:
    """Without a command id the commands hash is left alone."""
    run(append, stream_keys, -1, "", event(0))
    assert not redis_client.exists(stream_keys[1])


def test_create_writes_record_and_events_once(key_prefix: str, redis_client: redis.Redis) -> None:
    """CREATE_SCRIPT answers 0 and writes; for an existing game it answers 1 and writes nothing."""
    create = scripts.script(redis_client, scripts.CREATE_SCRIPT)
    keys = [record_key(key_prefix, "g"), events_key(key_prefix, "g")]
    assert create(keys=keys, args=["g", "", 2, "game", "bombs", 6, *event(0), *event(1)]) == scripts.CREATED
    assert create(keys=keys, args=["g", "", 2, "game", "other", 6, *event(0)]) == scripts.EXISTS
    assert redis_client.hgetall(keys[0]) == {b"game": b"bombs"}
    assert redis_client.xlen(keys[1]) == 2


def test_create_writes_the_games_witness_mark_where_its_marks_are_declared(
    key_prefix: str, redis_client: redis.Redis
) -> None:
    """KEYS[3] gets ``game id -> mark`` with the opening events; a game that exists writes none."""
    create = scripts.script(redis_client, scripts.CREATE_SCRIPT)
    marks = witness_marks_key(key_prefix, deadline_shard("g"))
    keys = [record_key(key_prefix, "g"), events_key(key_prefix, "g"), marks]
    assert create(keys=keys, args=["g", "1:ab", 2, "game", "bombs", 6, *event(0), *event(1)]) == scripts.CREATED
    assert create(keys=keys, args=["g", "0:cd", 2, "game", "bombs", 6, *event(0)]) == scripts.EXISTS
    assert redis_client.hgetall(marks) == {b"g": b"1:ab"}


def test_an_append_writes_its_witness_mark_with_its_events_and_a_refused_one_writes_none(
    append: Script, stream_keys: list[str], key_prefix: str, redis_client: redis.Redis
) -> None:
    """KEYS[4] gets ``ARGV[9] -> ARGV[10]`` once the events are written, replacing the game's earlier mark; a
    conflict or a seen command id writes none."""
    shard = deadline_shard("g")
    marks = witness_marks_key(key_prefix, shard)
    keys = [*stream_keys, deadlines_key(key_prefix, shard), marks]
    assert run(append, keys, -1, "c1", event(0), mark="0:aa")[0] == scripts.APPENDED
    assert redis_client.hgetall(marks) == {b"g": b"0:aa"}
    assert run(append, keys, 0, "", event(1), event(2), mark="2:bb")[0] == scripts.APPENDED
    assert redis_client.hgetall(marks) == {b"g": b"2:bb"}
    assert run(append, keys, 0, "", event(1), mark="1:cc")[:2] == [scripts.CONFLICT, 2]
    assert run(append, keys, -1, "c1", event(0), mark="0:dd")[0] == scripts.DUPLICATE
    assert redis_client.hgetall(marks) == {b"g": b"2:bb"}


def test_a_script_is_registered_once_per_client(redis_client: redis.Redis, redis_url: str) -> None:
    """The same client gets the same Script object back; another client gets its own."""
    first = scripts.script(redis_client, scripts.APPEND_SCRIPT)
    assert scripts.script(redis_client, scripts.APPEND_SCRIPT) is first
    other = redis.Redis.from_url(redis_url)
    try:
        assert scripts.script(other, scripts.APPEND_SCRIPT) is not first
    finally:
        other.close()


def test_the_deadlines_of_an_append_are_added_with_its_events(
    append: Script, stream_keys: list[str], key_prefix: str, redis_client: redis.Redis
) -> None:
    """KEYS[3] gets each (score, member) once the events are written; a conflict or a seen command id adds none."""
    timers = f"{key_prefix}:{{deadlines-0}}"
    keys = [*stream_keys, timers]
    opened = ((1500, "window-a"), (2500, "window-b"))
    assert run(append, keys, -1, "c1", event(0), deadlines=opened) == [scripts.APPENDED, 0, 0]
    assert redis_client.zrange(timers, 0, -1, withscores=True) == [(b"window-a", 1500.0), (b"window-b", 2500.0)]
    assert run(append, keys, 5, "", event(6), deadlines=((9000, "stale"),)) == [scripts.CONFLICT, 0]
    assert run(append, keys, 0, "c1", event(1), deadlines=((9000, "again"),))[0] == scripts.DUPLICATE
    assert redis_client.zcard(timers) == 2
    entries: Any = redis_client.xrange(stream_keys[0])
    assert [i for i, _ in entries] == [b"0-1"]


def test_the_deadlines_an_append_closes_are_removed_with_its_events(
    append: Script, stream_keys: list[str], key_prefix: str, redis_client: redis.Redis
) -> None:
    """Members named after the deadlines to add are removed from KEYS[3] once the events are written; a
    conflict removes none."""
    timers = f"{key_prefix}:{{deadlines-0}}"
    keys = [*stream_keys, timers]
    run(append, keys, -1, "", event(0), deadlines=((1500, "window-a"), (2500, "window-b")))
    assert run(append, keys, 7, "", event(8), removed=("window-a",)) == [scripts.CONFLICT, 0]
    assert redis_client.zcard(timers) == 2
    assert run(append, keys, 0, "", event(1), deadlines=((3500, "window-c"),), removed=("window-a", "gone"))[0] == 0
    assert redis_client.zrange(timers, 0, -1) == [b"window-b", b"window-c"]


def test_a_stream_missing_an_entry_refuses_every_append(
    append: Script, stream_keys: list[str], redis_client: redis.Redis
) -> None:
    """The head version is read from the stream's length (versions run from 0, never trimmed): a stream someone
    deleted an entry from is answered as a conflict, so nothing is written after the gap."""
    run(append, stream_keys, -1, "", event(0), event(1), event(2))
    redis_client.xdel(stream_keys[0], "1-1")
    assert run(append, stream_keys, 2, "", event(3)) == [scripts.CONFLICT, 1]
    assert redis_client.xlen(stream_keys[0]) == 2


def test_on_a_cluster_the_append_writes_a_deadline_set_its_node_serves_and_refuses_one_it_does_not(
    redis_cluster: RedisCluster, key_prefix: str
) -> None:
    """CLUSTER_APPEND_SCRIPT writes the deadline set named in ARGV[7] on a slot other than the game's when the
    game's node serves it; where another node does, Redis refuses the script before anything is written."""
    client = redis_cluster.client()
    try:
        append: Any = scripts.script(client, scripts.CLUSTER_APPEND_SCRIPT)
        for local in (True, False):
            game = next(g for g in (f"g{n}" for n in range(100_000)) if redis_cluster.serves_deadlines_with(g) == local)
            game_keys = [events_key(key_prefix, game), commands_key(key_prefix, game)]
            timers = deadlines_key(key_prefix, deadline_shard(game))
            marks = witness_marks_key(key_prefix, deadline_shard(game))
            aside: dict[str, Any] = {"deadline_set": timers, "marks_set": marks, "mark": "0:aa"}
            if local:
                reply = run(append, game_keys, -1, "c1", event(0), deadlines=((1500, "w"),), **aside)
                assert reply == [scripts.APPENDED, 0, 0]
                assert client.zrange(timers, 0, -1) == [b"w"] and client.xlen(game_keys[0]) == 1
                assert client.hgetall(marks) == {b"g": b"0:aa"}
                # A mark with no deadline to write is written first too: a node that does not serve it refuses
                # the script before the events.
                assert run(append, game_keys, 0, "", event(1), marks_set=marks, mark="1:bb")[0] == scripts.APPENDED
                assert client.hgetall(marks) == {b"g": b"1:bb"}
            else:
                with pytest.raises(redis.ResponseError, match=scripts.NON_LOCAL_KEY):
                    run(append, game_keys, -1, "c1", event(0), deadlines=((1500, "w"),), **aside)
                with pytest.raises(redis.ResponseError, match=scripts.NON_LOCAL_KEY):
                    run(append, game_keys, -1, "c1", event(0), marks_set=marks, mark="0:aa")
                assert client.zcard(timers) == 0 and client.xlen(game_keys[0]) == 0
                assert client.hlen(game_keys[1]) == 0 and client.hlen(marks) == 0
    finally:
        for key in client.scan_iter(match=f"{key_prefix}:*", target_nodes=client.ALL_NODES):
            client.delete(key)
        client.close()


def test_an_append_whose_entry_id_is_taken_fails_and_leaves_the_declared_deadlines_alone(
    append: Script, stream_keys: list[str], key_prefix: str, redis_client: redis.Redis
) -> None:
    """A stream someone deleted an entry from can pass the length check with a version whose id is taken:
    the XADD fails, and the deadlines of a declared set (one Redis), written after the events, are untouched."""
    timers = f"{key_prefix}:{{deadlines-0}}"
    run(append, [*stream_keys, timers], -1, "", event(0), event(1), event(2), deadlines=((1500, "window-a"),))
    redis_client.xdel(stream_keys[0], "1-1")
    with pytest.raises(redis.ResponseError):
        run(append, [*stream_keys, timers], 1, "", event(2), deadlines=((9000, "new"),), removed=("window-a",))
    assert redis_client.zrange(timers, 0, -1) == [b"window-a"]
    assert redis_client.xlen(stream_keys[0]) == 2
