"""The witness marks: which games changed since the last witness root, and the head each was left at.

Every append (and creation) leaves a **mark**, ``game id -> "<version>:<head hash>"``, in the witness marks of the
game's deadline shard (``keys.witness_marks_key``): in its own script wherever it may write that shard's deadlines
(``eventstore.store``), else right after it (``write_apart``), and again when the finished game is archived
(``eventstore.archives``), so that a mark lost apart is made good. A mark only moves forward: one of a higher
version replaces one of a lower, never the other way (two appends' marks written apart may land in either order).
A root needs only a game's last head, whose chain covers every event before it.

The publisher (``workers.witnessing``) moves each shard's marks to the shard's *taking* hash (``take``, which a
publisher that dies leaves to the next), and once the root is published removes from it just the marks it took,
unless a newer one replaced them meanwhile (``release``).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import redis

from domain.ports import StoredEvent
from domain.witness import Head
from eventstore import codec, keys, pipelines, scripts
from eventstore.client import StoreClient

log = logging.getLogger(__name__)

#: Lua: whether mark ``new`` is ahead of mark ``old`` (nil: none), both "<version>:<hash>".
_NEWER = """
local function newer(new, old)
  if not old then
    return true
  end
  return tonumber(string.match(new, "^(%d+):")) > tonumber(string.match(old, "^(%d+):") or "-1")
end
"""

MARK_SCRIPT = (
    _NEWER
    + """
-- KEYS[1] = a shard's witness marks; ARGV = game id, mark, game id, mark, ...
-- Writes each mark unless the game's mark there is as new already.
for i = 1, #ARGV, 2 do
  if newer(ARGV[i + 1], redis.call("HGET", KEYS[1], ARGV[i])) then
    redis.call("HSET", KEYS[1], ARGV[i], ARGV[i + 1])
  end
end
return 0
"""
)

TAKE_SCRIPT = (
    _NEWER
    + """
-- KEYS[1] = a shard's witness marks, KEYS[2] = its taking hash (the marks a publisher took and has not published)
-- Moves the marks into taking (a mark of a game already there replaces it if newer) and answers taking's
-- field/value items.
if redis.call("EXISTS", KEYS[2]) == 0 then
  if redis.call("EXISTS", KEYS[1]) == 1 then
    redis.call("RENAME", KEYS[1], KEYS[2])
  end
else
  local marks = redis.call("HGETALL", KEYS[1])
  for i = 1, #marks, 2 do
    if newer(marks[i + 1], redis.call("HGET", KEYS[2], marks[i])) then
      redis.call("HSET", KEYS[2], marks[i], marks[i + 1])
    end
  end
  redis.call("DEL", KEYS[1])
end
return redis.call("HGETALL", KEYS[2])
"""
)

RELEASE_SCRIPT = """
-- KEYS[1] = a shard's taking hash; ARGV = game id, mark, ... as they were taken
-- Removes each game's mark that is still the one taken (a publisher that took over meanwhile may have merged a
-- newer one in, which waits for the next root).
for i = 1, #ARGV, 2 do
  if redis.call("HGET", KEYS[1], ARGV[i]) == ARGV[i + 1] then
    redis.call("HDEL", KEYS[1], ARGV[i])
  end
end
return 0
"""

_MARK = re.compile(r"(\d{1,9}):([0-9a-f]{64})")


def mark_of(events: Sequence[StoredEvent]) -> str:
    """The mark of a stream whose last event is the last of ``events``: ``"<version>:<hash>"``, or "" for none
    (no events, or an event without its chain hash, which only a test writes)."""
    last = events[-1] if events else None
    return "" if last is None or not last.hash else f"{last.version}:{last.hash}"


@dataclass(slots=True)
class Taken:
    """What ``take`` took: the heads, and the marks as they were, by the taking hash that holds them."""

    heads: list[Head] = field(default_factory=list)
    marks: dict[str, dict[str, str]] = field(default_factory=dict)


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
        """Write ``marks`` (of games sharing ``game_id``'s hash tag; an empty mark is none) after their events, each
        unless the game's mark is as new already. A failure is only logged: the events are appended, and the
        game's next append, or its archive once it is finished, marks it again."""
        items = [item for game, mark in marks.items() if mark for item in (game, mark)]
        if not items:
            return
        try:
            scripts.script(self.client, MARK_SCRIPT)([self.key_of(game_id)], items)
        except redis.RedisError as exc:
            log.warning("the witness mark of %s was not written (%s): its next append will", game_id, exc)

    def take(self) -> Taken:
        """The heads of every game marked since the last root (and those a publisher took and did not publish), in
        no order; a shard whose server fails is left for the next root, and a mark that is not
        ``<version>:<64 hex digits>`` is dropped."""
        commands: list[pipelines.Command] = [
            (marks, partial(_take, marks=marks, taking=taking))
            for marks, taking in zip(self.keys, self.taking, strict=True)
        ]
        taken = Taken()
        for taking, reply in zip(self.taking, pipelines.each(self.client, commands), strict=True):
            if isinstance(reply, Exception):
                log.warning("a shard's witness marks were not taken (%s): the next root takes them", reply)
                continue
            held = taken.marks[taking] = {}
            for game, mark in zip(reply[::2], reply[1::2], strict=True):
                game_id, text = codec.text(game), codec.text(mark)
                held[game_id] = text
                found = _MARK.fullmatch(text)
                if found is None:
                    log.error("dropped a witness mark that names no head: %r -> %r", game_id, text)
                    continue
                taken.heads.append(Head(game_id, int(found[1]), found[2]))
        return taken

    def release(self, taken: Taken) -> None:
        """Remove the marks ``take`` took, once their root is published (those still as they were taken)."""
        commands: list[pipelines.Command] = [
            (key, partial(_release, key=key, items=[item for pair in marks.items() for item in pair]))
            for key, marks in taken.marks.items()
            if marks
        ]
        pipelines.each(self.client, commands)


def _take(pipe: Any, *, marks: str, taking: str) -> object:
    return pipe.eval(TAKE_SCRIPT, 2, marks, taking)


def _release(pipe: Any, *, key: str, items: list[str]) -> object:
    return pipe.eval(RELEASE_SCRIPT, 1, key, *items)
