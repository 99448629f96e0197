"""Worker heartbeats: the sorted set ``{prefix}:worker-heartbeats`` (member: a worker's name, score: ms since the
epoch of its latest beat).

The deadline sweeper (workers/sweeper.py) beats once per pass, at most about once a second
(``Heartbeat.beat_if_due``), so a fresh heartbeat means "timers are being processed": /healthz, ``powderkeg probe
worker`` and /metrics read its age. Both sides use this module, so the worker and the API never import each other.
Each beat also drops the entries of workers not heard from for ``FORGET_AFTER_MS`` (an hour, far above any
sensible freshness limit), so the set holds about one member per live worker.
"""

from __future__ import annotations

import os
import socket

from eventstore.client import StoreClient
from eventstore.codec import text

BEAT_EVERY_MS = 1_000
FORGET_AFTER_MS = 3_600_000


def heartbeat_key(prefix: str) -> str:
    """The sorted set of the heartbeats of every worker of ``prefix``."""
    return f"{prefix}:worker-heartbeats"


def worker_name() -> str:
    """This process's name among the workers: ``host:pid``."""
    return f"{socket.gethostname()}:{os.getpid()}"


def beat(client: StoreClient, prefix: str, worker: str, now_ms: int) -> None:
    """Record that ``worker`` is alive at ``now_ms``, and forget the workers silent for ``FORGET_AFTER_MS``."""
    key = heartbeat_key(prefix)
    pipe = client.pipeline(transaction=False)
    pipe.zadd(key, {worker: now_ms})
    pipe.zremrangebyscore(key, "-inf", f"({now_ms - FORGET_AFTER_MS}")
    pipe.execute()


def last_beat_ms(client: StoreClient, prefix: str, host: str | None = None) -> int | None:
    """The newest heartbeat of any worker (ms since the epoch), or of the workers on ``host`` only, or None when
    none has beaten lately."""
    if host is None:
        newest = client.zrevrange(heartbeat_key(prefix), 0, 0, withscores=True)
        return int(newest[0][1]) if newest else None
    # The set holds about one member per live worker (see the module): reading it whole is cheap.
    beats: list[tuple[bytes, float]] = client.zrange(heartbeat_key(prefix), 0, -1, withscores=True)  # type: ignore[assignment]
    mine = [score for member, score in beats if text(member).rpartition(":")[0] == host]
    return int(max(mine)) if mine else None


def heartbeat_age_s(client: StoreClient, prefix: str, now_ms: int, host: str | None = None) -> float | None:
    """Seconds from the newest heartbeat (of the workers on ``host``, when given) to ``now_ms`` (never negative:
    hosts' clocks differ a little), or None when none has beaten."""
    beat_ms = last_beat_ms(client, prefix, host)
    return None if beat_ms is None else max(0, now_ms - beat_ms) / 1000


class Heartbeat:
    """Beats for one worker, at most once per ``every_ms`` however often it is asked."""

    def __init__(self, client: StoreClient, prefix: str, worker: str, every_ms: int = BEAT_EVERY_MS) -> None:
        self.client = client
        self.prefix = prefix
        self.worker = worker
        self.every_ms = every_ms
        self._last_ms: int | None = None

    def beat_if_due(self, now_ms: int) -> bool:
        """Beat when ``every_ms`` have passed since the last beat (or there was none); returns whether it beat."""
        if self._last_ms is not None and 0 <= now_ms - self._last_ms < self.every_ms:
            return False
        beat(self.client, self.prefix, self.worker, now_ms)
        self._last_ms = now_ms
        return True
