"""A finished game's archive: its stream and command ids replaced by one compressed document (``keys.archive_key``:
the head, and ``codec.archive_blob``), which the store reads as it reads the stream (``RedisEventStore.read``,
``head``, ``command_result``); and the few archives read lately, kept decoded (an archive never changes)."""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Callable

from redis.client import NEVER_DECODE

from domain import chain
from domain.ports import GameRecord
from eventstore import codec, keys, scripts
from eventstore.client import StoreClient
from eventstore.replication import Replication
from eventstore.witness_marks import WitnessMarks, mark_of

log = logging.getLogger(__name__)

#: How many decoded archives a store keeps (each about as large as its game's events in memory).
ARCHIVES_KEPT = 16


class Archives:
    """The archives of the games stored under ``prefix``; ``record`` reads a game's record (its genesis and seed
    check an archive's hash chain); ``marks``, where an archived game's final head is marked again for the next
    witness root (a mark its last append wrote apart may have been lost). Thread-safe."""

    def __init__(
        self,
        client: StoreClient,
        prefix: str,
        replication: Replication,
        record: Callable[[str], GameRecord | None],
        marks: WitnessMarks,
    ) -> None:
        self.client = client
        self.marks = marks
        self.prefix = prefix
        self.replication = replication
        self.record = record
        self._archive = scripts.script(client, scripts.ARCHIVE_SCRIPT)
        #: Archives read lately, decoded: game id -> its events and command ids.
        self._decoded: OrderedDict[str, codec.Archive] = OrderedDict()
        self._lock = threading.Lock()

    def archive(self, game_id: str, version: int) -> bool:
        """Replace the stream and the command ids of ``game_id`` (finished: no event will follow ``version``) by
        its archive: the log stays complete, in a fraction of the memory. True when archived now; False when
        nothing changed: the stream is not at ``version`` (or moves on meanwhile), the game is archived already,
        or its stream would not read back equal from the archive (a broken hash chain: logged)."""
        events_key, commands_key = keys.events_key(self.prefix, game_id), keys.commands_key(self.prefix, game_id)
        pipe = self.client.pipeline(transaction=False)
        pipe.xrange(events_key)
        pipe.hgetall(commands_key)
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
        redis_keys = [events_key, commands_key, keys.archive_key(self.prefix, game_id)]
        reply, confirmed = self.replication.run(self._archive, redis_keys, [len(entries), len(commands), blob])
        if int(reply) != scripts.ARCHIVED:
            return False
        self.replication.check(confirmed)
        self.marks.write_apart(game_id, {game_id: mark_of(held.events)})
        return True

    def head(self, game_id: str) -> int | None:
        """The last version of the archive of ``game_id``, or None when it has none."""
        head = self.client.hget(keys.archive_key(self.prefix, game_id), "head")
        return None if head is None else int(head)

    def get(self, game_id: str) -> codec.Archive | None:
        """The archive of ``game_id``, or None when it has none (its stream holds its events, if any); raises
        ``codec.CorruptArchive`` when its events do not chain to the hashes it kept."""
        with self._lock:
            found = self._decoded.get(game_id)
            if found is not None:
                self._decoded.move_to_end(game_id)
                return found
        key = keys.archive_key(self.prefix, game_id)
        blob = self.client.execute_command("HGET", key, "events", **{NEVER_DECODE: []})  # type: ignore[no-untyped-call]
        if blob is None:
            return None
        record = self.record(game_id)
        if record is None:
            raise codec.CorruptArchive(f"game {game_id} has an archive and no record")
        archived = codec.decode_archive(blob, chain.genesis(record), record.seed)
        with self._lock:
            self._decoded[game_id] = archived
            while len(self._decoded) > ARCHIVES_KEPT:
                self._decoded.popitem(last=False)
        return archived
