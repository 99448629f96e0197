"""Following many games' streams at once: the live-reader port, and its Redis implementations: one XREAD BLOCK on
one server (``RedisLiveReader``), one XREAD per slot polled on a cluster (``ClusterLiveReader``).

A process's live streams (SSE responses, long-polls) wait on one reader (``api/stream_hub.py``). The reader
asks the port for "whatever these games have after these versions, waiting up to so long", in game ids and
versions only: the key names, the entry ids and the codec stay here. The port names no connection, so an
implementation for Redis Cluster (which refuses one XREAD over keys of several slots) can read per node or per
slot and merge the answers without the hub changing.
"""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Callable, Mapping
from functools import partial
from typing import Any, Protocol

import redis
from redis.client import Pipeline
from redis.cluster import RedisCluster
from redis.exceptions import RedisClusterException

from domain.ports import StoredEvent
from eventstore import codec, keys, pipelines
from eventstore.errors import StoreUnavailable

#: Games whose names ``RedisLiveReader`` remembers beyond those of the current read, before it forgets them.
_SPARE_NAMES = 1024


class LiveReader(Protocol):
    """Waits for new events on the streams of many games at once."""

    def read(self, after: Mapping[str, int], *, block_ms: int, count: int) -> dict[str, list[StoredEvent]]:
        """The events of each game of ``after`` with a version greater than its version there (-1: from the
        first), at most ``count`` per game, in version order; only games that have some are keys. Waits up to
        ``block_ms`` for a first event when none is there yet, then answers ``{}``; ``after`` empty answers
        ``{}`` at once. Raises ``StoreUnavailable`` when the store does not answer."""
        ...

    def close(self) -> None:
        """Let go of the reader's connections (a later ``read`` opens them again)."""
        ...


class RedisLiveReader:
    """Implements ``LiveReader`` with one ``XREAD BLOCK`` over every stream asked for, on a client of its own.

    ``connect`` makes that client at the first read: it blocks in XREAD, so it must not be a client whose pool
    the requests share, and its socket timeout must be well above ``block_ms``. One thread reads at a time."""

    def __init__(self, connect: Callable[[], redis.Redis], prefix: str) -> None:
        self._connect = connect
        self.prefix = prefix
        self._client: redis.Redis | None = None
        # The stream key of each game asked for lately, with the last version asked after and its entry id; and
        # each key's game. A hub follows thousands of games, read after read: their names are made once.
        self._names: dict[str, tuple[str, int, str]] = {}
        self._game_of: dict[str, str] = {}

    def read(self, after: Mapping[str, int], *, block_ms: int, count: int) -> dict[str, list[StoredEvent]]:
        """See ``LiveReader.read``; a Redis error drops the connection before ``StoreUnavailable`` is raised."""
        if not after:
            return {}
        streams: dict[Any, Any] = self._streams(after)
        try:
            reply: Any = self._redis().xread(streams, count=count, block=block_ms)
        except redis.RedisError as exc:
            self._drop()
            raise StoreUnavailable(f"the live read failed: {type(exc).__name__}") from exc
        found: dict[str, list[StoredEvent]] = {}
        for key, entries in reply or ():
            found[self._game_of[codec.text(key)]] = [codec.decode_event(fields) for _, fields in entries]
        return found

    def close(self) -> None:
        """Close the client (a later read makes a new one)."""
        client, self._client = self._client, None
        if client is not None:
            client.close()

    def _streams(self, after: Mapping[str, int]) -> dict[str, str]:
        """The XREAD arguments: each game's stream key and the entry id to read after, names remembered."""
        if len(self._names) > 2 * len(after) + _SPARE_NAMES:
            self._forget_all_but(after)
        names = self._names
        streams: dict[str, str] = {}
        for game_id, version in after.items():
            known = names.get(game_id)
            if known is None or known[1] != version:
                key = known[0] if known is not None else keys.events_key(self.prefix, game_id)
                known = names[game_id] = (key, version, _after_id(version))
                self._game_of[key] = game_id
            streams[known[0]] = known[2]
        return streams

    def _forget_all_but(self, after: Mapping[str, int]) -> None:
        self._names = {game_id: name for game_id, name in self._names.items() if game_id in after}
        self._game_of = {name[0]: game_id for game_id, name in self._names.items()}

    def _redis(self) -> redis.Redis:
        if self._client is None:
            self._client = self._connect()
        return self._client

    def _drop(self) -> None:
        """After a failure: disconnect, so that the next read starts on a fresh connection."""
        if self._client is not None:
            self._client.connection_pool.disconnect()


