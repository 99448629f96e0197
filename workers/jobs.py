"""RQ jobs: plain importable functions with str/int arguments (JSON-serialised), each calling the service.

RQ calls them by name (``workers.jobs.play_bot``, stored with every queued job), so they are entry points: a job
acts with the runtime its worker set (``powderkeg worker``: the worker's own, workers/runtime.py). Run by any other
worker (RQ's own ``rq worker``, a ``SimpleWorker`` in the tests), it has one built from ``Settings.from_env()`` by
the factory the composition root registers (``job_runtime``), once per process and settings, so that its warm
state cache serves the next jobs. Such a worker plays bots only: windows close under ``powderkeg worker``, whose
sweeper applies timers (workers/scheduling.py).
Every job is safe to run twice, late or after the fact: the service acts only if the timer is still open, the game
still waits on the bot at that version, or the finished game is not archived yet.
"""

from __future__ import annotations

from eventstore.deadlines import Deadline, Kind
from workers.lateness import apply_timer
from workers.runtime import job_runtime


def fire_timer(game_id: str, key: str, version: int) -> bool:
    """Apply timer ``key`` of ``game_id`` if it is still open and due; True when it was applied.

    Timers are swept now (workers/scheduling.py): this runs the timer jobs that servers before that queued, which
    an upgrade finds in RQ's scheduled registry."""
    runtime = job_runtime()
    applied = apply_timer(runtime.service, runtime.lateness, game_id, key)
    if applied:
        # Only then: a timer that was not due yet has just been scheduled again (under the entry without a
        # version that servers now write), and this job's entry falls due and is swept as a no-op.
        runtime.deadlines.forget(Deadline(kind=Kind.TIMER, game_id=game_id, target=key, version=version))
    return applied


def play_bot(game_id: str, seat: int, version: int) -> bool:
    """Let the bot at ``seat`` act if ``game_id`` is still at ``version`` and waits on it; True if it did."""
    runtime = job_runtime()
    acted = runtime.service.play_bot(game_id, seat, version)
    runtime.deadlines.forget(Deadline(kind=Kind.BOT, game_id=game_id, target=seat, version=version))
    return acted


def archive_game(game_id: str) -> bool:
    """Archive the log of ``game_id`` if it is finished (``GameService.archive``); True when it did now."""
    return job_runtime().service.archive(game_id)



def rate_game(game_id: str) -> bool:
    """Rate the finished rated game ``game_id`` (``GameService.rate``: exactly once however often it runs); True
    when a rating moved now. Its sweeper entry goes once it is done."""
    runtime = job_runtime()
    moved = runtime.service.rate(game_id)
    runtime.deadlines.forget(Deadline(kind=Kind.RATE, game_id=game_id, target="", version=0))
    return moved
