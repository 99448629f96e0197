"""The Lua scripts of the store, each in a named constant, registered once per client.

A script runs atomically on the server, which is what makes "compare the version, then append" one step:
no other client can append between the check and the XADD.
"""

from __future__ import annotations

import hashlib
import threading
import weakref
from collections.abc import Sequence
from typing import Any

from redis.cluster import RedisCluster
from redis.exceptions import NoScriptError

from eventstore.client import StoreClient

# Coded results of APPEND_SCRIPT (first item of the reply).
APPENDED = 0
DUPLICATE = 1
CONFLICT = 2

APPEND_SCRIPT = """
-- KEYS[1] = the game's event stream ({prefix}:{<game id>}:events)
-- KEYS[2] = the game's command ids  ({prefix}:{<game id>}:commands), a hash: command id -> "first:last", or
--           "first:last;fp=<fingerprint>" when the command came with one (see FINGERPRINT_MARK)
-- KEYS[3] = (optional) the game's deadline set ({prefix}:{dl-<shard>-<n>}): the deadlines of the timers the
--           events open are added with them, so that no crash between the two can leave a window that never
--           closes, and those of the timers they close are removed, so that no sweeper acts on them for nothing
-- KEYS[4] = (with KEYS[3]) the witness marks of the same shard ({prefix}:{dl-<shard>-<n>}:witness-marks), a hash:
--           game id -> "<last version>:<its hash>", which the next witness root takes (eventstore.witness_log)
-- ARGV[1] = the expected version: the stream's last version now (-1 for an empty stream)
-- ARGV[2] = the command id, or "" for none
-- ARGV[3] = the fingerprint of the request that carried the command id (lowercase hex), or "" for none
-- ARGV[4] = the number of field/value items per event (even; the same for every event)
-- ARGV[5] = d, the number of deadline entries to add with the events
-- ARGV[6] = r, the number of deadline entries to remove with the events
-- ARGV[7] = the deadline set when it is not KEYS[3] (else ""): on Redis Cluster it sits on a slot of its own,
--           which the script may not declare; CLUSTER_APPEND_SCRIPT may write it where the game's node serves it
-- ARGV[8] = the witness marks when they are not KEYS[4] (else ""), as ARGV[7]
-- ARGV[9] = the game id, ARGV[10] = its witness mark: "<last version>:<its hash>", or "" to write none here
-- ARGV[11 .. 10 + 2d] = each entry to add: its score (its due time in ms) and member
-- ARGV[11 + 2d .. 10 + 2d + r] = each member to remove
-- ARGV[11 + 2d + r ..] = the events' field/value items, one event after the other, in version order
-- Returns {0, first, last} when appended, {1, first, last, fingerprint or ""} when the command id was seen
-- (nothing appended), {2, actual} when the stream's last version is not the expected one (nothing appended),
-- with the entries after the expected version as a third item when they are MISSED_MAX at most.
-- A seen entry written by append_many ("first:last;first:last...") answers its first pair.
-- Entries get the explicit id "<version>-1"; the stream is never trimmed.
local command_id = ARGV[2]
if command_id ~= "" then
  local seen = redis.call("HGET", KEYS[2], command_id)
  if seen then
    local first, last = string.match(seen, "^(%-?%d+):(%-?%d+)")
    return {1, tonumber(first), tonumber(last), string.match(seen, ";fp=(%x+)$") or ""}
  end
end
local expected = tonumber(ARGV[1])
-- Versions run from 0 without a gap and the stream is never trimmed: its length is the last version + 1
-- (XLEN reads a counter, where XREVRANGE would copy the last entry).
local actual = redis.call("XLEN", KEYS[1]) - 1
if actual ~= expected then
  -- The entries the caller has not seen come with the refusal, a few at most: it catches up on them and decides
  -- again without a read of its own.
  if actual > expected and actual - expected <= MISSED_MAX then
    return {2, actual, redis.call("XRANGE", KEYS[1], (expected + 1) .. "-1", "+")}
  end
  return {2, actual}
end
local width = tonumber(ARGV[4])
local added = tonumber(ARGV[5])
local removed = tonumber(ARGV[6])
local deadlines = KEYS[3] or ARGV[7]
local marks = KEYS[4] or ARGV[8]
local function write_aside()
  if added > 0 then
    redis.call("ZADD", deadlines, unpack(ARGV, 11, 10 + 2 * added))
  end
  if removed > 0 then
    redis.call("ZREM", deadlines, unpack(ARGV, 11 + 2 * added, 10 + 2 * added + removed))
  end
  if ARGV[10] ~= "" then
    redis.call("HSET", marks, ARGV[9], ARGV[10])
  end
end
-- Keys named in ARGV (Redis Cluster) are written first: a node that does not serve them fails the script before
-- anything is written. Declared ones after the events: an XADD that fails (a stream someone deleted an entry
-- from) then leaves every deadline and mark as it was.
local undeclared = KEYS[3] == nil
if undeclared then
  write_aside()
end
local version = expected
for i = 11 + 2 * added + removed, #ARGV, width do
  version = version + 1
  redis.call("XADD", KEYS[1], version .. "-1", unpack(ARGV, i, i + width - 1))
end
if not undeclared then
  write_aside()
end
if command_id ~= "" then
  local result = (expected + 1) .. ":" .. version
  if ARGV[3] ~= "" then
    result = result .. ";fp=" .. ARGV[3]
  end
  redis.call("HSET", KEYS[2], command_id, result)
end
return {0, expected + 1, version}
"""

