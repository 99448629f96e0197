"""Recording window lateness: ``apply_timer`` applies a timer and adds how late it was to the histogram in Redis
(eventstore/lateness.py), which the API reads at scrape time.

Lateness is measured from the timer's ``due_ms`` (from the game's state: the same value on every path) to the
moment ``apply_timer`` returned, on the worker's clock; it is recorded only when the timer was applied, so a
window that a second attempt finds closed (a lease that ran out, an older server's timer job) counts once.
"""

from __future__ import annotations

import logging

import redis

from domain.service import GameService
from eventstore.lateness import WindowLateness

log = logging.getLogger(__name__)


def due_ms_of(service: GameService, game_id: str, key: str) -> tuple[str, int] | None:
    """The game type of ``game_id`` and when its open timer ``key`` falls due; None when no such timer is open."""
    loaded = service.load(game_id)
    for timer in service.game_of(loaded).timers(loaded.state):
        if timer.key == key:
            return loaded.record.game, timer.due_ms
    return None


def apply_timer(service: GameService, lateness: WindowLateness, game_id: str, key: str) -> bool:
    """``service.apply_timer``, recording how late the timer was applied when it was. Failing to record is
    logged, never raised: the window is closed either way, and acting on it again would change nothing."""
    due = due_ms_of(service, game_id, key)
    applied = service.apply_timer(game_id, key)
    if applied and due is not None:
        game, due_ms = due
        try:
            lateness.record(game, service.clock.now_ms() - due_ms)
        except redis.RedisError:
            log.warning("could not record the lateness of timer %s of %s", key, game_id, exc_info=True)
    return applied
