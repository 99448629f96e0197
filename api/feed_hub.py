"""The per-process hub of players' live streams (``GET /v1/players/me/stream``): one reader follows the feed of
every player that has a connection open, as ``api.stream_hub`` follows games.

A player's feed is a stream of its own (``domain.service.my_games``: one entry per change that matters to the
player across all their games), stored under the player's hash tag in the envelope a game's events have, so the
store's live reader (``eventstore.live``, one XREAD BLOCK on a server, one XREAD per slot polled on a cluster)
reads it as it reads a game's. Unlike a game's, nothing is folded: the entries are handed on as they are. A
response waits on its own queue and never holds a Redis connection.
"""

from __future__ import annotations

import logging
import queue
import threading

import redis

from api.metrics import OPEN_STREAMS
from api.stream_hub import BLOCK_MS, MAX_PENDING, READ_COUNT, StreamEnd
from domain.ports import StoredEvent
from eventstore.errors import StoreUnavailable
from eventstore.live import LiveReader

log = logging.getLogger(__name__)


class FeedSubscription:
    """One response's place in the hub: the entries of its feed read after it subscribed."""

    def __init__(self, hub: FeedHub, feed_id: str, start: int) -> None:
        self.feed_id = feed_id
        #: The hub delivers every entry after this version; the response reads anything before from the store.
        self.start = start
        self._hub = hub
        self._queue: queue.Queue[tuple[StoredEvent, ...] | StreamEnd] = queue.Queue()
        self._closed = False
        self._closing = threading.Lock()
        OPEN_STREAMS.labels(kind="sse").inc()

    def next(self, timeout: float) -> tuple[StoredEvent, ...] | StreamEnd | None:
        """The next entries (or the end), waiting up to ``timeout`` seconds; None when nothing came."""
        try:
            return self._queue.get(timeout=timeout)
        except queue.Empty:
            return None

    def put(self, item: tuple[StoredEvent, ...] | StreamEnd) -> None:
        self._queue.put(item)

    def pending(self) -> int:
        return self._queue.qsize()

    def close(self) -> None:
        """Leave the hub (idempotent)."""
        with self._closing:
            if self._closed:
                return
            self._closed = True
        OPEN_STREAMS.labels(kind="sse").dec()
        self._hub.unsubscribe(self)


class FeedHub:
    """Follows the feeds of the players that have a stream open, with one reader for the whole process."""

    def __init__(self, live: LiveReader, *, heartbeat_s: float = 15.0, block_ms: int = BLOCK_MS) -> None:
        self.heartbeat_s = heartbeat_s
        self._live = live
        self._block_ms = block_ms
        self._lock = threading.Lock()
        self._subs: dict[str, set[FeedSubscription]] = {}
        self._cursors: dict[str, int] = {}
        self._reader: threading.Thread | None = None
        self._closed = False

    def subscribe(self, feed_id: str, since: int) -> FeedSubscription:
        """Follow ``feed_id``, known to the caller up to version ``since`` (see ``StreamHub.subscribe``)."""
        with self._lock:
            if self._closed:
                raise RuntimeError("the feed hub is closed")
            start = self._cursors.setdefault(feed_id, since)
            sub = FeedSubscription(self, feed_id, start)
            self._subs.setdefault(feed_id, set()).add(sub)
            if self._reader is None:
                self._reader = threading.Thread(target=self._run, name="powderkeg-feed-hub", daemon=True)
                self._reader.start()
        return sub

    def unsubscribe(self, sub: FeedSubscription) -> None:
        with self._lock:
            subs = self._subs.get(sub.feed_id)
            if subs is None or sub not in subs:
                return
            subs.discard(sub)
            if not subs:
                del self._subs[sub.feed_id]
                self._cursors.pop(sub.feed_id, None)

    def close(self, timeout: float = 5.0) -> None:
        """End every stream (they answer ``end``), wait for the reader to stop, and let go of its connection; the
        hub takes no new subscription."""
        with self._lock:
            self._closed = True
            reader = self._reader
        self._end_all(StreamEnd("closed"))
        if reader is not None:
            reader.join(timeout)
        self._live.close()

    def _run(self) -> None:
        """Read every followed feed at once until nobody follows any; end all on a failure."""
        try:
            while True:
                with self._lock:
                    if not self._cursors or self._closed:
                        self._reader = None
                        return
                    wanted = dict(self._cursors)
                found = self._live.read(wanted, block_ms=self._block_ms, count=READ_COUNT)
                for feed_id, entries in found.items():
                    self._dispatch(feed_id, wanted[feed_id], tuple(entries))
        except (StoreUnavailable, redis.RedisError) as exc:
            log.warning("player streams ended: redis failed (%s)", type(exc).__name__)
            self._end_all(StreamEnd("store-unavailable"))
        except Exception:
            log.exception("player streams ended: the feed reader failed")
            self._end_all(StreamEnd("failed"))

    def _dispatch(self, feed_id: str, read_after: int, entries: tuple[StoredEvent, ...]) -> None:
        with self._lock:
            if self._cursors.get(feed_id) != read_after:
                return  # everyone left (and maybe someone came back) while this was read
            self._cursors[feed_id] = entries[-1].version
            subs = list(self._subs.get(feed_id, ()))
        for sub in subs:
            if sub.pending() >= MAX_PENDING:
                sub.close()
                sub.put(StreamEnd("lagging"))
            else:
                sub.put(entries)

    def _end_all(self, end: StreamEnd) -> None:
        with self._lock:
            subs = [sub for feed in self._subs.values() for sub in feed]
            self._subs.clear()
            self._cursors.clear()
            self._reader = None
        for sub in subs:
            sub.put(end)
