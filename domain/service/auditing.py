"""Replay, export and verification (``domain.audit``, ``domain.match_audit``): a game, or a match with its
tables, at any point, its whole log, and the server's audit of it."""

from __future__ import annotations

import logging
from collections.abc import Iterator, Mapping
from dataclasses import replace

from domain import audit, chain
from domain.errors import CorruptStream
from domain.game import JsonDict, Viewer, from_data
from domain.service.queries import Queries
from domain.service.values import Loaded, event_classes, table_id
from domain.table_ref import TableRef

log = logging.getLogger(__name__)


class Auditing(Queries):
    """Replay, export and verification."""

    def head_of(self, loaded: Loaded) -> int:
        """The last position a replay may ask for: the version, or for a match the end of its timeline."""
        if self._tabled(loaded) is None:
            return loaded.version
        return len(self.timeline(self.snapshot(loaded))) - 1

    def replay(self, game_id: str, at: int) -> Loaded:
        """The game as it stood at version ``at``, folded from its first event (snapshots hold only the
        latest state). For a match, ``at`` is a position of its timeline (``domain.match_log``): the match and
        every table as they stood once that entry had happened."""
        record = self._record(game_id)
        start = self._start(record)
        if self._tabled(start) is None:
            return self._fold(start, [ev for ev in self.store.read(game_id) if ev.version <= at])
        entries = self.timeline(self.snapshot(self.load(game_id)))
        end = at
        while entries[end].step and end + 1 < len(entries) and entries[end + 1].step:
            end += 1  # a step (or the creation) was written at once: a position inside it shows it done
        entries = entries[: end + 1]
        match = self._fold(start, [e.event for e in entries if e.table is None])
        tables: dict[str, Loaded] = {}
        for key in dict.fromkeys(e.table for e in entries if e.table is not None):
            assert key is not None
            table_start = self._start(self._record(table_id(game_id, key)))
            tables[key] = self._fold(table_start, [e.event for e in entries if e.table == key])
        return replace(match, tables_then=tables)

    def export(self, loaded: Loaded, viewer: Viewer) -> Iterator[JsonDict]:
        """The game's log as NDJSON rows: redacted for ``viewer`` while it runs, complete once finished. A
        match's holds its tables' streams too, along its timeline, each line naming its table."""
        game = self.game_of(loaded)
        status = game.status(loaded.state)
        complete = status == "finished"
        result = game.view(loaded.state, None)["result"] if complete else None
        tabled = self._tabled(loaded)
        if tabled is None:
            yield audit.header(loaded.record, game, loaded.version, loaded.head_hash, status, viewer, result)
            stored = self._chained(loaded)
            for shown in self.redact(loaded, stored, viewer):
                yield audit.event_line(shown.event, shown.data, complete)
            return
        loaded = self.snapshot(loaded)
        tables = loaded.tables_then or {}
        heads = _table_heads(tables)
        yield audit.header(loaded.record, game, loaded.version, loaded.head_hash, status, viewer, result, heads)
        table_game = tabled.table_game
        classes, table_classes = event_classes(game), event_classes(table_game)
        closed = {key: table_game.status(table.state) == "finished" for key, table in tables.items()}
        for entry in self.timeline(loaded):
            ev = entry.event
            if entry.table is None:
                data = game.redact_event(from_data(classes[ev.type], ev.data), viewer, complete)
            else:
                event = from_data(table_classes[ev.type], ev.data)
                local = tabled.table_viewer(loaded.state, entry.table, event, viewer)
                data = table_game.redact_event(event, local, complete or closed[entry.table])
            yield audit.event_line(ev, data, complete, entry.table)

    def verify(self, game_id: str) -> audit.Verdict:
        """Check the game's whole log as ``powderkeg verify`` checks an export. The server holds the seed, so
        it can audit a running game too; then the verdict names versions, never what they hold. A stream that
        no longer folds (an event lost) gets a verdict too, not an error."""
        record = self._record(game_id)
        game = self.rules(record)
        loaded: Loaded | None = None
        try:
            loaded = self.load(game_id)
        except CorruptStream:
            finished, result = False, None
        else:
            finished = game.status(loaded.state) == "finished"
            result = game.view(loaded.state, None)["result"]
        if loaded is not None and self._tabled(loaded) is not None:
            try:
                snap = self.snapshot(loaded)
            except CorruptStream as exc:
                ref = TableRef.parse(exc.game_id)
                where = "" if ref is None else f"table {ref.key}, "
                problem = f"{where}version {exc.expected}: an event is missing from the stored log"
                return audit.Verdict(
                    ok=False, events=0, first_bad_version=exc.expected, problems=(problem,), head_sha256=None
                )
            lines = [audit.event_line(e.event, e.event.data, True, e.table) for e in self.timeline(snap)]
            heads = _table_heads(snap.tables_then or {})
            head = audit.header(record, game, snap.version, snap.head_hash, "finished", None, result, heads)
        else:
            stored = self.store.read(game_id)
            hashes = chain.hashes(chain.genesis(record), record.seed, stored)
            lines = [audit.event_line(ev.with_hash(h), ev.data, True) for ev, h in zip(stored, hashes, strict=True)]
            last = stored[-1].version if stored else -1
            head = audit.header(record, game, last, hashes[-1] if hashes else "", "finished", None, result)
        verdict = audit.verify(self.games, head, lines, to_the_end=finished)
        if finished or verdict.ok:
            return verdict
        at = "the log" if verdict.first_bad_version is None else f"version {verdict.first_bad_version}"
        where = f"table {verdict.first_bad_table}, " if verdict.first_bad_table is not None else ""
        return replace(verdict, problems=(f"{where}{at} is not what the rules and the seed produce",))


def _table_heads(tables: Mapping[str, Loaded]) -> list[JsonDict]:
    """Each table of a match as an export's header lists it: its key, its version and its chain's head."""
    return [{"key": key, "version": table.version, "head_sha256": table.head_hash} for key, table in tables.items()]
