"""The verification of a match of several tables (docs/rules.md §1.6) from its complete export.

A match export holds the match's own stream and every table's stream, each line naming its table (null for
the match's own). Each stream is checked as a single game's is (``domain.audit``: versions, the hash chain
of its own genesis, every recorded command decided again), and the match is walked along its timeline
(``domain.tables.log``) so that nothing in it is taken on trust:

- the match's opening events are what ``setup`` makes from the seed;
- every table's seed is the one the match's seed derives for it (so the revealed match seed reveals it),
  and its opening events are what ``open_table`` makes of the match at that point (its players, their
  totals, the deal from its seed);
- every step of the match (the hand's points and totals, the Knaves' rotation, tie-break tables, the
  result) is what ``advance`` makes of the match and of every table's state once all of them finished the
  hand; each table's next batch is what the step's command for it (``NextHand``, ``CloseTable``) makes;
- at the end the match is finished with the header's result and every table is closed;
- each table's stream ends at the version and head hash the header lists for it (a client that kept them
  from the match's view while it ran pins every table, as the match's ``head_sha256`` pins its own), and
  the lines follow the match's timeline, the order whose positions ``replay?at=N`` counts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.audit_checker import Checker, Stop, Verdict
from domain.game import Ctx, Game, PlayerSpec, waits_on_another
from domain.ports import GameRecord, SeatRecord, StoredEvent
from domain.rng import chance_for, seed_commitment, table_seed
from domain.tables.log import STEP_START, compose
from domain.tables.rules import PlaysAtTables, match_rules


def table_record(match: GameRecord, key: str, players: Sequence[PlayerSpec], created_ms: int) -> GameRecord:
    """The record of table ``key`` of ``match``, opened at ``created_ms`` with ``players``."""
    seed = table_seed(match.seed, key)
    return GameRecord(
        game_id=f"{match.game_id}:{key}",
        game=match.game,
        options=dict(match.options),
        seats=tuple(SeatRecord(name=p.name, bot=p.bot, token_hash=None) for p in players),
        seed=seed,
        seed_hash=seed_commitment(seed),
        created_ms=created_ms,
        chance=match.chance,
    )


class _Stream:
    """One table's stream being walked: its record, its events, how far it is checked, its state."""

    def __init__(self, key: str, events: Sequence[StoredEvent]) -> None:
        self.key = key
        self.events = events
        self.position = 0
        self.record: GameRecord | None = None
        self.state: Any = None
        self.head: str | None = None


