"""Reading a game: the seat of a token, the view of a viewer, the log redacted for a viewer, the view's ETag. A match
at several tables is read through the multi-table component (``domain.tables``)."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

from domain.game import JsonDict, Viewer, from_data
from domain.idle import Attended
from domain.lobby import lobby_id, rematch_id
from domain.players.naming import named
from domain.ports import StoredEvent
from domain.service.repository import Repository
from domain.values import Loaded, Shown, event_classes, seat_holding

if TYPE_CHECKING:
    from domain.service.players import Naming
    from domain.tables.reads import MatchReads

log = logging.getLogger(__name__)


class Queries:
    """Views and logs as a viewer may see them."""

    def __init__(self, *, repo: Repository, matches: MatchReads | None = None) -> None:
        self.repo = repo
        self.matches = matches
        #: The names of the players who hold seats (None: a service without players, whose views show the
        #: names the record holds).
        self.naming: Naming | None = None

    def shown(self, loaded: Loaded) -> dict[str, str]:
        """What to show for each stand-in of a player among ``loaded``'s seats (``Naming``)."""
        if self.naming is None:
            return {}
        return self.naming.shown(s.name for s in loaded.record.seats)

    def seat_for_token(self, loaded: Loaded, token: str) -> int | None:
        """The seat whose token this is (``seat_holding``); None if none."""
        return seat_holding([rec.token_hash for rec in loaded.record.seats], token)

    def named_for(self, loaded: Loaded, body: JsonDict) -> JsonDict:
        """``body`` with the stand-ins of ``loaded``'s players shown as their names now."""
        return named(body, self.shown(loaded))  # type: ignore[no-any-return]

    def view(self, loaded: Loaded, viewer: Viewer) -> JsonDict:
        """The game as ``viewer`` may see it, with its id, type and version (a match with its tables as they
        stood at one point: ``MatchReads.snapshot``)."""
        game = self.repo.game_of(loaded)
        tabled = self.repo.tabled(loaded)
        if tabled is None:
            body = game.view(loaded.state, viewer)
            timers = {t.key: t.due_ms for t in game.timers(loaded.state)}
            awaiting = sorted(game.awaiting(loaded.state))
        else:
            loaded, body, timers, awaiting = self.match(loaded.record.game_id).match_view(loaded, viewer)
        status = game.status(loaded.state)
        view = {
            "id": loaded.record.game_id,
            "game": loaded.record.game,
            # The shape of the view, the discriminator of openapi.yaml's GameView: a match's differs from a table's.
            "kind": loaded.record.game if tabled is None else f"{loaded.record.game}-match",
            "version": loaded.version,
            "status": status,
            "seed_sha256": loaded.record.seed_hash,
            # The latest link of the hash chain: a client that keeps it can check a later export against it.
            "head_sha256": loaded.head_hash,
            # docs/rules.md §0: the seed is secret while the game runs and revealed when it ends, so the deals
            # can be re-derived and checked against ``seed_sha256``.
            "seed": loaded.record.seed.hex() if status == "finished" else None,
            "options": loaded.record.options,
            # The idle policy and who is away (``domain.idle``); null for a game without one (a match).
            "idle": game.control(loaded.state) if isinstance(game, Attended) else None,
            "deadlines": [{"key": k, "due_ms": v} for k, v in sorted(timers.items())],
            # Who the game waits for now (on turn, owing a decision, entitled to an open window): public, as
            # each of those is in the view; the seat's client alerts its person by it.
            "awaiting": awaiting if status == "active" else [],
            "rematch": self.rematch(loaded) if status == "finished" else None,
            **body,
        }
        return named(view, self.shown(loaded))  # type: ignore[no-any-return]

    def rematch(self, loaded: Loaded) -> str | None:
        """The id of the rematch of ``loaded`` once a player opened it, else None (a page learns from the view
        whether there is a rematch to show, without asking in vain)."""
        rematch = rematch_id(loaded.record.game_id)
        return rematch if self.repo.store.record(lobby_id(rematch)) is not None else None

    def events(
        self, loaded: Loaded, viewer: Viewer, after: int = -1, upto: int | None = None, limit: int | None = None
    ) -> list[Shown]:
        """The log after version ``after`` (up to ``upto``; at most ``limit`` events) as ``viewer`` may see it.
        Each event is redacted on its own, so a page is redacted exactly as the whole log would be. It never
        waits: a long-poll waits on the API's stream hub, which holds no connection of the shared pool."""
        stored = self.repo.store.read(loaded.record.game_id, after=after, limit=limit)
        if upto is not None:
            stored = [ev for ev in stored if ev.version <= upto]
        return self.redact(loaded, stored, viewer)

    def stored_events(self, game_id: str, after: int = -1) -> list[StoredEvent]:
        """The stored events of ``game_id`` after version ``after``, not yet redacted: for a caller that redacts
        them itself (``redact``, ``redact_table``) with the game folded at least as far as they go."""
        return self.repo.store.read(game_id, after=after)

    def redact(
        self, loaded: Loaded, stored: Sequence[StoredEvent], viewer: Viewer, *, names: bool = True
    ) -> list[Shown]:
        """``stored`` events of ``loaded``'s game as ``viewer`` may see them (everything once it is finished);
        ``names=False``: with the stand-ins of players as the chain has them (an export, which must verify)."""
        game = self.repo.game_of(loaded)
        finished = game.status(loaded.state) == "finished"
        classes = event_classes(game)
        shown = self.shown(loaded) if stored and names else {}
        return [
            Shown(ev, named(game.redact_event(from_data(classes[ev.type], ev.data), viewer, finished), shown))
            for ev in stored
        ]

    def finished(self, loaded: Loaded) -> bool:
        """Whether the game (a match: the whole match) is over."""
        return self.repo.game_of(loaded).status(loaded.state) == "finished"

    def revision(self, loaded: Loaded) -> int:
        """A number that grows with every change a view may show (the ETag of a view): the version, and for a
        match the sum of its own and its tables' versions."""
        if self.repo.tabled(loaded) is None:
            return loaded.version
        snap = loaded if loaded.tables_then is not None else self.match(loaded.record.game_id).snapshot(loaded)
        return snap.version + sum(t.version for t in (snap.tables_then or {}).values())

    def match(self, game_id: str) -> MatchReads:
        """The multi-table component, for a match; raises when this service plays none (it cannot have one)."""
        if self.matches is None:
            raise LookupError(f"{game_id} is a match, and this service plays no matches at several tables")
        return self.matches
