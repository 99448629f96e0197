"""The witness log in Redis: the roots a publisher makes each minute of the marks that appends leave
(``eventstore.witness_marks``), and what their proofs are made from.

A root is published in one script (``PUBLISH_SCRIPT``): it checks that the log's last root is the one before, and
writes the root's heads and appends the root to the log together, so that a reader never meets a root whose heads
are missing, two publishers never publish one number, and none that dies midway leaves a number taken. Every key
of the log shares one hash tag (``keys.witness_roots_key``), so on Redis Cluster that script sits on one node.
Then each game's pointer to its last root is written.

The heads of a root, from which its proofs are made, and the games' pointers expire after ``keep_s``; the roots
are kept for good (about 250 bytes a minute).
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from redis.exceptions import NoScriptError

from domain.witness import Head, Heads, Root
from eventstore import codec, keys, pipelines
from eventstore.client import StoreClient

log = logging.getLogger(__name__)

PUBLISH_SCRIPT = """
-- KEYS[1] = the witness log (a stream, entry "<number>-1"), KEYS[2] = the heads of root ARGV[1]
-- ARGV[1] = the root's number, ARGV[2] = its heads (domain.witness.Heads.pack), ARGV[3] = how long to keep them
-- (ms; "" for good), ARGV[4 ..] = the root's field/value items
-- Returns 1 when published, 0 when the log's last root is not number - 1 (nothing written).
local last = redis.call("XREVRANGE", KEYS[1], "+", "-", "COUNT", 1)
local at = -1
if #last > 0 then
  at = tonumber(string.match(last[1][1], "^(%d+)"))
end
if at ~= tonumber(ARGV[1]) - 1 then
  return 0
end
if ARGV[3] == "" then
  redis.call("SET", KEYS[2], ARGV[2])
else
  redis.call("SET", KEYS[2], ARGV[2], "PX", ARGV[3])
end
redis.call("XADD", KEYS[1], ARGV[1] .. "-1", unpack(ARGV, 4, #ARGV))
return 1
"""

POINT_SCRIPT = """
-- KEYS[1] = a game's pointer to its last witness root; ARGV[1] = a root's number, ARGV[2] = keep (ms; "" for good)
-- Points it at that root unless it points at a later one (publishers that overlap write in either order).
local now = redis.call("GET", KEYS[1])
if now and tonumber(now) > tonumber(ARGV[1]) then
  return 0
end
if ARGV[2] == "" then
  redis.call("SET", KEYS[1], ARGV[1])
else
  redis.call("SET", KEYS[1], ARGV[1], "PX", ARGV[2])
end
return 1
"""

UNLOCK_SCRIPT = """
-- KEYS[1] = the publisher's lock; ARGV[1] = the token it was taken with: deleted only if still that token's
if redis.call("GET", KEYS[1]) == ARGV[1] then
  return redis.call("DEL", KEYS[1])
end
return 0
"""


class RedisWitnessLog:
    """The witness roots and what their proofs are made from; implements ``domain.ports.WitnessLog``."""

    def __init__(self, client: StoreClient, prefix: str, keep_s: float | None) -> None:
        self.client = client
        self.prefix = prefix
        self.keep_ms = None if keep_s is None else round(keep_s * 1000)
        self._roots = keys.witness_roots_key(prefix)
        self._lock = keys.witness_lock_key(prefix)

    def roots(self, after: int, limit: int) -> list[Root]:
        entries: Any = self.client.xrange(self._roots, min=keys.stream_id(after + 1), count=limit)
        return [_root(fields) for _, fields in entries]

    def last(self) -> Root | None:
        """The last root published, or None before the first."""
        entries: Any = self.client.xrevrange(self._roots, count=1)
        return _root(entries[0][1]) if entries else None

    def heads(self, number: int) -> Heads | None:
        packed = self.client.get(keys.witness_heads_key(self.prefix, number))
        return None if packed is None else Heads.unpack(packed if isinstance(packed, bytes) else packed.encode())

    def kept(self, number: int) -> bool:
        return bool(self.client.exists(keys.witness_heads_key(self.prefix, number)))

    def witnessed(self, game_id: str) -> int | None:
        number = self.client.get(keys.witnessed_key(self.prefix, game_id))
        return None if number is None else int(number)

    def lock(self, token: str, ttl_ms: int) -> bool:
        """Take the publisher's lock for ``ttl_ms`` at most; False when another publisher holds it."""
        return bool(self.client.set(self._lock, token, nx=True, px=ttl_ms))

    def unlock(self, token: str) -> None:
        """Give the lock back if it is still ``token``'s."""
        self.client.eval(UNLOCK_SCRIPT, 1, self._lock, token)

    def publish(self, root: Root, heads: Sequence[Head]) -> bool:
        """Publish ``root`` over ``heads`` (its leaves, in order), then point each game at it; False when the log's
        last root is not the one before it (nothing published)."""
        fields = [item for name, value in root.fields().items() for item in (name, str(value))]
        keep = "" if self.keep_ms is None else self.keep_ms
        heads_key = keys.witness_heads_key(self.prefix, root.number)
        args = [root.number, Heads.of(heads).pack(), keep, *fields, "hash", root.hash]
        if not int(self.client.eval(PUBLISH_SCRIPT, 2, self._roots, heads_key, *args)):
            return False
        self._point([keys.witnessed_key(self.prefix, head.game) for head in heads], root.number)
        return True

    def _point(self, pointers: list[str], number: int) -> None:
        """Point each game's key of ``pointers`` at root ``number`` (POINT_SCRIPT by its SHA-1, sent whole to a
        server that does not know it yet)."""
        keep = "" if self.keep_ms is None else self.keep_ms
        for whole in (False, True):
            commands: list[pipelines.Command] = [
                (key, partial(_point, key=key, number=number, keep=keep, whole=whole)) for key in pointers
            ]
            replies = pipelines.each(self.client, commands)
            unknown = [key for key, reply in zip(pointers, replies, strict=True) if isinstance(reply, NoScriptError)]
            for reply in replies:
                if isinstance(reply, Exception) and not isinstance(reply, NoScriptError):
                    log.warning("a game's pointer to witness root %d was not written (%s)", number, reply)
            if not unknown:
                return
            pointers = unknown


_POINT_SHA = hashlib.sha1(POINT_SCRIPT.encode()).hexdigest()


def _point(pipe: Any, *, key: str, number: int, keep: int | str, whole: bool) -> object:
    if whole:
        return pipe.eval(POINT_SCRIPT, 1, key, number, keep)
    return pipe.evalsha(_POINT_SHA, 1, key, number, keep)


def _root(fields: Mapping[Any, Any]) -> Root:
    values = {codec.text(name): codec.text(value) for name, value in fields.items()}
    return Root(
        number=int(values["number"]),
        minute=values["minute"],
        size=int(values["size"]),
        root=values["root"],
        previous=values["previous"],
        hash=values["hash"],
    )
