"""Rate limits that hold across API processes, off unless ``POWDERKEG_RATE_LIMIT`` turns them on (``settings``).

Flask-Limiter decides, over the ``limits`` package's sliding-window counters kept in the store's Redis (or
cluster) under ``<key prefix>:ratelimit``: every API process counts against the same budget, so a client spread
over processes by a balancer gets no more than one that is not. A counter costs one round trip a request, and
the ``RateLimit`` header one more. When that Redis does not answer, each process counts in its own memory until
it does again, rather than refusing or letting everything through.

A request counts in one budget (``budget_of``): ``commands`` (every write made while playing: commands,
joining, leaving, stream tickets), ``creation`` (creating games and players, and a player's own writes),
``listings`` (the lists of games, a player's games, leaderboards, witness roots) or ``reads`` (any other read).
Health probes and scrapes (``UNLIMITED_PATHS``) and CORS preflights are never counted. Besides, every request
that carries a credential is refused once its address has had too many answered 401 (the ``refused`` budget,
counted only on those): trying tokens one after another buys nothing.

A client is its credential where the request carries one (a seat token or a player key, of which only a
SHA-256 digest reaches Redis), else its address: the connection's, or behind ``POWDERKEG_PROXIES`` proxies the
one they name in ``X-Forwarded-For`` (werkzeug's ProxyFix). Every limited answer says where its client stands
as the IETF draft "RateLimit header fields for HTTP" names it: ``RateLimit-Policy`` (the budget's quotas) and
``RateLimit`` (what is left of the quota nearest its end, and in how many seconds it is whole again); a 429
``too-many-requests`` adds ``Retry-After``.
"""

from __future__ import annotations

import hashlib
import logging
import math
import time
from functools import partial
from typing import Any, cast

import redis
from flask import Flask, Response, request
from flask_limiter import ApplicationLimit, Limiter, RequestLimit
from flask_limiter.errors import RateLimitExceeded
from werkzeug.middleware.proxy_fix import ProxyFix

from api.errors import problem
from eventstore.connection import CLUSTER_OPTIONS, POOL_OPTIONS, redis_url_of
from settings import RateLimits, Settings

log = logging.getLogger(__name__)

#: Probes and scrapes: an orchestrator must never be told to slow down.
UNLIMITED_PATHS = frozenset({"/livez", "/readyz", "/healthz", "/metrics"})
#: The reads that list many things (each a scan of an index), by endpoint.
LISTINGS = frozenset({"lobby.list_games", "players.my_games", "players.leaderboard", "witness.witness_roots"})
#: The writes that create (a game, a player, a key), by endpoint; a player's other writes to their own record
#: (``players.*``) count here too.
CREATION = frozenset({"games.create_game", "lobby.rematch_game"})
READS = frozenset({"GET", "HEAD"})
#: The budget counted on the answers 401 only, per address.
REFUSED = "refused"


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


def install_rate_limits(app: Flask, settings: Settings) -> None:
    """Count ``app``'s requests in the budgets ``settings`` give (none: nothing is installed, and no request
    pays for it); trust ``settings.proxies`` proxies' ``X-Forwarded-For`` for the client's address."""
    if settings.proxies:
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=settings.proxies)  # type: ignore[method-assign]
    limits = settings.rate_limit
    if limits is None:
        return
    uri, options = _storage(settings)
    limiter = Limiter(
        client_key,
        application_limits=[*_budget_limits(limits), *_refused_limits(limits)],
        strategy="sliding-window-counter",
        storage_uri=uri,
        storage_options=cast(dict[str, str | int], options),
        in_memory_fallback_enabled=True,
        headers_enabled=False,  # Flask-Limiter writes the X-RateLimit-* names; ``_headers`` writes the draft's
    )
    limiter.request_filter(_never_counted)
    limiter.init_app(app)
    app.register_error_handler(RateLimitExceeded, lambda exc: _too_many(limiter, exc))
    app.after_request(lambda response: _headers(limiter, response))


def _budget_limits(limits: RateLimits) -> list[ApplicationLimit]:
    """One limit per budget, counted only on the requests of that budget, by client."""
    return [
        ApplicationLimit(
            ", ".join(f"{q.count} per {q.window_s} second" for q in quotas),
            scope=budget,
            exempt_when=partial(_not_in, budget),
        )
        for budget, quotas in limits.budgets
        if budget != REFUSED and quotas
    ]


