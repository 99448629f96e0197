"""The deadline sweeper: acts on every overdue entry of the deadline set, a few milliseconds after it is due.

Each pass reads the entries due by now and claims them with a lease (eventstore/deadlines.py), a few in one round
trip: only the sweeper that got an entry's lease acts on it, so any number of workers may sweep the same set, and
releases those entries after; a sweeper killed while acting leaves the entry to fall due again when its lease
ends. Acting goes through the service's idempotent paths (``apply_timer``, ``play_bot``), which do nothing when the
timer is closed or the game has moved on. An entry that fails is put back a little later, a bounded number of
times.

Each pass also lets the witness publisher make the minute's root once a minute (``workers.witnessing``)."""

from __future__ import annotations

import logging
import threading
from dataclasses import replace

from domain.service import GameService
from eventstore.client import StoreClient
from eventstore.deadlines import Deadline, Deadlines, Kind
from eventstore.heartbeat import Heartbeat, worker_name
from eventstore.lateness import WindowLateness
from eventstore.witness_log import RedisWitnessLog
from eventstore.witness_marks import WitnessMarks
from settings import Settings
from workers.lateness import apply_timer
from workers.witnessing import WitnessPublisher

log = logging.getLogger(__name__)

BATCH = 100
#: Entries claimed in one round trip, then acted on before the next are claimed.
CLAIM_CHUNK = 10
RETRY_DELAY_MS = 100
MAX_ATTEMPTS = 5
#: The most a search bot thinks when the sweeper plays its turn as a backstop (ms): the sweeper's process closes
#: every window and clock, so a lost search turn is decided quickly rather than for its seat's whole think time.
BACKSTOP_THINK_MS = 50
PAUSE_AFTER_ERROR_S = 1.0
#: The longest an idle sweeper waits before it looks again (ms): it wakes sooner when the earliest deadline it saw
#: falls due sooner. A deadline entered meanwhile that falls due before the sweeper wakes is acted on this late at
#: most (a last call shorter than this, say); every other one on time.
IDLE_MAX_MS = 200
#: How often a pass reads the deadline sets of older servers too (``eventstore.keys.older_deadline_keys``): they
#: matter only across an upgrade, and each set read costs Redis a command on every pass.
OLDER_SETS_EVERY_MS = 1_000


class Sweeper:
    """Closes overdue windows and plays overdue bot turns from the deadline set of ``settings``."""

    def __init__(
        self,
        service: GameService,
        client: StoreClient,
        settings: Settings,
        interval_ms: int = 25,
        idle_max_ms: int = IDLE_MAX_MS,
    ) -> None:
        """``interval_ms``: the least a sweeper waits after a pass that acted on nothing; ``idle_max_ms``: the
        most (it waits until the earliest deadline it saw falls due, within those bounds)."""
        self.service = service
        self.deadlines = Deadlines(client, settings.key_prefix)
        self.lateness = WindowLateness(client, settings.key_prefix)
        self.heartbeat = Heartbeat(client, settings.key_prefix, worker_name())
        self.interval_ms = interval_ms
        self.idle_max_ms = max(idle_max_ms, interval_ms)
        self._older_sets_due_ms: int | None = None
        self.witness = WitnessPublisher(
            WitnessMarks(client, settings.key_prefix),
            RedisWitnessLog(client, settings.key_prefix, settings.witness_keep_s),
        )

    def run_once(self, now_ms: int) -> int:
        """Claim and act on every entry due at ``now_ms``; returns how many it acted on without an error."""
        done = 0
        older = self._older_sets_due_ms is None or now_ms >= self._older_sets_due_ms
        if older:
            self._older_sets_due_ms = now_ms + OLDER_SETS_EVERY_MS
        while True:
            entries = self.deadlines.due(now_ms, BATCH, older=older)
            claimed = 0
            # One round trip (per server) claims a few entries, and one releases them once acted on: a busy sweep
            # costs Redis two round trips per CLAIM_CHUNK entries, not two per entry, and holds few entries
            # that other sweepers could be acting on.
            for start in range(0, len(entries), CLAIM_CHUNK):
                chunk = entries[start : start + CLAIM_CHUNK]
                leases = self.deadlines.claim_all(chunk, now_ms)
                held = [(entry, lease) for entry, lease in zip(chunk, leases, strict=True) if lease is not None]
                claimed += len(held)
                try:
                    for entry, _ in held:
                        done += self._act(entry.member, now_ms)
                finally:
                    self.deadlines.release_all(held)
            # Nothing claimed: the rest is leased to others or refused; the next pass looks again.
            if len(entries) < BATCH or not claimed:
                return done

    def idle_wait_ms(self, now_ms: int) -> int:
        """How long to wait after a pass that acted on nothing: until the earliest deadline the pass saw falls due,
        at least ``interval_ms`` and at most ``idle_max_ms``."""
        earliest = self.deadlines.earliest_ms
        wait = self.idle_max_ms if earliest is None else earliest - now_ms
        return min(max(wait, self.interval_ms), self.idle_max_ms)

    def run_forever(self, stop: threading.Event) -> None:
        """Sweep until ``stop`` is set, pausing after a pass that acted on nothing (``idle_wait_ms``). Each pass
        that completes beats the worker's heartbeat (at most once a second): a fresh one means timers are
        processed."""
        failing = False  # the first failure of a run of them is logged with its traceback, the others in a line
        while not stop.is_set():
            try:
                done = self.run_once(self.service.clock.now_ms())
                self.heartbeat.beat_if_due(self.service.clock.now_ms())
                self.witness.run_if_due(self.service.clock.now_ms())
            except Exception as exc:  # Redis down, most likely; the thread must outlive it
                log.warning(
                    "deadline sweep failed (%s); retrying in %.0f s",
                    type(exc).__name__,
                    PAUSE_AFTER_ERROR_S,
                    exc_info=not failing,
                )
                failing = True
                stop.wait(PAUSE_AFTER_ERROR_S)
                continue
            if failing:
                log.warning("deadline sweep works again")
                failing = False
            if not done:
                stop.wait(self.idle_wait_ms(self.service.clock.now_ms()) / 1000)

    def start(self, stop: threading.Event) -> threading.Thread:
        """Run ``run_forever`` in a daemon thread and return it."""
        thread = threading.Thread(target=self.run_forever, args=(stop,), name="deadline-sweeper", daemon=True)
        thread.start()
        return thread

    def _act(self, member: bytes, now_ms: int) -> int:
        try:
            deadline = Deadline.decode(member)
        except (ValueError, TypeError):
            log.error("dropped a deadline entry that names nothing: %r", member)
            return 0
        try:
            if deadline.kind is Kind.TIMER:
                apply_timer(self.service, self.lateness, deadline.game_id, str(deadline.target))
            elif deadline.kind is Kind.RATE:
                self.service.rate(deadline.game_id)
            else:
                self.service.play_bot(deadline.game_id, int(deadline.target), deadline.version, BACKSTOP_THINK_MS)
        except Exception:
            log.exception("deadline %s failed (attempt %d)", deadline.encode().decode(), deadline.attempt + 1)
            if deadline.attempt + 1 < MAX_ATTEMPTS:
                again = replace(deadline, attempt=deadline.attempt + 1)
                self.deadlines.add(again, now_ms + RETRY_DELAY_MS * 2**deadline.attempt)
            return 0
        return 1
