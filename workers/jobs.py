"""RQ jobs: plain importable functions with str/int arguments (JSON-serialised), each calling the service.

A job builds its service from ``Settings.from_env()`` once per process and keeps it, so that its warm state
cache serves the next jobs (a ``SimpleWorker`` runs every job in the same process, beside the sweeper). Both
jobs are safe to run twice, late or after the fact: the service acts only if the timer is still open or the
game still waits on the bot at that version.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import redis

from domain.service import GameService
from eventstore.connection import connect
from eventstore.settings import Settings
from workers.deadlines import Deadline, Deadlines, Kind
from workers.lateness import WindowLateness, apply_timer
from workers.runtime import build_service


@dataclass(frozen=True, slots=True, kw_only=True)
class Runtime:
    """What the jobs of one process share for one set of settings."""

    client: redis.Redis
    service: GameService
    deadlines: Deadlines
    lateness: WindowLateness


@functools.lru_cache(maxsize=8)
def runtime_for(settings: Settings) -> Runtime:
    """The client, service and deadline set of ``settings``, built once per process."""
    client = connect(settings)
    service = build_service(settings, client)
    return Runtime(
        client=client,
        service=service,
        deadlines=Deadlines(client, settings.key_prefix),
        lateness=WindowLateness(client, settings.key_prefix),
    )


def fire_timer(game_id: str, key: str, version: int) -> bool:
    """Apply timer ``key`` of ``game_id`` if it is still open and due; True when it was applied."""
    runtime = runtime_for(Settings.from_env())
    applied = apply_timer(runtime.service, runtime.lateness, game_id, key)
    if applied:
        # Only then: a timer that was not due yet has just been scheduled again under this same entry.
        runtime.deadlines.forget(Deadline(kind=Kind.TIMER, game_id=game_id, target=key, version=version))
    return applied


def play_bot(game_id: str, seat: int, version: int) -> bool:
    """Let the bot at ``seat`` act if ``game_id`` is still at ``version`` and waits on it; True if it did."""
    runtime = runtime_for(Settings.from_env())
    acted = runtime.service.play_bot(game_id, seat, version)
    runtime.deadlines.forget(Deadline(kind=Kind.BOT, game_id=game_id, target=seat, version=version))
    return acted
