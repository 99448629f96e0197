"""Reading a match with its tables (docs/rules.md §1.6): the tables it has opened, a consistent snapshot of all of
them, its view, its timeline (``domain.tables.log``), a table's log as a player saw it, and what replay, export
and the server's audit read of a match."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from domain import audit
from domain.errors import Code, CorruptStream, GameNotFound, IllegalMove, VersionConflict
from domain.game import JsonDict, Viewer, from_data
from domain.players.naming import named
from domain.ports import StoredEvent
from domain.tables import log as match_log
from domain.tables.ref import TableRef, table_id
from domain.tables.rules import PlaysAtTables
from domain.values import Loaded, Shown, event_classes

if TYPE_CHECKING:
    from domain.service.players import Naming
    from domain.service.repository import Repository


class MatchReads:
    """A match's tables, snapshots, views, timeline and tables' logs."""

    def __init__(self, *, repo: Repository, max_attempts: int = 8, cache_size: int = 4096) -> None:
        self.repo = repo
        self.max_attempts = max_attempts
        self._table_keys: OrderedDict[tuple[str, int], tuple[str, ...]] = OrderedDict()
        self._cache_size = cache_size
        self._lock = threading.Lock()
        #: The names of the players who hold seats, for the logs this answers (None: the record's names).
        self.naming: Naming | None = None

    def rules(self, match: Loaded) -> PlaysAtTables:
        """The match's rules; raises ``GameNotFound`` for a game at one table (it has no tables)."""
        tabled = self.repo.tabled(match)
        if tabled is None:
            raise GameNotFound(match.record.game_id)
        return tabled


    def table_keys(self, match: Loaded) -> list[str]:
        """Every table a match has opened, in the order they opened (folded from the match's stream; kept per
        match version, which a step always moves)."""
        game = self.repo.game_of(match)
        tabled = self.repo.tabled(match)
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
        for ev in self.repo.store.read(match.record.game_id):
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
            tables = {key: self.repo.load(table_id(match.record.game_id, key)) for key in keys}
            again = self.repo.load(match.record.game_id)
            if again.version == match.version:
                return replace(match, tables_then=tables)
            match = again
        raise VersionConflict(match.record.game_id, match.version, self.repo.store.head(match.record.game_id))

    def timeline(self, match: Loaded) -> list[match_log.Entry]:
        """A match's events and its tables', in the one order that respects what caused what
        (``domain.tables.log``), each with its chain hash: the match and each table up to the version
        ``match`` holds (``snapshot``)."""
        tabled = self.rules(match)
        snap = match if match.tables_then is not None else self.snapshot(match)
        tables = {key: self.repo.chained(table) for key, table in (snap.tables_then or {}).items()}
        return match_log.compose(tabled, self.repo.chained(snap), tables)

    def tables_in_play(self, match: Loaded) -> list[str]:
        """The keys of the tables a match plays its current hand at (none for a game at one table)."""
        tabled = self.repo.tabled(match)
        return [] if tabled is None else [key for key, _ in tabled.tables(match.state)]

    def tables_of(self, match: Loaded) -> dict[str, Loaded]:
        """The tables in play of a match, each at its latest version, by key."""
        tabled = self.repo.tabled(match)
        keys = () if tabled is None else tabled.tables(match.state)
        return {key: self.repo.load(table_id(match.record.game_id, key)) for key, _ in keys}

    def seat_at_table(self, match: Loaded, seat: int) -> tuple[str, int]:
        """The table key and local seat of match ``seat`` now; raises ``IllegalMove`` when it sits out."""
        tabled = self.repo.tabled(match)
        for key, players in () if tabled is None else tabled.tables(match.state):
            if seat in players:
                return key, players.index(seat)
        if self.repo.game_of(match).status(match.state) == "finished":
            raise IllegalMove(Code.GAME_OVER, "the match is over; its result is in the view")
        raise IllegalMove(Code.NOT_AT_A_TABLE, "you sit out this tie-break hand: only the players tied for it play")

    def table_now(self, match: Loaded, seat: int) -> tuple[str, int, Loaded]:
        """The table of match ``seat`` as it stands with the seating: its key, the local seat there and the
        table read after the match; when a step came between (the table plays a hand the match did not seat:
        the local seat is someone else's), the match is read again. Raises ``IllegalMove`` when it sits out."""
        tabled = self.repo.tabled(match)
        assert tabled is not None, "a match"
        for _ in range(self.max_attempts):
            key, local = self.seat_at_table(match, seat)
            table = self.repo.load(table_id(match.record.game_id, key))
            if tabled.seated_by(match.state, table.state):
                return key, local, table
            match = self.repo.load(match.record.game_id)
        raise VersionConflict(match.record.game_id, match.version, self.repo.store.head(match.record.game_id))

    def table_events(
        self, match: Loaded, key: str, viewer: Viewer, after: int = -1, limit: int | None = None
    ) -> list[Shown]:
        """The log of table ``key`` of a match after ``after`` (at most ``limit`` events), each event as
        ``viewer`` (a match seat) saw it from the seat it had at that table then (everything once the table is
        closed)."""
        if self.repo.tabled(match) is None:
            raise GameNotFound(table_id(match.record.game_id, key))
        if key not in self.table_keys(match):  # only a table the match opened (a newer copy may know it)
            match = self.repo.load(match.record.game_id)
            if key not in self.table_keys(match):
                raise GameNotFound(table_id(match.record.game_id, key))
        table = self.repo.load(table_id(match.record.game_id, key))
        stored = self.repo.store.read(table.record.game_id, after=after, limit=limit)
        # Read after the events: a step is written to the match and its tables at once, so the match is then
        # at least as far as every deal read, and each deal is shown by who sat there in its hand.
        match = self.repo.load(match.record.game_id)
        return self.redact_table(match, table, stored, viewer)

    def redact_table(
        self, match: Loaded, table: Loaded, stored: Sequence[StoredEvent], viewer: Viewer
    ) -> list[Shown]:
        """``stored`` events of a match's ``table``, each as the match seat ``viewer`` saw it from the seat it
        had at that table then (everything once the table is closed). ``match`` must be folded at least as
        far as the events go (a deal is shown by who sat there in its hand)."""
        tabled = self.rules(match)
        ref = TableRef.parse(table.record.game_id)
        if ref is None:
            raise GameNotFound(table.record.game_id)
        key = ref.key
        game = self.repo.game_of(table)
        finished = game.status(table.state) == "finished"
        classes = event_classes(game)
        shown = {} if self.naming is None or not stored else self.naming.shown(s.name for s in match.record.seats)
        out: list[Shown] = []
        for ev in stored:
            event = from_data(classes[ev.type], ev.data)
            local = tabled.table_viewer(match.state, key, event, viewer)
            out.append(Shown(ev, named(game.redact_event(event, local, finished), shown)))
        return out

    def match_view(self, match: Loaded, viewer: Viewer) -> tuple[Loaded, JsonDict, dict[str, int], list[int]]:
        """What ``Queries.view`` shows of a match: the match with its tables at one point (``snapshot``), the
        body of the view, the open deadlines of its tables in play (keyed ``<table>/<timer>``), and the match's
        seats that those tables await."""
        tabled = self.rules(match)
        match = match if match.tables_then is not None else self.snapshot(match)
        in_play = dict(tabled.tables(match.state))
        tables = {key: t for key, t in (match.tables_then or {}).items() if key in in_play}
        body = tabled.match_view(match.state, {k: t.state for k, t in tables.items()}, viewer)
        for summary in body.get("tables", ()):  # each table's place in its chain, to pin it as head_sha256 does
            table = tables.get(summary.get("key"))
            if table is not None:
                summary.update(version=table.version, head_sha256=table.head_hash)
        rules = tabled.table_game
        timers = {f"{key}/{t.key}": t.due_ms for key, table in tables.items() for t in rules.timers(table.state)}
        awaited = {in_play[key][local] for key, table in tables.items() for local in rules.awaiting(table.state)}
        return match, body, timers, sorted(awaited)

    def head_of(self, match: Loaded) -> int:
        """The last position of a match's timeline."""
        return len(self.timeline(self.snapshot(match))) - 1

    def replay(self, start: Loaded, at: int) -> Loaded:
        """The match (``start``: before its first event) and every table as they stood once entry ``at`` of its
        timeline had happened."""
        game_id = start.record.game_id
        entries = self.timeline(self.snapshot(self.repo.load(game_id)))
        end = at
        while entries[end].step and end + 1 < len(entries) and entries[end + 1].step:
            end += 1  # a step (or the creation) was written at once: a position inside it shows it done
        entries = entries[: end + 1]
        match = self.repo.fold(start, [e.event for e in entries if e.table is None])
        tables: dict[str, Loaded] = {}
        for key in dict.fromkeys(e.table for e in entries if e.table is not None):
            assert key is not None
            table_start = self.repo.start(self.repo.record(table_id(game_id, key)))
            tables[key] = self.repo.fold(table_start, [e.event for e in entries if e.table == key])
        return replace(match, tables_then=tables)

    def export(self, match: Loaded, viewer: Viewer, result: Any) -> Iterator[JsonDict]:
        """A match's export: its header (listing its tables) and its streams along its timeline, each line
        naming its table; redacted for ``viewer`` while it runs."""
        tabled = self.rules(match)
        game = self.repo.game_of(match)
        status = game.status(match.state)
        complete = status == "finished"
        match = self.snapshot(match)
        tables = match.tables_then or {}
        names = {} if self.naming is None else self.naming.shown(s.name for s in match.record.seats)
        yield audit.header(match.record, game, match.version, match.head_hash, status, viewer, result,
                           table_heads(tables), names)
        table_game = tabled.table_game
        classes, table_classes = event_classes(game), event_classes(table_game)
        closed = {key: table_game.status(table.state) == "finished" for key, table in tables.items()}
        for entry in self.timeline(match):
            ev = entry.event
            if entry.table is None:
                data = game.redact_event(from_data(classes[ev.type], ev.data), viewer, complete)
            else:
                event = from_data(table_classes[ev.type], ev.data)
                local = tabled.table_viewer(match.state, entry.table, event, viewer)
                data = table_game.redact_event(event, local, complete or closed[entry.table])
            yield audit.event_line(ev, data, complete, entry.table)

    def complete_export(self, match: Loaded, result: Any) -> tuple[JsonDict, list[JsonDict]] | audit.Verdict:
        """The complete export of a match as the server's audit checks it (header, lines), or the verdict when a
        stream no longer folds (an event lost)."""
        try:
            snap = self.snapshot(match)
        except CorruptStream as exc:
            ref = TableRef.parse(exc.game_id)
            where = "" if ref is None else f"table {ref.key}, "
            problem = f"{where}version {exc.expected}: an event is missing from the stored log"
            return audit.Verdict(
                ok=False, events=0, first_bad_version=exc.expected, problems=(problem,), head_sha256=None
            )
        lines = [audit.event_line(e.event, e.event.data, True, e.table) for e in self.timeline(snap)]
        game = self.repo.game_of(match)
        head = audit.header(match.record, game, snap.version, snap.head_hash, "finished", None, result,
                            table_heads(snap.tables_then or {}))
        return head, lines


def table_heads(tables: Mapping[str, Loaded]) -> list[JsonDict]:
    """Each table of a match as an export's header lists it: its key, its version and its chain's head."""
    return [{"key": key, "version": table.version, "head_sha256": table.head_hash} for key, table in tables.items()]
