"""Replay, export and verification (``domain.audit``): a game at any point, its whole log, and the server's audit
of it. A match with its tables is read through the multi-table component (``domain.tables.reads``)."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from domain import audit, chain
from domain.errors import CorruptStream
from domain.game import JsonDict, Viewer
from domain.service.queries import Queries
from domain.service.repository import Repository
from domain.values import Loaded

if TYPE_CHECKING:
    from domain.tables.reads import MatchReads

log = logging.getLogger(__name__)


class Auditing:
    """Replay, export and verification."""

    def __init__(self, *, repo: Repository, queries: Queries, matches: MatchReads | None = None) -> None:
        self.repo = repo
        self.queries = queries
        self.matches = matches

    def head_of(self, loaded: Loaded) -> int:
        """The last position a replay may ask for: the version, or for a match the end of its timeline."""
        if self.repo.tabled(loaded) is None:
            return loaded.version
        return self._match(loaded).head_of(loaded)

    def replay(self, game_id: str, at: int) -> Loaded:
        """The game as it stood at version ``at``, folded from its first event (snapshots hold only the
        latest state). For a match, ``at`` is a position of its timeline (``domain.tables.log``): the match and
        every table as they stood once that entry had happened."""
        start = self.repo.start(self.repo.record(game_id))
        if self.repo.tabled(start) is None:
            return self.repo.fold(start, [ev for ev in self.repo.store.read(game_id) if ev.version <= at])
        return self._match(start).replay(start, at)

    def export(self, loaded: Loaded, viewer: Viewer) -> Iterator[JsonDict]:
        """The game's log as NDJSON rows: redacted for ``viewer`` while it runs, complete once finished. A
        match's holds its tables' streams too, along its timeline, each line naming its table."""
        game = self.repo.game_of(loaded)
        status = game.status(loaded.state)
        complete = status == "finished"
        result = game.view(loaded.state, None)["result"] if complete else None
        if self.repo.tabled(loaded) is not None:
            yield from self._match(loaded).export(loaded, viewer, result)
            return
        names = self.queries.shown(loaded)
        yield audit.header(loaded.record, game, loaded.version, loaded.head_hash, status, viewer, result, names=names)
        stored = self.repo.chained(loaded)
        for shown in self.queries.redact(loaded, stored, viewer, names=False):
            yield audit.event_line(shown.event, shown.data, complete)

    def verify(self, game_id: str) -> audit.Verdict:
        """Check the game's whole log as ``powderkeg verify`` checks an export. The server holds the seed, so
        it can audit a running game too; then the verdict names versions, never what they hold. A stream that
        no longer folds (an event lost) gets a verdict too, not an error."""
        record = self.repo.record(game_id)
        game = self.repo.rules(record)
        loaded: Loaded | None = None
        try:
            loaded = self.repo.load(game_id)
        except CorruptStream:
            finished, result = False, None
        else:
            finished = game.status(loaded.state) == "finished"
            result = game.view(loaded.state, None)["result"]
        if loaded is not None and self.repo.tabled(loaded) is not None:
            found = self._match(loaded).complete_export(loaded, result)
            if isinstance(found, audit.Verdict):
                return found
            head, lines = found
        else:
            stored = self.repo.store.read(game_id)
            hashes = chain.hashes(chain.genesis(record), record.seed, stored)
            lines = [audit.event_line(ev.with_hash(h), ev.data, True) for ev, h in zip(stored, hashes, strict=True)]
            last = stored[-1].version if stored else -1
            head = audit.header(record, game, last, hashes[-1] if hashes else "", "finished", None, result)
        verdict = audit.verify(self.repo.games, head, lines, to_the_end=finished)
        if finished or verdict.ok:
            return verdict
        at = "the log" if verdict.first_bad_version is None else f"version {verdict.first_bad_version}"
        where = f"table {verdict.first_bad_table}, " if verdict.first_bad_table is not None else ""
        return replace(verdict, problems=(f"{where}{at} is not what the rules and the seed produce",))

    def _match(self, loaded: Loaded) -> MatchReads:
        """The multi-table component, for a match; raises when this service plays none."""
        if self.matches is None:
            raise LookupError(f"{loaded.record.game_id} is a match, and this service plays no matches")
        return self.matches
