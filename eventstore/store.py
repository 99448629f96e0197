"""The Redis Streams event store: one stream per game, appended by a Lua script conditional on the version."""

from __future__ import annotations

import logging
import re
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import orjson
from redis.client import NEVER_DECODE
from redis.cluster import RedisCluster
from redis.exceptions import ClusterCrossSlotError, ResponseError

from domain import chain
from domain.errors import VersionConflict
from domain.game import Timer
from domain.ports import AppendResult, GameRecord, Listing, StoredEvent, StreamBatch
from eventstore import codec, keys, scripts
from eventstore.client import StoreClient
from eventstore.deadlines import Deadlines, timer_deadline
from eventstore.errors import GameExists

log = logging.getLogger(__name__)

_EVENT_WIDTH = 2 * len(codec.EVENT_FIELDS)
_FINGERPRINT = re.compile(r"[0-9a-f]{1,128}")
#: How many decoded archives a store keeps (each about as large as its game's events in memory).
_ARCHIVES_KEPT = 16
#: How long an append writes apart the deadlines of a shard whose set another node served, before trying again
#: (slots move when a cluster is resharded).
_APART_RETRY_S = 60.0


class RedisEventStore:
    """Implements ``domain.ports.EventStore`` on Redis; every key starts with ``prefix``. Thread-safe."""

    def __init__(
        self,
        client: StoreClient,
        prefix: str = "pk",
        *,
        wait_replicas: int = 0,
        wait_timeout_ms: int = 1000,
        short_replication: Callable[[int, int], None] | None = None,
    ) -> None:
        """``wait_replicas``: every write that adds events waits, before it returns, until that many replicas
        confirm it (``WAIT``), up to ``wait_timeout_ms`` (0: no wait). The write is made whatever they answer
        (an error now would say "nothing changed" of a command that was recorded): fewer confirmations are
        logged and passed to ``short_replication(confirmed, wanted)`` (a metric)."""
        self.client = client
        self.prefix = prefix
        self.wait_replicas = wait_replicas
        self.wait_timeout_ms = wait_timeout_ms
        self.short_replication = short_replication
        self._append = scripts.script(client, scripts.APPEND_SCRIPT)
        self._create = scripts.script(client, scripts.CREATE_SCRIPT)
        self._append_many = scripts.script(client, scripts.APPEND_MANY_SCRIPT)
        self._save_snapshot = scripts.script(client, scripts.SNAPSHOT_SCRIPT)
        self._archive = scripts.script(client, scripts.ARCHIVE_SCRIPT)
        #: Archives read lately, decoded (an archive never changes): game id -> its events and command ids.
        self._archives: OrderedDict[str, codec.Archive] = OrderedDict()
        self._archives_lock = threading.Lock()
        self._cluster_append = scripts.script(client, scripts.CLUSTER_APPEND_SCRIPT)
        self._deadlines = Deadlines(client, prefix)
        # A script's declared keys must share one slot on a cluster: there the deadline set is named in ARGV.
        self._clustered = isinstance(client, RedisCluster)
        #: The servers refuse scripts with flags (a cluster of Redis 6): every deadline is written apart.
        self._cluster_script_refused = False
        #: Deadline shards whose sets another node served, and when to try writing them together again.
        self._apart: dict[int, float] = {}

    def create(self, record: GameRecord, events: Sequence[StoredEvent]) -> None:
        """Store a new game's record and its opening events; raises ``GameExists`` if the id is taken."""
        _check_versions(events, 0)
        rec = codec.record_items(record)
        args: list[Any] = [len(rec), *rec, _EVENT_WIDTH]
        for event in events:
            args.extend(codec.event_items(event))
        game_id = record.game_id
        code, confirmed = self._run(self._create, [self._record(game_id), self._events(game_id)], args)
        if int(code) == scripts.EXISTS:
            raise GameExists(game_id)
        self._check_replicated(confirmed)

    def record(self, game_id: str) -> GameRecord | None:
        """The game's record, or None when there is no such game."""
        fields = self.client.hgetall(self._record(game_id))
        return codec.decode_record(fields) if fields else None

    def append(
        self,
        game_id: str,
        expected_version: int,
        events: Sequence[StoredEvent],
        command_id: str | None,
        fingerprint: str | None = None,
        *,
        timers: Sequence[Timer] = (),
        closed: Sequence[str] = (),
    ) -> AppendResult:
        """Append if the stream is at ``expected_version``, else raise ``VersionConflict``; a command id seen
        before returns the first append's result with ``duplicate=True`` (and the fingerprint recorded with
        it) and appends nothing. A new command id is recorded with ``fingerprint`` (lowercase hex).

        ``timers``: those the events open; ``closed``: the keys of those they close. Once appended, each opened
        timer gets its deadline entry (``eventstore.deadlines.timer_deadline``), which the sweeper acts on, and
        each closed one loses its own, in the same script as the append (atomic, and no other round trip). On a
        cluster that takes Redis 7 and the game's deadline set on the game's node, as it almost always is
        (``keys.deadline_shard``); where it is not, the new entries are added right after the append, and closed
        ones are left to the sweeper, which finds their windows closed."""
        _check_versions(events, expected_version + 1)
        if fingerprint is not None and not _FINGERPRINT.fullmatch(fingerprint):
            raise ValueError("a fingerprint is 1 to 128 lowercase hex digits")
        entries = [(timer_deadline(game_id, t.key).encode(), t.due_ms) for t in timers]
        shard = keys.deadline_shard(game_id)
        redis_keys = [self._events(game_id), self._commands(game_id)]
        args: list[Any] = [expected_version, command_id or "", fingerprint or "", _EVENT_WIDTH]
        script = self._append
        together = bool(entries or closed) and self._together(shard)
        if together:
            deadline_key = self._deadlines.shard_keys[shard]
            if self._clustered:
                script = self._cluster_append
                args += [len(entries), len(closed), deadline_key]
            else:
                redis_keys.append(deadline_key)
                args += [len(entries), len(closed), ""]
            for member, due_ms in entries:
                args += [due_ms, member]
            args += [timer_deadline(game_id, key).encode() for key in closed]
        else:
            args += [0, 0, ""]
        for event in events:
            args.extend(codec.event_items(event))
        try:
            reply, confirmed = self._run(script, redis_keys, args)
        except (ClusterCrossSlotError, ResponseError) as error:
            if not together or not self._refused_together(error, shard):
                raise
            # The server refused the script before it wrote anything: write the deadlines apart.
            return self.append(
                game_id, expected_version, events, command_id, fingerprint, timers=timers, closed=closed
            )
        code = int(reply[0])
        if code == scripts.APPENDED and entries and not together:
            self._deadlines.add_all(game_id, entries)
        if code == scripts.CONFLICT:
            actual = int(reply[1])
            # No stream: the game may be archived (finished), and its head is the archive's.
            raise VersionConflict(game_id, expected_version, actual if actual >= 0 else self.head(game_id))
        if code == scripts.DUPLICATE:
            return AppendResult(
                first_version=int(reply[1]),
                last_version=int(reply[2]),
                duplicate=True,
                fingerprint=codec.text(reply[3]) or None,
            )
        self._check_replicated(confirmed)
        return AppendResult(first_version=int(reply[1]), last_version=int(reply[2]))

    def _together(self, shard: int) -> bool:
        """Whether an append to a game of deadline shard ``shard`` writes the deadlines in its own script."""
        if not self._clustered:
            return True
        if self._cluster_script_refused:
            return False
        retry_at = self._apart.get(shard)
        return retry_at is None or time.monotonic() >= retry_at

    def _refused_together(self, error: Exception, shard: int) -> bool:
        """Whether ``error`` is a server's refusal to run an append script with deadlines (nothing written): if
        so, remember to write the deadlines apart where it applies, and say why once."""
        message = str(error)
        if not self._clustered and isinstance(error, ClusterCrossSlotError):
            # A server in cluster mode behind a plain client (one shard holding every slot, or a proxy that
            # checks slots) refuses a script over a game's keys and a deadline set: keep to one slot from now on.
            log.warning("the Redis at hand checks hash slots: the deadline sets are no longer declared keys")
            self._clustered = True
        elif not self._clustered:
            return False
        elif scripts.NON_LOCAL_KEY in message:
            # Another node serves the shard's set (the cluster splits slots elsewhere, or they are moving).
            self._apart[shard] = time.monotonic() + _APART_RETRY_S
        elif "shebang" in message or "compiling script" in message:
            log.warning("the Redis Cluster at hand runs no script with flags (Redis 7): deadlines are written apart")
            self._cluster_script_refused = True
        else:
            return False
        return True

    def append_many(self, batches: Sequence[StreamBatch], command_id: str | None) -> tuple[AppendResult, ...]:
        """Append every batch or none, in one script: the streams of a match and its tables.

        Every batch's game id must share one hash tag (``keys.hash_tag``), name a different stream, and carry
        events numbered from ``expected_version + 1``; a batch with a record creates its game and must expect
        -1. Anything else is a ValueError raised before Redis is called. A stream not at its expected version,
        or a creation whose record or stream exists, raises ``VersionConflict`` for the first such batch and
        writes nothing. A ``command_id`` recorded before in the first batch's game writes nothing and returns
        the results the first call recorded (one per batch of that call), each with ``duplicate=True``.
        """
        if not batches:
            raise ValueError("append_many needs at least one batch")
        tag = keys.hash_tag(batches[0].game_id)
        seen: set[str] = set()
        for batch in batches:
            if keys.hash_tag(batch.game_id) != tag:
                raise ValueError(f"game {batch.game_id!r} does not share the hash tag {{{tag}}} of the first batch")
            if batch.game_id in seen:
                raise ValueError(f"game {batch.game_id!r} has more than one batch")
            seen.add(batch.game_id)
            if batch.record is not None:
                if batch.record.game_id != batch.game_id:
                    raise ValueError(f"the record of {batch.record.game_id!r} is in the batch of {batch.game_id!r}")
                if batch.expected_version != -1:
                    raise ValueError(f"creating {batch.game_id!r} expects version -1, not {batch.expected_version}")
            _check_versions(batch.events, batch.expected_version + 1)
        redis_keys = [self._commands(batches[0].game_id)]
        args: list[Any] = [command_id or "", _EVENT_WIDTH, len(batches)]
        for batch in batches:
            redis_keys += [self._events(batch.game_id), self._record(batch.game_id)]
            rec = [] if batch.record is None else codec.record_items(batch.record)
            args += [batch.expected_version, len(rec), len(batch.events), *rec]
            for event in batch.events:
                args.extend(codec.event_items(event))
        reply, confirmed = self._run(self._append_many, redis_keys, args)
        code = int(reply[0])
        if code == scripts.CONFLICT:
            failed = batches[int(reply[1]) - 1]
            raise VersionConflict(failed.game_id, failed.expected_version, int(reply[2]))
        duplicate = code == scripts.DUPLICATE
        if not duplicate:
            self._check_replicated(confirmed)
        versions = [int(v) for v in reply[1:]]
        return tuple(
            AppendResult(first_version=first, last_version=last, duplicate=duplicate)
            for first, last in zip(versions[::2], versions[1::2], strict=True)
        )

    def command_result(self, game_id: str, command_id: str) -> AppendResult | None:
        """The result of the append that ``command_id`` made (as it was first returned), or None."""
        seen = self.client.hget(self._commands(game_id), command_id)
        if seen is None:
            archived = self._archived(game_id)
            seen = None if archived is None else archived.commands.get(command_id)
        if seen is None:
            return None
        # append stores "first:last", with ";fp=<hex>" when the command came with a fingerprint; append_many
        # one "first:last" per stream, joined by ";", this one first.
        entry, _, fingerprint = codec.text(seen).partition(scripts.FINGERPRINT_MARK)
        first, last = entry.split(";", 1)[0].split(":")
        return AppendResult(first_version=int(first), last_version=int(last), fingerprint=fingerprint or None)

    def read(self, game_id: str, after: int = -1, limit: int | None = None) -> list[StoredEvent]:
        """Every event with a version greater than ``after``, in order; only the first ``limit`` with one.

        The entry at ``after`` itself is asked for too (and dropped): a stream that holds it answers at least
        that, so an empty answer means there is no such stream, and only then is the game's archive read (a
        finished game's events may have moved there, ``archive``), with no round trip more on a live game."""
        if limit is not None and limit < 1:
            raise ValueError(f"limit must be at least 1, not {limit}")
        count = None if limit is None else limit + (after >= 0)
        entries: Any = self.client.xrange(self._events(game_id), min=f"{max(after, 0)}-0", count=count)
        if not entries:
            head = self._archived_head(game_id)
            if head is None or head <= after:
                return []
            archived = self._archived(game_id)
            if archived is None:
                return []
            start = max(after + 1, 0)
            return list(archived.events[start : None if limit is None else start + limit])
        if after >= 0 and keys.version_of(entries[0][0]) <= after:
            entries = entries[1:]
        return [codec.decode_event(fields) for _, fields in entries[:limit]]

    def save_snapshot(self, game_id: str, version: int, rules: str, data: Any) -> None:
        """Keep ``data`` as the state at ``version`` (replacing any older snapshot)."""
        self._save_snapshot(
            keys=[keys.snapshot_key(self.prefix, game_id)], args=[version, rules, orjson.dumps(data)]
        )

    def load_snapshot(self, game_id: str, rules: str) -> tuple[int, Any] | None:
        """The latest snapshot as (version, data), or None when there is none made under ``rules``."""
        fields = self.client.hmget(keys.snapshot_key(self.prefix, game_id), ["version", "rules", "data"])
        version, made_under, data = fields
        if version is None or made_under is None or data is None or codec.text(made_under) != rules:
            return None
        return int(version), orjson.loads(data)

    def head(self, game_id: str) -> int:
        """The last version of the stream (-1 when empty)."""
        last: Any = self.client.xrevrange(self._events(game_id), count=1)
        if not last:
            head = self._archived_head(game_id)
            return -1 if head is None else head
        return keys.version_of(last[0][0])

    def archive(self, game_id: str, version: int) -> bool:
        """Replace the stream and the command ids of ``game_id`` (finished: no event will follow ``version``) by
        its archive (``keys.archive_key``: the head, and the compressed document of ``codec.archive_blob``),
        which ``read``, ``head`` and ``command_result`` read as they read the stream: the log stays complete, in
        a fraction of the memory. True when archived now; False when nothing changed: the stream is not at
        ``version`` (or moves on meanwhile), the game is archived already, or its stream would not read back
        equal from the archive (a broken hash chain: logged)."""
        pipe = self.client.pipeline(transaction=False)
        pipe.xrange(self._events(game_id))
        pipe.hgetall(self._commands(game_id))
        entries, commands = pipe.execute()
        if len(entries) != version + 1 or keys.version_of(entries[-1][0]) != version:
            return False
        blob = codec.archive_blob([fields for _, fields in entries], commands)
        record = self.record(game_id)
        if record is None:
            return False
        # What a reader will find must be what the stream holds: a stored hash that does not chain (the archive
        # keeps only some) would otherwise be replaced by the right one, and the stream would be gone.
        try:
            written = codec.decode_archive(blob, chain.genesis(record), record.seed)
        except codec.CorruptArchive as error:
            log.error("game %s not archived: its stream's hash chain is broken (%s)", game_id, error)
            return False
        held = codec.Archive(
            tuple(codec.decode_event(fields) for _, fields in entries),
            {codec.text(k): codec.text(v) for k, v in commands.items()},
        )
        if written != held:
            log.error("game %s not archived: its stream does not read back from the archive made of it", game_id)
            return False
        redis_keys = [self._events(game_id), self._commands(game_id), keys.archive_key(self.prefix, game_id)]
        reply, confirmed = self._run(self._archive, redis_keys, [len(entries), len(commands), blob])
        if int(reply) != scripts.ARCHIVED:
            return False
        self._check_replicated(confirmed)
        return True

    def archived(self, game_id: str) -> bool:
        """Whether the log of ``game_id`` is archived (``archive``)."""
        return self._archived_head(game_id) is not None

    def game_ids(self) -> Iterator[str]:
        """The id of every game stored under this prefix (a launched lobby's too, not a match's tables, not a
        lobby's own stream), in no order: a SCAN of the records' keys, of every master of a cluster. For
        maintenance (``powderkeg archive``): a game created meanwhile may be missed."""
        for key in self.client.scan_iter(match=keys.record_pattern(self.prefix), count=1000):
            game_id = keys.game_of_record(self.prefix, codec.text(key))
            if game_id is not None:
                yield game_id

    def _archived_head(self, game_id: str) -> int | None:
        """The last version of the archive of ``game_id``, or None when it has none."""
        head = self.client.hget(keys.archive_key(self.prefix, game_id), "head")
        return None if head is None else int(head)

    def _archived(self, game_id: str) -> codec.Archive | None:
        """The archive of ``game_id``, or None when it has none (its stream holds its events, if any); raises
        ``codec.CorruptArchive`` when its events do not chain to the hashes it kept."""
        with self._archives_lock:
            found = self._archives.get(game_id)
            if found is not None:
                self._archives.move_to_end(game_id)
                return found
        key = keys.archive_key(self.prefix, game_id)
        blob = self.client.execute_command("HGET", key, "events", **{NEVER_DECODE: []})  # type: ignore[no-untyped-call]
        if blob is None:
            return None
        record = self.record(game_id)
        if record is None:
            raise codec.CorruptArchive(f"game {game_id} has an archive and no record")
        archived = codec.decode_archive(blob, chain.genesis(record), record.seed)
        with self._archives_lock:
            self._archives[game_id] = archived
            while len(self._archives) > _ARCHIVES_KEPT:
                self._archives.popitem(last=False)
        return archived

    def list_add(self, listing: Listing, game: str, game_id: str, created_ms: int) -> None:
        """List ``game_id`` in ``listing``, under all games and under its type (one sorted set each, ordered
        by member: the creation time, zero-padded, then the id)."""
        member = _listed(created_ms, game_id)
        pipe = self.client.pipeline(transaction=False)
        for key in (keys.listing_key(self.prefix, listing, None), keys.listing_key(self.prefix, listing, game)):
            pipe.zadd(key, {member: 0})
        pipe.hset(keys.listed_key(self.prefix, listing), game_id, member)
        pipe.execute()

    def list_remove(self, listing: Listing, game: str, game_id: str) -> None:
        """Take ``game_id`` off ``listing`` (it finds its member by the id)."""
        index = keys.listed_key(self.prefix, listing)
        member = self.client.hget(index, game_id)
        if member is None:
            return
        pipe = self.client.pipeline(transaction=False)
        for key in (keys.listing_key(self.prefix, listing, None), keys.listing_key(self.prefix, listing, game)):
            pipe.zrem(key, member)
        pipe.hdel(index, game_id)
        pipe.execute()

    def list_page(
        self, listing: Listing, game: str | None, after: str | None, limit: int
    ) -> tuple[list[str], str | None]:
        """Newest first: members in reverse lexical order, from just below the cursor (the last member of the
        page before, which is not secret: a time and a public id)."""
        if limit < 1:
            raise ValueError(f"limit must be at least 1, not {limit}")
        start = "+" if after is None else f"({after}"
        members: Any = self.client.zrange(
            keys.listing_key(self.prefix, listing, game), start, "-", desc=True, bylex=True, offset=0, num=limit + 1
        )
        texts = [codec.text(m) for m in members]
        page = texts[:limit]
        more = len(texts) > limit
        return [m.split(":", 1)[1] for m in page], (page[-1] if more else None)

    def _run(self, script: scripts.StoreScript, redis_keys: list[str], args: list[Any]) -> tuple[Any, int]:
        """The script's answer, and the replicas that confirmed it when writes wait for some (else 0)."""
        if not self.wait_replicas:
            return script(redis_keys, args), 0
        return script.replicated(redis_keys, args, self.wait_replicas, self.wait_timeout_ms)

    def _check_replicated(self, confirmed: int) -> None:
        """After a write: say so when fewer replicas than asked confirmed it (a failover now could lose it)."""
        if confirmed < self.wait_replicas:
            wanted, timeout = self.wait_replicas, self.wait_timeout_ms
            log.warning("a write was confirmed by %d of %d replicas within %d ms", confirmed, wanted, timeout)
            if self.short_replication is not None:
                self.short_replication(confirmed, self.wait_replicas)

    def _events(self, game_id: str) -> str:
        return keys.events_key(self.prefix, game_id)

    def _record(self, game_id: str) -> str:
        return keys.record_key(self.prefix, game_id)

    def _commands(self, game_id: str) -> str:
        return keys.commands_key(self.prefix, game_id)


def _listed(created_ms: int, game_id: str) -> str:
    """A listing's member: the creation time zero-padded to 13 digits (ms until the year 2286), then the id,
    so that the lexical order is the order of creation."""
    return f"{created_ms:013d}:{game_id}"


def _check_versions(events: Sequence[StoredEvent], first: int) -> None:
    for offset, event in enumerate(events):
        if event.version != first + offset:
            raise ValueError(f"event {offset} has version {event.version}, expected {first + offset}")

