"""The Scheduler port on RQ plus the deadline set: every deadline is both an RQ job and a sweeper entry.

RQ's scheduler keeps due times in whole seconds and polls once a second, so an RQ job alone closes a window
up to two seconds late; the sweeper (``workers.sweeper``) reads the deadline set every few milliseconds and
closes it on time. Each is the other's backup: a lost job is swept, and a sweeper that is down leaves the
job. Both act through the service's idempotent paths, so whichever comes second changes nothing.
"""

from __future__ import annotations

import hashlib
import math
from datetime import UTC, datetime

import redis
from rq import Queue
from rq.serializers import JSONSerializer

from domain.ports import Clock
from eventstore.client import StoreClient
from eventstore.deadlines import Deadline, Deadlines, Kind
from eventstore.system import SystemClock
from powderkeg.settings import Settings

JOB_TIMEOUT_S = 60
FAILURE_TTL_S = 7 * 24 * 3600
# A bot turn that is due at once is enqueued at once, and the worker normally plays it within milliseconds;
# its sweeper entry waits this long more, so it only acts when that job was lost.
BOT_SWEEP_GRACE_MS = 2000


def job_id(prefix: str, kind: Kind, game_id: str, target: str | int, version: int) -> str:
    """The RQ job id of a deadline: the same for the same (prefix, game, key or seat, version)."""
    digest = hashlib.sha256(f"{prefix}\x1f{kind}\x1f{game_id}\x1f{target}\x1f{version}".encode()).hexdigest()
    return f"{kind}-{digest[:40]}"


def queue_for(client: redis.Redis, settings: Settings) -> Queue:
    """The RQ queue of these settings, with the JSON serializer."""
    return Queue(settings.queue_name, connection=client, serializer=JSONSerializer)


class RqScheduler:
    """Implements ``domain.ports.Scheduler``: one RQ job (``enqueue_at``, or ``enqueue`` when due) and one
    deadline entry per timer or bot turn."""

    def __init__(
        self,
        client: StoreClient,
        settings: Settings,
        *,
        queue_client: redis.Redis | None = None,
        clock: Clock | None = None,
    ) -> None:
        """Deadlines in the store ``client``; jobs in the queue of ``queue_client`` (default: ``client``, which
        must then be one server)."""
        self.prefix = settings.key_prefix
        if queue_client is None:
            assert isinstance(client, redis.Redis), "a cluster holds no job queue: pass queue_client"
            queue_client = client
        self.queue = queue_for(queue_client, settings)
        self.deadlines = Deadlines(client, settings.key_prefix)
        self.clock = clock or SystemClock()

    def schedule_timer(self, game_id: str, key: str, due_ms: int, version: int) -> None:
        """Fire timer ``key`` of ``game_id`` at ``due_ms`` (job ``workers.jobs.fire_timer``)."""
        deadline = Deadline(kind=Kind.TIMER, game_id=game_id, target=key, version=version)
        self._schedule(deadline, due_ms, 0, "workers.jobs.fire_timer", (game_id, key, version))

    def schedule_bot(self, game_id: str, seat: int, version: int, due_ms: int) -> None:
        """Let the bot at ``seat`` act at ``due_ms`` if the game is still at ``version`` (job play_bot)."""
        deadline = Deadline(kind=Kind.BOT, game_id=game_id, target=seat, version=version)
        args = (game_id, seat, version)
        self._schedule(deadline, due_ms, BOT_SWEEP_GRACE_MS, "workers.jobs.play_bot", args)

    def _schedule(
        self, deadline: Deadline, due_ms: int, grace_ms: int, func: str, args: tuple[str | int, ...]
    ) -> None:
        """Store the sweeper entry, then the job; a job queued at once gets an entry ``grace_ms`` later."""
        jid = job_id(self.prefix, deadline.kind, deadline.game_id, deadline.target, deadline.version)
        options = {"job_id": jid, "job_timeout": JOB_TIMEOUT_S, "result_ttl": 0, "failure_ttl": FAILURE_TTL_S}
        due_now = due_ms <= self.clock.now_ms()
        # The sweeper's entry first: if this process dies before the job is stored, the sweep still acts.
        self.deadlines.add(deadline, due_ms + grace_ms if due_now else due_ms)
        if due_now:
            self.queue.enqueue(func, *args, **options)
        else:
            # RQ truncates due times to whole seconds: round up, so that its job never fires early.
            at = datetime.fromtimestamp(math.ceil(due_ms / 1000), tz=UTC)
            self.queue.enqueue_at(at, func, *args, **options)
