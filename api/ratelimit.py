"""Rate limits that hold across API processes, off unless ``POWDERKEG_RATE_LIMIT`` turns them on (``settings``).

The ``limits`` package counts, with sliding-window counters kept in the store's Redis (or cluster) under
``<key prefix>:ratelimit``: every API process counts against the same budget, so a client spread over processes
by a balancer gets no more than one that is not. Counting a request in a quota and reading what is left of it, for
its ``RateLimit`` header, cost one round trip together (``api.ratelimit_storage``). When that Redis does not
answer, each process counts in its own memory for ``FALLBACK_S`` seconds, then tries Redis again, rather than
refusing everything or letting everything through. (Flask-Limiter, the Flask extension over the same package,
resolves and parses its limits again on every request: 1,350 µs of API CPU a command where ``limits`` used
directly, with its two scripts then, cost 948, ``bench/command_parts.py --rate-limit``.)

A request counts in one budget (``budget_of``): ``commands`` (every write made while playing: commands,
joining, leaving, stream tickets), ``creation`` (creating games and players, and a player's own writes),
``listings`` (the lists of games, a player's games, leaderboards, witness roots) or ``reads`` (any other read).
Health probes and scrapes (``UNLIMITED_PATHS``) and CORS preflights are never counted. Besides, each answer 401
(a credential that is no one's) spends its address's ``refused`` budget; once that is spent, the process that
saw it refuses every request with a credential from that address until the budget is whole again, before any
work: trying tokens one after another buys nothing, and a request with a good token pays nothing for it.

A client is its credential where the request carries one (a seat token or a player key, of which only a
SHA-256 digest reaches Redis), else its address: the connection's, or behind ``POWDERKEG_PROXIES`` proxies the
one they name in ``X-Forwarded-For`` (werkzeug's ProxyFix). Every counted answer says where its client stands
as the IETF draft "RateLimit header fields for HTTP" names it: ``RateLimit-Policy`` (the budget's quotas) and
``RateLimit`` (what is left of the quota nearest its end, and in how many seconds it is whole again); a 429
``too-many-requests`` adds ``Retry-After``.
"""

from __future__ import annotations

import hashlib
import logging
import math
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

import redis
from flask import Flask, Response, g, request
from limits import RateLimitItem, RateLimitItemPerSecond
from limits.storage import MemoryStorage, Storage
from limits.strategies import SlidingWindowCounterRateLimiter
from redis.exceptions import RedisClusterException
from werkzeug.middleware.proxy_fix import ProxyFix

from api.errors import ApiError
from api.ratelimit_storage import CountsAndReads, OneTripRedisClusterStorage, OneTripRedisStorage, Window
from eventstore.connection import CLUSTER_OPTIONS, POOL_OPTIONS, redis_url_of
from settings import RateLimits, Settings

log = logging.getLogger(__name__)

#: Probes and scrapes: an orchestrator must never be told to slow down.
UNLIMITED_PATHS = frozenset({"/livez", "/readyz", "/healthz", "/metrics"})
#: The reads that list many things (each a scan of an index), by endpoint.
LISTINGS = frozenset({"lobby.list_games", "players.my_games", "players.leaderboard", "witness.witness_roots"})
#: The writes that create (a game, a rematch), by endpoint; a player's writes to their own record (``players.*``)
#: count here too.
CREATION = frozenset({"games.create_game", "lobby.rematch_game"})
READS = frozenset({"GET", "HEAD"})
#: The budget spent by the answers 401, per address.
REFUSED = "refused"
#: How long a process counts in its own memory after its Redis failed, before it tries Redis again.
FALLBACK_S = 5.0
#: What a storage that does not answer raises (a cluster without a slot's master included).
_STORE_ERRORS = (redis.RedisError, RedisClusterException)
T = TypeVar("T")


def budget_of(endpoint: str | None, method: str) -> str:
    """The budget a request to ``endpoint`` with ``method`` counts in."""
    name = endpoint or ""
    if method in READS:
        return "listings" if name in LISTINGS else "reads"
    if name in CREATION or name.startswith("players."):
        return "creation"
    return "commands"