#: The most entries a refused append answers with (``APPEND_SCRIPT``): a copy further behind reads them itself.
MISSED_MAX = 64
APPEND_SCRIPT = APPEND_SCRIPT.replace("MISSED_MAX", str(MISSED_MAX))

#: APPEND_SCRIPT for Redis Cluster (Redis 7 or later): the flag lets it write the game's deadline set, named in
#: ARGV[7], on a slot other than the game's, which Redis allows only where the same node serves both; elsewhere
#: the script fails before any write, with ``NON_LOCAL_KEY`` in its error.
CLUSTER_APPEND_SCRIPT = "#!lua flags=allow-cross-slot-keys" + APPEND_SCRIPT

#: What the error of a script that touched a key another node serves says (Redis 7).
NON_LOCAL_KEY = "non local key"

#: What precedes a request fingerprint in a command id's entry ("first:last;fp=<hex>"). Entries stored before
#: fingerprints were recorded hold "first:last" and read as having none; a reader that knows only "first:last"
#: (it splits on ";" first, as append_many's entries need) still reads the versions of a new entry.
FINGERPRINT_MARK = ";fp="

# Coded results of CREATE_SCRIPT.
CREATED = 0
EXISTS = 1

CREATE_SCRIPT = """
-- KEYS[1] = the game's record hash ({prefix}:{<game id>}:record)
-- KEYS[2] = the game's event stream ({prefix}:{<game id>}:events)
-- KEYS[3] = (optional) the witness marks of the game's deadline shard, as in APPEND_SCRIPT
-- ARGV[1] = the game id, ARGV[2] = its witness mark (written in KEYS[3] when it is declared)
-- ARGV[3] = the number of record field/value items (even)
-- ARGV[4 .. 3 + ARGV[3]] = the record's field/value items
-- ARGV[4 + ARGV[3]] = the number of field/value items per event (even; the same for every event)
-- ARGV[5 + ARGV[3] ..] = the opening events' field/value items, versions 0, 1, 2, ...
-- Returns 1 when the record or the stream exists already (nothing written), else 0.
if redis.call("EXISTS", KEYS[1], KEYS[2]) > 0 then
  return 1
end
local record_items = tonumber(ARGV[3])
redis.call("HSET", KEYS[1], unpack(ARGV, 4, 3 + record_items))
local width = tonumber(ARGV[4 + record_items])
local version = -1
for i = 5 + record_items, #ARGV, width do
  version = version + 1
  redis.call("XADD", KEYS[2], version .. "-1", unpack(ARGV, i, i + width - 1))
end
if KEYS[3] and ARGV[2] ~= "" then
  redis.call("HSET", KEYS[3], ARGV[1], ARGV[2])
end
return 0
"""

