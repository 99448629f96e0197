"""The stream tickets contract: every implementation of ``eventstore.tickets.StreamTickets`` must pass this class
(a subclass provides the ``tickets`` and ``clock`` fixtures; ``TestRedisStreamTickets`` is the store's), and the
Redis store keeps only a ticket's hash, on its game's slot, for as long as the ticket lives."""

from __future__ import annotations

import re
import threading
import time

import pytest
import redis

from eventstore.tickets import TICKET_TTL_MS, RedisStreamTickets, StreamTickets, ticket_key
from tests.workers.support import ManualClock

START_MS = 1_700_000_000_000
TICKET = re.compile(r"^[A-Za-z0-9_-]{43}$")


class StreamTicketsContract:
    """What the stream relies on from a ticket store. A subclass named ``Test…`` provides ``tickets`` (valid
    ``TICKET_TTL_MS``) and the ``clock`` it reads."""

    def test_a_ticket_stands_for_its_seat_once(self, tickets: StreamTickets) -> None:
        """The first redeem answers the seat the ticket was issued for; every later one answers None."""
        issued = tickets.issue("g1", 2)
        assert tickets.redeem("g1", issued.ticket) == 2
        assert tickets.redeem("g1", issued.ticket) is None
        assert tickets.redeem("g1", issued.ticket) is None

    def test_a_ticket_is_43_url_safe_characters_and_each_one_is_new(self, tickets: StreamTickets) -> None:
        """256 random bits, fit for a URL as it is; two tickets of one seat are two tickets, each valid."""
        first, second = tickets.issue("g1", 0), tickets.issue("g1", 0)
        assert TICKET.match(first.ticket) and TICKET.match(second.ticket)
        assert first.ticket != second.ticket
        assert (tickets.redeem("g1", second.ticket), tickets.redeem("g1", first.ticket)) == (0, 0)

    def test_a_ticket_says_how_long_it_lives(self, tickets: StreamTickets, clock: ManualClock) -> None:
        """``ttl_ms`` is the lifetime, and ``expires_ms`` the moment by the store's clock."""
        issued = tickets.issue("g1", 1)
        assert issued.ttl_ms == TICKET_TTL_MS
        assert issued.expires_ms == clock.now + TICKET_TTL_MS

    def test_a_ticket_works_until_the_last_millisecond_of_its_life(
        self, tickets: StreamTickets, clock: ManualClock
    ) -> None:
        issued = tickets.issue("g1", 1)
        clock.now = issued.expires_ms - 1
        assert tickets.redeem("g1", issued.ticket) == 1

    def test_an_expired_ticket_is_refused(self, tickets: StreamTickets, clock: ManualClock) -> None:
        """Once the clock reaches its expiry a ticket stands for nobody, even where Redis still holds it."""
        issued = tickets.issue("g1", 1)
        clock.now = issued.expires_ms
        assert tickets.redeem("g1", issued.ticket) is None

    def test_a_ticket_of_another_game_is_unknown_there_and_stays_valid_for_its_own(
        self, tickets: StreamTickets
    ) -> None:
        """Presented to game B, a ticket of game A answers None and is not spent."""
        issued = tickets.issue("gameA", 3)
        assert tickets.redeem("gameB", issued.ticket) is None
        assert tickets.redeem("gameA", issued.ticket) == 3

    def test_an_unknown_ticket_is_refused(self, tickets: StreamTickets) -> None:
        tickets.issue("g1", 0)
        assert tickets.redeem("g1", "A" * 43) is None
        assert tickets.redeem("g1", "") is None

    def test_of_many_requests_racing_with_one_ticket_exactly_one_gets_the_seat(self, tickets: StreamTickets) -> None:
        """Eight threads redeem the same ticket at once: one seat, seven refusals."""
        issued = tickets.issue("g1", 1)
        barrier = threading.Barrier(8)
        answers: list[int | None] = []

        def redeem() -> None:
            barrier.wait()
            answers.append(tickets.redeem("g1", issued.ticket))

        threads = [threading.Thread(target=redeem) for _ in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(10)
        assert sorted(answers, key=lambda seat: seat is not None) == [None] * 7 + [1]


class TestRedisStreamTickets(StreamTicketsContract):
    """The contract, on the shared test Redis under this test's prefix; and what Redis holds."""

    @pytest.fixture
    def clock(self) -> ManualClock:
        return ManualClock(START_MS)

    @pytest.fixture
    def tickets(self, redis_client: redis.Redis, key_prefix: str, clock: ManualClock) -> RedisStreamTickets:
        return RedisStreamTickets(redis_client, key_prefix, clock)

    def test_redis_holds_the_tickets_hash_on_its_games_slot_and_never_the_ticket(
        self, tickets: RedisStreamTickets, redis_client: redis.Redis, key_prefix: str
    ) -> None:
        """One key, ``<prefix>:{<game>}:ticket:<sha256>``, whose value names the game and seat, not the ticket."""
        issued = tickets.issue("Xb3kP0aQ_z1c", 1)
        keys = [key.decode() for key in redis_client.scan_iter(f"{key_prefix}:*")]
        assert keys == [ticket_key(key_prefix, "Xb3kP0aQ_z1c", issued.ticket)]
        assert re.fullmatch(rf"{re.escape(key_prefix)}:\{{Xb3kP0aQ_z1c\}}:ticket:[0-9a-f]{{64}}", keys[0])
        value = redis_client.get(keys[0])
        assert value is not None
        assert issued.ticket not in keys[0] and issued.ticket.encode() not in value
        assert tickets.redeem("Xb3kP0aQ_z1c", issued.ticket) == 1
        assert list(redis_client.scan_iter(f"{key_prefix}:*")) == []  # spent: nothing left

    def test_a_tables_ticket_key_sits_on_its_matchs_slot(self, key_prefix: str) -> None:
        assert ticket_key(key_prefix, "M1:t0", "x").startswith(f"{key_prefix}:{{M1}}:ticket:")

    def test_redis_expires_the_key_with_the_ticket(
        self, tickets: RedisStreamTickets, redis_client: redis.Redis, key_prefix: str
    ) -> None:
        """The key's own time to live is the ticket's: an unused ticket leaves nothing behind."""
        issued = tickets.issue("g1", 0)
        ttl = redis_client.pttl(ticket_key(key_prefix, "g1", issued.ticket))
        assert TICKET_TTL_MS - 5_000 < ttl <= TICKET_TTL_MS

    def test_a_ticket_that_redis_has_expired_is_refused(
        self, redis_client: redis.Redis, key_prefix: str, clock: ManualClock
    ) -> None:
        """With the clock standing still, Redis's own expiry alone refuses the ticket (a 50 ms lifetime)."""
        short = RedisStreamTickets(redis_client, key_prefix, clock, ttl_ms=50)
        issued = short.issue("g1", 0)
        time.sleep(0.1)
        assert short.redeem("g1", issued.ticket) is None

    def test_a_lifetime_under_a_millisecond_is_refused(self, redis_client: redis.Redis, key_prefix: str) -> None:
        with pytest.raises(ValueError):
            RedisStreamTickets(redis_client, key_prefix, ManualClock(START_MS), ttl_ms=0)
