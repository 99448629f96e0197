"""The per-process hub of live game streams: one reader follows every game that has a subscriber.

A Server-Sent Events response must not hold a Redis connection, or an OS thread, per viewer while it
waits. The hub runs one background reader that waits on the store's live reader (``eventstore.live``, one
XREAD BLOCK on Redis) for the streams of every game that has at least one subscriber, folds each batch it
reads once (``GameService.load``, which also keeps the process's warm state current) and puts it on each
subscriber's queue. A response waits on its own queue. The hub knows games and versions only: the store's
keys and codec stay in the store. Under gunicorn's gevent worker the reader and every response are greenlets;
under ``powderkeg serve`` (werkzeug, threaded) the reader is one thread and each response holds its request
thread.

The same hub wakes long-polls (``GET .../events?wait=S``): a waiting request holds a subscription, never a
Redis connection. Each subscription has a ``kind`` (``sse`` or ``long_poll``) and counts in the
``OPEN_STREAMS`` gauge from the moment it opens until it is closed.

The reader starts with the first subscription and stops when the last one leaves. When the store does not
answer (the live reader's ``StoreUnavailable``, or a Redis error while a game is folded) it ends every
subscription (``StreamEnd("store-unavailable")``): an SSE client reconnects with Last-Event-ID, a
long-poll answers 503 ``store-unavailable``.
"""

from __future__ import annotations

import logging
import queue
import threading
from dataclasses import dataclass, field
from typing import Any, Literal

import redis

from api.metrics import OPEN_STREAMS
from domain.ports import StoredEvent
from domain.service import GameService, Loaded
from eventstore.errors import StoreUnavailable
from eventstore.live import LiveReader

log = logging.getLogger(__name__)

# How long one read blocks: a game subscribed to while the reader blocks is read from at most this late.
BLOCK_MS = 200
# At most this many events per game per read (a subscriber that is behind reads the rest next time).
READ_COUNT = 500
# A subscriber with this many batches not yet taken is dropped: its client is not reading.
MAX_PENDING = 256

#: What waits on a subscription: an SSE response or a long-poll (the label of the OPEN_STREAMS gauge).
StreamKind = Literal["sse", "long_poll"]


