"""The witness publisher: once a minute, the root of the heads of the games that changed (``eventstore.witness_log``).

Every sweeper runs one (``workers.sweeper``). In each new minute it tries once: the publisher that takes the lock
makes the minute's root, unless one of that minute is published already; a minute in which no game changed makes
none. A publisher that dies before it publishes leaves its marks to the next minute's.
"""

from __future__ import annotations

import logging
import secrets

from domain import witness
from domain.witness import Root
from eventstore.witness_log import RedisWitnessLog
from eventstore.witness_marks import WitnessMarks

log = logging.getLogger(__name__)

#: How long a publisher may hold the lock: far longer than a root of 100,000 heads takes, and under a minute, so
#: that one that died holding it stops no later minute.
LOCK_MS = 50_000


class WitnessPublisher:
    """Publishes the root of each minute in which games changed."""

    def __init__(self, marks: WitnessMarks, log_: RedisWitnessLog) -> None:
        self.marks = marks
        self.log = log_
        self._tried_minute: int | None = None

    def run_if_due(self, now_ms: int) -> Root | None:
        """``publish`` once in each minute (of ``now_ms``, ms since the epoch), again on the next pass when it
        raised: the root published, or None."""
        minute = now_ms // 60_000
        if minute == self._tried_minute:
            return None
        published = self.publish(now_ms)
        self._tried_minute = minute
        return published

    def publish(self, now_ms: int) -> Root | None:
        """The root of the games marked since the last root, made now and published; None when another publisher
        holds the lock, when this minute has its root already, or when no game changed."""
        token = secrets.token_hex(8)
        if not self.log.lock(token, LOCK_MS):
            return None
        try:
            last = self.log.last()
            if last is not None and last.minute == witness.minute_of(now_ms):
                return None
            taken = self.marks.take()
            if not taken.heads:
                return None
            ordered = witness.ordered(taken.heads)
            made = witness.next_root(last, ordered, now_ms)
            if not self.log.publish(made, ordered):
                log.warning("witness root %d was published by another publisher: these marks wait", made.number)
                return None
            self.marks.release(taken)
            log.info("witness root %d: %d heads, %s", made.number, made.size, made.root)
            return made
        finally:
            self.log.unlock(token)
