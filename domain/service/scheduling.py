"""What a new state opens, scheduled: its timers' deadlines, the turns of the bots it waits on, and the archive of
a game that has just finished; and archiving itself (``archive``, ``archive_finished``).

Who sits at a seat is the game's record, but for a table of a match, where players move between hands: for those
(and only those: ``is_table``) the multi-table component answers (``TableHooks``), and schedules the backstop of
the match's step once a table waits on it. A match and its tables are never archived."""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Protocol

from domain.bots import Logged, autopilot_policy
from domain.game import Timer, from_data, waits_on_another
from domain.idle import Attended, is_abandoned
from domain.ports import Clock, Scheduler
from domain.service.repository import Repository
from domain.thinking import think_time
from domain.values import Loaded, event_classes

log = logging.getLogger(__name__)


class BotSeats(Protocol):
    """Who plays a seat of a game: a person, or a bot of some policy."""

    def is_bot(self, loaded: Loaded, seat: int) -> bool:
        """Whether a bot sits at ``seat`` now."""
        ...

    def policy(self, loaded: Loaded, seat: int) -> str | None:
        """The policy of the bot at ``seat``; None for a person."""
        ...

    def think_ms(self, loaded: Loaded, seat: int) -> int | None:
        """How long the bot at ``seat`` thinks per decision (ms, ``domain.thinking``); None but for a search bot."""
        ...

    def log(self, loaded: Loaded, seat: int) -> list[Logged]:
        """The log of ``seat`` up to ``loaded``'s version, each event redacted for whoever sits there now exactly as
        the API answers them (names aside)."""
        ...


class TableHooks(BotSeats, Protocol):
    """What the multi-table component answers for a table of a match (``domain.tables.service``)."""

    def backstop(self, table: Loaded) -> None:
        """Schedule the backstop of the step of the match that ``table``, which has finished its hand, waits on."""
        ...


class RecordSeats:
    """The seats as the game's record has them (a game at one table: nobody moves), and a person's seat that a bot
    plays for now under the game's idle policy (on autopilot, or resigned: ``domain.idle``), with the autopilot's
    policy (``domain.bots.autopilot_policy``)."""

    def __init__(self, repo: Repository) -> None:
        self.repo = repo

    def is_bot(self, loaded: Loaded, seat: int) -> bool:
        return self.policy(loaded, seat) is not None

    def policy(self, loaded: Loaded, seat: int) -> str | None:
        seats = loaded.record.seats
        if not 0 <= seat < len(seats):
            return None
        if seats[seat].bot is not None:
            return seats[seat].bot
        rules = self.repo.game_of(loaded)
        if isinstance(rules, Attended) and seat in rules.autoplayed(loaded.state):
            return autopilot_policy(self.repo.games[loaded.record.game])
        return None

    def think_ms(self, loaded: Loaded, seat: int) -> int | None:
        """A search bot's think time as its record's seat has it (a person's seat on autopilot has none)."""
        seats = loaded.record.seats
        return think_time(seats[seat]) if 0 <= seat < len(seats) else None

    def log(self, loaded: Loaded, seat: int) -> list[Logged]:
        """The game's events up to ``loaded``'s version, each redacted for ``seat`` (nobody else ever sat there)."""
        game = self.repo.game_of(loaded)
        classes = event_classes(game)
        return [
            (ev.type, game.redact_event(from_data(classes[ev.type], ev.data), seat, False))
            for ev in self.repo.store.read(loaded.record.game_id)
            if ev.version <= loaded.version
        ]


