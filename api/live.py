"""The app's one live reader: a StreamHub per app, shared by the SSE stream and the long-poll routes.

Each blueprint that waits on the hub installs it with ``bp.record_once(install_hub)``; the first one
registered makes it, the others find it. Nothing connects before the first subscription.
"""

from __future__ import annotations

import redis
from flask import current_app
from flask.blueprints import BlueprintSetupState
from redis.cluster import RedisCluster

from api.extension import EXTENSION, Powderkeg
from api.stream_hub import BLOCK_MS, StreamHub
from eventstore.live import ClusterLiveReader, LiveReader, RedisLiveReader
from settings import Settings

HUB = "powderkeg-streams"
# The hub's connection waits in XREAD BLOCK for BLOCK_MS; its socket timeout must be well above that,
# whatever a REDIS_URL's ``socket_timeout`` says for the shared pool.
HUB_SOCKET_TIMEOUT_S = BLOCK_MS / 1000 + 10
HUB_CONNECT_TIMEOUT_S = 2.0


def install_hub(state: BlueprintSetupState) -> None:
    """Make the app's hub when the first blueprint that needs it is registered (idempotent)."""
    if HUB in state.app.extensions:
        return
    ext: Powderkeg = state.app.extensions[EXTENSION]
    settings = ext.settings
    live: LiveReader
    if settings.redis_cluster:
        live = ClusterLiveReader(lambda: cluster_hub_client(settings), settings.key_prefix)
    else:
        live = RedisLiveReader(lambda: hub_client(settings), settings.key_prefix)
    state.app.extensions[HUB] = StreamHub(ext.service, live, heartbeat_s=settings.sse_heartbeat_s)


def hub_client(settings: Settings) -> redis.Redis:
    """The hub's own connection: it blocks in XREAD, so it must not wait on the pool the routes share."""
    from eventstore.connection import redis_url_of

    # A blocking pool, as the shared one, so that the URL's query means the same to both (``?timeout=`` is an
    # option of blocking pools only). The hub uses one connection of its own pool.
    pool = redis.BlockingConnectionPool.from_url(redis_url_of(settings))
    # Set after parsing, so that a URL's query (meant for the shared pool) cannot shorten them.
    pool.connection_kwargs.update(
        socket_timeout=HUB_SOCKET_TIMEOUT_S,
        socket_connect_timeout=HUB_CONNECT_TIMEOUT_S,
        client_name="powderkeg-stream-hub",
        protocol=2,
    )
    return redis.Redis(connection_pool=pool)


def cluster_hub_client(settings: Settings) -> RedisCluster:
    """The hub's own cluster client: it polls without blocking, so the shared timeouts suit it, on pools of its
    own (one connection per node)."""
    assert settings.redis_url is not None  # Settings refuses a cluster without a URL
    return RedisCluster.from_url(
        settings.redis_url,
        socket_timeout=HUB_CONNECT_TIMEOUT_S * 5,
        socket_connect_timeout=HUB_CONNECT_TIMEOUT_S,
        client_name="powderkeg-stream-hub",
    )


def stream_hub() -> StreamHub:
    """The hub of the current app."""
    hub: StreamHub = current_app.extensions[HUB]
    return hub