class ClusterLiveReader:
    """Implements ``LiveReader`` on a Redis Cluster, which refuses one XREAD over keys of several slots: each read
    sends one XREAD per slot (the streams of a match and its tables share one) in one pipeline, one round trip
    per node, and polls every ``poll_ms`` until an event comes or ``block_ms`` ends.

    A node that does not answer costs only its own games their news: the others' are answered, and
    ``StoreUnavailable`` is raised only when no slot could be read."""

    def __init__(self, connect: Callable[[], RedisCluster], prefix: str, poll_ms: int = 25) -> None:
        self._connect = connect
        self.prefix = prefix
        self.poll_s = poll_ms / 1000
        self._client: RedisCluster | None = None
        #: Each game's stream key and its slot, made once.
        self._keys: dict[str, tuple[str, int]] = {}

    def read(self, after: Mapping[str, int], *, block_ms: int, count: int) -> dict[str, list[StoredEvent]]:
        """See ``LiveReader.read``."""
        if not after:
            return {}
        deadline = time.monotonic() + block_ms / 1000
        groups = self._groups(after)
        while True:
            found = self._read_once(groups, count)
            left = deadline - time.monotonic()
            if found or left <= 0:
                return found
            time.sleep(min(self.poll_s, left))

    def close(self) -> None:
        """Close the client (a later read makes a new one)."""
        client, self._client = self._client, None
        if client is not None:
            client.close()

    def _groups(self, after: Mapping[str, int]) -> dict[int, dict[str, tuple[str, str]]]:
        """The XREAD arguments of each slot: stream key -> (game id, entry id to read after)."""
        if len(self._keys) > 2 * len(after) + _SPARE_NAMES:
            self._keys = {game_id: key for game_id, key in self._keys.items() if game_id in after}
        client = self._redis()
        by_slot: dict[int, dict[str, tuple[str, str]]] = defaultdict(dict)
        for game_id, version in after.items():
            known = self._keys.get(game_id)
            if known is None:
                key = keys.events_key(self.prefix, game_id)
                known = self._keys[game_id] = (key, client.keyslot(key))  # type: ignore[no-untyped-call]
            by_slot[known[1]][known[0]] = (game_id, _after_id(version))
        return by_slot

    def _read_once(self, groups: dict[int, dict[str, tuple[str, str]]], count: int) -> dict[str, list[StoredEvent]]:
        """One XREAD per slot, in one pipeline per node (``eventstore.pipelines``): a node that fails costs only
        its own games their news this time."""
        commands: list[pipelines.Command] = []
        for group in groups.values():
            streams = {key: entry_id for key, (_, entry_id) in group.items()}
            commands.append((next(iter(streams)), partial(_xread, streams=streams, count=count)))
        try:
            replies = pipelines.each(self._redis(), commands)
        except (redis.RedisError, RedisClusterException) as exc:
            self.close()
            raise StoreUnavailable(f"the live read failed: {type(exc).__name__}") from exc
        failures = [reply for reply in replies if isinstance(reply, Exception)]
        if failures and len(failures) == len(replies):
            raise StoreUnavailable(f"the live read failed: {type(failures[0]).__name__}") from failures[0]
        found: dict[str, list[StoredEvent]] = {}
        for group, reply in zip(groups.values(), replies, strict=True):
            if isinstance(reply, Exception):
                continue
            for key, entries in reply or ():
                found[group[codec.text(key)][0]] = [codec.decode_event(fields) for _, fields in entries]
        return found

    def _redis(self) -> RedisCluster:
        if self._client is None:
            self._client = self._connect()
        return self._client


def _xread(pipe: Pipeline, *, streams: dict[str, str], count: int) -> object:
    return pipe.xread(streams, count=count)  # type: ignore[arg-type]


def _after_id(version: int) -> str:
    """The XREAD id to read after ``version`` (entry ids are ``<version>-1``; -1 reads from the first)."""
    return keys.stream_id(version) if version >= 0 else "0-0"
