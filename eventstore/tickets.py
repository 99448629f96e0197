"""Stream tickets: short-lived, single-use stand-ins for a seat token, for a client that can send nothing but a
URL (a browser's ``EventSource`` cannot send ``Authorization``).

A ticket is 256 random bits (43 URL-safe characters) bound to one game and one seat. Redis holds only its
SHA-256, under the game's hash tag (``<prefix>:{<game id>}:ticket:<sha256 hex>``, so it stays on the game's
Redis Cluster slot), with the game, the seat and the moment it expires; the key expires then too (``PX``). So a
copy of Redis holds no usable ticket, and a ticket nobody used leaves nothing behind.

``redeem`` takes the key with ``GETDEL`` (Redis 6.2 or later: the embedded server is 6.2, the deployment's 7),
so of any number of requests presenting one ticket exactly one gets its seat. A ticket is looked up under the
game it is presented for, so one of another game is unknown there and stays as it was. It is refused once the
clock has reached its expiry as well, whatever Redis's own timer says, so the lifetime is the clock's (a test's
clock can move it).
"""

from __future__ import annotations

import hashlib
import json
import secrets
from dataclasses import dataclass
from typing import Protocol

from domain.ports import Clock
from eventstore.client import StoreClient
from eventstore.keys import hash_tag

#: How long a ticket stays valid (30 s): time for a browser to read the answer and open its EventSource over a
#: slow phone connection, and short enough that a ticket leaked in a URL is of no use soon after. (Slack's
#: real-time connection URLs live as long.) A used ticket is gone at once whatever its lifetime.
TICKET_TTL_MS = 30_000


@dataclass(frozen=True, slots=True, kw_only=True)
class IssuedTicket:
    """A new ticket: the secret (shown once, never stored) and how long it stays valid."""

    ticket: str
    ttl_ms: int
    expires_ms: int


class StreamTickets(Protocol):
    """Issues and redeems stream tickets (a port of the API; ``RedisStreamTickets`` is the store's)."""

    def issue(self, game_id: str, seat: int, holder: str | None = None) -> IssuedTicket:
        """A new ticket that lets its bearer stream ``game_id`` once as ``seat``; ``holder``: the player key it
        was asked for with (``<player id>.<key id>``, no secret), which the stream checks as it goes."""
        ...

    def redeem(self, game_id: str, ticket: str) -> int | None:
        """The seat ``ticket`` stands for in ``game_id``, spending it; None when it is unknown, expired, spent
        or of another game (nothing changes then)."""
        ...

    def redeem_held(self, game_id: str, ticket: str) -> tuple[int, str | None] | None:
        """``redeem``, with the holder the ticket was issued for (None: a seat token's)."""
        ...


def ticket_key(prefix: str, game_id: str, ticket: str) -> str:
    """The key of a ticket: its SHA-256 under the game's hash tag (never the ticket itself)."""
    digest = hashlib.sha256(ticket.encode()).hexdigest()
    return f"{prefix}:{{{hash_tag(game_id)}}}:ticket:{digest}"


class RedisStreamTickets:
    """Stream tickets in Redis, under ``prefix``, valid for ``ttl_ms`` by ``clock``."""

    def __init__(self, client: StoreClient, prefix: str, clock: Clock, ttl_ms: int = TICKET_TTL_MS) -> None:
        if ttl_ms < 1:
            raise ValueError("a ticket lives at least 1 ms")
        self.client = client
        self.prefix = prefix
        self.clock = clock
        self.ttl_ms = ttl_ms

    def issue(self, game_id: str, seat: int, holder: str | None = None) -> IssuedTicket:
        ticket = secrets.token_urlsafe(32)
        expires_ms = self.clock.now_ms() + self.ttl_ms
        held = {"game": game_id, "seat": seat, "expires_ms": expires_ms, "holder": holder}
        value = json.dumps(held, separators=(",", ":"))
        self.client.set(ticket_key(self.prefix, game_id, ticket), value, px=self.ttl_ms)
        return IssuedTicket(ticket=ticket, ttl_ms=self.ttl_ms, expires_ms=expires_ms)

    def redeem(self, game_id: str, ticket: str) -> int | None:
        redeemed = self.redeem_held(game_id, ticket)
        return None if redeemed is None else redeemed[0]

    def redeem_held(self, game_id: str, ticket: str) -> tuple[int, str | None] | None:
        raw = self.client.getdel(ticket_key(self.prefix, game_id, ticket))
        if raw is None:
            return None
        held = json.loads(raw)
        if held["game"] != game_id or self.clock.now_ms() >= held["expires_ms"]:
            return None
        return int(held["seat"]), held.get("holder")
