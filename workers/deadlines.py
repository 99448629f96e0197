"""The sorted set of open deadlines ``{prefix}:deadlines``: what the sweeper must act on, scored by due time.

A member names what to do, not when: ``["timer", game id, timer key, version, attempt]`` or ``["bot", game
id, seat, version, attempt]`` as compact JSON, so scheduling the same thing twice adds one member (ZADD keeps
the later score). Removing a member (ZREM answering 1) is how one sweeper claims it from all others.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import cast

import orjson
import redis

from eventstore.keys import deadlines_key


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

    def add(self, deadline: Deadline, due_ms: int) -> None:
        """Keep ``deadline`` until it is claimed or forgotten; adding it again moves its due time."""
        self.client.zadd(self.key, {deadline.encode(): due_ms})

    def forget(self, deadline: Deadline) -> bool:
        """Remove ``deadline``; True when it was there (then this caller holds the claim)."""
        return bool(self.client.zrem(self.key, deadline.encode()))

    def claim(self, member: bytes) -> bool:
        """Take ``member`` out of the set; True only for the one caller that removed it."""
        return bool(self.client.zrem(self.key, member))

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
