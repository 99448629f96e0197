"""Use cases over the ports: create a game, load it, handle a command, apply a fired timer, let a bot act.

The state of each game is kept warm in the process (an LRU of immutable ``Loaded`` values). A command is
decided against the warm state and appended with its version as the expected version: when another process
appended first, the store answers ``VersionConflict``, the service folds the events it missed and decides
again, a bounded number of times. So the common path reads nothing from the store before it appends.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any

from domain import audit, chain, match_log
from domain.bots import choose_command
from domain.errors import (
    Code,
    CommandIdReused,
    CorruptStream,
    GameNotFound,
    IllegalMove,
    InvalidSetup,
    VersionConflict,
)
from domain.game import (
    Command,
    Ctx,
    Event,
    Game,
    JsonDict,
    PlayerSpec,
    PlaysAtTables,
    Viewer,
    command_body,
    from_data,
    parse_options,
    to_data,
)
from domain.match_audit import table_seed
from domain.ports import (
    AppendResult,
    Clock,
    Entropy,
    EventStore,
    GameRecord,
    Scheduler,
    SeatRecord,
    StoredEvent,
    StreamBatch,
)
from domain.rng import rng_for, seed_commitment
from domain.snapshots import SnapshotError, decode_state, encode_state

log = logging.getLogger(__name__)

# A snapshot is kept every this many events (and when a game finishes), so a cold load folds fewer.
SNAPSHOT_EVERY = 100


class BadCommand(IllegalMove):
    """Raised when a command body names no command of the game or carries fields it does not have."""

    status = 400


class _Replay(Exception):
    """Carries the first result of a command id out of a conflict check (never leaves the service)."""

    def __init__(self, outcome: Outcome) -> None:
        super().__init__(outcome.game_id)
        self.outcome = outcome


@dataclass(frozen=True, slots=True, kw_only=True)
class Loaded:
    """A game folded up to ``version``."""

    record: GameRecord
    state: Any
    version: int
    #: The chain hash of the event at ``version`` (the genesis hash before the first event).
    head_hash: str
    #: A match replayed at a point of its timeline: its tables as they stood then (None: load the latest).
    tables_then: Mapping[str, Loaded] | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Created:
    """A new game: its id and one secret token per seat (None for bot seats). Tokens are shown only once."""

    game_id: str
    tokens: tuple[str | None, ...]
    loaded: Loaded


@dataclass(frozen=True, slots=True, kw_only=True)
class Outcome:
    """What a handled command appended (or, for a repeated command id, had appended the first time)."""

    game_id: str
    first_version: int
    last_version: int
    duplicate: bool
    loaded: Loaded


def event_classes(game: Game) -> dict[str, type[Event]]:
    """The game's event classes by wire type (the class name)."""
    return {cls.__name__: cls for cls in game.info.events}


def table_id(match_id: str, key: str) -> str:
    """The game id of table ``key`` of a match: it shares the match's hash tag in the store."""
    return f"{match_id}:{key}"


def match_id_of(game_id: str) -> str | None:
    """The match a table's game id belongs to; None for a game that is no table."""
    match, sep, _ = game_id.partition(":")
    return match if sep else None