class MatchChecker(Checker):
    """``Checker`` for a match: the header and the match's stream as for a game, then its tables."""

    def check_match(self, tabled: PlaysAtTables, record: GameRecord) -> None:
        game = tabled.table_game  # the rules of each table; ``tabled`` folds the match's own stream
        lines_by: dict[str | None, list[Mapping[str, Any]]] = {}
        for index, line in enumerate(self.lines):
            table = line.get("table") if isinstance(line, Mapping) else None
            if table is not None and not isinstance(table, str):
                raise self.fail(index, "its table is not a table key")
            lines_by.setdefault(table, []).append(line)
        match = self.envelopes(lines_by.pop(None, []))
        self.check_chain(record, match)
        head_hash = self.last_hash
        listed = _listed_heads(self.head.get("tables"))
        if listed is None or sorted(listed) != sorted(str(k) for k in lines_by):
            raise self.fail(None, "the header's tables are not the tables the export's lines name")
        streams = {}
        for key, lines in lines_by.items():
            assert key is not None
            self.table = key
            streams[key] = _Stream(key, self.envelopes(lines))
        self.table = None
        players = [PlayerSpec(name=s.name, bot=s.bot) for s in record.seats]
        try:
            ctx = Ctx(now_ms=record.created_ms, rng=chance_for(record.seed, 0, record.chance))
            opening = tabled.setup(players, record.options, ctx, record.deal)
        except Exception as exc:  # noqa: BLE001 - any refusal of the recorded set-up is a finding
            raise self.fail(0, f"the rules refuse the recorded set-up: {exc}") from None
        state = self.check_opening(tabled, record, opening, match)
        m = len(opening)
        first_tables = [key for key, _ in tabled.tables(state)]
        self.open_tables(game, tabled, record, state, streams, first_tables, record.created_ms)
        while True:
            in_play = [key for key, _ in tabled.tables(state)]
            for key in in_play:
                self.play_table(game, streams[key])
            if m >= len(match):
                break
            state, m = self.check_step(game, tabled, record, state, match, m, streams, in_play)
        for stream in streams.values():
            self.table = stream.key
            if (stream.events[-1].version, stream.head) != listed[stream.key]:
                raise self.fail(None, "its last version and head hash are not the ones the header lists")
        self.table = None
        self.check_order(tabled, match, streams)
        self.last_hash = head_hash  # the match's: each table's chain was checked on its own
        if not self.to_the_end:
            return
        if tabled.status(state) != "finished":
            raise self.fail(len(match), "the log ends before the match does: events are missing from the end")
        for stream in streams.values():
            self.table = stream.key
            if stream.position < len(stream.events):
                raise self.fail(stream.events[stream.position].version, "no step of the match let this event in")
            if game.status(stream.state) != "finished":
                raise self.fail(len(stream.events), "the table's log ends before the table was closed")
        self.table = None
        if tabled.view(state, None)["result"] != self.head.get("result"):
            raise self.fail(match[-1].version, "the replayed result is not the one the header states")

    def check_order(self, tabled: PlaysAtTables, match: Sequence[StoredEvent], streams: Mapping[str, _Stream]) -> None:
        """The lines are in the match's timeline order, which the positions of ``replay?at=N`` count."""
        timeline = compose(tabled, match, {key: stream.events for key, stream in streams.items()})
        order = [(entry.table, entry.event.version) for entry in timeline]
        lines = [(line.get("table"), int(line["version"])) for line in self.lines]
        if order != lines:
            at = next(i for i, (a, b) in enumerate(zip(order, lines, strict=True)) if a != b)
            table, version = lines[at]
            self.table = table
            raise self.fail(version, f"line {at + 1} is out of the match's timeline order")

    def open_tables(
        self,
        game: Game,
        tabled: PlaysAtTables,
        match: GameRecord,
        state: Any,
        streams: Mapping[str, _Stream],
        keys: Sequence[str],
        created: int,
    ) -> None:
        """Tables ``keys`` open at ``created``: each with the seed the match's derives for it, its opening what
        the rules make of the match now."""
        for key in keys:
            stream = streams.get(key)
            self.table = key
            if stream is None or not stream.events:
                raise self.fail(None, "the match opened this table, but the export holds none of its events")
            if stream.events[0].at_ms != created:
                raise self.fail(0, "the table opened at another time than the match's step that opened it")
            seed = table_seed(match.seed, key)
            try:
                ctx = Ctx(now_ms=created, rng=chance_for(seed, 0, match.chance))
                players, opening = tabled.open_table(state, key, ctx, [s.bot for s in match.seats])
            except Exception as exc:  # noqa: BLE001 - a table the rules cannot open is a finding
                raise self.fail(0, f"the rules cannot open this table: {exc}") from None
            stream.record = table_record(match, key, players, created)
            self.check_chain(stream.record, stream.events)
            stream.head = self.last_hash
            stream.state = self.check_opening(game, stream.record, opening, stream.events)
            stream.position = len(opening)
        self.table = None

    def play_table(self, game: Game, stream: _Stream) -> None:
        """The table's commands until it waits for the match, or its log ends."""
        self.table = stream.key
        if stream.record is None:
            raise self.fail(None, "the table plays before the match opened it")
        while stream.position < len(stream.events) and not waits_on_another(game, stream.state):
            if game.status(stream.state) == "finished":
                raise self.fail(stream.events[stream.position].version, "the table was closed: nothing may follow")
            stream.state, stream.position = self.check_batch(game, stream.record, stream.state, stream.events,
                                                             stream.position)
        self.table = None

    def check_step(
        self,
        game: Game,
        tabled: PlaysAtTables,
        record: GameRecord,
        state: Any,
        match: Sequence[StoredEvent],
        m: int,
        streams: Mapping[str, _Stream],
        in_play: Sequence[str],
    ) -> tuple[Any, int]:
        """The match's next step, decided again from the tables, and the batch it made at each table."""
        first = match[m]
        self.at = first.version
        if first.type != STEP_START:
            raise self.fail(first.version, "a match's step starts with HandCompleted")
        for key in in_play:
            if not waits_on_another(game, streams[key].state):
                raise self.fail(first.version, f"the step came before table {key} had finished the hand")
        step = tabled.advance(state, {key: streams[key].state for key in in_play})
        if step is None:
            raise self.fail(first.version, "the rules make no step of the match here")
        recorded = match[m : m + len(step.events)]
        self.same(step.events, recorded, "the match's step differs from what its tables' hands make")
        for event in recorded:
            if (event.seat, event.at_ms, event.command) != (None, first.at_ms, None):
                raise self.fail(event.version, "a step's event must be the system's, at the step's time")
        state = self.fold(tabled, self.classes(tabled), state, recorded)
        for key, command in step.commands:
            stream = streams[key]
            self.table = key
            if stream.position >= len(stream.events):
                raise self.fail(len(stream.events), "the match's step made a batch this table's log lacks")
            if stream.events[stream.position].at_ms != first.at_ms:
                raise self.fail(stream.events[stream.position].version, "its time is not the match's step's")
            assert stream.record is not None
            stream.state, stream.position = self.check_batch(
                game, stream.record, stream.state, stream.events, stream.position, expected=command
            )
        self.open_tables(game, tabled, record, state, streams, step.new_tables, first.at_ms)
        return state, m + len(step.events)