def client_key() -> str:
    """Who the request is from: a digest of its bearer credential, else its address."""
    scheme, _, credential = request.headers.get("Authorization", "").strip().partition(" ")
    if scheme.lower() == "bearer" and credential.strip():
        return "credential:" + hashlib.sha256(credential.strip().encode()).hexdigest()[:32]
    return address_key()


def address_key() -> str:
    return f"address:{request.remote_addr or 'unknown'}"


@dataclass(frozen=True, slots=True)
class Counted:
    """What a request was counted in, for its answer's headers: its budget, its client, the budget's quotas, the
    one it went past (None: it is within every one), and what was left of each quota read as it was counted."""

    budget: str
    key: str
    items: tuple[RateLimitItem, ...]
    spent: RateLimitItem | None
    read: dict[RateLimitItem, Window] = field(default_factory=dict)


class Budgets:
    """Each budget's quotas, counted in Redis, or in this process's memory while Redis does not answer."""

    def __init__(self, limits: RateLimits, storage: Storage) -> None:
        self.items = {
            budget: tuple(RateLimitItemPerSecond(q.count, q.window_s) for q in quotas)
            for budget, quotas in limits.budgets
        }
        self._shared = SlidingWindowCounterRateLimiter(storage)
        #: The storage that counts and reads in one round trip (``api.ratelimit_storage``), when it is one.
        self._one_trip = storage if isinstance(storage, CountsAndReads) else None
        #: The counters of this process's memory, made the first time Redis fails (its storage runs a thread).
        self._local: SlidingWindowCounterRateLimiter | None = None
        self._shared_again_at = 0.0
        #: Addresses whose ``refused`` budget this process saw spent, and when it is whole again (monotonic).
        self._refused: dict[str, float] = {}
        self._lock = threading.Lock()

    def hit(self, budget: str, key: str) -> tuple[RateLimitItem | None, dict[RateLimitItem, Window]]:
        """Count one request of ``key`` in ``budget`` quota after quota, up to the first it goes past: that quota
        (None when within all), and what is left of each quota counted, where counting read it too."""
        read: dict[RateLimitItem, Window] = {}
        for item in self.items.get(budget, ()):
            fits, window = self._count(item, key, budget)
            if window is not None:
                read[item] = window
            if not fits:
                return item, read
        return None, read

    def stats(self, item: RateLimitItem, key: str, budget: str) -> Window:
        """What ``key`` has left of ``item`` in ``budget``, and the whole seconds until it is whole again (1 at
        least)."""
        reset_at, left = self._either(
            lambda: self._shared.get_window_stats(item, key, budget),
            lambda local: local.get_window_stats(item, key, budget),
        )
        return Window(max(0, int(left)), max(1, math.ceil(reset_at - time.time())))

    def refused(self, address: str) -> int:
        """Seconds until the ``refused`` budget of ``address`` is whole again, as this process saw it (0: not
        spent)."""
        with self._lock:
            until = self._refused.get(address)
            if until is None:
                return 0
            if until <= time.monotonic():
                del self._refused[address]
                return 0
            return max(1, math.ceil(until - time.monotonic()))

    def spend_refused(self, address: str) -> None:
        """One answer 401 to ``address``: spends its ``refused`` budget, and remembers when that ran out."""
        spent, read = self.hit(REFUSED, address)
        if spent is not None:
            _, wait = read.get(spent) or self.stats(spent, address, REFUSED)
            with self._lock:
                if len(self._refused) > 100_000:  # a flood of addresses: forget the oldest half
                    for stale in list(self._refused)[:50_000]:
                        del self._refused[stale]
                self._refused[address] = time.monotonic() + wait

    def _count(self, item: RateLimitItem, key: str, budget: str) -> tuple[bool, Window | None]:
        """Count one request in ``item``: whether it fits, and what is left, where counting read it too (in Redis,
        in the same round trip)."""

        def shared() -> tuple[bool, Window | None]:
            if self._one_trip is not None:
                return self._one_trip.count_and_read(item, key, budget)
            return self._shared.hit(item, key, budget), None

        return self._either(shared, lambda local: (local.hit(item, key, budget), None))

    def _either(self, shared: Callable[[], T], local: Callable[[SlidingWindowCounterRateLimiter], T]) -> T:
        """``shared()`` on Redis; ``local`` on this process's counters while Redis does not answer."""
        if time.monotonic() >= self._shared_again_at:
            try:
                return shared()
            except _STORE_ERRORS as exc:
                log.warning("rate limits counted in this process for %g s: redis failed (%s)", FALLBACK_S, exc)
                self._shared_again_at = time.monotonic() + FALLBACK_S
        with self._lock:
            if self._local is None:
                self._local = SlidingWindowCounterRateLimiter(MemoryStorage())
        return local(self._local)