class Scheduling:
    """Schedules timers, bots and archives through the ``Scheduler`` port; archives finished logs."""

    def __init__(
        self,
        *,
        repo: Repository,
        scheduler: Scheduler,
        clock: Clock,
        bot_delay_ms: int = 0,
        archive_after_ms: int | None = None,
    ) -> None:
        """``archive_after_ms``: how long after a game finishes its log is archived; None: never."""
        self.repo = repo
        self.scheduler = scheduler
        self.clock = clock
        self.bot_delay_ms = bot_delay_ms
        self.archive_after_ms = archive_after_ms
        self.record_seats = RecordSeats(repo)
        #: Set by the multi-table component (``MatchTables.composed``): its hooks, and which game ids are its
        #: tables (the only games they are asked about).
        self.tables: TableHooks | None = None
        self.is_table: Callable[[str], bool] = lambda _game_id: False
        #: Told of every state scheduled, after its scheduling (the lists of its players' games:
        #: ``domain.service.my_games``); None: nobody is.
        self.watch: Callable[[Loaded | None, Loaded], None] | None = None

    def seats(self, loaded: Loaded) -> BotSeats:
        """Who answers for the seats of ``loaded``: its record, or for a table of a match the component."""
        if self.tables is not None and self.is_table(loaded.record.game_id):
            return self.tables
        return self.record_seats

    def bot_policy(self, loaded: Loaded, seat: int) -> str | None:
        """The policy of the bot at ``seat`` now; None for a person."""
        return self.seats(loaded).policy(loaded, seat)

    def think_ms(self, loaded: Loaded, seat: int) -> int | None:
        """How long the bot at ``seat`` thinks per decision now (ms): a search bot's time; None for any other."""
        return self.seats(loaded).think_ms(loaded, seat)

    def archivable(self, loaded: Loaded) -> bool:
        """Whether ``loaded``'s log may be archived: not a match's, nor one of its tables' (their streams are read
        together by the match's steps and audit)."""
        return self.repo.tabled(loaded) is None and not self.is_table(loaded.record.game_id)

    def schedule(self, before: Loaded | None, after: Loaded, *, timers: bool = True, told: bool = True) -> None:
        """Schedule the timers that ``after`` opened (``timers=False``: the append that reached it stored them
        already), the bot seats it waits on, and, for a table of a match that waits on it, the step's backstop.
        Every path that reaches a state schedules through here, a replayed command id's too, so a process that
        died after its append and before scheduling leaves nothing unscheduled once the command is retried."""
        if timers:
            opened, _ = self.timer_changes(before, after)
            for timer in opened:
                self.scheduler.schedule_timer(after.record.game_id, timer.key, timer.due_ms)
        self.schedule_bots(after)
        if self.tables is not None and waits_on_another(self.repo.game_of(after), after.state):
            if self.is_table(after.record.game_id):  # a table of a match that has finished its hand
                self.tables.backstop(after)
        if told:  # not for a replayed command id: what it changed was told (and noted in feeds) the first time
            self.tell(before, after)

    def timer_changes(self, before: Loaded | None, after: Loaded) -> tuple[list[Timer], list[str]]:
        """The timers ``after`` opened, and the keys of those ``before`` had open that ``after`` closed (without
        a ``before``: every timer of ``after``, and none closed)."""
        game = self.repo.game_of(after)
        old = set() if before is None else {t.key for t in game.timers(before.state)}
        now = game.timers(after.state)
        still = {t.key for t in now}
        return [t for t in now if t.key not in old], sorted(old - still)

    def schedule_bots(self, after: Loaded) -> None:
        """Schedule the turns of the bot seats ``after`` waits on."""
        game = self.repo.game_of(after)
        if game.status(after.state) != "active":
            return
        due = self.clock.now_ms() + self.bot_delay_ms
        seats = self.seats(after)
        for seat in game.awaiting(after.state):
            if seats.is_bot(after, seat):
                think = seats.think_ms(after, seat) or 0  # the backstop of a search bot's turn waits out its thought
                self.scheduler.schedule_bot(after.record.game_id, seat, after.version, due, think)

    def finished(self, finished: Loaded) -> None:
        """A game (a whole match) has just finished: schedule its archive, and its rating when it is rated."""
        self.schedule_archive(finished)
        if finished.record.rated and not is_abandoned(self.repo.game_of(finished), finished.state):
            self.scheduler.schedule_rating(finished.record.game_id)

    def tell(self, before: Loaded | None, after: Loaded) -> None:
        """Tell the watch that the game went from ``before`` (None: created) to ``after`` (``watch``); a failure
        is logged: the state is recorded already."""
        if self.watch is not None:
            try:
                self.watch(before, after)
            except Exception:  # the move is recorded: an index behind is repaired by the next read of it
                log.warning("the lists of the players of %s were not updated", after.record.game_id, exc_info=True)

    def schedule_archive(self, finished: Loaded) -> None:
        """Schedule the archive of a game that has just finished (when this service archives at all)."""
        if self.archive_after_ms is not None and self.archivable(finished):
            due = self.clock.now_ms() + self.archive_after_ms
            self.scheduler.schedule_archive(finished.record.game_id, due)

    def archive(self, game_id: str) -> bool:
        """Archive the log of ``game_id`` if it is finished and this service archives (``archive_after_ms``; see
        ``EventStore.archive``: every read answers as before, from a fraction of the memory); True when archived
        now. A match and its tables are not archived: their streams are read together by the match's steps and
        audit."""
        if self.archive_after_ms is None:  # "off": not even the archives scheduled before it was set
            return False
        loaded = self.repo.load(game_id)
        if self.repo.game_of(loaded).status(loaded.state) != "finished" or not self.archivable(loaded):
            return False
        return self.repo.store.archive(game_id, loaded.version)

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
        store = self.repo.store
        if store.archived(game_id):
            return "archived-before"
        loaded = self.repo.load(game_id)
        if self.repo.game_of(loaded).status(loaded.state) != "finished":
            return "playing"
        if not self.archivable(loaded):
            return "match"
        if self._finished_ms(loaded) > self.clock.now_ms() - after_ms:
            return "finished-recently"
        if dry_run:
            return "to-archive"
        if store.archive(game_id, loaded.version):
            return "archived"
        # Its job may have archived it meanwhile; else the stream moved, or the store logged why it would not.
        return "archived-before" if store.archived(game_id) else "refused"

    def _finished_ms(self, loaded: Loaded) -> int:
        """When the finished game ``loaded`` finished: the time of its last event."""
        last = self.repo.store.read(loaded.record.game_id, after=loaded.version - 1)
        return last[-1].at_ms if last else loaded.record.created_ms
