"""Following many games' streams at once: the live-reader port, and its Redis implementation (one XREAD BLOCK).

A process's live streams (SSE responses, long-polls) wait on one reader (``api/stream_hub.py``). The reader
asks the port for "whatever these games have after these versions, waiting up to so long", in game ids and
versions only: the key names, the entry ids and the codec stay here. The port names no connection, so an
implementation for Redis Cluster (which refuses one XREAD over keys of several slots) can read per node or per
slot and merge the answers without the hub changing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

import redis

from domain.ports import StoredEvent
from eventstore import codec, keys
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


def _after_id(version: int) -> str:
    """The XREAD id to read after ``version`` (entry ids are ``<version>-1``; -1 reads from the first)."""
    return keys.stream_id(version) if version >= 0 else "0-0"
