"""The Scheduler port: a window's timer is an entry of the deadline sets, a bot's turn an RQ job and an entry.

Timers are swept, not queued. The worker's sweeper (``workers.sweeper``) reads the deadline sets every 25 ms and
closes a window within milliseconds of its due time; any number of workers sweep the same sets, each entry
claimed under a lease. An RQ job per timer (``enqueue_at``) would add nothing to that but cost: RQ's scheduler
keeps due times in whole seconds (so its job comes up to two seconds late, after the sweeper has acted), and each
job is a dozen commands on the queue's Redis (its hash, the scheduled set, the queue, the registries), more Redis
work than the command that opened the window (bench/scale.py shows both). ``workers.jobs.fire_timer`` still runs
the jobs that servers before this one queued.

A bot's turn is work to spread over the workers: it is queued at once (``enqueue``, or ``enqueue_at`` with a bot
delay), and its sweeper entry, ``BOT_SWEEP_GRACE_MS`` after the due time (and after the time a search bot may think),
plays it only when the job was lost.
Both paths go through the service's idempotent calls, so whichever comes second changes nothing.
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
from eventstore.deadlines import Deadline, Deadlines, Kind, timer_deadline
from eventstore.system import SystemClock
from settings import Settings

JOB_TIMEOUT_S = 60
FAILURE_TTL_S = 7 * 24 * 3600
# A bot turn's job normally runs within milliseconds of its due time (within the second, with a bot delay); its
# sweeper entry waits this long more, so it only acts when that job was lost.
BOT_SWEEP_GRACE_MS = 2000
#: The kind that names an archive job in its id (``job_id``).
ARCHIVE_JOB = "archive"


def job_id(prefix: str, kind: Kind | str, game_id: str, target: str | int, version: int) -> str:
    """The RQ job id of a deadline (or of ``kind`` "archive"): the same for the same (prefix, game, key or seat,
    version)."""
    digest = hashlib.sha256(f"{prefix}\x1f{kind}\x1f{game_id}\x1f{target}\x1f{version}".encode()).hexdigest()
    return f"{kind}-{digest[:40]}"


def queue_for(client: redis.Redis, settings: Settings) -> Queue:
    """The RQ queue of these settings, with the JSON serializer."""
    return Queue(settings.queue_name, connection=client, serializer=JSONSerializer)


class RqScheduler:
    """Implements ``domain.ports.Scheduler``: a deadline entry per timer; an RQ job (``enqueue``, or
    ``enqueue_at`` when due later) and a deadline entry per bot turn; an RQ job per archive."""

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

    def schedule_timer(self, game_id: str, key: str, due_ms: int) -> None:
        """Fire timer ``key`` of ``game_id`` at ``due_ms``: the sweeper applies it (``apply_timer``)."""
        self.deadlines.add(timer_deadline(game_id, key), due_ms)

    def schedule_archive(self, game_id: str, due_ms: int) -> None:
        """Archive the finished game ``game_id`` at ``due_ms`` (job archive_game, run by RQ's scheduler within
        the second after): an RQ job, not a deadline entry, so that the sweeper's timers never wait behind the
        tens of milliseconds one takes. A job lost leaves the game in its stream, which is no harm."""
        jid = job_id(self.prefix, ARCHIVE_JOB, game_id, "", 0)
        options = {"job_id": jid, "job_timeout": JOB_TIMEOUT_S, "result_ttl": 0}
        at = datetime.fromtimestamp(math.ceil(due_ms / 1000), tz=UTC)
        self.queue.enqueue_at(at, "workers.jobs.archive_game", game_id, failure_ttl=FAILURE_TTL_S, **options)

    def schedule_rating(self, game_id: str) -> None:
        """Rate the finished rated game ``game_id`` (job rate_game, now). Its sweeper entry, stored first and due
        ``BOT_SWEEP_GRACE_MS`` later, rates it again if the job was lost or its worker died midway; rating is
        exactly once however often it runs (``domain.service.ratings``), and the job removes the entry."""
        deadline = Deadline(kind=Kind.RATE, game_id=game_id, target="", version=0)
        jid = job_id(self.prefix, deadline.kind, game_id, "", 0)
        self.deadlines.add(deadline, self.clock.now_ms() + BOT_SWEEP_GRACE_MS)
        options = {"job_id": jid, "job_timeout": JOB_TIMEOUT_S, "result_ttl": 0, "failure_ttl": FAILURE_TTL_S}
        self.queue.enqueue("workers.jobs.rate_game", game_id, **options)

    def schedule_bot(self, game_id: str, seat: int, version: int, due_ms: int, think_ms: int = 0) -> None:
        """Let the bot at ``seat`` act at ``due_ms`` if the game is still at ``version`` (job play_bot). The
        sweeper's entry, ``BOT_SWEEP_GRACE_MS`` after the due time (after the job, which RQ's scheduler runs
        within the second) and ``think_ms`` more (a search bot's think time: a sweep never thinks over a turn
        beside the job that still does), is stored first: if this process dies before the job is stored, the
        sweep still acts, and otherwise it acts only when the job was lost."""
        deadline = Deadline(kind=Kind.BOT, game_id=game_id, target=seat, version=version)
        jid = job_id(self.prefix, deadline.kind, game_id, seat, version)
        options = {"job_id": jid, "job_timeout": JOB_TIMEOUT_S, "result_ttl": 0, "failure_ttl": FAILURE_TTL_S}
        args = (game_id, seat, version)
        self.deadlines.add(deadline, due_ms + BOT_SWEEP_GRACE_MS + think_ms)
        if due_ms <= self.clock.now_ms():
            self.queue.enqueue("workers.jobs.play_bot", *args, **options)
        else:
            # RQ truncates due times to whole seconds: round up, so that its job never fires early.
            at = datetime.fromtimestamp(math.ceil(due_ms / 1000), tz=UTC)
            self.queue.enqueue_at(at, "workers.jobs.play_bot", *args, **options)
