"""Fixtures of the store tests: a store under this test's own key prefix, envelopes, and a clean-up that
deletes this test's keys (and only them)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
import redis

from domain.ports import GameRecord, SeatRecord, StoredEvent
from eventstore.store import RedisEventStore

MakeEvent = Callable[..., StoredEvent]


@pytest.fixture(autouse=True)
def _delete_own_keys(redis_client: redis.Redis, key_prefix: str) -> Iterator[None]:
    yield
    for key in redis_client.scan_iter(match=f"{key_prefix}:*", count=1000):
        redis_client.delete(key)


@pytest.fixture
def redis_store(redis_client: redis.Redis, key_prefix: str) -> RedisEventStore:
    """A RedisEventStore on the shared test Redis under this test's prefix."""
    return RedisEventStore(redis_client, key_prefix)


@pytest.fixture
def make_event() -> MakeEvent:
    """Build an envelope: ``make_event(version, type=..., data=..., seat=..., command_id=...)``."""

    def make(version: int, **fields: Any) -> StoredEvent:
        return StoredEvent(
            version=version,
            type=fields.get("type", "CardsPlayed"),
            data=fields.get("data", {"cards": ["7H", "7S"], "n": version}),
            at_ms=fields.get("at_ms", 1_700_000_000_000 + version),
            seat=fields.get("seat", version % 4),
            command_id=fields.get("command_id"),
        )

    return make


@pytest.fixture
def make_record() -> Callable[[str], GameRecord]:
    """Build a game record with the given id."""

    def make(game_id: str) -> GameRecord:
        return GameRecord(
            game_id=game_id,
            game="bombs",
            options={"hands": 12, "window_ms": 3000, "turn_clock_ms": None},
            seats=(
                SeatRecord(name="ann", bot=None, token_hash="ab" * 32),
                SeatRecord(name="bot", bot="random", token_hash=None),
                SeatRecord(name="zoë", bot=None, token_hash="cd" * 32),
            ),
            seed=bytes(range(32)),
            seed_hash="ef" * 32,
            created_ms=1_700_000_000_000,
        )

    return make
