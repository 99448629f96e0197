"""The sorted sets of open deadlines: what the sweeper must act on, scored by due time.

The deadlines are spread over ``DEADLINE_SHARDS`` sets by game (``eventstore.keys.deadline_shard``): a shard holds
the games of a range of consecutive hash slots and sits on a slot of that range itself. On Redis Cluster no single
key takes every command's deadline, a shard that cannot be read stops only the timers of its games, and a game's
deadline set is almost always served by the game's own node (where the append script writes both at once). A
sweep reads every shard in one pipeline (one round trip per node). The sets of older servers
(``eventstore.keys.older_deadline_keys``) are read too, so no deadline written before an upgrade is lost; nothing
is added to them any more.

A member names what to do, not when: ``["timer", game id, timer key, 0, attempt]`` (``timer_deadline``), or
``["bot", game id, seat, version, attempt]`` as compact JSON, so scheduling the same thing twice adds one member
(ZADD keeps the later score). A sweeper claims a due member by leasing it: one script moves its score ``LEASE_MS``
into the future only if it is still due, so exactly one sweeper gets it; once it has acted it releases the member
(removes it, unless it was scheduled again meanwhile). A worker that dies holding a lease loses nothing: the member
falls due again when the lease ends, and any sweeper takes it then (acting is idempotent).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import partial
from typing import Any, NamedTuple

import orjson
from redis.client import Pipeline

from eventstore import pipelines
from eventstore.client import StoreClient
from eventstore.keys import DEADLINE_SHARDS, deadline_shard, deadlines_key, older_deadline_keys

log = logging.getLogger(__name__)

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


#: A script's arguments after its one key: a member, then scores.
_Args = tuple[bytes, *tuple[int, ...]]


def _eval(source: str, key: str, args: _Args, pipe: Pipeline) -> object:
    return pipe.eval(source, 1, key, *args)


class Kind(StrEnum):
    """What a deadline does when it falls due."""

    TIMER = "timer"
    BOT = "bot"
    #: Rate a finished rated game (``target`` "", version 0).
    RATE = "rate"


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


def timer_deadline(game_id: str, key: str) -> Deadline:
    """The entry of timer ``key`` of ``game_id``. A timer's key names one window (it holds the version that
    opened it), so its entry carries no version (0): the append that closes the window names the same entry and
    drops it, and scheduling it again only moves it. (Entries of older servers hold a version: still swept.)"""
    return Deadline(kind=Kind.TIMER, game_id=game_id, target=key, version=0)


class Due(NamedTuple):
    """A deadline entry found due: the set that holds it, its member, and when it fell due."""

    key: str
    member: bytes
    due_ms: int


class Deadlines:
    """The deadline sets of one key prefix: one shard per ``deadline_shard``, and the sets of older servers."""

    def __init__(self, client: StoreClient, prefix: str) -> None:
        self.client = client
        self.shard_keys = tuple(deadlines_key(prefix, shard) for shard in range(DEADLINE_SHARDS))
        #: Every set a sweep reads: the shards, then those of older servers.
        self.keys = (*self.shard_keys, *older_deadline_keys(prefix))
        #: The sets the last ``due`` or ``counts`` could not read (a shard whose node is down).
        self.unreadable: tuple[str, ...] = ()
        #: The earliest due time the last ``due`` saw, due or not; None when the sets it read were empty.
        self.earliest_ms: int | None = None

    def key_of(self, game_id: str) -> str:
        """The set that holds the deadlines of ``game_id``."""
        return self.shard_keys[deadline_shard(game_id)]

    def add(self, deadline: Deadline, due_ms: int) -> None:
        """Keep ``deadline`` until it is claimed or forgotten; adding it again moves its due time."""
        self.client.zadd(self.key_of(deadline.game_id), {deadline.encode(): due_ms})

    def add_all(self, game_id: str, entries: Sequence[tuple[bytes, int]]) -> None:
        """Keep each (member, due time) of ``game_id``'s deadlines, in one command."""
        self.client.zadd(self.key_of(game_id), dict(entries))

    def forget(self, deadline: Deadline) -> bool:
        """Remove ``deadline``; True when it was there (then this caller holds the claim)."""
        return bool(self.client.zrem(self.key_of(deadline.game_id), deadline.encode()))

    def claim(self, entry: Due, now_ms: int, lease_ms: int = LEASE_MS) -> int | None:
        """Lease ``entry`` if it is due at ``now_ms``: the end of the lease (pass it to ``release``) for the one
        caller that got it, None for every other. Raises the error of a server that refused it."""
        return self.claim_all([entry], now_ms, lease_ms)[0]

    def claim_all(self, entries: Sequence[Due], now_ms: int, lease_ms: int = LEASE_MS) -> list[int | None]:
        """``claim`` each of ``entries``, in one round trip per server: for each, the end of its lease when this
        caller got it, else None (another sweeper holds it, it was scheduled again for later, or its server
        refused it: logged). Raises when every server refused."""
        until = now_ms + lease_ms
        replies = self._run_each(_CLAIM, [(entry.key, (entry.member, now_ms, until)) for entry in entries])
        return [until if reply == 1 else None for reply in replies]

    def release(self, entry: Due, lease: int) -> bool:
        """Remove an entry this caller leased (``lease``: what ``claim`` answered), unless it was scheduled again
        since; True when it was removed. Raises the error of a server that refused it."""
        return self.release_all([(entry, lease)])[0]

    def release_all(self, leased: Sequence[tuple[Due, int]]) -> list[bool]:
        """``release`` each (entry, lease), in one round trip per server; for each, whether it was removed. An entry
        whose server refused (logged) stays, and falls due again when its lease ends. Raises when every server
        refused."""
        replies = self._run_each(_RELEASE, [(entry.key, (entry.member, lease)) for entry, lease in leased])
        return [reply == 1 for reply in replies]

    def _run_each(self, source: str, calls: Sequence[tuple[str, _Args]]) -> list[Any]:
        """The script ``source`` on each call's set with its arguments, in one pipeline per server; each answer, or
        the exception its server raised (when every server raised, the first such error is raised). Sent whole
        (EVAL, which Redis caches by its digest), so that a server that does not know the script yet needs no
        second round trip."""
        if not calls:
            return []
        commands = [(key, partial(_eval, source, key, args)) for key, args in calls]
        replies = pipelines.each(self.client, commands)
        failed = [reply for reply in replies if isinstance(reply, Exception)]
        if len(failed) == len(replies):
            raise failed[0]
        if failed:
            log.warning("%d of %d deadline entries refused: %s", len(failed), len(replies), failed[0])
        return replies

    def due(self, now_ms: int, limit: int, *, older: bool = True) -> list[Due]:
        """Up to ``limit`` entries due at ``now_ms`` or before, earliest first, from every set that answers (the
        sets of older servers only with ``older``). Raises the error of the first set only when none answers
        (Redis is down). Sets ``earliest_ms``: the earliest due time in the sets read, due or not (None: empty).

        The earliest entry of each set is read first, and only the sets where it is due are read further: a pass
        that finds nothing due costs one command a set, which the sweeper's idle polling repeats."""
        keys = self.keys if older else self.shard_keys
        firsts = self._each(lambda pipe, key: pipe.zrange(key, 0, 0, withscores=True), keys)
        earliest = [int(reply[0][1]) for _, reply in firsts if reply]
        self.earliest_ms = min(earliest) if earliest else None
        ready = [key for key, reply in firsts if reply and int(reply[0][1]) <= now_ms]
        if not ready:
            return []
        replies = self._each(
            lambda pipe, key: pipe.zrangebyscore(key, "-inf", now_ms, start=0, num=limit, withscores=True), ready
        )
        entries = [Due(key, member, int(score)) for key, reply in replies for member, score in reply]
        return sorted(entries, key=lambda entry: entry.due_ms)[:limit]

    def counts(self, overdue_before_ms: int) -> tuple[int, int]:
        """How many deadlines the readable sets hold, and how many of them fell due before
        ``overdue_before_ms``."""
        held = self._each(lambda pipe, key: pipe.zcard(key))
        late = self._each(lambda pipe, key: pipe.zcount(key, "-inf", overdue_before_ms))
        return sum(n for _, n in held), sum(n for _, n in late)

    def next_due_ms(self) -> int | None:
        """The earliest due time in the readable sets, or None when they are empty."""
        replies = self._each(lambda pipe, key: pipe.zrange(key, 0, 0, withscores=True))
        firsts = [reply[0][1] for _, reply in replies if reply]
        return int(min(firsts)) if firsts else None

    def due_ms(self, deadline: Deadline) -> int | None:
        """When ``deadline`` falls due, or None when it is not in its set."""
        score = self.client.zscore(self.key_of(deadline.game_id), deadline.encode())
        return None if score is None else int(score)

    def _each(self, command: Callable[..., object], keys: Sequence[str] | None = None) -> list[tuple[str, Any]]:
        """``command(pipe, key=key)`` on every set (or those of ``keys``), in one pipeline per server
        (``eventstore.pipelines``): each readable set's key and answer. The sets that failed are kept in
        ``unreadable`` (a set not read keeps what was known of it); when every set failed, the first error is
        raised."""
        keys = self.keys if keys is None else keys
        replies = pipelines.each(self.client, [(key, partial(command, key=key)) for key in keys])
        failed = [key for key, reply in zip(keys, replies, strict=True) if isinstance(reply, Exception)]
        if len(failed) == len(keys):
            raise next(reply for reply in replies if isinstance(reply, Exception))
        unreadable = tuple(key for key in self.keys if key in failed or (key in self.unreadable and key not in keys))
        if unreadable != self.unreadable:
            if unreadable:
                log.warning("deadline sets unreadable, their games' timers wait: %s", ", ".join(unreadable))
            else:
                log.warning("every deadline set is readable again")
            self.unreadable = unreadable
        return [(key, reply) for key, reply in zip(keys, replies, strict=True) if not isinstance(reply, Exception)]
