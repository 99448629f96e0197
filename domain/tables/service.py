"""A match at several tables as a process manager over the service's ports (docs/rules.md §1.6).

The table is the aggregate a player's command is decided on. The match reacts to what its tables record: once
every table has finished the hand (``appended``), it writes its step (points, totals, the rotation, tie-break
tables, the seating of the next hand) in one atomic append together with each table's next deal or close.

A player's command is routed with the match as the store has it now (read fresh, never a warm copy that may be
a hand behind), to the table and local seat that the match seats for the hand being played; and it is decided
only on a state of that table that plays that same hand (checked on every state the command is decided on,
each checked in turn by the table's expected version in the append). A step always writes the match and its
tables at once, so a table that plays the hand the match seats has the seating the command was routed by. Should
a step come between reading the match and deciding (the hand the command was meant for is over), the command is
answered with a conflict, never decided in the next hand.

What reads a match with its tables is ``domain.tables.reads``."""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING

from domain.bots import Logged
from domain.errors import HandMovedOn, VersionConflict
from domain.game import Command, Ctx, waits_on_another
from domain.ports import Clock, GameRecord, SeatRecord, StreamBatch
from domain.rng import chance_for, seed_commitment, table_seed
from domain.tables.reads import MatchReads
from domain.tables.ref import TableRef, table_id
from domain.tables.rules import HasMatches, PlaysAtTables
from domain.thinking import SEARCH, think_time
from domain.values import Loaded, Outcome

if TYPE_CHECKING:
    from domain.service.commands import Commands
    from domain.service.repository import Repository
    from domain.service.scheduling import Scheduling

log = logging.getLogger(__name__)


