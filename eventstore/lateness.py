"""Window lateness: how long after its due time a timer's command was applied, kept as a histogram in Redis.

The workers that apply timers (workers/lateness.py) are other processes (other containers) than the API that
serves ``/metrics``, so the histogram lives in one Redis hash, ``{prefix}:window-lateness``, which every worker adds
to and the API reads at scrape time (``api.redis_metrics``); both use this module, so neither imports the other.
Per game type it holds one counter per bucket (not cumulative; ``<game>:le:<ms>`` and ``<game>:le:inf``), the count
(``<game>:count``) and the sum in milliseconds (``<game>:sum_ms``). One observation is one MULTI/EXEC of three
HINCRBY: one round trip, never half written.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from eventstore.client import StoreClient

#: Upper bounds of the buckets in milliseconds (a last ``+Inf`` bucket holds the rest). The goal is p99 of 250 ms;
#: RQ's scheduler alone (whole seconds) lands around 1 to 2 s.
BUCKETS_MS: tuple[int, ...] = (5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000)
INF = "inf"


def lateness_key(prefix: str) -> str:
    """The hash of the lateness histogram of every game under ``prefix``."""
    return f"{prefix}:window-lateness"


def bucket_of(lateness_ms: int) -> str:
    """The bucket (its bound in ms, or ``inf``) that holds ``lateness_ms``: the first bound at or above it."""
    for bound in BUCKETS_MS:
        if lateness_ms <= bound:
            return str(bound)
    return INF


@dataclass(frozen=True, slots=True, kw_only=True)
class LatenessCounts:
    """One game type's histogram as stored: ``buckets`` maps a bound (``"250"``, ``"inf"``) to the number of
    observations in that bucket alone."""

    buckets: Mapping[str, int]
    count: int
    sum_ms: int

    def cumulative(self) -> list[tuple[str, int]]:
        """Prometheus buckets: (``le`` in seconds, observations at or below it), ending with ``+Inf``."""
        out: list[tuple[str, int]] = []
        running = 0
        for bound in BUCKETS_MS:
            running += self.buckets.get(str(bound), 0)
            out.append((repr(bound / 1000), running))
        out.append(("+Inf", running + self.buckets.get(INF, 0)))
        return out


class WindowLateness:
    """The lateness histogram of one key prefix."""

    def __init__(self, client: StoreClient, prefix: str) -> None:
        self.client = client
        self.key = lateness_key(prefix)

    def record(self, game: str, lateness_ms: int) -> None:
        """Count one timer of ``game`` applied ``lateness_ms`` after it fell due (negative counts as 0)."""
        late = max(0, lateness_ms)
        pipe = self.client.pipeline(transaction=True)
        pipe.hincrby(self.key, f"{game}:le:{bucket_of(late)}", 1)
        pipe.hincrby(self.key, f"{game}:count", 1)
        pipe.hincrby(self.key, f"{game}:sum_ms", late)
        pipe.execute()

    def read(self) -> dict[str, LatenessCounts]:
        """Every game type's histogram."""
        return parse(self.client.hgetall(self.key))


def parse(fields: Mapping[bytes | str, bytes | str]) -> dict[str, LatenessCounts]:
    """The histograms a lateness hash holds; fields it does not know are ignored."""
    buckets: dict[str, dict[str, int]] = {}
    counts: dict[str, int] = {}
    sums: dict[str, int] = {}
    for raw_name, raw_value in fields.items():
        name = raw_name.decode() if isinstance(raw_name, bytes) else raw_name
        try:
            value = int(raw_value)
        except ValueError:
            continue
        game, _, what = name.partition(":")
        if what == "count":
            counts[game] = value
        elif what == "sum_ms":
            sums[game] = value
        elif what.startswith("le:"):
            buckets.setdefault(game, {})[what[3:]] = value
    games = set(buckets) | set(counts)
    return {
        g: LatenessCounts(buckets=buckets.get(g, {}), count=counts.get(g, 0), sum_ms=sums.get(g, 0)) for g in games
    }