# APPEND_MANY_SCRIPT answers with the codes of APPEND_SCRIPT: APPENDED, DUPLICATE or CONFLICT.

APPEND_MANY_SCRIPT = """
-- Appends to several streams of one hash tag (a match and its tables) at once, or to none.
-- KEYS[1] = the FIRST batch's command ids ({prefix}:{M}...:commands), a hash: command id -> results, one
--           "first:last" per batch joined by ";" (one batch: "first:last", as APPEND_SCRIPT stores it)
-- KEYS[2b], KEYS[2b + 1] = batch b's event stream and record hash (b = 1 .. n)
-- KEYS[2n + 2] = (optional) the witness marks of the tag's deadline shard, as in APPEND_SCRIPT
-- ARGV[1] = the command id, or "" for none
-- ARGV[2] = the number of field/value items per event (even; the same for every event)
-- ARGV[3] = n, the number of batches
-- ARGV[4 ..] = each batch in turn: its expected version, r = its number of record items (0: no record; else
--           the batch creates the game: its record hash and stream must not exist), c = its number of events,
--           then its r record items, then its c events' field/value items in version order
-- ARGV[after the batches ..] = the witness marks to write in KEYS[2n + 2] when it is declared: game id, mark, ...
-- Returns {0, first_1, last_1, ..., first_n, last_n} when written,
-- {1, first_1, last_1, ...} when the command id was seen (its recorded results; nothing written),
-- {2, b, actual} when batch b is the first whose stream is not at its expected version, or which creates a
-- game that exists (actual = the stream's last version; nothing written).
-- Every check is made before the first write. Entries get the explicit id "<version>-1"; never trimmed.
local command_id = ARGV[1]
if command_id ~= "" then
  local seen = redis.call("HGET", KEYS[1], command_id)
  if seen then
    local reply = {1}
    for first, last in string.gmatch(seen, "(%-?%d+):(%-?%d+)") do
      reply[#reply + 1] = tonumber(first)
      reply[#reply + 1] = tonumber(last)
    end
    return reply
  end
end
local width = tonumber(ARGV[2])
local n = tonumber(ARGV[3])
local batches = {}
local at = 4
for b = 1, n do
  local expected = tonumber(ARGV[at])
  local record_items = tonumber(ARGV[at + 1])
  local count = tonumber(ARGV[at + 2])
  local record_at = at + 3
  local events_at = record_at + record_items
  batches[b] = {expected, record_items, count, record_at, events_at}
  at = events_at + count * width
  local actual = redis.call("XLEN", KEYS[2 * b]) - 1  -- the last version, as in APPEND_SCRIPT
  if actual ~= expected then
    return {2, b, actual}
  end
  if record_items > 0 and redis.call("EXISTS", KEYS[2 * b + 1], KEYS[2 * b]) > 0 then
    return {2, b, actual}
  end
end
local reply = {0}
local results = {}
for b = 1, n do
  local expected, record_items, count, record_at, events_at = unpack(batches[b])
  if record_items > 0 then
    redis.call("HSET", KEYS[2 * b + 1], unpack(ARGV, record_at, record_at + record_items - 1))
  end
  for i = 0, count - 1 do
    local from = events_at + i * width
    redis.call("XADD", KEYS[2 * b], (expected + 1 + i) .. "-1", unpack(ARGV, from, from + width - 1))
  end
  reply[#reply + 1] = expected + 1
  reply[#reply + 1] = expected + count
  results[b] = (expected + 1) .. ":" .. (expected + count)
end
if command_id ~= "" then
  redis.call("HSET", KEYS[1], command_id, table.concat(results, ";"))
end
if KEYS[2 * n + 2] and at <= #ARGV then
  redis.call("HSET", KEYS[2 * n + 2], unpack(ARGV, at, #ARGV))
end
return reply
"""

