"""The API process's Prometheus metrics (prometheus-client).

The metric objects live here so that any module can count on them without importing the exposition code.
Under gunicorn every worker process writes its values to ``PROMETHEUS_MULTIPROC_DIR`` and ``GET /metrics``
adds them up; under ``powderkeg serve`` (one process) the default registry serves them directly. The metrics
of the workers and the queues are read from Redis at scrape time instead (api/redis_metrics.py).
"""

from __future__ import annotations

from prometheus_client import Counter, Gauge, Histogram

#: Commands handled, by game type and outcome (``accepted``, ``replayed``, ``rejected``, ``conflict``, ``error``).
COMMANDS = Counter("powderkeg_commands", "Commands handled, by game and outcome", ["game", "outcome"])

#: Time from a command's arrival to its answer, by game type.
COMMAND_SECONDS = Histogram(
    "powderkeg_command_duration_seconds",
    "Time to handle one command, from request to answer",
    ["game"],
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0),
)

#: Responses waiting on the stream hub now, by kind (``sse`` or ``long_poll``).
OPEN_STREAMS = Gauge(
    "powderkeg_open_streams",
    "Open SSE streams and waiting long-polls",
    ["kind"],
    multiprocess_mode="livesum",
)

#: Redis failures seen by the API, by where they happened: the endpoint of a request answered 503
#: (``commands.post_command``, ...) or ``metrics`` for a scrape that could not read Redis.
REDIS_ERRORS = Counter("powderkeg_redis_errors", "Redis errors seen by the API", ["where"])

#: Writes that fewer replicas than POWDERKEG_WAIT_REPLICAS confirmed in time (a failover could lose them).
SHORT_REPLICATIONS = Counter(
    "powderkeg_short_replications", "Writes confirmed by fewer replicas than POWDERKEG_WAIT_REPLICAS asks"
)
