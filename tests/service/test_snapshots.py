"""State snapshots: every state of a game round-trips through JSON, and the store keeps the newest."""

from __future__ import annotations

import orjson
import pytest
import redis

from domain.games import GAMES
from domain.snapshots import SnapshotError, decode_state, encode_state
from eventstore.store import RedisEventStore
from tests.support.playout import playout


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_state_of_a_playout_survives_a_snapshot_round_trip(slug: str) -> None:
    game = GAMES[slug]
    events = playout(game, game.info.min_players, {}, seed=11).events
    state = None
    for at, event in events:
        state = game.evolve(state, event, at)
        assert decode_state(orjson.loads(orjson.dumps(encode_state(state)))) == state


def test_a_snapshot_cannot_name_a_class_outside_the_games() -> None:
    with pytest.raises(SnapshotError):
        decode_state({"~": "subprocess:Popen", "args": ["true"]})


def test_the_store_keeps_the_newest_snapshot(redis_client: redis.Redis, key_prefix: str) -> None:
    store = RedisEventStore(redis_client, key_prefix)
    store.save_snapshot("g1", 7, "bombs/1", {"a": 1})
    store.save_snapshot("g1", 3, "bombs/1", {"a": 0})
    assert store.load_snapshot("g1", "bombs/1") == (7, {"a": 1})
    assert store.load_snapshot("g1", "bombs/2") is None
    redis_client.delete(f"{key_prefix}:{{g1}}:snapshot")