def verify_match(
    games: Mapping[str, Game], head: Mapping[str, Any], lines: Sequence[Mapping[str, Any]], to_the_end: bool
) -> Verdict:
    """Check a match's complete export (``domain.audit.verify`` sends a header that lists tables here)."""
    checker = MatchChecker(head, lines, to_the_end)
    try:
        game = checker.header_game(games)
        if game.info.rules_version != games[game.info.slug].info.rules_version:
            raise checker.fail(None, f"a match played under {game.info.slug} rules {game.info.rules_version} is not "
                                     "replayed by these rules (their match's tables add scores up otherwise)")
        record = checker.record(head)
        tabled = match_rules(game, len(record.seats))
        if tabled is None:
            raise checker.fail(None, f"{game.info.slug} of {len(record.seats)} players is not played at several tables")
        checker.check_match(tabled, record)
        if head.get("version") != _match_head(lines) or head.get("head_sha256") != checker.last_hash:
            raise checker.fail(None, "the header's version and head hash are not those of the match's last event")
    except Stop:
        pass
    except (ArithmeticError, RecursionError, UnicodeError, ValueError, TypeError, KeyError, IndexError) as exc:
        checker.fail(checker.at, f"cannot be checked ({type(exc).__name__}): the export is malformed")
    return checker.verdict()


def _listed_heads(tables: Any) -> dict[str, tuple[int, str]] | None:
    """The header's tables as key -> (last version, head hash); None when they are not listed so."""
    if not isinstance(tables, list):
        return None
    out: dict[str, tuple[int, str]] = {}
    for entry in tables:
        if not isinstance(entry, Mapping) or not isinstance(entry.get("key"), str):
            return None
        version, head = entry.get("version"), entry.get("head_sha256")
        if not isinstance(version, int) or isinstance(version, bool) or not isinstance(head, str):
            return None
        out[entry["key"]] = (version, head)
    return out if len(out) == len(tables) else None


def _match_head(lines: Sequence[Mapping[str, Any]]) -> int:
    versions = [int(line["version"]) for line in lines if line.get("table") is None]
    return max(versions, default=-1)

