"""The witness log in Redis: the marks that appends leave, and the roots a publisher makes of them each minute.

Every append (and creation) leaves a **mark**, ``game id -> "<version>:<head hash>"``, in the witness marks of the
game's deadline shard (``keys.witness_marks_key``), in its own script wherever it may write that shard's deadlines
(``eventstore.store``), else right after it. A later mark of the same game replaces the earlier one: a root needs
only a game's last head, whose chain covers every event before it.

Once a minute one publisher (``workers.witnessing``) takes the marks of every shard (``WitnessMarks.take``: moved
atomically to the shard's *taking* hash, which a publisher that dies leaves to the next), makes the root of their
heads (``domain.witness.next_root``) and publishes it (``RedisWitnessLog.publish``): the heads first, under the
root's number (``SET NX``, which claims the number), then each game's pointer to it, then the root itself, appended
to the witness stream with the explicit id ``<number>-1``. A reader therefore never meets a root whose heads are
missing, and two publishers never publish one number twice. Only then are the taken marks dropped.

The heads of a root, from which its proofs are made, and the games' pointers expire after ``keep_s``; the roots
are kept for good (about 250 bytes a minute).
"""

from __future__ import annotations

import logging
import re
import struct
from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

import redis

from domain.witness import Head, Root
from eventstore import codec, keys, pipelines
from eventstore.client import StoreClient

log = logging.getLogger(__name__)

TAKE_SCRIPT = """
-- KEYS[1] = a shard's witness marks, KEYS[2] = its taking hash (the marks a publisher took and has not published)
-- Moves the marks into taking (a mark of a game already there replaces it: marks only move forward) and answers
-- taking's field/value items.
if redis.call("EXISTS", KEYS[2]) == 0 then
  if redis.call("EXISTS", KEYS[1]) == 1 then
    redis.call("RENAME", KEYS[1], KEYS[2])
  end
else
  local marks = redis.call("HGETALL", KEYS[1])
  for i = 1, #marks, 2 do
    redis.call("HSET", KEYS[2], marks[i], marks[i + 1])
  end
  redis.call("DEL", KEYS[1])
end
return redis.call("HGETALL", KEYS[2])
"""

_MARK = re.compile(r"(\d{1,9}):([0-9a-f]{64})")
#: How a head is packed in a root's heads: the game id's length in bytes, the version, the hash's 32 bytes.
_HEAD = struct.Struct(">BI32s")


class WitnessMarks:
    """The marks of the games that changed since the last root, one hash per deadline shard."""

    def __init__(self, client: StoreClient, prefix: str) -> None:
        self.client = client
        self.keys = tuple(keys.witness_marks_key(prefix, shard) for shard in range(keys.DEADLINE_SHARDS))
        self.taking = tuple(keys.witness_taking_key(prefix, shard) for shard in range(keys.DEADLINE_SHARDS))

    def key_of(self, game_id: str) -> str:
        """The marks that ``game_id``'s appends write."""
        return self.keys[keys.deadline_shard(game_id)]

    def write_apart(self, game_id: str, marks: Mapping[str, str]) -> None:
        """Write ``marks`` (of games sharing ``game_id``'s hash tag; an empty mark is none) after their append.
        A failure is only logged: the events are appended, and the game's next append marks it again."""
        written: dict[Any, Any] = {game: mark for game, mark in marks.items() if mark}
        if not written:
            return
        try:
            self.client.hset(self.key_of(game_id), mapping=written)
        except redis.RedisError as exc:
            log.warning("the witness mark of %s was not written (%s): its next append will", game_id, exc)

    def take(self) -> tuple[list[Head], list[str]]:
        """The heads of every game marked since the last root (and those a publisher took and did not publish), in
        no order, and the keys that hold them now (``release``); a shard whose server fails is left for the next
        root, and a mark that is not ``<version>:<64 hex digits>`` is dropped."""
        commands: list[pipelines.Command] = [
            (marks, partial(_take, marks=marks, taking=taking))
            for marks, taking in zip(self.keys, self.taking, strict=True)
        ]
        heads: list[Head] = []
        taken: list[str] = []
        for taking, reply in zip(self.taking, pipelines.each(self.client, commands), strict=True):
            if isinstance(reply, Exception):
                log.warning("a shard's witness marks were not taken (%s): the next root takes them", reply)
                continue
            taken.append(taking)
            for game, mark in zip(reply[::2], reply[1::2], strict=True):
                found = _MARK.fullmatch(codec.text(mark))
                if found is None:
                    log.error("dropped a witness mark that names no head: %r -> %r", game, mark)
                    continue
                heads.append(Head(codec.text(game), int(found[1]), found[2]))
        return heads, taken

    def release(self, taken: Sequence[str]) -> None:
        """Drop the marks ``take`` took (its keys), once their root is published."""
        pipelines.each(self.client, [(key, partial(_delete, key=key)) for key in taken])


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

    def heads(self, number: int) -> list[Head] | None:
        packed = self.client.get(keys.witness_heads_key(self.prefix, number))
        return None if packed is None else unpack_heads(packed if isinstance(packed, bytes) else packed.encode())

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
        if self.client.get(self._lock) in (token, token.encode()):
            self.client.delete(self._lock)

    def publish(self, root: Root, heads: Sequence[Head]) -> bool:
        """Publish ``root`` over ``heads`` (its leaves, in order); False when its number is taken (nothing
        published)."""
        claimed = self.client.set(
            keys.witness_heads_key(self.prefix, root.number), pack_heads(heads), nx=True, px=self.keep_ms
        )
        if not claimed:
            return False
        pointers: list[pipelines.Command] = [
            (key, partial(_point, key=key, number=root.number, keep_ms=self.keep_ms))
            for key in (keys.witnessed_key(self.prefix, head.game) for head in heads)
        ]
        for reply in pipelines.each(self.client, pointers):
            if isinstance(reply, Exception):
                log.warning("a game's pointer to witness root %d was not written (%s)", root.number, reply)
        fields: dict[Any, Any] = {name: str(value) for name, value in root.fields().items()}
        fields["hash"] = root.hash
        self.client.xadd(self._roots, fields, id=keys.stream_id(root.number))
        return True


def pack_heads(heads: Sequence[Head]) -> bytes:
    """``heads`` as a root keeps them: each its game id's length, version and hash, then the game id."""
    out = bytearray()
    for head in heads:
        game = head.game.encode()
        out += _HEAD.pack(len(game), head.version, bytes.fromhex(head.head)) + game
    return bytes(out)


def unpack_heads(packed: bytes) -> list[Head]:
    """The heads ``pack_heads`` packed."""
    heads: list[Head] = []
    at = 0
    while at < len(packed):
        length, version, digest = _HEAD.unpack_from(packed, at)
        at += _HEAD.size
        heads.append(Head(packed[at : at + length].decode(), version, digest.hex()))
        at += length
    return heads


def _take(pipe: Any, *, marks: str, taking: str) -> object:
    return pipe.eval(TAKE_SCRIPT, 2, marks, taking)


def _delete(pipe: Any, *, key: str) -> object:
    return pipe.delete(key)


def _point(pipe: Any, *, key: str, number: int, keep_ms: int | None) -> object:
    return pipe.set(key, number, px=keep_ms)


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