class StoreScript:
    """A Lua script run by its SHA-1 (EVALSHA), and sent whole (EVAL, which caches it there) to a server that
    does not know it yet. redis-py's own ``Script`` loads a missing script with SCRIPT LOAD, which a cluster
    client sends to every master: one master down would then fail the scripts of the games on all the others."""

    def __init__(self, client: StoreClient, source: str) -> None:
        self.client = client
        self.source = source
        self.sha = hashlib.sha1(source.encode()).hexdigest()

    def __call__(self, keys: Sequence[str], args: Sequence[Any]) -> Any:
        """The script's answer on ``keys`` (all of one hash tag) and ``args``."""
        try:
            return self.client.evalsha(self.sha, len(keys), *keys, *args)
        except NoScriptError:
            return self.client.eval(self.source, len(keys), *keys, *args)

    def replicated(self, keys: Sequence[str], args: Sequence[Any], replicas: int, timeout_ms: int) -> tuple[Any, int]:
        """The script's answer, and how many replicas confirmed its writes (``WAIT replicas timeout_ms``, sent
        after it on the same connection, in one round trip: WAIT counts what that connection wrote)."""
        conn = self.client
        if isinstance(conn, RedisCluster):
            conn = conn.get_redis_connection(conn.get_node_from_key(keys[0]))  # type: ignore[no-untyped-call]
        for send_whole in (False, True):
            pipe = conn.pipeline(transaction=False)
            if send_whole:
                pipe.eval(self.source, len(keys), *keys, *args)
            else:
                pipe.evalsha(self.sha, len(keys), *keys, *args)
            pipe.wait(replicas, timeout_ms)
            reply, confirmed = pipe.execute(raise_on_error=False)
            if isinstance(reply, NoScriptError) and not send_whole:
                continue
            for answer in (reply, confirmed):
                if isinstance(answer, Exception):
                    raise answer
            return reply, int(confirmed)
        raise AssertionError("unreachable: the script was sent whole")


_registered: weakref.WeakKeyDictionary[StoreClient, dict[str, StoreScript]] = weakref.WeakKeyDictionary()
_lock = threading.Lock()


def script(client: StoreClient, source: str) -> StoreScript:
    """``source`` as a script of ``client``; the same object every time for the same client."""
    with _lock:
        scripts = _registered.setdefault(client, {})
        found = scripts.get(source)
        if found is None:
            found = scripts[source] = StoreScript(client, source)
        return found


# Keep a snapshot unless the stored one is newer (two processes may write them in either order).
# KEYS[1] = the game's snapshot hash ({prefix}:{<game id>}:snapshot)
# ARGV[1] = the version the snapshot was folded to; ARGV[2] = the rules it was made under; ARGV[3] = its data
# Returns 1 when written, 0 when a newer snapshot was kept.
SNAPSHOT_SCRIPT = """
local current = redis.call('HGET', KEYS[1], 'version')
if current and tonumber(current) > tonumber(ARGV[1]) then
  return 0
end
redis.call('HSET', KEYS[1], 'version', ARGV[1], 'rules', ARGV[2], 'data', ARGV[3])
return 1
"""


# ARCHIVE_SCRIPT's answer when it archived (else 0: nothing written).
ARCHIVED = 1

ARCHIVE_SCRIPT = """
-- KEYS[1] = the game's event stream, KEYS[2] = its command ids (a hash), KEYS[3] = its archive (a hash:
--           "head", the last version, and "events", the compressed document of codec.archive_blob)
-- ARGV[1] = the number of events the archive holds, ARGV[2] = the number of command ids, ARGV[3] = the document
-- Replaces the stream and the command ids by the archive, unless either changed since the archive was made
-- from them, or the game is archived already. Returns 1 when archived, else 0 (nothing written).
if redis.call("EXISTS", KEYS[3]) == 1 then
  return 0
end
if redis.call("XLEN", KEYS[1]) ~= tonumber(ARGV[1]) or redis.call("HLEN", KEYS[2]) ~= tonumber(ARGV[2]) then
  return 0
end
redis.call("HSET", KEYS[3], "head", tonumber(ARGV[1]) - 1, "events", ARGV[3])
redis.call("DEL", KEYS[1], KEYS[2])
return 1
"""
