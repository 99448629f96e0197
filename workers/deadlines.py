"""The sorted set of open deadlines ``{prefix}:deadlines``: what the sweeper must act on, scored by due time.

A member names what to do, not when: ``["timer", game id, timer key, version, attempt]`` or ``["bot", game
id, seat, version, attempt]`` as compact JSON, so scheduling the same thing twice adds one member (ZADD keeps
the later score). A sweeper claims a due member by leasing it: one script moves its score ``LEASE_MS`` into
the future only if it is still due, so exactly one sweeper gets it; once it has acted it releases the member
(removes it, unless it was scheduled again meanwhile). A worker that dies holding a lease loses nothing: the
member falls due again when the lease ends, and any sweeper takes it then (acting is idempotent).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import cast

import orjson
import redis

from eventstore.keys import deadlines_key

#: How long a claim holds a deadline; far above the milliseconds acting takes.
LEASE_MS = 10_000

# KEYS[1] the set; ARGV: member, now, lease end. 1 when the member was due and is now leased to the caller.
_CLAIM = """
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if score and tonumber(score) <= tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
  return 1
end
return 0
"""

# KEYS[1] the set; ARGV: member, lease end. Removes the member only while it still holds the caller's lease.
_RELEASE = """
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if score and tonumber(score) == tonumber(ARGV[2]) then
  return redis.call('ZREM', KEYS[1], ARGV[1])
end
return 0
"""


class Kind(StrEnum):
    """What a deadline does when it falls due."""

    TIMER = "timer"
    BOT = "bot"


@dataclass(frozen=True, slots=True, kw_only=True)
class Deadline:
    """One thing to do: apply timer ``target`` (a key), or let the bot at seat ``target`` act at ``version``.

    ``attempt`` counts the sweeps that failed on it."""

    kind: Kind
    game_id: str
    target: str | int
    version: int
    attempt: int = 0

    def encode(self) -> bytes:
        """The sorted set member."""
        return orjson.dumps([str(self.kind), self.game_id, self.target, self.version, self.attempt])

    @classmethod
    def decode(cls, member: bytes | str) -> Deadline:
        """The deadline a member names."""
        kind, game_id, target, version, attempt = orjson.loads(member)
        return cls(kind=Kind(kind), game_id=game_id, target=target, version=version, attempt=attempt)


class Deadlines:
    """The deadline set of one key prefix."""

    def __init__(self, client: redis.Redis, prefix: str) -> None:
        self.client = client
        self.key = deadlines_key(prefix)
        self._claim = client.register_script(_CLAIM)
        self._release = client.register_script(_RELEASE)

    def add(self, deadline: Deadline, due_ms: int) -> None:
        """Keep ``deadline`` until it is claimed or forgotten; adding it again moves its due time."""
        self.client.zadd(self.key, {deadline.encode(): due_ms})

    def forget(self, deadline: Deadline) -> bool:
        """Remove ``deadline``; True when it was there (then this caller holds the claim)."""
        return bool(self.client.zrem(self.key, deadline.encode()))

    def claim(self, member: bytes, now_ms: int, lease_ms: int = LEASE_MS) -> int | None:
        """Lease ``member`` if it is due at ``now_ms``: the end of the lease (pass it to ``release``) for the one
        caller that got it, None for every other."""
        until = now_ms + lease_ms
        return until if self._claim(keys=[self.key], args=[member, now_ms, until]) else None

    def release(self, member: bytes, lease: int) -> bool:
        """Remove a member this caller leased (``lease``: what ``claim`` answered), unless it was scheduled again
        since; True when it was removed."""
        return bool(self._release(keys=[self.key], args=[member, lease]))

    def due(self, now_ms: int, limit: int) -> list[bytes]:
        """Up to ``limit`` members due at ``now_ms`` or before, earliest first."""
        members = self.client.zrangebyscore(self.key, "-inf", now_ms, start=0, num=limit)
        return cast(list[bytes], members)

    def next_due_ms(self) -> int | None:
        """The earliest due time in the set, or None when it is empty."""
        first = self.client.zrange(self.key, 0, 0, withscores=True)
        return int(first[0][1]) if first else None

    def due_ms(self, deadline: Deadline) -> int | None:
        """When ``deadline`` falls due, or None when it is not in the set."""
        score = self.client.zscore(self.key, deadline.encode())
        return None if score is None else int(score)