def _not_in(budget: str) -> bool:
    """Whether the request counts in another budget than ``budget``."""
    return budget_of(request.endpoint, request.method) != budget


def _refused_limits(limits: RateLimits) -> list[ApplicationLimit]:
    """The ``refused`` budget, by address: tested on every request with a credential, spent by its 401s."""
    quotas = limits.of(REFUSED)
    if not quotas:
        return []
    return [
        ApplicationLimit(
            ", ".join(f"{q.count} per {q.window_s} second" for q in quotas),
            key_function=address_key,
            scope=REFUSED,
            exempt_when=lambda: "Authorization" not in request.headers,
            deduct_when=lambda response: response.status_code == 401,
        )
    ]


def _storage(settings: Settings) -> tuple[str, dict[str, Any]]:
    """The ``limits`` storage of ``settings``' Redis: a pool of its own on a server (bounded like the store's),
    a cluster client on a cluster; keys under the deployment's prefix."""
    options: dict[str, Any] = {"key_prefix": f"{settings.key_prefix}:ratelimit"}
    url = redis_url_of(settings)
    if settings.redis_cluster:
        scheme, _, rest = url.partition("://")
        return f"redis+cluster://{rest}", {**options, **CLUSTER_OPTIONS, "ssl": scheme == "rediss"}
    pool = redis.BlockingConnectionPool.from_url(url, **POOL_OPTIONS)
    return "redis://", {**options, "connection_pool": pool}


def _never_counted() -> bool:
    return request.method == "OPTIONS" or request.path in UNLIMITED_PATHS


def _too_many(limiter: Limiter, exc: RateLimitExceeded) -> Response:
    """429 ``too-many-requests``: which budget ran out, and when to try again."""
    budget = exc.limit.scope if isinstance(exc.limit.scope, str) else ""
    spent = next((lim for lim in limiter.current_limits if lim.breached), None)
    wait = _seconds_until_whole(spent) if spent is not None else 1
    quota = f"{exc.limit.limit.amount} requests in {exc.limit.limit.get_expiry()} s"
    if budget == REFUSED:
        detail = f"too many requests from this address were refused for their credential ({quota}); wait {wait} s"
    else:
        detail = f"this client spent its {budget} budget ({quota}); wait {wait} s before the next such request"
    return problem(429, "too-many-requests", detail, {"Retry-After": str(wait)}, budget=budget)


def _headers(limiter: Limiter, response: Response) -> Response:
    """``RateLimit-Policy`` and ``RateLimit`` for the budget the request counted in."""
    budget = budget_of(request.endpoint, request.method)
    spent = [lim for lim in limiter.current_limits if lim.breached and _scope(lim) == REFUSED]
    shown = spent or [lim for lim in limiter.current_limits if _scope(lim) == budget]
    if not shown:
        return response
    shown.sort(key=lambda lim: lim.limit.get_expiry())
    named = {lim: _policy_name(lim, len(shown)) for lim in shown}
    try:
        nearest = min(shown, key=lambda lim: (lim.remaining / lim.limit.amount, lim.limit.get_expiry()))
        left = f'"{named[nearest]}";r={max(0, nearest.remaining)};t={_seconds_until_whole(nearest)}'
    except Exception:  # the counters' Redis failed after counting: the answer goes without the header
        log.warning("no RateLimit header: the rate limit's storage did not answer", exc_info=True)
        return response
    response.headers["RateLimit-Policy"] = ", ".join(
        f'"{named[lim]}";q={lim.limit.amount};w={lim.limit.get_expiry()}' for lim in shown
    )
    response.headers["RateLimit"] = left
    return response


def _scope(lim: RequestLimit) -> str:
    return str(lim.request_args[-1])


def _policy_name(lim: RequestLimit, of: int) -> str:
    """A policy's name: its budget's, with its window where the budget has several quotas."""
    return _scope(lim) if of == 1 else f"{_scope(lim)}-{lim.limit.get_expiry()}s"


def _seconds_until_whole(lim: RequestLimit) -> int:
    """Whole seconds until ``lim`` allows a request again (at least 1)."""
    return max(1, math.ceil(lim.window[0] - time.time()))
