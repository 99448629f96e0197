"""``powderkeg probe api|worker``: health checks for an orchestrator (a docker-compose ``healthcheck``).

Each answers a ``Verdict``; the command exits 0 when it is healthy and 1 when not, with one line saying why.
``api`` asks ``<url>/readyz`` (stdlib HTTP only, so it runs in the smallest image). ``worker`` reads the newest
worker heartbeat from Redis; it never starts the embedded Redis, which a probe must not do.
"""

from __future__ import annotations

import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass

import redis

from eventstore.fail_fast import LazyStore
from settings import Settings

DEFAULT_URL = "http://127.0.0.1:8000"
HTTP_TIMEOUT_S = 5.0
REDIS_TIMEOUT_S = 2.0


@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether the probed thing is healthy, and why in one line."""

    ok: bool
    reason: str


def probe_api(url: str = DEFAULT_URL, timeout_s: float = HTTP_TIMEOUT_S) -> Verdict:
    """Healthy when ``GET <url>/readyz`` answers 200 (Redis answers the API)."""
    target = url.rstrip("/") + "/readyz"
    try:
        with urllib.request.urlopen(target, timeout=timeout_s) as response:
            status = int(response.status)
    except urllib.error.HTTPError as exc:
        status = exc.code
        exc.close()
    except (urllib.error.URLError, OSError, ValueError) as exc:
        why = exc.reason if isinstance(exc, urllib.error.URLError) else exc
        return Verdict(False, f"GET {target} failed: {why}"[:300])
    if status == 200:
        return Verdict(True, f"GET {target} answered 200")
    return Verdict(False, f"GET {target} answered {status}" + (": Redis does not answer" if status == 503 else ""))


def probe_worker(settings: Settings, max_age_s: float, now_ms: int | None = None, host: str | None = None) -> Verdict:
    """Healthy when the newest worker heartbeat in the Redis of ``settings`` (of the workers on ``host`` only, when
    given: a container's health check names its own) is at most ``max_age_s`` old."""
    from eventstore.connection import running_url
    from eventstore.heartbeat import heartbeat_age_s

    url = running_url(settings)
    if url is None:
        where = settings.data_dir.resolve()
        return Verdict(False, f"no Redis: REDIS_URL is not set and no embedded Redis runs for {where}")
    store = LazyStore(url, settings.redis_cluster, REDIS_TIMEOUT_S)
    try:
        now = int(time.time() * 1000) if now_ms is None else now_ms
        age = heartbeat_age_s(store.get(), settings.key_prefix, now, host)
    except (redis.RedisError, OSError) as exc:
        return Verdict(False, f"Redis does not answer ({type(exc).__name__})")  # its URL may hold a password
    finally:
        store.close()
    whose = "worker" if host is None else f"worker on {host}"
    if age is None:
        return Verdict(False, f"no {whose} has beaten a heartbeat (key prefix {settings.key_prefix!r})")
    if age > max_age_s:
        return Verdict(False, f"the newest {whose} heartbeat is {age:.1f} s old (more than {max_age_s:g} s)")
    return Verdict(True, f"the newest {whose} heartbeat is {age:.1f} s old")


def report(verdict: Verdict) -> int:
    """Print the verdict's line (stdout when healthy, stderr when not); the exit status."""
    print(f"powderkeg probe: {verdict.reason}", file=sys.stdout if verdict.ok else sys.stderr, flush=True)
    return 0 if verdict.ok else 1
