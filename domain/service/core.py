"""The service's core: its ports and warm cache, loading a game (snapshot, fold, the hash chain), sealing
events into envelopes, and scheduling what a new state opens (timers and bots; ``matches`` adds a match's
step).

The state of each game is kept warm in the process (an LRU of immutable ``Loaded`` values), so the common
path of a command reads nothing from the store before it appends."""

from __future__ import annotations

import logging
import threading
from collections import Counter, OrderedDict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace

from domain import chain
from domain.errors import CorruptStream, GameNotFound
from domain.game import (
    Command,
    Decided,
    Event,
    Game,
    PlaysAtTables,
    Timer,
    command_body,
    from_data,
    match_rules,
    rules_for,
    to_data,
)
from domain.ports import Clock, Entropy, EventStore, GameRecord, Scheduler, StoredEvent
from domain.service.values import SNAPSHOT_EVERY, Loaded, event_classes
from domain.snapshots import SnapshotError, decode_state, encode_state

log = logging.getLogger(__name__)


class ServiceCore:
    """The ports, the warm cache, loading and sealing: what every room of the service stands on."""

    def __init__(
        self,
        *,
        store: EventStore,
        scheduler: Scheduler,
        clock: Clock,
        entropy: Entropy,
        games: Mapping[str, Game],
        testing: bool = False,
        max_attempts: int = 8,
        cache_size: int = 4096,
        bot_delay_ms: int = 0,
        archive_after_ms: int | None = None,
    ) -> None:
        """``archive_after_ms``: how long after a game finishes its log is archived (``archive``); None: never."""
        self.store = store
        self.scheduler = scheduler
        self.clock = clock
        self.entropy = entropy
        self.games = games
        self.testing = testing
        self.max_attempts = max_attempts
        self.bot_delay_ms = bot_delay_ms
        self.archive_after_ms = archive_after_ms
        self._cache: OrderedDict[str, Loaded] = OrderedDict()
        self._table_keys: OrderedDict[tuple[str, int], tuple[str, ...]] = OrderedDict()
        self._cache_size = cache_size
        self._lock = threading.Lock()

    def load(self, game_id: str) -> Loaded:
        """The game at its latest version: the warm state plus whatever the stream holds after it."""
        with self._lock:
            cached = self._cache.get(game_id)
        if cached is None:
            record = self.store.record(game_id)
            if record is None:
                raise GameNotFound(game_id)
            cached = self._from_snapshot(record)
        stored = self.store.read(game_id, after=cached.version)
        loaded = self._fold(cached, stored)
        self._remember(loaded)
        if len(stored) >= SNAPSHOT_EVERY:
            self._snapshot(loaded)
        return loaded

    def _from_snapshot(self, record: GameRecord) -> Loaded:
        """The game at its latest snapshot, or before its first event when it has none that fits."""
        snap = self.store.load_snapshot(record.game_id, self._rules(record))
        if snap is not None:
            version, data = snap
            try:
                state = decode_state(data["state"])
            except SnapshotError:
                log.warning("ignoring a snapshot of %s that no longer fits its state", record.game_id)
            else:
                return Loaded(record=record, state=state, version=version, head_hash=data["head"])
        return self._start(record)

    @staticmethod
    def _start(record: GameRecord) -> Loaded:
        """The game before its first event."""
        return Loaded(record=record, state=None, version=-1, head_hash=chain.genesis(record))

    def _snapshot(self, loaded: Loaded) -> None:
        data = {"state": encode_state(loaded.state), "head": loaded.head_hash}
        self.store.save_snapshot(loaded.record.game_id, loaded.version, self._rules(loaded.record), data)

    def _rules(self, record: GameRecord) -> str:
        """The tag of a snapshot: the rules it was folded by, and its format (2: the state and the head hash)."""
        return f"{record.game}/{self.games[record.game].info.rules_version}/2"

    def game_of(self, loaded: Loaded) -> Game:
        """The rules a loaded game is played by: a match's (``PlaysAtTables``) or one table's."""
        return self.rules(loaded.record)

    def rules(self, record: GameRecord) -> Game:
        """The rules the game ``record`` describes is played by (``domain.game.rules_for``)."""
        return rules_for(self.games[record.game], len(record.seats))

    def _tabled(self, loaded: Loaded) -> PlaysAtTables | None:
        """The match's rules when ``loaded`` is a match of several tables, else None."""
        return match_rules(self.games[loaded.record.game], len(loaded.record.seats))

    def warm(self, game_id: str) -> Loaded:
        """The game as this process last saw it (read from the store only when it has none): for a command,
        whose append checks the version anyway and folds what it missed on a conflict."""
        with self._lock:
            cached = self._cache.get(game_id)
        return cached if cached is not None else self.load(game_id)

    def _remember(self, loaded: Loaded) -> None:
        with self._lock:
            current = self._cache.get(loaded.record.game_id)
            if current is None or current.version <= loaded.version:
                self._cache[loaded.record.game_id] = loaded
            self._cache.move_to_end(loaded.record.game_id)
            while len(self._cache) > self._cache_size:
                self._cache.popitem(last=False)

    def _fold(self, loaded: Loaded, stored: Sequence[StoredEvent]) -> Loaded:
        """Fold stored events onto ``loaded``, checking that versions are contiguous."""
        if not stored:
            return loaded
        game = self.game_of(loaded)
        classes = event_classes(game)
        state, version = loaded.state, loaded.version
        for ev in stored:
            if ev.version != version + 1:
                raise CorruptStream(loaded.record.game_id, version + 1, ev.version)
            event: Event = from_data(classes[ev.type], ev.data)
            state = game.evolve(state, event, ev.at_ms)
            version = ev.version
        head = chain.hashes(loaded.head_hash, loaded.record.seed, stored)[-1]
        return replace(loaded, state=state, version=version, head_hash=head)

    def _decided(self, loaded: Loaded, stored: Sequence[StoredEvent], decided: Sequence[Event]) -> Loaded:
        """``loaded`` after ``stored``, the envelopes of the events ``decided``: the state the rules reported
        while deciding (``Decided``), which is the one folding ``stored`` gives (the game contract checks it),
        without folding them again; else (rules that do not report it) folded."""
        if not isinstance(decided, Decided) or not stored:
            return self._fold(loaded, stored)
        head = chain.hashes(loaded.head_hash, loaded.record.seed, stored)[-1]
        return replace(loaded, state=decided.state, version=stored[-1].version, head_hash=head)

    @staticmethod
    def _seal(
        loaded: Loaded,
        events: Sequence[Event],
        at_ms: int,
        seat: int | None,
        cid: str | None,
        command: Command | None,
    ) -> list[StoredEvent]:
        """The envelopes of ``events`` appended after ``loaded``: the first carries the command that made
        them (so an audit can decide it again), each its link in the hash chain."""
        body = None if command is None else command_body(command)
        envelopes = [
            StoredEvent(
                version=loaded.version + 1 + i,
                type=type(event).__name__,
                data=to_data(event),
                at_ms=at_ms,
                seat=seat,
                command_id=cid,
                command=body if i == 0 else None,
            )
            for i, event in enumerate(events)
        ]
        return chain.sealed(loaded.head_hash, loaded.record.seed, envelopes)

    def _record(self, game_id: str) -> GameRecord:
        record = self.store.record(game_id)
        if record is None:
            raise GameNotFound(game_id)
        return record

    def _chained(self, loaded: Loaded) -> list[StoredEvent]:
        """The stored events up to ``loaded``'s version, each with its chain hash (computed for old ones)."""
        stored = [ev for ev in self.store.read(loaded.record.game_id) if ev.version <= loaded.version]
        hashes = chain.hashes(self._start(loaded.record).head_hash, loaded.record.seed, stored)
        return [ev.with_hash(h) for ev, h in zip(stored, hashes, strict=True)]

    def _schedule(self, before: Loaded | None, after: Loaded, *, timers: bool = True) -> None:
        """Schedule the timers that ``after`` opened (``timers=False``: the append that reached it stored them
        already), and the bot seats it waits on."""
        if timers:
            opened, _ = self._timer_changes(before, after)
            for timer in opened:
                self.scheduler.schedule_timer(after.record.game_id, timer.key, timer.due_ms)
        self._schedule_bots(after)

    def _timer_changes(self, before: Loaded | None, after: Loaded) -> tuple[list[Timer], list[str]]:
        """The timers ``after`` opened, and the keys of those ``before`` had open that ``after`` closed (without
        a ``before``: every timer of ``after``, and none closed)."""
        game = self.game_of(after)
        old = set() if before is None else {t.key for t in game.timers(before.state)}
        now = game.timers(after.state)
        still = {t.key for t in now}
        return [t for t in now if t.key not in old], sorted(old - still)

    def archive(self, game_id: str) -> bool:
        """Archive the log of ``game_id`` if it is finished and this service archives (``archive_after_ms``; see
        ``EventStore.archive``: every read answers as before, from a fraction of the memory); True when archived
        now. A match and its tables are not archived: their streams are read together by the match's steps and
        audit."""
        if self.archive_after_ms is None:  # "off": not even the archives scheduled before it was set
            return False
        loaded = self.load(game_id)
        if self.game_of(loaded).status(loaded.state) != "finished" or not self._archivable(loaded):
            return False
        return self.store.archive(game_id, loaded.version)

    def archive_finished(self, game_ids: Iterable[str], *, dry_run: bool = False) -> Counter[str]:
        """Archive each game of ``game_ids`` that its archive job would archive now: finished at least
        ``archive_after_ms`` ago (by its last event's time), not a match, not archived yet. For the games whose
        job never ran (finished before this service archived, or the job was lost): ``powderkeg archive``.
        Counts each game once (an id given twice, as a SCAN may, counts once) under what was done: ``archived``
        (with ``dry_run``: ``to-archive``, and nothing is archived), ``archived-before``, ``playing``,
        ``finished-recently``, ``match``, ``refused`` (the store would not: its stream moved, or would not read
        back equal from its archive, which it logs), ``failed`` (reading it raised: logged, and the sweep goes
        on). Raises ``ValueError`` when this service does not archive."""
        if self.archive_after_ms is None:
            raise ValueError("archiving is off: nothing is archived")
        counts: Counter[str] = Counter()
        seen: set[str] = set()
        for game_id in game_ids:
            if game_id in seen:
                continue
            seen.add(game_id)
            try:
                counts[self._archive_if_due(game_id, self.archive_after_ms, dry_run)] += 1
            except Exception:  # one unreadable game (a corrupt stream, a type this server lacks) stops no sweep
                log.exception("game %s: not archived, reading it failed", game_id)
                counts["failed"] += 1
        return counts

    def _archive_if_due(self, game_id: str, after_ms: int, dry_run: bool) -> str:
        """What ``archive_finished`` does with ``game_id``, and does it: the outcome's name."""
        if self.store.archived(game_id):
            return "archived-before"
        loaded = self.load(game_id)
        if self.game_of(loaded).status(loaded.state) != "finished":
            return "playing"
        if not self._archivable(loaded):
            return "match"
        if self._finished_ms(loaded) > self.clock.now_ms() - after_ms:
            return "finished-recently"
        if dry_run:
            return "to-archive"
        if self.store.archive(game_id, loaded.version):
            return "archived"
        # Its job may have archived it meanwhile; else the stream moved, or the store logged why it would not.
        return "archived-before" if self.store.archived(game_id) else "refused"

    def _finished_ms(self, loaded: Loaded) -> int:
        """When the finished game ``loaded`` finished: the time of its last event."""
        last = self.store.read(loaded.record.game_id, after=loaded.version - 1)
        return last[-1].at_ms if last else loaded.record.created_ms

    def _schedule_archive(self, finished: Loaded) -> None:
        """Schedule the archive of a game that has just finished (when this service archives at all)."""
        if self.archive_after_ms is not None and self._archivable(finished):
            due = self.clock.now_ms() + self.archive_after_ms
            self.scheduler.schedule_archive(finished.record.game_id, due)

    def _archivable(self, loaded: Loaded) -> bool:
        """Whether ``archive`` may archive ``loaded``'s log: not a match's."""
        return self._tabled(loaded) is None

    def _schedule_bots(self, after: Loaded) -> None:
        """Schedule the turns of the bot seats ``after`` waits on."""
        game = self.game_of(after)
        if game.status(after.state) != "active":
            return
        due = self.clock.now_ms() + self.bot_delay_ms
        for seat in game.awaiting(after.state):
            if self._is_bot(after, seat):
                self.scheduler.schedule_bot(after.record.game_id, seat, after.version, due)

    def _is_bot(self, loaded: Loaded, seat: int) -> bool:
        """Whether a bot sits at ``seat`` now."""
        return self.bot_policy(loaded, seat) is not None

    def bot_policy(self, loaded: Loaded, seat: int) -> str | None:
        """The policy of the bot at ``seat``, as the game's record has it; None for a person."""
        seats = loaded.record.seats
        return seats[seat].bot if 0 <= seat < len(seats) else None
