"""Games as the service reads and writes them: loading (snapshot, fold, the hash chain), the warm copies, sealing
events into envelopes, and snapshots.

The state of each game is kept warm in the process (an LRU of immutable ``Loaded`` values), so the common path
of a command reads nothing from the store before it appends: its append checks the version anyway."""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import replace

from domain import chain
from domain.declared import Declared
from domain.errors import CorruptStream, GameNotFound
from domain.game import Command, Decided, Event, Game, command_body, from_data, to_data
from domain.idle import IdlePolicy, attended
from domain.ports import EventStore, GameRecord, StoredEvent
from domain.snapshots import SnapshotError, decode_state, encode_state
from domain.tables.rules import PlaysAtTables, match_rules, rules_for
from domain.values import SNAPSHOT_EVERY, Loaded, event_classes

log = logging.getLogger(__name__)


class Repository:
    """Loads, folds, seals and keeps warm the games of one store; safe to share between threads."""

    def __init__(self, *, store: EventStore, games: Mapping[str, Declared], cache_size: int = 4096) -> None:
        self.store = store
        self.games = games
        self._cache: OrderedDict[str, Loaded] = OrderedDict()
        self._cache_size = cache_size
        self._lock = threading.Lock()
        #: The rules of each (game type, idle policy, seats' bots): a policy's rules are built once, not per call.
        self._attended: dict[tuple[str, IdlePolicy, tuple[str | None, ...]], Game] = {}
        #: The rules of each record object lately asked about, by its id (the entry holds the record, so the id is
        #: not reused while it is there): a warm game's versions share one record, and a command asks for its rules
        #: about eight times, where the key above costs a hash of the policy and the seats each time.
        self._rules_of: dict[int, tuple[GameRecord, Game]] = {}

    def load(self, game_id: str) -> Loaded:
        """The game at its latest version: the warm state plus whatever the stream holds after it."""
        with self._lock:
            cached = self._cache.get(game_id)
        if cached is None:
            cached = self._from_snapshot(self.record(game_id))
        stored = self.store.read(game_id, after=cached.version)
        loaded = self.fold(cached, stored)
        self.remember(loaded)
        if len(stored) >= SNAPSHOT_EVERY:
            self.snapshot(loaded)
        return loaded

    def caught_up(self, loaded: Loaded, missed: Sequence[StoredEvent]) -> Loaded:
        """``loaded`` after the events an append refused it for (``VersionConflict.missed``), folded without a
        read when they follow it without a gap; else the game read as ``load`` reads it."""
        if not missed or missed[0].version != loaded.version + 1:
            return self.load(loaded.record.game_id)
        caught = self.fold(loaded, missed)
        self.remember(caught)
        return caught

    def load_many(self, game_ids: Sequence[str]) -> dict[str, Loaded]:
        """``load`` of several games, their streams read together (``EventStore.read_many``); a game that does not
        exist is left out. For pages of many games (a player's list of games)."""
        starts: dict[str, Loaded] = {}
        for game_id in game_ids:
            with self._lock:
                cached = self._cache.get(game_id)
            if cached is None:
                record = self.store.record(game_id)
                if record is None:
                    continue
                cached = self._from_snapshot(record)
            starts[game_id] = cached
        read = self.store.read_many({game_id: start.version for game_id, start in starts.items()})
        loaded: dict[str, Loaded] = {}
        for game_id, start in starts.items():
            loaded[game_id] = self.fold(start, read[game_id])
            self.remember(loaded[game_id])
        return loaded

    def warm(self, game_id: str) -> Loaded:
        """The game as this process last saw it (read from the store only when it has none): for a command,
        whose append checks the version anyway and folds what it missed on a conflict."""
        with self._lock:
            cached = self._cache.get(game_id)
        return cached if cached is not None else self.load(game_id)

    def record(self, game_id: str) -> GameRecord:
        """The record of ``game_id``; raises ``GameNotFound``."""
        record = self.store.record(game_id)
        if record is None:
            raise GameNotFound(game_id)
        return record

    def _from_snapshot(self, record: GameRecord) -> Loaded:
        """The game at its latest snapshot, or before its first event when it has none that fits."""
        snap = self.store.load_snapshot(record.game_id, self._tag(record))
        if snap is not None:
            version, data = snap
            try:
                state = decode_state(data["state"])
            except SnapshotError:
                log.warning("ignoring a snapshot of %s that no longer fits its state", record.game_id)
            else:
                at_ms = int(data.get("at", record.created_ms))  # snapshots made before it was kept: the creation
                return Loaded(record=record, state=state, version=version, head_hash=data["head"], at_ms=at_ms)
        return self.start(record)

    @staticmethod
    def start(record: GameRecord) -> Loaded:
        """The game before its first event."""
        return Loaded(
            record=record, state=None, version=-1, head_hash=chain.genesis(record), at_ms=record.created_ms
        )

    def snapshot(self, loaded: Loaded) -> None:
        """Keep ``loaded`` as the game's latest snapshot."""
        data = {"state": encode_state(loaded.state), "head": loaded.head_hash, "at": loaded.at_ms}
        self.store.save_snapshot(loaded.record.game_id, loaded.version, self._tag(loaded.record), data)

    def _tag(self, record: GameRecord) -> str:
        """The tag of a snapshot: the rules it was folded by, and its format (2: the state and the head hash; the
        time of the last event, "at", was added within it, and a snapshot without it reads as the creation)."""
        idle = "" if record.idle is None else "/attended"  # the state of a game under an idle policy is wrapped
        return f"{record.game}/{self.games[record.game].info.rules_version}/2{idle}"

    def rules(self, record: GameRecord) -> Game:
        """The rules the game ``record`` describes is played by: a match's (``PlaysAtTables``), or one table's under
        the record's idle policy (``domain.idle``; a record without one: the table's own)."""
        known = self._rules_of.get(id(record))
        if known is not None and known[0] is record:
            return known[1]
        rules = self._rules_for(record)
        with self._lock:
            if len(self._rules_of) >= self._cache_size:
                self._rules_of.clear()
            self._rules_of[id(record)] = (record, rules)
        return rules

    def _rules_for(self, record: GameRecord) -> Game:
        declared = self.games[record.game]
        if record.idle is None:
            return rules_for(declared, len(record.seats))
        bots = tuple(seat.bot for seat in record.seats)
        key = (record.game, record.idle, bots)
        rules = self._attended.get(key)
        if rules is None:
            rules = attended(rules_for(declared, len(record.seats)), record.idle, bots)
            with self._lock:
                if len(self._attended) >= self._cache_size:
                    self._attended.clear()
                self._attended[key] = rules
        return rules

    def game_of(self, loaded: Loaded) -> Game:
        """The rules a loaded game is played by."""
        return self.rules(loaded.record)

    def tabled(self, loaded: Loaded) -> PlaysAtTables | None:
        """The match's rules when ``loaded`` is a match of several tables, else None."""
        return match_rules(self.games[loaded.record.game], len(loaded.record.seats))

    def remember(self, loaded: Loaded) -> None:
        """Keep ``loaded`` warm, unless this process already holds a later version."""
        with self._lock:
            current = self._cache.get(loaded.record.game_id)
            if current is None or current.version <= loaded.version:
                self._cache[loaded.record.game_id] = loaded
            self._cache.move_to_end(loaded.record.game_id)
            while len(self._cache) > self._cache_size:
                self._cache.popitem(last=False)

    def fold(self, loaded: Loaded, stored: Sequence[StoredEvent]) -> Loaded:
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
        return replace(loaded, state=state, version=version, head_hash=head, at_ms=stored[-1].at_ms)

    def decided(self, loaded: Loaded, stored: Sequence[StoredEvent], decided: Sequence[Event]) -> Loaded:
        """``loaded`` after ``stored``, the envelopes of the events ``decided``: the state the rules reported
        while deciding (``Decided``), which is the one folding ``stored`` gives (the game contract checks it),
        without folding them again; else (rules that do not report it) folded."""
        if not isinstance(decided, Decided) or not stored:
            return self.fold(loaded, stored)
        head = chain.hashes(loaded.head_hash, loaded.record.seed, stored)[-1]
        return replace(
            loaded, state=decided.state, version=stored[-1].version, head_hash=head, at_ms=stored[-1].at_ms
        )

    @staticmethod
    def seal(
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

    def chained(self, loaded: Loaded) -> list[StoredEvent]:
        """The stored events up to ``loaded``'s version, each with its chain hash (computed for old ones)."""
        stored = [ev for ev in self.store.read(loaded.record.game_id) if ev.version <= loaded.version]
        hashes = chain.hashes(self.start(loaded.record).head_hash, loaded.record.seed, stored)
        return [ev.with_hash(h) for ev, h in zip(stored, hashes, strict=True)]
