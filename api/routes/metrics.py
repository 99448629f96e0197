"""GET /metrics: the Prometheus exposition of this process (or, under gunicorn, of all its workers) and of
the deployment's Redis-side state (api/redis_metrics.py). Never rate limited; answers 200 with Redis down.

With ``PROMETHEUS_MULTIPROC_DIR`` set (api/gunicorn_conf.py sets it), each worker process writes its values
to files there and a scrape adds up every worker's files (prometheus-client's multiprocess mode); without it
(``powderkeg serve``: one process) the default registry is served. Each scrape builds a registry of its own
so that the one-off Redis readings are never registered twice.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

from flask import Blueprint, Flask, Response, current_app, request
from prometheus_client import REGISTRY, CollectorRegistry
from prometheus_client.exposition import choose_encoder
from prometheus_client.metrics_core import Metric
from prometheus_client.multiprocess import MultiProcessCollector
from prometheus_client.registry import Collector

from api.extension import powderkeg
from api.redis_metrics import ReadingsCollector, RedisMetricsReader
from settings import Settings

bp = Blueprint("metrics", __name__)

READER = "powderkeg.metrics"
MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"


def install(app: Flask, redis_url: str, settings: Settings) -> None:
    """Give ``app`` the Redis reader its scrapes use (called by ``create_app``)."""
    app.extensions[READER] = RedisMetricsReader(redis_url, settings)


class _ProcessRegistry(Collector):
    """The default registry, as one collector of a scrape's registry (single-process mode)."""

    def collect(self) -> Iterator[Metric]:
        yield from REGISTRY.collect()


def scrape_registry() -> CollectorRegistry:
    """A registry of this process's metrics (every worker's, in multiprocess mode)."""
    registry = CollectorRegistry(auto_describe=False)
    if os.environ.get(MULTIPROC_ENV):
        MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
    else:
        registry.register(_ProcessRegistry())
    return registry


@bp.get("/metrics")
def metrics() -> Response:
    """The metrics in the text format the scraper asks for (``Accept``; Prometheus text 0.0.4 by default).

    ---
    get:
      operationId: metrics
      tags: [service]
      summary: Prometheus metrics (never rate limited; 200 even when Redis is down)
      description: |
        The process's metrics (under gunicorn, the sum over its worker processes) and the deployment's, read
        from Redis at scrape time: commands by game and outcome, command latency, window lateness, open SSE
        streams and long-polls, the worker heartbeat's age, queue depths and Redis errors (README, "Operating").
        When Redis does not answer, the Redis-side metrics are left out and `powderkeg_redis_errors_total`
        counts it. The format follows `Accept`: Prometheus text 0.0.4 by default, OpenMetrics 1.0.0 when asked.
      x-store: false
      x-rate-limited: false
      responses:
        '200':
          description: The metrics in the Prometheus text exposition format.
          content:
            text/plain; version=0.0.4:
              schema: {type: string}
              example: |
                # HELP powderkeg_commands_total Commands handled, by game and outcome
                # TYPE powderkeg_commands_total counter
                powderkeg_commands_total{game="bombs",outcome="accepted"} 42.0
            application/openmetrics-text; version=1.0.0:
              schema: {type: string}
    """
    reader: RedisMetricsReader = current_app.extensions[READER]
    # Read Redis first: a failure is counted before the counters are written out.
    readings = reader.read(powderkeg().service.clock.now_ms())
    registry = scrape_registry()
    if readings is not None:
        registry.register(ReadingsCollector(readings))
    encode, content_type = choose_encoder(request.headers.get("Accept", ""))
    return Response(encode(registry), 200, headers={"Content-Type": content_type, "Cache-Control": "no-store"})
