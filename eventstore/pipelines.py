"""Commands on many keys in as few round trips as the deployment allows, a failing server costing only its own
keys: one pipeline on one server; one pipeline per node on a cluster (redis-py's cluster pipeline fails
whole when one node is down, and its keys would take every other node's answers with them)."""

from __future__ import annotations

import math
import time
import weakref
from collections import defaultdict
from collections.abc import Callable, Sequence
from typing import Any

import redis
from redis.client import Pipeline
from redis.cluster import ClusterNode, RedisCluster
from redis.exceptions import RedisClusterException

from eventstore.client import StoreClient

#: One command to pipeline: the key that places it (every key it names shares that key's slot), and what it
#: adds to a pipeline.
Command = tuple[str, Callable[[Pipeline], object]]


def each(client: StoreClient, commands: Sequence[Command]) -> list[Any]:
    """The answer of each command in order, or the exception that its server's failure raised instead."""
    if not isinstance(client, RedisCluster):
        pipe = client.pipeline(transaction=False)
        for _, add in commands:
            add(pipe)
        try:
            return list(pipe.execute(raise_on_error=False))
        except (redis.RedisError, OSError) as exc:
            return [exc] * len(commands)
    by_node: dict[str, list[int]] = defaultdict(list)
    nodes: dict[str, ClusterNode] = {}
    answers: list[Any] = [None] * len(commands)
    for index, (key, _) in enumerate(commands):
        try:
            node = client.get_node_from_key(key)  # type: ignore[no-untyped-call]
        except (redis.RedisError, RedisClusterException) as exc:
            answers[index] = exc
            continue
        nodes[node.name] = node
        by_node[node.name].append(index)
    moved = False
    for name, indexes in by_node.items():
        try:
            pipe = client.get_redis_connection(nodes[name]).pipeline(transaction=False)
            for index in indexes:
                commands[index][1](pipe)
            replies = pipe.execute(raise_on_error=False)
        except (redis.RedisError, OSError) as exc:
            replies = [exc] * len(indexes)
            moved = True
        for index, reply in zip(indexes, replies, strict=True):
            answers[index] = reply
            moved = moved or isinstance(reply, redis.ResponseError) and str(reply).startswith(("MOVED", "ASK"))
    if moved:
        refresh_slots(client)
    return answers


def refresh_slots(client: RedisCluster) -> None:
    """Ask the nodes that answer who serves which slot now (after a failover, or a slot moved), at most once a
    ``REFRESH_EVERY_S`` per client; nothing when none answers (the next command will say so)."""
    now = time.monotonic()
    if now - _refreshed.get(client, -math.inf) < REFRESH_EVERY_S:
        return
    _refreshed[client] = now
    try:
        client.nodes_manager.initialize()
    except (redis.RedisError, RedisClusterException):
        pass


#: How often a client may look up the slots again while a node fails (each look-up asks a node that answers).
REFRESH_EVERY_S = 1.0
_refreshed: weakref.WeakKeyDictionary[RedisCluster, float] = weakref.WeakKeyDictionary()
