"""How the store's writes wait for replicas (Redis ``WAIT``), and what it does when fewer confirm than asked."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any

from eventstore.scripts import StoreScript

log = logging.getLogger(__name__)


class Replication:
    """Runs a write script, waiting after it until ``wait_replicas`` replicas confirm it (``WAIT``), at most
    ``wait_timeout_ms`` (0 replicas: no wait). The write is made whatever they answer (an error now would say
    "nothing changed" of a command that was recorded): fewer confirmations are logged and passed to
    ``short_replication(confirmed, wanted)`` (a metric)."""

    def __init__(
        self,
        wait_replicas: int = 0,
        wait_timeout_ms: int = 1000,
        short_replication: Callable[[int, int], None] | None = None,
    ) -> None:
        self.wait_replicas = wait_replicas
        self.wait_timeout_ms = wait_timeout_ms
        self.short_replication = short_replication

    def run(self, script: StoreScript, redis_keys: Sequence[str], args: Sequence[Any]) -> tuple[Any, int]:
        """The script's answer, and the replicas that confirmed it when writes wait for some (else 0)."""
        if not self.wait_replicas:
            return script(redis_keys, args), 0
        return script.replicated(redis_keys, args, self.wait_replicas, self.wait_timeout_ms)

    def check(self, confirmed: int) -> None:
        """After a write: say so when fewer replicas than asked confirmed it (a failover now could lose it)."""
        if confirmed < self.wait_replicas:
            wanted, timeout = self.wait_replicas, self.wait_timeout_ms
            log.warning("a write was confirmed by %d of %d replicas within %d ms", confirmed, wanted, timeout)
            if self.short_replication is not None:
                self.short_replication(confirmed, self.wait_replicas)
