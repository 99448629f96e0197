"""Wiring: the GameService on Redis, for the API, the worker and the benchmarks."""

from __future__ import annotations

from typing import TYPE_CHECKING

import redis

from eventstore.settings import Settings

if TYPE_CHECKING:
    from domain.service import GameService


def build_service(settings: Settings, client: redis.Redis | None = None) -> GameService:
    """A GameService over the Redis store, the RQ scheduler, the system clock and entropy, and every game."""
    from domain.games import GAMES
    from domain.service import GameService
    from eventstore.connection import connect
    from eventstore.store import RedisEventStore
    from eventstore.system import SystemClock, SystemEntropy
    from workers.scheduling import RqScheduler

    client = connect(settings) if client is None else client
    clock = SystemClock()
    return GameService(
        store=RedisEventStore(client, settings.key_prefix),
        scheduler=RqScheduler(client, settings, clock=clock),
        clock=clock,
        entropy=SystemEntropy(),
        games=GAMES,
        testing=settings.testing,
        bot_delay_ms=settings.bot_delay_ms,
    )
