"""The metrics read from Redis at scrape time: what the workers do (window lateness, heartbeat) and what
waits for them (the RQ queue, the deadline set).

They describe the whole deployment, not this process, so every API process answers the same values (sum
them over instances and you count them twice: take ``max``). One scrape reads them in two round trips on a
client of its own with one-second timeouts and no retries, so a Redis that is down or hung costs a scrape at
most a few seconds. When Redis fails, these metrics are left out of the answer, ``powderkeg_redis_errors_total
{where="metrics"}`` counts it, and the scrape still answers 200 with the process's own metrics.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

import redis
from prometheus_client.metrics_core import GaugeMetricFamily, HistogramMetricFamily, Metric
from prometheus_client.registry import Collector
from rq import Queue

from api.metrics import REDIS_ERRORS
from eventstore.deadlines import Deadlines
from eventstore.fail_fast import LazyStore, fail_fast_client
from eventstore.heartbeat import last_beat_ms
from eventstore.lateness import LatenessCounts, lateness_key, parse
from settings import Settings

SCRAPE_TIMEOUT_S = 1.0
#: A deadline still in the set this long after it fell due was not acted on: the sweeper is behind or down.
OVERDUE_AFTER_MS = 1000


@dataclass(frozen=True, slots=True, kw_only=True)
class RedisReadings:
    """What one scrape read from Redis."""

    lateness: Mapping[str, LatenessCounts]
    queued_jobs: int
    deadlines: int
    overdue_deadlines: int
    heartbeat_age_s: float | None


class RedisMetricsReader:
    """Reads the deployment's metrics from the Redis of ``settings`` (a client of its own, see the module)."""

    def __init__(self, url: str, settings: Settings) -> None:
        """``url``: the games' Redis (a node of the cluster, with ``settings.redis_cluster``)."""
        self.store = LazyStore(url, settings.redis_cluster, SCRAPE_TIMEOUT_S)
        self.queue_client = fail_fast_client(settings.queue_url or url, SCRAPE_TIMEOUT_S)
        self.prefix = settings.key_prefix
        self.queue_key = Queue(settings.queue_name, connection=self.queue_client).key

    def read(self, now_ms: int) -> RedisReadings | None:
        """The readings at ``now_ms``, or None (counted in ``REDIS_ERRORS``) when Redis fails."""
        try:
            client = self.store.get()
            lateness = client.hgetall(lateness_key(self.prefix))
            queued = self.queue_client.llen(self.queue_key)
            deadlines, overdue = Deadlines(client, self.prefix).counts(now_ms - OVERDUE_AFTER_MS)
            beat = last_beat_ms(client, self.prefix)
        except (redis.RedisError, OSError):
            REDIS_ERRORS.labels(where="metrics").inc()
            return None
        return RedisReadings(
            lateness=parse(lateness),
            queued_jobs=int(queued),
            deadlines=int(deadlines),
            overdue_deadlines=int(overdue),
            heartbeat_age_s=None if beat is None else max(0, now_ms - beat) / 1000,
        )


class ReadingsCollector(Collector):
    """Exposes one scrape's ``RedisReadings`` as metric families."""

    def __init__(self, readings: RedisReadings) -> None:
        self.readings = readings

    def collect(self) -> Iterator[Metric]:
        """The families of the readings (the heartbeat age only once a worker has beaten)."""
        r = self.readings
        lateness = HistogramMetricFamily(
            "powderkeg_window_lateness_seconds",
            "How long after its due time a timer (window or turn clock) was applied, by game, from every worker",
            labels=["game"],
        )
        for game, counts in sorted(r.lateness.items()):
            lateness.add_metric([game], buckets=counts.cumulative(), sum_value=counts.sum_ms / 1000)
        yield lateness
        yield GaugeMetricFamily(
            "powderkeg_rq_queue_length", "RQ jobs waiting in the queue for a worker", value=r.queued_jobs
        )
        yield GaugeMetricFamily(
            "powderkeg_deadlines", "Open deadlines (timers and bot turns) in the deadline set", value=r.deadlines
        )
        yield GaugeMetricFamily(
            "powderkeg_overdue_deadlines",
            f"Deadlines due more than {OVERDUE_AFTER_MS} ms ago and not yet acted on",
            value=r.overdue_deadlines,
        )
        if r.heartbeat_age_s is not None:
            yield GaugeMetricFamily(
                "powderkeg_worker_heartbeat_age_seconds",
                "Seconds since the newest heartbeat of any worker's deadline sweeper",
                value=r.heartbeat_age_s,
            )