class MatchTables:
    """A match's commands, step, tables, snapshots, timeline and tables' logs."""

    def __init__(
        self,
        *,
        repo: Repository,
        scheduling: Scheduling,
        commands: Commands,
        reads: MatchReads,
        clock: Clock,
        max_attempts: int = 8,
    ) -> None:
        self.repo = repo
        self.scheduling = scheduling
        self.commands = commands
        self.reads = reads
        self.clock = clock
        self.max_attempts = max_attempts

    @classmethod
    def composed(cls, reads: MatchReads, scheduling: Scheduling, commands: Commands) -> MatchTables:
        """The component, hooked into ``scheduling`` (who sits at a table's seat, which logs are archived) and
        ``commands`` (a new match's first tables, the step once a table finishes its hand)."""
        tables = cls(repo=reads.repo, scheduling=scheduling, commands=commands, reads=reads, clock=commands.clock,
                     max_attempts=commands.max_attempts)
        scheduling.tables = tables
        scheduling.is_table = TableRef.names_a_table
        commands.reactions = tables
        return tables

    # -- a player's command ---------------------------------------------------------------------------------

    def handle_command(
        self,
        match_id: str,
        seat: int,
        command: Command,
        command_id: str | None = None,
        expected_version: int | None = None,
        fingerprint: str | None = None,
    ) -> Outcome:
        """Decide ``command`` of match ``seat`` at the table it sits at, as its local seat there; the outcome is
        the table's (``expected_version`` names the table's version). A command id is looked for at every table
        the match opened first: a retry after the player moved to another table answers the first attempt,
        rather than playing the command a second time."""
        match = self.repo.load(match_id)  # the seating authority: the match as the store has it now
        tabled = self.repo.tabled(match)
        assert tabled is not None, "a match"
        if command_id is not None:
            for other in self.reads.table_keys(match):
                first = self.repo.store.command_result(table_id(match_id, other), command_id)
                if first is not None:
                    replayed = self.commands.duplicate(table_id(match_id, other), first, command_id, fingerprint)
                    return replace(replayed, table=other)
        key, local = self.reads.seat_at_table(match, seat)

        def pick(table: Loaded) -> Command:
            if not tabled.seated_by(match.state, table.state):
                # The table has been dealt a hand after the one this command was routed to: the step came
                # between. The hand the player meant is over; never decide the command in the next one.
                raise HandMovedOn(table.record.game_id, table.version)
            return command

        # The table is read fresh after the match: it is at least at the hand the match seats.
        outcome = self.commands.command_at(
            table_id(match_id, key), local, pick, command_id, expected_version, fingerprint, fresh=True
        )
        return replace(outcome, table=key)

    def apply_timer(self, match_id: str, key: str) -> bool:
        """A match's only timers are the backstops of its step (scheduled when a table finishes a hand)."""
        return self.advance_tables(match_id)

    # -- hooks of the scheduling and the commands ---------------------------------------------------------

    def _match_of(self, table: Loaded) -> tuple[PlaysAtTables, str, str] | None:
        """For a table of a match: the match's rules, its id and the table's key; None for any other game."""
        ref = TableRef.parse(table.record.game_id)
        game = self.repo.games[table.record.game]
        if ref is None or not isinstance(game, HasMatches):
            return None
        return game.matches, ref.match_id, ref.key

    def is_bot(self, loaded: Loaded, seat: int) -> bool:
        """Whether a bot sits at ``seat`` now; at a table of a match, the table's state says (players move)."""
        of = self._match_of(loaded)
        if of is None:
            return self.policy(loaded, seat) is not None
        return of[0].bot_at(loaded.state, seat)

    def policy(self, loaded: Loaded, seat: int) -> str | None:
        """The policy of the bot at ``seat``: at a table of a match, the one the match's record gives the
        player seated there now (read from the match's latest state: the step that seated this hand was
        written with the table's deal)."""
        held = self._bot_seat(loaded, seat)
        return None if held is None else held.bot

    def think_ms(self, loaded: Loaded, seat: int) -> int | None:
        """A search bot's think time (``domain.thinking``): at a table of a match, the one the match's record gives
        the player seated there now, as ``policy``."""
        of = self._match_of(loaded)
        if of is not None and all(s.bot != SEARCH for s in self.repo.warm(of[1]).record.seats):
            return None  # no search bot in the match (its record never changes): no need to read where players sit
        held = self._bot_seat(loaded, seat)
        return None if held is None else think_time(held)

    def log(self, loaded: Loaded, seat: int) -> list[Logged]:
        """The log of local ``seat`` of a match's table up to ``loaded``'s version, each event as the match's seat of
        the player there now saw it (``MatchReads.redact_table``: what it saw from the seats it had at this table,
        nothing of a hand it did not play here)."""
        of = self._match_of(loaded)
        assert of is not None, "a table of a match"
        tabled, match_id, key = of
        stored = [ev for ev in self.repo.store.read(loaded.record.game_id) if ev.version <= loaded.version]
        match = self.repo.load(match_id)  # after the events: the match is then at least as far as they go
        players = dict(tabled.tables(match.state)).get(key, ())
        if not 0 <= seat < len(players):
            return []
        shown = self.reads.redact_table(match, loaded, stored, players[seat])
        return [(each.event.type, each.data) for each in shown]

    def _bot_seat(self, loaded: Loaded, seat: int) -> SeatRecord | None:
        """The record's seat of the bot at ``seat`` (None for a person): at a table of a match, the match's seat of
        the player seated there now."""
        of = self._match_of(loaded)
        if of is None:
            seats = loaded.record.seats
            return seats[seat] if 0 <= seat < len(seats) and seats[seat].bot is not None else None
        tabled, match_id, key = of
        if not tabled.bot_at(loaded.state, seat):
            return None
        match = self.repo.load(match_id)
        players = dict(tabled.tables(match.state)).get(key, ())
        return match.record.seats[players[seat]] if 0 <= seat < len(players) else None

    def openings(self, match: Loaded, now: int) -> list[StreamBatch]:
        """The creation of each first table of a new match."""
        tabled = self.repo.tabled(match)
        assert tabled is not None, "a match"
        return [self._open_table(match, tabled, key, now) for key, _ in tabled.tables(match.state)]

    def backstop(self, table: Loaded) -> None:
        """A table of a match that waits on it (it has finished its hand): the backstop of the match's step, a
        deadline of the match due at once, which a worker applies if no process steps the match first (one
        that died after the table's append, before the step)."""
        of = self._match_of(table)
        if of is not None:
            key = f"advance:{table.record.game_id}:{table.version}"
            self.scheduling.scheduler.schedule_timer(of[1], key, self.clock.now_ms())

    def appended(self, before: Loaded, after: Loaded) -> None:
        """After an append to ``after``, a table of a match that has just finished its hand (its backstop is
        scheduled with what the state opens): the match's step (if this fails, the backstop retries it)."""
        of = self._match_of(after)
        if of is None or not self._hand_over(after):
            return
        try:
            self.advance_tables(of[1])
        except Exception:  # the command is stored; the scheduled backstop advances the match
            log.exception("advancing match %s failed; its backstop timer will retry", of[1])

    def _hand_over(self, table: Loaded) -> bool:
        """Whether a table of a match waits for the match: active, and awaiting no seat and no timer."""
        return waits_on_another(self.repo.game_of(table), table.state)

    def advance_tables(self, match_id: str) -> bool:
        """Deal on at every table once all of them finished the hand: the match's events, each table's next
        hand or close, and any new tie-break tables, in one atomic append (so a crash leaves nothing half
        done). Idempotent: a second call, or one racing another process, finds nothing to do (False)."""
        for _ in range(self.max_attempts):
            match = self.repo.load(match_id)
            tabled = self.repo.tabled(match)
            if tabled is None:
                return False
            tables = self.reads.tables_of(match)
            step = tabled.advance(match.state, {key: t.state for key, t in tables.items()})
            if step is None:
                return False
            now = self.clock.now_ms()
            cid = f"advance:{match.version}"
            stored = self.repo.seal(match, step.events, now, None, cid, None)
            new_match = self.repo.fold(match, stored)
            batches = [StreamBatch(game_id=match_id, expected_version=match.version, events=tuple(stored))]
            for key, command in step.commands:
                table = tables[key]
                ctx = Ctx(now_ms=now, rng=chance_for(table.record.seed, table.version + 1, table.record.chance))
                events = self.repo.game_of(table).decide(table.state, None, command, ctx)
                sealed = self.repo.seal(table, events, now, None, cid, command)
                batches.append(
                    StreamBatch(game_id=table.record.game_id, expected_version=table.version, events=tuple(sealed))
                )
            batches += [self._open_table(new_match, tabled, key, now) for key in step.new_tables]
            try:
                results = self.repo.store.append_many(batches, cid)
            except VersionConflict:
                continue
            if results and results[0].duplicate:
                return False
            self.repo.remember(new_match)
            over = self.repo.game_of(new_match).status(new_match.state) == "finished"
            if over:
                self.repo.snapshot(new_match)
                self.repo.store.list_remove("active", new_match.record.game, match_id)
            for batch in batches[1:]:
                if batch.record is not None:
                    self.created(batch)
                    continue
                ref = TableRef.parse(batch.game_id)
                assert ref is not None  # every batch after the match's is one of its tables'
                before = tables[ref.key]
                after = self.repo.fold(before, batch.events)
                self.repo.remember(after)
                self.scheduling.schedule(before, after)
                if self.repo.game_of(after).status(after.state) == "finished":
                    self.repo.snapshot(after)
            if over:  # after its tables' last states: the match is the last word in its players' lists
                self.scheduling.finished(new_match)
                self.scheduling.tell(match, new_match)
            return True
        return False

    def _open_table(self, match: Loaded, tabled: PlaysAtTables, key: str, now: int) -> StreamBatch:
        """The creation of table ``key`` of ``match``: its record (its seed derived from the match's, so the
        match's revealed seed reveals it) and its opening events."""
        seed = table_seed(match.record.seed, key)
        ctx = Ctx(now_ms=now, rng=chance_for(seed, 0, match.record.chance))
        players, events = tabled.open_table(match.state, key, ctx, [s.bot for s in match.record.seats])
        # Each player's seat of the match: a search bot keeps its think time at its first table (at every table it
        # moves to, ``think_ms`` reads the match's record, as ``policy`` does).
        held = [match.record.seats[p] for p in dict(tabled.tables(match.state))[key]]
        record = GameRecord(
            game_id=table_id(match.record.game_id, key),
            game=match.record.game,
            options=dict(match.record.options),
            seats=tuple(
                SeatRecord(name=p.name, bot=p.bot, token_hash=None, think_ms=h.think_ms if p.bot else None)
                for p, h in zip(players, held, strict=True)
            ),
            seed=seed,
            seed_hash=seed_commitment(seed),
            created_ms=now,
            chance=match.record.chance,  # a table draws as its match does
        )
        stored = self.repo.seal(self.repo.start(record), events, now, None, None, None)
        return StreamBatch(game_id=record.game_id, expected_version=-1, events=tuple(stored), record=record)

    def created(self, batch: StreamBatch) -> None:
        """Keep a new table warm and schedule its bots and timers."""
        assert batch.record is not None
        table = self.repo.fold(self.repo.start(batch.record), batch.events)
        self.repo.remember(table)
        self.scheduling.schedule(None, table)