def iso_time(at_ms: int) -> str:
    """An event time as ISO-8601 UTC with milliseconds."""
    return datetime.fromtimestamp(at_ms / 1000, tz=UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def event_json(ev: StoredEvent, data: JsonDict) -> JsonDict:
    """A stored event as the API shows it, with ``data`` already redacted for the viewer."""
    return {"version": ev.version, "type": ev.type, "at": iso_time(ev.at_ms), "seat": ev.seat, "data": data}


def hash_token(token: str) -> str:
    """The stored form of a seat token."""
    return hashlib.sha256(token.encode()).hexdigest()


class GameService:
    """The command handler and its helpers; one per process, safe to share between threads."""

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
    ) -> None:
        self.store = store
        self.scheduler = scheduler
        self.clock = clock
        self.entropy = entropy
        self.games = games
        self.testing = testing
        self.max_attempts = max_attempts
        self.bot_delay_ms = bot_delay_ms
        self._cache: OrderedDict[str, Loaded] = OrderedDict()
        self._table_keys: OrderedDict[tuple[str, int], tuple[str, ...]] = OrderedDict()
        self._cache_size = cache_size
        self._lock = threading.Lock()

    # -- creating and loading -------------------------------------------------------------------------

    def create_game(
        self,
        slug: str,
        players: Sequence[PlayerSpec],
        options: Mapping[str, Any] | None = None,
        deal: Mapping[str, Any] | None = None,
    ) -> Created:
        """Set up a new game and store its opening events; raises ``InvalidSetup``."""
        game = self.games.get(slug)
        if game is None:
            known = ", ".join(sorted(self.games))
            raise InvalidSetup(Code.UNKNOWN_GAME_TYPE, f"there is no game {slug!r}; known games: {known}")
        info = game.info
        if not info.min_players <= len(players) <= info.max_players:
            raise InvalidSetup(
                Code.BAD_PLAYER_COUNT,
                f"{slug} takes {info.min_players} to {info.max_players} players, not {len(players)}",
            )
        if deal is not None and not self.testing:
            raise InvalidSetup(Code.DEAL_NOT_ALLOWED, "a fixed deal is accepted only by a server in testing mode")
        opts = parse_options(info, options)
        game_id = self.entropy.game_id()
        seed = self.entropy.seed()
        now = self.clock.now_ms()
        events = game.setup(players, opts, Ctx(now_ms=now, rng=rng_for(seed, 0)), deal)
        tokens = tuple(None if p.bot else f"{game_id}.{self.entropy.token()}" for p in players)
        record = GameRecord(
            game_id=game_id,
            game=slug,
            options=opts,
            seats=tuple(
                SeatRecord(name=p.name, bot=p.bot, token_hash=None if t is None else hash_token(t))
                for p, t in zip(players, tokens, strict=True)
            ),
            seed=seed,
            seed_hash=seed_commitment(seed),
            created_ms=now,
            deal=None if deal is None else dict(deal),
        )
        start = self._start(record)
        stored = self._seal(start, events, now, None, None, None)
        loaded = self._fold(start, stored)
        tabled = self._tabled(loaded)
        if tabled is None:
            self.store.create(record, stored)
        else:
            # A match and its first tables are created in one atomic write (one hash tag).
            batches = [StreamBatch(game_id=game_id, expected_version=-1, events=tuple(stored), record=record)]
            batches += [self._open_table(loaded, tabled, key, now) for key, _ in tabled.tables(loaded.state) or ()]
            self.store.append_many(batches, None)
            for batch in batches[1:]:
                self._created_table(batch)
        self._remember(loaded)
        self._schedule(None, loaded)
        return Created(game_id=game_id, tokens=tokens, loaded=loaded)

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
        """The rules a loaded game is played by."""
        return self.games[loaded.record.game]

    # -- commands -------------------------------------------------------------------------------------

    def parse_command(self, slug: str, body: Mapping[str, Any]) -> Command:
        """Turn a command body into the game's command; raises ``BadCommand``."""
        kind = body.get("type")
        for cls in self.games[slug].info.commands:
            if cls.type == kind:
                try:
                    return from_data(cls, {k: v for k, v in body.items() if k != "type"})
                except TypeError as exc:
                    raise BadCommand("bad-command", f"{kind!r} does not take these fields: {exc}") from None
        known = ", ".join(sorted(c.type for c in self.games[slug].info.commands))
        raise BadCommand(Code.UNKNOWN_COMMAND, f"{slug} has no command {kind!r}; it has: {known}")

    def handle_command(
        self,
        game_id: str,
        seat: int,
        command: Command,
        command_id: str | None = None,
        expected_version: int | None = None,
        fingerprint: str | None = None,
    ) -> Outcome:
        """Decide ``command`` for ``seat`` and append its events; raises ``IllegalMove`` or ``VersionConflict``.
        In a match (several tables), the command goes to the seat's table as its local seat there, and the
        outcome is the table's; ``expected_version`` then names the table's version.

        A ``command_id`` that appended before answers that first outcome (``duplicate``) and appends nothing,
        unless both it and this call carry a ``fingerprint`` of the request and the two differ: then it raises
        ``CommandIdReused``. A command id stored without a fingerprint (before they were kept) replays."""
        loaded = self._warm(game_id)
        tabled = self._tabled(loaded)
        if tabled is not None:
            key, local = self.seat_at_table(loaded, seat)
            return self.handle_command(
                table_id(game_id, key), local, command, command_id, expected_version, fingerprint
            )
        try:
            outcome = self._execute(
                game_id, seat, lambda _: command, command_id, expected_version, fingerprint=fingerprint
            )
        except _Replay as replay:
            return replay.outcome
        assert outcome is not None
        return outcome

    def apply_timer(self, game_id: str, key: str) -> bool:
        """Apply timer ``key`` if it is still open and due; a no-op (False) otherwise. On a match, every timer
        is the backstop of ``advance_tables`` (scheduled when a table finishes a hand)."""
        if self._tabled(self.load(game_id)) is not None:
            return self.advance_tables(game_id)

        def pick(loaded: Loaded) -> Command | None:
            now = self.clock.now_ms()
            for timer in self.game_of(loaded).timers(loaded.state):
                if timer.key == key:
                    if timer.due_ms > now:
                        self.scheduler.schedule_timer(game_id, key, timer.due_ms, loaded.version)
                        return None
                    return timer.command
            return None

        return self._execute(game_id, None, pick, f"timer:{key}", None, fresh=True) is not None

    def play_bot(self, game_id: str, seat: int, version: int) -> bool:
        """Let the bot at ``seat`` choose among its legal commands, if the game is still at ``version``."""

        def pick(loaded: Loaded) -> Command | None:
            game = self.game_of(loaded)
            if loaded.version != version or seat not in game.awaiting(loaded.state):
                return None
            policy = self._bot(loaded, seat)
            if policy is None:
                return None
            commands = game.legal_commands(loaded.state, seat)
            if not commands:
                return None
            rng = rng_for(loaded.record.seed, (version + 1) * 1000 + seat)
            return choose_command(policy, commands, rng)

        return self._execute(game_id, seat, pick, f"bot:{seat}:{version}", None, fresh=True) is not None

    def _execute(
        self,
        game_id: str,
        seat: int | None,
        pick: Callable[[Loaded], Command | None],
        command_id: str | None,
        expected_version: int | None,
        *,
        fresh: bool = False,
        fingerprint: str | None = None,
    ) -> Outcome | None:
        """Pick a command from the state, decide it and append its events, retrying on a conflict.

        ``fresh`` reads the stream's latest events before the first pick: timers and bots decide whether
        to act at all from the state, so they must not judge a warm state that is behind. ``fingerprint`` is
        recorded with ``command_id`` and checked against the one recorded first (``_duplicate``).
        """
        loaded = self.load(game_id) if fresh else self._warm(game_id)
        if expected_version is not None and loaded.version != expected_version:
            loaded = self.load(game_id)
            if loaded.version != expected_version:
                self._raise_conflict(game_id, expected_version, loaded.version, command_id, fingerprint)
        for attempt in range(1, self.max_attempts + 1):
            command = pick(loaded)
            if command is None:
                return None
            game = self.game_of(loaded)
            now = self.clock.now_ms()
            ctx = Ctx(now_ms=now, rng=rng_for(loaded.record.seed, loaded.version + 1))
            try:
                events = game.decide(loaded.state, seat, command, ctx)
            except IllegalMove:
                # The warm state may be behind the stream: judge again on the latest state before refusing.
                latest = self.load(game_id)
                if latest.version != loaded.version:
                    if expected_version is not None:
                        # The client decided on the version it named; the game has moved on since.
                        self._raise_conflict(game_id, expected_version, latest.version, command_id, fingerprint)
                    loaded = latest
                    continue
                if command_id is not None:
                    first = self.store.command_result(game_id, command_id)
                    if first is not None:
                        return self._duplicate(game_id, first, command_id, fingerprint)
                raise
            stored = self._seal(loaded, events, now, seat, command_id, command)
            try:
                result = self.store.append(game_id, loaded.version, stored, command_id, fingerprint)
            except VersionConflict as conflict:
                if expected_version is not None:
                    raise
                log.info("version conflict on %s (attempt %d): %s", game_id, attempt, conflict.detail)
                loaded = self.load(game_id)
                continue
            if result.duplicate:
                return self._duplicate(game_id, result, command_id, fingerprint)
            new = self._fold(loaded, stored)
            self._remember(new)
            self._schedule(loaded, new)
            if new.version // SNAPSHOT_EVERY != loaded.version // SNAPSHOT_EVERY or (
                game.status(new.state) == "finished"
            ):
                self._snapshot(new)
            match_id = match_id_of(game_id)
            if match_id is not None and self._hand_over(new):
                try:
                    self.advance_tables(match_id)
                except Exception:  # the command is stored; the scheduled backstop advances the match
                    log.exception("advancing match %s failed; its backstop timer will retry", match_id)
            return Outcome(
                game_id=game_id,
                first_version=result.first_version,
                last_version=result.last_version,
                duplicate=False,
                loaded=new,
            )
        raise VersionConflict(game_id, loaded.version, self.store.head(game_id))

    def _raise_conflict(
        self, game_id: str, expected: int, actual: int, command_id: str | None, fingerprint: str | None
    ) -> None:
        """Refuse a stale If-Match, unless this command id was applied already: a retry that carries its
        first attempt's If-Match is a replay of that first attempt, not a conflict."""
        first = None if command_id is None else self.store.command_result(game_id, command_id)
        if first is not None:
            raise _Replay(self._duplicate(game_id, first, command_id, fingerprint))
        raise VersionConflict(game_id, expected, actual)

    def _duplicate(
        self, game_id: str, first: AppendResult, command_id: str | None, fingerprint: str | None
    ) -> Outcome:
        """The first result of a repeated command. Its deadlines are scheduled again (harmless: job ids and
        deadline entries are idempotent), in case the first attempt appended but failed before scheduling.
        Raises ``CommandIdReused`` when the first request and this one both have fingerprints that differ."""
        if first.fingerprint is not None and fingerprint is not None and first.fingerprint != fingerprint:
            raise CommandIdReused(game_id, command_id or "")
        loaded = self.load(game_id)
        self._schedule(None, loaded)
        return Outcome(
            game_id=game_id,
            first_version=first.first_version,
            last_version=first.last_version,
            duplicate=True,
            loaded=loaded,
        )

    # -- reading --------------------------------------------------------------------------------------

    def seat_for_token(self, loaded: Loaded, token: str) -> int | None:
        """The seat whose token this is, compared in constant time against every seat; None if none."""
        digest = hash_token(token)
        found: int | None = None
        for seat, rec in enumerate(loaded.record.seats):
            if rec.token_hash is not None and hmac.compare_digest(rec.token_hash, digest):
                found = seat
        return found

    def view(self, loaded: Loaded, viewer: Viewer) -> JsonDict:
        """The game as ``viewer`` may see it, with its id, type and version (a match with its tables as they
        stood at one point: ``snapshot``)."""
        game = self.game_of(loaded)
        tabled = self._tabled(loaded)
        if tabled is None:
            body = game.view(loaded.state, viewer)
            timers = {t.key: t.due_ms for t in game.timers(loaded.state)}
        else:
            loaded = loaded if loaded.tables_then is not None else self.snapshot(loaded)
            in_play = dict(tabled.tables(loaded.state) or ())
            tables = {key: t for key, t in (loaded.tables_then or {}).items() if key in in_play}
            body = tabled.match_view(loaded.state, {k: t.state for k, t in tables.items()}, viewer)
            for summary in body.get("tables", ()):  # each table's place in its chain, to pin it as head_sha256 does
                table = tables.get(summary.get("key"))
                if table is not None:
                    summary.update(version=table.version, head_sha256=table.head_hash)
            timers = {f"{key}/{t.key}": t.due_ms for key, table in tables.items() for t in game.timers(table.state)}
        status = game.status(loaded.state)
        return {
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
            "deadlines": [{"key": k, "due_ms": v} for k, v in sorted(timers.items())],
            **body,
        }

    def events(
        self, loaded: Loaded, viewer: Viewer, after: int = -1, upto: int | None = None, limit: int | None = None
    ) -> list[JsonDict]:
        """The log after version ``after`` (up to ``upto``; at most ``limit`` events) as ``viewer`` may see it.
        Each event is redacted on its own, so a page is redacted exactly as the whole log would be. It never
        waits: a long-poll waits on the API's stream hub, which holds no connection of the shared pool."""
        stored = self.store.read(loaded.record.game_id, after=after, limit=limit)
        if upto is not None:
            stored = [ev for ev in stored if ev.version <= upto]
        return self.redact(loaded, stored, viewer)

    def redact(self, loaded: Loaded, stored: Sequence[StoredEvent], viewer: Viewer) -> list[JsonDict]:
        """``stored`` events of ``loaded``'s game as ``viewer`` may see them (everything once it is finished)."""
        game = self.game_of(loaded)
        finished = game.status(loaded.state) == "finished"
        classes = event_classes(game)
        return [
            event_json(ev, game.redact_event(from_data(classes[ev.type], ev.data), viewer, finished)) for ev in stored
        ]

    # -- replay and audit -----------------------------------------------------------------------------

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
        if not isinstance(self.games[record.game], PlaysAtTables):
            return self._fold(start, [ev for ev in self.store.read(game_id) if ev.version <= at])
        latest = self.load(game_id)
        if self._tabled(latest) is None:
            return self._fold(start, [ev for ev in self.store.read(game_id) if ev.version <= at])
        entries = self.timeline(self.snapshot(latest))
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
            keys.update(dict.fromkeys(key for key, _ in tabled.tables(state) or ()))
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
        snap = match if match.tables_then is not None else self.snapshot(match)
        tables = {key: self._chained(table) for key, table in (snap.tables_then or {}).items()}
        return match_log.compose(self.game_of(snap), self._chained(snap), tables)

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
            for ev, data in zip(stored, self.redact(loaded, stored, viewer), strict=True):
                yield audit.event_line(ev, data["data"], complete)
            return
        loaded = self.snapshot(loaded)
        tables = loaded.tables_then or {}
        heads = _table_heads(tables)
        yield audit.header(loaded.record, game, loaded.version, loaded.head_hash, status, viewer, result, heads)
        classes = event_classes(game)
        closed = {key: game.status(table.state) == "finished" for key, table in tables.items()}
        for entry in self.timeline(loaded):
            ev = entry.event
            event = from_data(classes[ev.type], ev.data)
            if entry.table is None:
                data = game.redact_event(event, viewer, complete)
            else:
                local = tabled.table_viewer(loaded.state, entry.table, event, viewer)
                data = game.redact_event(event, local, complete or closed[entry.table])
            yield audit.event_line(ev, data, complete, entry.table)

    def verify(self, game_id: str) -> audit.Verdict:
        """Check the game's whole log as ``powderkeg verify`` checks an export. The server holds the seed, so
        it can audit a running game too; then the verdict names versions, never what they hold. A stream that
        no longer folds (an event lost) gets a verdict too, not an error."""
        record = self._record(game_id)
        game = self.games[record.game]
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
                where = f"table {exc.game_id.rsplit(':', 1)[1]}, " if ":" in exc.game_id else ""
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

    def _chained(self, loaded: Loaded) -> list[StoredEvent]:
        """The stored events up to ``loaded``'s version, each with its chain hash (computed for old ones)."""
        stored = [ev for ev in self.store.read(loaded.record.game_id) if ev.version <= loaded.version]
        hashes = chain.hashes(self._start(loaded.record).head_hash, loaded.record.seed, stored)
        return [ev.with_hash(h) for ev, h in zip(stored, hashes, strict=True)]

    def _record(self, game_id: str) -> GameRecord:
        record = self.store.record(game_id)
        if record is None:
            raise GameNotFound(game_id)
        return record

    # -- matches at several tables ------------------------------------------------------------------------

    def is_match(self, loaded: Loaded) -> bool:
        """Whether ``loaded`` is a match of several tables (a stream of its own and one per table)."""
        return self._tabled(loaded) is not None

    def _tabled(self, loaded: Loaded) -> PlaysAtTables | None:
        """The game as ``PlaysAtTables`` when ``loaded`` is a match of several tables, else None."""
        game = self.game_of(loaded)
        if isinstance(game, PlaysAtTables) and game.tables(loaded.state) is not None:
            return game
        return None

    def revision(self, loaded: Loaded) -> int:
        """A number that grows with every change a view may show (the ETag of a view): the version, and for a
        match the sum of its own and its tables' versions."""
        if self._tabled(loaded) is None:
            return loaded.version
        snap = loaded if loaded.tables_then is not None else self.snapshot(loaded)
        return snap.version + sum(t.version for t in (snap.tables_then or {}).values())

    def tables_in_play(self, match: Loaded) -> list[str]:
        """The keys of the tables a match plays its current hand at (none for a game at one table)."""
        tabled = self._tabled(match)
        return [key for key, _ in (tabled.tables(match.state) if tabled is not None else None) or ()]

    def tables_of(self, match: Loaded) -> dict[str, Loaded]:
        """The tables in play of a match, each at its latest version, by key."""
        tabled = self._tabled(match)
        keys = () if tabled is None else tabled.tables(match.state) or ()
        return {key: self.load(table_id(match.record.game_id, key)) for key, _ in keys}

    def seat_at_table(self, match: Loaded, seat: int) -> tuple[str, int]:
        """The table key and local seat of match ``seat`` now; raises ``IllegalMove`` when it sits out."""
        tabled = self._tabled(match)
        for key, players in (tabled.tables(match.state) if tabled is not None else None) or ():
            if seat in players:
                return key, players.index(seat)
        if self.game_of(match).status(match.state) == "finished":
            raise IllegalMove(Code.GAME_OVER, "the match is over; its result is in the view")
        raise IllegalMove(Code.NOT_AT_A_TABLE, "you sit out this tie-break hand: only the players tied for it play")

    def table_events(
        self, match: Loaded, key: str, viewer: Viewer, after: int = -1, limit: int | None = None
    ) -> list[JsonDict]:
        """The log of table ``key`` of a match after ``after`` (at most ``limit`` events), each event as
        ``viewer`` (a match seat) saw it from the seat it had at that table then (everything once the table is
        closed)."""
        if self._tabled(match) is None:
            raise GameNotFound(table_id(match.record.game_id, key))
        table = self.load(table_id(match.record.game_id, key))
        return self.redact_table(match, table, self.store.read(table.record.game_id, after=after, limit=limit), viewer)

    def redact_table(
        self, match: Loaded, table: Loaded, stored: Sequence[StoredEvent], viewer: Viewer
    ) -> list[JsonDict]:
        """``stored`` events of a match's ``table``, each as the match seat ``viewer`` saw it from the seat it
        had at that table then (everything once the table is closed). ``match`` must be folded at least as
        far as the events go (a deal is shown by who sat there in its hand)."""
        tabled = self._tabled(match)
        if tabled is None:
            raise GameNotFound(table.record.game_id)
        key = table.record.game_id.rsplit(":", 1)[1]
        game = self.game_of(table)
        finished = game.status(table.state) == "finished"
        classes = event_classes(game)
        out: list[JsonDict] = []
        for ev in stored:
            event = from_data(classes[ev.type], ev.data)
            local = tabled.table_viewer(match.state, key, event, viewer)
            out.append(event_json(ev, game.redact_event(event, local, finished)))
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
            for batch in batches[1:]:
                if batch.record is not None:
                    self._created_table(batch)
                    continue
                before = tables[batch.game_id.rsplit(":", 1)[1]]
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
        players, events = tabled.open_table(match.state, key, Ctx(now_ms=now, rng=rng_for(seed, 0)))
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

    def _hand_over(self, table: Loaded) -> bool:
        """Whether a table of a match waits for the match: active, and awaiting no seat and no timer."""
        return match_log.waits(self.game_of(table), table.state)

    def _bot(self, loaded: Loaded, seat: int) -> str | None:
        """The bot policy of whoever sits at ``seat`` now (at a match's table, players move), or None."""
        game = self.game_of(loaded)
        if match_id_of(loaded.record.game_id) is not None and isinstance(game, PlaysAtTables):
            return "random" if game.bot_at(loaded.state, seat) else None
        return loaded.record.seats[seat].bot if 0 <= seat < len(loaded.record.seats) else None

    # -- internals ------------------------------------------------------------------------------------

    def _warm(self, game_id: str) -> Loaded:
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
        game = self.games[loaded.record.game]
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

    def _schedule(self, before: Loaded | None, after: Loaded) -> None:
        """Schedule the timers that ``after`` opened, and the bot seats it waits on."""
        game = self.game_of(after)
        game_id = after.record.game_id
        old = set() if before is None else {t.key for t in game.timers(before.state)}
        for timer in game.timers(after.state):
            if timer.key not in old:
                self.scheduler.schedule_timer(game_id, timer.key, timer.due_ms, after.version)
        if game.status(after.state) != "active":
            return
        due = self.clock.now_ms() + self.bot_delay_ms
        for seat in game.awaiting(after.state):
            if self._bot(after, seat) is not None:
                self.scheduler.schedule_bot(game_id, seat, after.version, due)
        match_id = match_id_of(game_id)
        if match_id is not None and self._hand_over(after):
            # The backstop of the advance that follows this append: a worker runs it if this process dies first.
            self.scheduler.schedule_timer(match_id, f"advance:{game_id}:{after.version}", self.clock.now_ms(), 0)


def _table_heads(tables: Mapping[str, Loaded]) -> list[JsonDict]:
    """Each table of a match as an export's header lists it: its key, its version and its chain's head."""
    return [
        {"key": key, "version": table.version, "head_sha256": table.head_hash} for key, table in tables.items()
    ]
