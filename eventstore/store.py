"""The Redis Streams event store: one stream per game, appended by a Lua script conditional on the version.

``RedisEventStore`` implements the EventStore port over its parts, each in a module of its own: the appends'
routing of timer deadlines on a cluster (``deadline_routing``), the wait for replicas (``replication``), a
finished game's archive (``archives``) and the listings (``listings``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import partial
from typing import Any

import orjson
from redis.cluster import RedisCluster
from redis.exceptions import ClusterCrossSlotError, ResponseError

from domain.errors import VersionConflict
from domain.game import Timer
from domain.ports import AppendResult, GameRecord, Listing, StoredEvent, StreamBatch
from eventstore import codec, keys, pipelines, scripts
from eventstore.archives import Archives
from eventstore.client import StoreClient
from eventstore.deadline_routing import DeadlineRouting
from eventstore.deadlines import Deadline, Deadlines, Kind, timer_deadline
from eventstore.errors import GameExists
from eventstore.listings import Listings
from eventstore.replication import Replication
from eventstore.witness_marks import WitnessMarks, mark_of

_EVENT_WIDTH = 2 * len(codec.EVENT_FIELDS)
_FINGERPRINT = re.compile(r"[0-9a-f]{1,128}")


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
        self.replication = Replication(wait_replicas, wait_timeout_ms, short_replication)
        #: Which games changed since the last witness root, and their heads (``eventstore.witness_marks``).
        self.marks = WitnessMarks(client, prefix)
        self.archives = Archives(client, prefix, self.replication, self.record, self.marks)
        self.listings = Listings(client, prefix)
        self._append = scripts.script(client, scripts.APPEND_SCRIPT)
        self._create = scripts.script(client, scripts.CREATE_SCRIPT)
        self._append_many = scripts.script(client, scripts.APPEND_MANY_SCRIPT)
        self._save_snapshot = scripts.script(client, scripts.SNAPSHOT_SCRIPT)
        self._cluster_append = scripts.script(client, scripts.CLUSTER_APPEND_SCRIPT)
        self._deadlines = Deadlines(client, prefix)
        self._routing = DeadlineRouting(clustered=isinstance(client, RedisCluster))

    def create(self, record: GameRecord, events: Sequence[StoredEvent]) -> None:
        """Store a new game's record and its opening events; raises ``GameExists`` if the id is taken."""
        _check_versions(events, 0)
        rec = codec.record_items(record)
        args: list[Any] = [len(rec), *rec, _EVENT_WIDTH]
        for event in events:
            args.extend(codec.event_items(event))
        game_id = record.game_id
        mark = mark_of(events)
        redis_keys = [self._record(game_id), self._events(game_id)]
        if not self._routing.clustered:
            redis_keys.append(self.marks.key_of(game_id))
        try:
            code, confirmed = self.replication.run(self._create, redis_keys, [game_id, mark, *args])
        except ClusterCrossSlotError as error:
            if not self._routing.refused_together(error, keys.deadline_shard(game_id)):
                raise
            return self.create(record, events)  # nothing was written: again, with the mark apart
        if int(code) == scripts.EXISTS:
            raise GameExists(game_id)
        if self._routing.clustered:
            self.marks.write_apart(game_id, {game_id: mark})
        self.replication.check(confirmed)

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
        rating_due_ms: int | None = None,
    ) -> AppendResult:
        """Append if the stream is at ``expected_version``, else raise ``VersionConflict`` (with the events after
        ``expected_version``, when they are ``scripts.MISSED_MAX`` at most); a command id seen
        before returns the first append's result with ``duplicate=True`` (and the fingerprint recorded with
        it) and appends nothing. A new command id is recorded with ``fingerprint`` (lowercase hex).

        ``timers``: those the events open; ``closed``: the keys of those they close. Once appended, each opened
        timer gets its deadline entry (``eventstore.deadlines.timer_deadline``), which the sweeper acts on, and
        each closed one loses its own, in the same script as the append (atomic, and no other round trip). On a
        cluster that takes Redis 7 and the game's deadline set on the game's node, as it almost always is
        (``keys.deadline_shard``); where it is not, the new entries are added right after the append, and closed
        ones are left to the sweeper, which finds their windows closed. ``rating_due_ms``: the events end a rated
        game, whose rating (``Kind.RATE``) the sweeper runs then if nothing ran it before, entered with them."""
        _check_versions(events, expected_version + 1)
        if fingerprint is not None and not _FINGERPRINT.fullmatch(fingerprint):
            raise ValueError("a fingerprint is 1 to 128 lowercase hex digits")
        entries = [(timer_deadline(game_id, t.key).encode(), t.due_ms) for t in timers]
        if rating_due_ms is not None:
            entries.append((Deadline(kind=Kind.RATE, game_id=game_id, target="", version=0).encode(), rating_due_ms))
        shard = keys.deadline_shard(game_id)
        mark = mark_of(events)
        redis_keys = [self._events(game_id), self._commands(game_id)]
        args: list[Any] = [expected_version, command_id or "", fingerprint or "", _EVENT_WIDTH]
        script = self._append
        together = bool(entries or closed or mark) and self._routing.together(shard)
        if together:
            aside = [self._deadlines.shard_keys[shard], self.marks.keys[shard]]
            if self._routing.clustered:
                script = self._cluster_append
                args += [len(entries), len(closed), *aside, game_id, mark]
            else:
                redis_keys += aside
                args += [len(entries), len(closed), "", "", game_id, mark]
            for member, due_ms in entries:
                args += [due_ms, member]
            args += [timer_deadline(game_id, key).encode() for key in closed]
        else:
            args += [0, 0, "", "", game_id, ""]
        for event in events:
            args.extend(codec.event_items(event))
        try:
            reply, confirmed = self.replication.run(script, redis_keys, args)
        except (ClusterCrossSlotError, ResponseError) as error:
            if not together or not self._routing.refused_together(error, shard):
                raise
            # The server refused the script before it wrote anything: write the deadlines apart.
            return self.append(
                game_id,
                expected_version,
                events,
                command_id,
                fingerprint,
                timers=timers,
                closed=closed,
                rating_due_ms=rating_due_ms,
            )
        code = int(reply[0])
        if code == scripts.APPENDED and not together:
            if entries:
                self._deadlines.add_all(game_id, entries)
            self.marks.write_apart(game_id, {game_id: mark})
        if code == scripts.CONFLICT:
            actual = int(reply[1])
            if actual < 0:  # no stream: the game may be archived (finished), and its head is the archive's
                raise VersionConflict(game_id, expected_version, self.head(game_id))
            # A script answers each entry as [id, [field, value, ...]].
            answered: list[Any] = reply[2] if len(reply) > 2 else []
            missed = [codec.decode_event(dict(zip(items[::2], items[1::2], strict=True))) for _, items in answered]
            raise VersionConflict(game_id, expected_version, actual, missed)
        if code == scripts.DUPLICATE:
            return AppendResult(
                first_version=int(reply[1]),
                last_version=int(reply[2]),
                duplicate=True,
                fingerprint=codec.text(reply[3]) or None,
            )
        self.replication.check(confirmed)
        return AppendResult(first_version=int(reply[1]), last_version=int(reply[2]))

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
        marks = {batch.game_id: mark_of(batch.events) for batch in batches}
        if not self._routing.clustered:
            # On a cluster the shard's marks sit on another slot, which this script may not write: apart.
            redis_keys.append(self.marks.key_of(batches[0].game_id))
            args += [item for game_id, mark in marks.items() if mark for item in (game_id, mark)]
        try:
            reply, confirmed = self.replication.run(self._append_many, redis_keys, args)
        except ClusterCrossSlotError as error:
            if not self._routing.refused_together(error, keys.deadline_shard(batches[0].game_id)):
                raise
            return self.append_many(batches, command_id)  # nothing was written: again, with the marks apart
        code = int(reply[0])
        if code == scripts.APPENDED and self._routing.clustered:
            self.marks.write_apart(batches[0].game_id, marks)
        if code == scripts.CONFLICT:
            failed = batches[int(reply[1]) - 1]
            raise VersionConflict(failed.game_id, failed.expected_version, int(reply[2]))
        duplicate = code == scripts.DUPLICATE
        if not duplicate:
            self.replication.check(confirmed)
        versions = [int(v) for v in reply[1:]]
        return tuple(
            AppendResult(first_version=first, last_version=last, duplicate=duplicate)
            for first, last in zip(versions[::2], versions[1::2], strict=True)
        )

    def command_result(self, game_id: str, command_id: str) -> AppendResult | None:
        """The result of the append that ``command_id`` made (as it was first returned), or None."""
        seen = self.client.hget(self._commands(game_id), command_id)
        if seen is None:
            archived = self.archives.get(game_id)
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
            head = self.archives.head(game_id)
            if head is None or head <= after:
                return []
            archived = self.archives.get(game_id)
            if archived is None:
                return []
            start = max(after + 1, 0)
            return list(archived.events[start : None if limit is None else start + limit])
        if after >= 0 and keys.version_of(entries[0][0]) <= after:
            entries = entries[1:]
        return [codec.decode_event(fields) for _, fields in entries[:limit]]

    def read_many(self, after: Mapping[str, int]) -> dict[str, list[StoredEvent]]:
        """``read`` of several games at once: each game's events after its version there, one pipelined XRANGE a
        game (one round trip, one per node on a cluster). A game whose stream answers nothing (archived, or
        gone), or whose server failed, is read on its own, as ``read`` reads it."""
        commands: list[pipelines.Command] = [
            (self._events(game_id), partial(_xrange_from, key=self._events(game_id), after=version))
            for game_id, version in after.items()
        ]
        found: dict[str, list[StoredEvent]] = {}
        for (game_id, version), reply in zip(after.items(), pipelines.each(self.client, commands), strict=True):
            if isinstance(reply, Exception) or not reply:
                found[game_id] = self.read(game_id, after=version)
                continue
            entries = reply[1:] if version >= 0 and keys.version_of(reply[0][0]) <= version else reply
            found[game_id] = [codec.decode_event(fields) for _, fields in entries]
        return found

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
            head = self.archives.head(game_id)
            return -1 if head is None else head
        return keys.version_of(last[0][0])

    def archive(self, game_id: str, version: int) -> bool:
        """Replace the log of the finished ``game_id`` by its archive, which ``read``, ``head`` and
        ``command_result`` read as they read the stream (``Archives.archive``); True when archived now."""
        return self.archives.archive(game_id, version)

    def archived(self, game_id: str) -> bool:
        """Whether the log of ``game_id`` is archived (``archive``)."""
        return self.archives.head(game_id) is not None

    def game_ids(self) -> Iterator[str]:
        """The id of every game stored under this prefix (a launched lobby's too, not a match's tables, not a
        lobby's own stream), in no order: a SCAN of the records' keys, of every master of a cluster. For
        maintenance (``powderkeg archive``): a game created meanwhile may be missed."""
        for key in self.client.scan_iter(match=keys.record_pattern(self.prefix), count=1000):
            game_id = keys.game_of_record(self.prefix, codec.text(key))
            if game_id is not None:
                yield game_id

    def list_add(self, listing: Listing, game: str, game_id: str, created_ms: int) -> None:
        """List ``game_id`` in ``listing``, under all games and under its type (``Listings.add``)."""
        self.listings.add(listing, game, game_id, created_ms)

    def list_remove(self, listing: Listing, game: str, game_id: str) -> None:
        """Take ``game_id`` off ``listing``."""
        self.listings.remove(listing, game, game_id)

    def list_page(
        self, listing: Listing, game: str | None, after: str | None, limit: int
    ) -> tuple[list[str], str | None]:
        """A page of ``listing``, newest first, from just below the cursor ``after`` (``Listings.page``)."""
        return self.listings.page(listing, game, after, limit)

    def _events(self, game_id: str) -> str:
        return keys.events_key(self.prefix, game_id)

    def _record(self, game_id: str) -> str:
        return keys.record_key(self.prefix, game_id)

    def _commands(self, game_id: str) -> str:
        return keys.commands_key(self.prefix, game_id)


def _check_versions(events: Sequence[StoredEvent], first: int) -> None:
    for offset, event in enumerate(events):
        if event.version != first + offset:
            raise ValueError(f"event {offset} has version {event.version}, expected {first + offset}")



def _xrange_from(pipe: Any, *, key: str, after: int) -> object:
    """XRANGE from the entry at ``after`` (kept, so a live stream never answers empty: ``read``)."""
    return pipe.xrange(key, min=f"{max(after, 0)}-0")
