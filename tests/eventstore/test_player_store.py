"""The players' store on Redis: a player's lists of games are never moved back by an older word, a finished game
stays finished, and nothing is written for an erased player."""

from __future__ import annotations

from domain.players.player import Player, PlayerCreated
from domain.ports import IndexedGame, StoredEvent
from eventstore.connection import connect
from eventstore.players import RedisPlayerStore
from settings import Settings


def stored_player(store: RedisPlayerStore, player_id: str) -> None:
    created = StoredEvent(
        version=0, type=PlayerCreated.__name__, data={"name": "ann"}, at_ms=1, seat=None, command_id=None
    )
    assert store.add_player(Player(player_id=player_id, name="ann", created_ms=1, version=0), [created])


def lists(store: RedisPlayerStore, player_id: str) -> dict[str, list[str]]:
    return {s: store.player_games(player_id, s, None, 10)[0] for s in ("waiting", "active", "finished")}


def test_an_older_version_never_moves_a_game_back_and_a_finished_game_stays_finished(settings: Settings) -> None:
    store = RedisPlayerStore(connect(settings), settings.key_prefix)
    player = "p-storetest0001"
    stored_player(store, player)
    entry = IndexedGame(player_id=player, game_id="g1", status="active", score=10, version=5)
    store.index_games([entry])
    store.index_games([IndexedGame(player_id=player, game_id="g1", status="finished", score=20, version=7)])
    store.index_games([IndexedGame(player_id=player, game_id="g1", status="active", score=30, version=6)])  # late
    assert lists(store, player) == {"waiting": [], "active": [], "finished": ["g1"]}
    store.index_games([IndexedGame(player_id=player, game_id="g1", status="active", score=40)])  # a table's word
    assert lists(store, player)["finished"] == ["g1"]
    store.index_games([IndexedGame(player_id=player, game_id="g2", status="active", score=50, version=3)])
    store.index_games([IndexedGame(player_id=player, game_id="g2", status="active", score=60, version=2)])
    assert store.player_games(player, "active", None, 10)[0] == ["g2"]
    assert store.erase_player(player, 99)
    store.index_games([IndexedGame(player_id=player, game_id="g3", status="active", score=70, version=1)])
    assert lists(store, player) == {"waiting": [], "active": [], "finished": []}
