"""Matches at several tables (docs/rules.md §1.6): their tables, a consistent snapshot of a match and its
tables, the match's timeline, the step between hands written at once, and the tables' logs as a player saw
them."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from domain import match_log
from domain.errors import Code, GameNotFound, IllegalMove, VersionConflict
from domain.game import Ctx, HasMatches, PlaysAtTables, Viewer, from_data
from domain.ports import GameRecord, SeatRecord, StoredEvent, StreamBatch
from domain.rng import rng_for, seed_commitment, table_seed
from domain.service.core import ServiceCore
from domain.service.values import Loaded, Shown, event_classes, table_id
from domain.table_ref import TableRef

log = logging.getLogger(__name__)


class Matches(ServiceCore):
    """A match's tables, snapshots, timeline and step."""

    def is_match(self, loaded: Loaded) -> bool:
        """Whether ``loaded`` is a match of several tables (a stream of its own and one per table)."""
        return self._tabled(loaded) is not None

    def route(self, loaded: Loaded, seat: int) -> tuple[str, int, str | None]:
        """Where a command of ``seat`` goes: (game id, seat there, table key). In a match, the seat's table now
        and its local seat there (raises ``IllegalMove`` when it sits out); else the game itself."""
        if self._tabled(loaded) is None:
            return loaded.record.game_id, seat, None
        key, local = self.seat_at_table(loaded, seat)
        return table_id(loaded.record.game_id, key), local, key

    def _match_of(self, table: Loaded) -> tuple[PlaysAtTables, str, str] | None:
        """For a table of a match: the match's rules, its id and the table's key; None for any other game."""
        ref = TableRef.parse(table.record.game_id)
        game = self.games[table.record.game]
        if ref is None or not isinstance(game, HasMatches):
            return None
        return game.matches, ref.match_id, ref.key

    def _archivable(self, loaded: Loaded) -> bool:
        """Not a match, nor a table of one."""
        return super()._archivable(loaded) and self._match_of(loaded) is None

    def _is_bot(self, loaded: Loaded, seat: int) -> bool:
        """Whether a bot sits at ``seat`` now; at a table of a match, the table's state says (players move)."""
        of = self._match_of(loaded)
        if of is None:
            return super()._is_bot(loaded, seat)
        return of[0].bot_at(loaded.state, seat)

    def bot_policy(self, loaded: Loaded, seat: int) -> str | None:
        """The policy of the bot at ``seat``: at a table of a match, the one the match's record gives the
        player seated there now (read from the match's latest state: the step that seated this hand was
        written with the table's deal)."""
        of = self._match_of(loaded)
        if of is None:
            return super().bot_policy(loaded, seat)
        tabled, match_id, key = of
        if not tabled.bot_at(loaded.state, seat):
            return None
        match = self.load(match_id)
        players = dict(tabled.tables(match.state)).get(key, ())
        return match.record.seats[players[seat]].bot if 0 <= seat < len(players) else None

    def _schedule(self, before: Loaded | None, after: Loaded, *, timers: bool = True) -> None:
        """Schedule what ``after`` opened; when it is a table of a match that has finished its hand, also the
        backstop of the match's step (a worker runs it if this process dies before it advances the match)."""
        super()._schedule(before, after, timers=timers)
        of = self._match_of(after)
        if of is not None and self._hand_over(after):
            self.scheduler.schedule_timer(of[1], f"advance:{after.record.game_id}:{after.version}", self.clock.now_ms())

    def _hand_over(self, table: Loaded) -> bool:
        """Whether a table of a match waits for the match: active, and awaiting no seat and no timer."""
        return match_log.waits(self.game_of(table), table.state)

    def _table_moved(self, table: Loaded) -> None:
        """After an append to ``table``: when it is a table of a match that has just finished its hand, deal
        on (if this fails, the backstop ``_schedule`` left retries it)."""
        of = self._match_of(table)
        if of is None or not self._hand_over(table):
            return
        try:
            self.advance_tables(of[1])
        except Exception:  # the command is stored; the scheduled backstop advances the match
            log.exception("advancing match %s failed; its backstop timer will retry", of[1])

    def table_keys(self, match: Loaded) -> list[str]:
        """Every table a match has opened, in the order they opened (folded from the match's stream; kept per
        match version, which a step always moves)."""
        game = self.game_of(match)
        tabled = self._tabled(match)
        if tabled is None:
            return []
        known = (match.record.game_id, match.version)
        with self._lock:
            cached = self._table_keys.get(known)
        if cached is not None:
            return list(cached)
        classes = event_classes(game)
        state: Any = None
        keys: dict[str, None] = {}
        for ev in self.store.read(match.record.game_id):
            if ev.version > match.version:
                break
            state = game.evolve(state, from_data(classes[ev.type], ev.data), ev.at_ms)
            keys.update(dict.fromkeys(key for key, _ in tabled.tables(state)))
        with self._lock:
            self._table_keys[known] = tuple(keys)
            while len(self._table_keys) > self._cache_size:
                self._table_keys.popitem(last=False)
        return list(keys)

    def snapshot(self, match: Loaded) -> Loaded:
        """The match with every table it has opened (``tables_then``) at one point: read the tables, then the
        match again; a step always appends to the match, so when the match has not moved no step came between,
        and each table is where the match's last step left it (never a deal of a hand the match has not
        seated, shown to who sat there the hand before). Tables may have gone on within the hand."""
        for _ in range(self.max_attempts):
            keys = self.table_keys(match)
            tables = {key: self.load(table_id(match.record.game_id, key)) for key in keys}
            again = self.load(match.record.game_id)
            if again.version == match.version:
                return replace(match, tables_then=tables)
            match = again
        raise VersionConflict(match.record.game_id, match.version, self.store.head(match.record.game_id))

    def timeline(self, match: Loaded) -> list[match_log.Entry]:
        """A match's events and its tables', in the one order that respects what caused what
        (``domain.match_log``), each with its chain hash: the match and each table up to the version
        ``match`` holds (``snapshot``)."""
        tabled = self._tabled(match)
        if tabled is None:  # a game at one table: its own stream
            return [match_log.Entry(table=None, event=ev) for ev in self._chained(match)]
        snap = match if match.tables_then is not None else self.snapshot(match)
        tables = {key: self._chained(table) for key, table in (snap.tables_then or {}).items()}
        return match_log.compose(tabled, self._chained(snap), tables)

    def tables_in_play(self, match: Loaded) -> list[str]:
        """The keys of the tables a match plays its current hand at (none for a game at one table)."""
        tabled = self._tabled(match)
        return [] if tabled is None else [key for key, _ in tabled.tables(match.state)]

    def tables_of(self, match: Loaded) -> dict[str, Loaded]:
        """The tables in play of a match, each at its latest version, by key."""
        tabled = self._tabled(match)
        keys = () if tabled is None else tabled.tables(match.state)
        return {key: self.load(table_id(match.record.game_id, key)) for key, _ in keys}

    def seat_at_table(self, match: Loaded, seat: int) -> tuple[str, int]:
        """The table key and local seat of match ``seat`` now; raises ``IllegalMove`` when it sits out."""
        tabled = self._tabled(match)
        for key, players in () if tabled is None else tabled.tables(match.state):
            if seat in players:
                return key, players.index(seat)
        if self.game_of(match).status(match.state) == "finished":
            raise IllegalMove(Code.GAME_OVER, "the match is over; its result is in the view")
        raise IllegalMove(Code.NOT_AT_A_TABLE, "you sit out this tie-break hand: only the players tied for it play")

    def table_now(self, match: Loaded, seat: int) -> tuple[str, int, Loaded]:
        """The table of match ``seat`` as it stands with the seating: its key, the local seat there and the
        table read after the match; when a step came between (the table plays a hand the match did not seat:
        the local seat is someone else's), the match is read again. Raises ``IllegalMove`` when it sits out."""
        tabled = self._tabled(match)
        assert tabled is not None, "a match"
        for _ in range(self.max_attempts):
            key, local = self.seat_at_table(match, seat)
            table = self.load(table_id(match.record.game_id, key))
            if tabled.seated_by(match.state, table.state):
                return key, local, table
            match = self.load(match.record.game_id)
        raise VersionConflict(match.record.game_id, match.version, self.store.head(match.record.game_id))

    def table_events(
        self, match: Loaded, key: str, viewer: Viewer, after: int = -1, limit: int | None = None
    ) -> list[Shown]:
        """The log of table ``key`` of a match after ``after`` (at most ``limit`` events), each event as
        ``viewer`` (a match seat) saw it from the seat it had at that table then (everything once the table is
        closed)."""
        if self._tabled(match) is None:
            raise GameNotFound(table_id(match.record.game_id, key))
        if key not in self.table_keys(match):  # only a table the match opened (a newer copy may know it)
            match = self.load(match.record.game_id)
            if key not in self.table_keys(match):
                raise GameNotFound(table_id(match.record.game_id, key))
        table = self.load(table_id(match.record.game_id, key))
        stored = self.store.read(table.record.game_id, after=after, limit=limit)
        # Read after the events: a step is written to the match and its tables at once, so the match is then
        # at least as far as every deal read, and each deal is shown by who sat there in its hand.
        match = self.load(match.record.game_id)
        return self.redact_table(match, table, stored, viewer)

    def redact_table(
        self, match: Loaded, table: Loaded, stored: Sequence[StoredEvent], viewer: Viewer
    ) -> list[Shown]:
        """``stored`` events of a match's ``table``, each as the match seat ``viewer`` saw it from the seat it
        had at that table then (everything once the table is closed). ``match`` must be folded at least as
        far as the events go (a deal is shown by who sat there in its hand)."""
        tabled = self._tabled(match)
        if tabled is None:
            raise GameNotFound(table.record.game_id)
        ref = TableRef.parse(table.record.game_id)
        if ref is None:
            raise GameNotFound(table.record.game_id)
        key = ref.key
        game = self.game_of(table)
        finished = game.status(table.state) == "finished"
        classes = event_classes(game)
        out: list[Shown] = []
        for ev in stored:
            event = from_data(classes[ev.type], ev.data)
            local = tabled.table_viewer(match.state, key, event, viewer)
            out.append(Shown(ev, game.redact_event(event, local, finished)))
        return out

    def advance_tables(self, match_id: str) -> bool:
        """Deal on at every table once all of them finished the hand: the match's events, each table's next
        hand or close, and any new tie-break tables, in one atomic append (so a crash leaves nothing half
        done). Idempotent: a second call, or one racing another process, finds nothing to do (False)."""
        for _ in range(self.max_attempts):
            match = self.load(match_id)
            tabled = self._tabled(match)
            if tabled is None:
                return False
            tables = self.tables_of(match)
            step = tabled.advance(match.state, {key: t.state for key, t in tables.items()})
            if step is None:
                return False
            now = self.clock.now_ms()
            cid = f"advance:{match.version}"
            stored = self._seal(match, step.events, now, None, cid, None)
            new_match = self._fold(match, stored)
            batches = [StreamBatch(game_id=match_id, expected_version=match.version, events=tuple(stored))]
            for key, command in step.commands:
                table = tables[key]
                ctx = Ctx(now_ms=now, rng=rng_for(table.record.seed, table.version + 1))
                events = self.game_of(table).decide(table.state, None, command, ctx)
                sealed = self._seal(table, events, now, None, cid, command)
                batches.append(
                    StreamBatch(game_id=table.record.game_id, expected_version=table.version, events=tuple(sealed))
                )
            batches += [self._open_table(new_match, tabled, key, now) for key in step.new_tables]
            try:
                results = self.store.append_many(batches, cid)
            except VersionConflict:
                continue
            if results and results[0].duplicate:
                return False
            self._remember(new_match)
            if self.game_of(new_match).status(new_match.state) == "finished":
                self._snapshot(new_match)
                self.store.list_remove("active", new_match.record.game, match_id)
            for batch in batches[1:]:
                if batch.record is not None:
                    self._created_table(batch)
                    continue
                ref = TableRef.parse(batch.game_id)
                assert ref is not None  # every batch after the match's is one of its tables'
                before = tables[ref.key]
                after = self._fold(before, batch.events)
                self._remember(after)
                self._schedule(before, after)
                if self.game_of(after).status(after.state) == "finished":
                    self._snapshot(after)
            return True
        return False

    def _open_table(self, match: Loaded, tabled: PlaysAtTables, key: str, now: int) -> StreamBatch:
        """The creation of table ``key`` of ``match``: its record (its seed derived from the match's, so the
        match's revealed seed reveals it) and its opening events."""
        seed = table_seed(match.record.seed, key)
        ctx = Ctx(now_ms=now, rng=rng_for(seed, 0))
        players, events = tabled.open_table(match.state, key, ctx, [s.bot for s in match.record.seats])
        record = GameRecord(
            game_id=table_id(match.record.game_id, key),
            game=match.record.game,
            options=dict(match.record.options),
            seats=tuple(SeatRecord(name=p.name, bot=p.bot, token_hash=None) for p in players),
            seed=seed,
            seed_hash=seed_commitment(seed),
            created_ms=now,
        )
        stored = self._seal(self._start(record), events, now, None, None, None)
        return StreamBatch(game_id=record.game_id, expected_version=-1, events=tuple(stored), record=record)

    def _created_table(self, batch: StreamBatch) -> None:
        """Keep a new table warm and schedule its bots and timers."""
        assert batch.record is not None
        table = self._fold(self._start(batch.record), batch.events)
        self._remember(table)
        self._schedule(None, table)