def install_rate_limits(app: Flask, settings: Settings) -> None:
    """Count ``app``'s requests in the budgets ``settings`` give (none: nothing is installed, and no request
    pays for it); trust ``settings.proxies`` proxies' ``X-Forwarded-For`` for the client's address."""
    if settings.proxies:
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=settings.proxies)  # type: ignore[method-assign]
    if settings.rate_limit is None:
        return
    budgets = Budgets(settings.rate_limit, _storage(settings))
    app.before_request(lambda: _count(budgets))
    app.after_request(lambda response: _answered(budgets, response))


def _storage(settings: Settings) -> Storage:
    """The ``limits`` storage of ``settings``' Redis: a pool of its own on a server (bounded like the store's),
    a cluster client on a cluster; keys under the deployment's prefix."""
    prefix = f"{settings.key_prefix}:ratelimit"
    url = redis_url_of(settings)
    if settings.redis_cluster:
        scheme, _, rest = url.partition("://")
        return OneTripRedisClusterStorage(
            f"redis+cluster://{rest}", key_prefix=prefix, ssl=scheme == "rediss", **CLUSTER_OPTIONS
        )
    pool = redis.BlockingConnectionPool.from_url(url, **POOL_OPTIONS)
    return OneTripRedisStorage("redis://", connection_pool=pool, key_prefix=prefix)


def _count(budgets: Budgets) -> None:
    """Before the request: refuse it when its address's ``refused`` budget is spent (with a credential) or its
    own budget is; else count it."""
    if request.method == "OPTIONS" or request.path in UNLIMITED_PATHS:
        return
    if "Authorization" in request.headers and (wait := budgets.refused(address_key())):
        g.rate_limited = None
        raise ApiError(
            429,
            "too-many-requests",
            f"too many requests from this address were refused for their credential; wait {wait} s",
            headers={"Retry-After": str(wait)},
            budget=REFUSED,
        )
    budget = budget_of(request.endpoint, request.method)
    key = client_key()
    spent, read = budgets.hit(budget, key)
    counted = Counted(budget, key, budgets.items.get(budget, ()), spent, read)
    g.rate_limited = counted
    if counted.spent is not None:
        _, wait = read.get(counted.spent) or budgets.stats(counted.spent, key, budget)
        quota = f"{counted.spent.amount} requests in {counted.spent.get_expiry()} s"
        raise ApiError(
            429,
            "too-many-requests",
            f"this client spent its {budget} budget ({quota}); wait {wait} s before the next such request",
            headers={"Retry-After": str(wait)},
            budget=budget,
        )


def _answered(budgets: Budgets, response: Response) -> Response:
    """After the request: spend the ``refused`` budget on a 401; write ``RateLimit-Policy`` and ``RateLimit``."""
    if response.status_code == 401:
        budgets.spend_refused(address_key())
    counted: Counted | None = g.get("rate_limited")
    if counted is None or not counted.items:
        return response
    names = {
        item: counted.budget if len(counted.items) == 1 else f"{counted.budget}-{item.get_expiry()}s"
        for item in counted.items
    }
    try:
        left = {
            item: counted.read.get(item) or budgets.stats(item, counted.key, counted.budget) for item in counted.items
        }
    except _STORE_ERRORS:  # failed in memory too: the answer goes without the headers
        log.warning("no RateLimit header: the rate limit's counters did not answer", exc_info=True)
        return response
    nearest = counted.spent or min(counted.items, key=lambda item: (left[item][0] / item.amount, item.get_expiry()))
    response.headers["RateLimit-Policy"] = ", ".join(
        f'"{names[item]}";q={item.amount};w={item.get_expiry()}'
        for item in sorted(counted.items, key=lambda item: item.get_expiry())
    )
    remaining, seconds = left[nearest]
    response.headers["RateLimit"] = f'"{names[nearest]}";r={remaining};t={seconds}'
    return response
