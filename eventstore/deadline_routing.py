"""Whether an append writes its timers' deadlines in its own script, as it does wherever the servers let it.

On a plain Redis it always does. On a cluster the game's deadline set must sit on the game's node and the servers
must run scripts with flags (Redis 7): a refusal (nothing written) is learned here, and the append writes that
shard's deadlines apart for a while, or every deadline apart from then on.
"""

from __future__ import annotations

import logging
import time

from redis.exceptions import ClusterCrossSlotError

from eventstore import scripts

log = logging.getLogger(__name__)

#: How long an append writes apart the deadlines of a shard whose set another node served, before trying again
#: (slots move when a cluster is resharded).
APART_RETRY_S = 60.0


class DeadlineRouting:
    """What the appends of one store have learned of where the deadlines may be written. ``clustered``: a script's
    declared keys must share one slot, so the deadline set is named in ARGV instead."""

    def __init__(self, clustered: bool) -> None:
        self.clustered = clustered
        #: The servers refuse scripts with flags (a cluster of Redis 6): every deadline is written apart.
        self.script_refused = False
        #: Deadline shards whose sets another node served, and when to try writing them together again.
        self.apart: dict[int, float] = {}

    def together(self, shard: int) -> bool:
        """Whether an append to a game of deadline shard ``shard`` writes the deadlines in its own script."""
        if not self.clustered:
            return True
        if self.script_refused:
            return False
        retry_at = self.apart.get(shard)
        return retry_at is None or time.monotonic() >= retry_at

    def refused_together(self, error: Exception, shard: int) -> bool:
        """Whether ``error`` is a server's refusal to run an append script with deadlines (nothing written): if
        so, remember to write the deadlines apart where it applies, and say why once."""
        message = str(error)
        if not self.clustered and isinstance(error, ClusterCrossSlotError):
            # A server in cluster mode behind a plain client (one shard holding every slot, or a proxy that
            # checks slots) refuses a script over a game's keys and a deadline set: keep to one slot from now on.
            log.warning("the Redis at hand checks hash slots: the deadline sets are no longer declared keys")
            self.clustered = True
        elif not self.clustered:
            return False
        elif scripts.NON_LOCAL_KEY in message:
            # Another node serves the shard's set (the cluster splits slots elsewhere, or they are moving).
            self.apart[shard] = time.monotonic() + APART_RETRY_S
        elif "shebang" in message or "compiling script" in message:
            log.warning("the Redis Cluster at hand runs no script with flags (Redis 7): deadlines are written apart")
            self.script_refused = True
        else:
            return False
        return True