@dataclass(slots=True, kw_only=True)
class Batch:
    """Events of one game read together, with the game folded at least up to the last of them."""

    loaded: Loaded
    events: tuple[StoredEvent, ...]
    finished: bool
    #: What the responses make of the batch per viewer (each viewer's redaction is done once per batch).
    memo: dict[Any, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class StreamEnd:
    """Put on a subscriber's queue when the hub will send it nothing more, and why."""

    reason: str


class Subscription:
    """One response's place in the hub: the batches of its game read after it subscribed."""

    def __init__(
        self,
        hub: StreamHub,
        game_id: str,
        start: int,
        kind: StreamKind,
        shared: queue.Queue[Batch | StreamEnd] | None = None,
        counted: bool = True,
    ) -> None:
        self.game_id = game_id
        #: The hub delivers every event after this version; the subscriber reads anything before from the store.
        self.start = start
        self.kind = kind
        self._hub = hub
        #: A match's stream follows several games on one queue (``shared``); the response counts once.
        self._counted = counted
        self._queue: queue.Queue[Batch | StreamEnd] = queue.Queue() if shared is None else shared
        self._closing = threading.Lock()
        self._closed = False
        if self._counted:
            OPEN_STREAMS.labels(kind=kind).inc()

    def next(self, timeout: float) -> Batch | StreamEnd | None:
        """The next batch (or the end), waiting up to ``timeout`` seconds; None when nothing came."""
        try:
            return self._queue.get(timeout=timeout)
        except queue.Empty:
            return None

    def pending(self) -> int:
        """How many items wait on the queue."""
        return self._queue.qsize()

    def put(self, item: Batch | StreamEnd) -> None:
        """Hand an item to the response (called by the hub)."""
        self._queue.put(item)

    def close(self) -> None:
        """Leave the hub (idempotent: the response and the hub may both close it, the gauge counts it once)."""
        with self._closing:
            if self._closed:
                return
            self._closed = True
        if self._counted:
            OPEN_STREAMS.labels(kind=self.kind).dec()
        self._hub.unsubscribe(self)


class StreamHub:
    """Follows the streams of the games that have subscribers, with one reader for the whole process."""

    def __init__(
        self,
        service: GameService,
        live: LiveReader,
        *,
        heartbeat_s: float = 15.0,
        block_ms: int = BLOCK_MS,
        max_pending: int = MAX_PENDING,
    ) -> None:
        self.service = service
        self.heartbeat_s = heartbeat_s
        self._live = live
        self._block_ms = block_ms
        self._max_pending = max_pending
        self._lock = threading.Lock()
        self._subs: dict[str, set[Subscription]] = {}
        # The last version read (or known) of each followed game: the next read asks for what comes after it.
        self._cursors: dict[str, int] = {}
        self._reader: threading.Thread | None = None
        self._closed = False

    # -- subscribers ----------------------------------------------------------------------------------

    def subscribe(
        self,
        game_id: str,
        since: int,
        *,
        kind: StreamKind,
        shared: queue.Queue[Batch | StreamEnd] | None = None,
        counted: bool = True,
    ) -> Subscription:
        """Follow ``game_id``; the caller knows it up to version ``since`` and reads the store from there up
        to ``Subscription.start``, after which the hub delivers every event. Subscriptions given one
        ``shared`` queue deliver to it together (a match and its tables); only the one ``counted`` counts in
        the open streams."""
        with self._lock:
            if self._closed:
                raise RuntimeError("the stream hub is closed")
            start = self._cursors.get(game_id)
            if start is None:
                start = since
                self._follow(game_id, since)
            sub = Subscription(self, game_id, start, kind, shared, counted)
            self._subs.setdefault(game_id, set()).add(sub)
            if self._reader is None:
                self._reader = threading.Thread(target=self._run, name="powderkeg-stream-hub", daemon=True)
                self._reader.start()
        return sub

    def unsubscribe(self, sub: Subscription) -> None:
        """Stop delivering to ``sub``; a game nobody follows any more is no longer read."""
        with self._lock:
            subs = self._subs.get(sub.game_id)
            if subs is None or sub not in subs:
                return
            subs.discard(sub)
            if not subs:
                del self._subs[sub.game_id]
                self._unfollow(sub.game_id)

    def head(self, game_id: str, at_least: int) -> int:
        """The last version of ``game_id`` this process has read from the store (at least ``at_least``)."""
        with self._lock:
            return max(self._cursors.get(game_id, at_least), at_least)

    def finished(self, loaded: Loaded) -> bool:
        """Whether the game is over (then every event is shown in full and nothing more comes)."""
        return self.service.finished(loaded)

    def subscribers(self) -> int:
        """How many subscriptions are open (for tests and benchmarks)."""
        with self._lock:
            return sum(len(subs) for subs in self._subs.values())

    def close(self, timeout: float = 5.0) -> None:
        """End every subscription and wait for the reader to stop; the hub takes no new ones."""
        with self._lock:
            self._closed = True
            reader = self._reader
        self._end_all(StreamEnd("closed"))
        if reader is not None:
            reader.join(timeout)
        self._live.close()

    # -- the reader -----------------------------------------------------------------------------------

    def _run(self) -> None:
        """Read every followed game at once until nobody follows any; end all on a failure."""
        try:
            while True:
                with self._lock:
                    if not self._cursors or self._closed:
                        self._reader = None
                        return
                    wanted = dict(self._cursors)
                found = self._live.read(wanted, block_ms=self._block_ms, count=READ_COUNT)
                for game_id, events in found.items():
                    self._dispatch(game_id, wanted[game_id], tuple(events))
        except (StoreUnavailable, redis.RedisError) as exc:
            failed = exc.__cause__ if isinstance(exc, StoreUnavailable) else exc
            log.warning("live streams ended: redis failed (%s)", type(failed or exc).__name__)
            self._stop(StreamEnd("store-unavailable"))
        except Exception:
            log.exception("live streams ended: the stream reader failed")
            self._stop(StreamEnd("failed"))

    def _dispatch(self, game_id: str, read_after: int, events: tuple[StoredEvent, ...]) -> None:
        """Fold the game once and queue the batch for each of its subscribers."""
        try:
            loaded = self.service.load(game_id)
        except redis.RedisError:
            raise  # the store does not answer: every stream ends (``_run``)
        except Exception:
            log.exception("the live streams of %s ended: its events could not be folded", game_id)
            self._end_game(game_id, StreamEnd("failed"))
            return
        batch = Batch(loaded=loaded, events=events, finished=self.finished(loaded))
        with self._lock:
            if self._cursors.get(game_id) != read_after:
                return  # everyone left (and maybe someone came back) while this was read: read again from there
            self._follow(game_id, events[-1].version)
            subs = list(self._subs.get(game_id, ()))
        for sub in subs:
            if sub.pending() >= self._max_pending:
                log.info("a stream of %s is %d batches behind; ending it", game_id, sub.pending())
                sub.close()
                sub.put(StreamEnd("lagging"))
            else:
                sub.put(batch)

    def _stop(self, end: StreamEnd) -> None:
        """After a failure: end every subscription and let the reader go (the next subscriber starts one)."""
        self._end_all(end, stop_reader=True)

    def _end_all(self, end: StreamEnd, *, stop_reader: bool = False) -> None:
        with self._lock:
            subs = [sub for game in self._subs.values() for sub in game]
            self._subs.clear()
            self._cursors.clear()
            if stop_reader:
                self._reader = None
        for sub in subs:
            sub.put(end)

    def _end_game(self, game_id: str, end: StreamEnd) -> None:
        with self._lock:
            subs = self._subs.pop(game_id, set())
            self._unfollow(game_id)
        for sub in subs:
            sub.put(end)

    def _follow(self, game_id: str, version: int) -> None:
        """Read ``game_id`` after ``version`` from the next read on (the caller holds the lock)."""
        self._cursors[game_id] = version

    def _unfollow(self, game_id: str) -> None:
        """Stop reading ``game_id`` (the caller holds the lock)."""
        self._cursors.pop(game_id, None)
