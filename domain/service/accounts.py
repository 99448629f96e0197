"""What a player does through the API, one call a route: registering, their keys, their profile and lists of
games, the seats they take in games created or joined with their key, and the ratings and leaderboards.

Composed by ``GameService`` over the players' components (``Players``, ``MyGames``, ``Ratings``); a service built
without a ``PlayerStore`` has none, and each of these raises ``LookupError`` there."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, cast

from domain.errors import GameNotFound, InvalidSetup, NotAPlayerKey
from domain.game import PlayerSpec
from domain.idle import IdlePolicy
from domain.lobby import SeatConflict
from domain.players.identity import KeyHolder, is_player_key, stand_in
from domain.players.player import Player
from domain.ports import PlayerGames, StoredEvent
from domain.service.lobbies import Lobbies
from domain.service.my_games import MyGames, Profile, profile
from domain.service.players import KeyedPlayer, Players, seat_of_player
from domain.service.playing import Playing
from domain.service.queries import Queries
from domain.service.ratings import Ratings
from domain.values import Created, Joined


class Accounts:
    """The players' use cases over their components (None for a service without players)."""

    def __init__(
        self,
        *,
        lobbies: Lobbies,
        playing: Playing,
        queries: Queries,
        players: Players | None = None,
        game_lists: MyGames | None = None,
        ratings: Ratings | None = None,
    ) -> None:
        self.lobbies = lobbies
        self.playing = playing
        self.queries = queries
        self.players = players
        self.game_lists = game_lists
        self.ratings = ratings

    # -- seats a player takes --------------------------------------------------------------------------------

    def create_game(
        self,
        slug: str,
        players: Sequence[PlayerSpec | KeyHolder | None],
        options: Mapping[str, Any] | None = None,
        deal: Mapping[str, Any] | None = None,
        private: bool = False,
        key: str | None = None,
        rated: bool = False,
        *,
        idle: IdlePolicy | None = None,
    ) -> Created:
        """Create a game (``Lobbies.create_game``); a ``KeyHolder`` seat is the player whose key is ``key``.
        Raises ``NotAPlayerKey`` for such a seat without a player key, ``InvalidSetup`` for two of them, or for a
        ``rated`` game with a seat named for a person (a rated game seats players, bots and open seats that only
        players may take)."""
        holders = [i for i, p in enumerate(players) if isinstance(p, KeyHolder)]
        if len(holders) > 1:
            raise InvalidSetup("player-seated-twice", 'a player holds one seat of a game: give {"player": "me"} once')
        if rated and any(isinstance(p, PlayerSpec) and p.bot is None for p in players):
            raise InvalidSetup(
                "rated-needs-players",
                'a rated game seats players ({"player": "me"}, or an open seat a player joins), and bots; not names',
            )
        specs = list(players)
        names = [p.name if isinstance(p, PlayerSpec) else None for p in players]
        if holders:
            if key is None or not is_player_key(key):
                raise NotAPlayerKey()
            player = self._players()[0].authenticate(key)
            specs[holders[0]] = PlayerSpec(name=stand_in(player.player_id))
            names[holders[0]] = player.name
        created = self.lobbies.create_game(
            slug, cast(list[PlayerSpec | None], specs), options, deal, private, rated, idle=idle
        )
        return replace(created, names=tuple(names))

    def join(self, game_id: str, name: str | None, seat: int | None = None, key: str | None = None) -> Joined:
        """Take a seat of a waiting game (``Lobbies.join``): as ``name``, or with a player key (``key``) as that
        player, who may hold one seat of it (409 ``already-seated``)."""
        if key is not None and is_player_key(key):
            name = stand_in(self._players()[0].authenticate(key).player_id)
        if name is None:
            raise NotAPlayerKey()
        return self.lobbies.join(game_id, name, seat)

    # -- players: one use case a route (``Players``, ``MyGames``) ---------------------------------------------

    def register_player(self, name: str) -> KeyedPlayer:
        """A new player named ``name`` and their first key."""
        return self._players()[0].register(name)

    def player_me(self, key: str) -> Profile:
        """The profile of the player whose key is ``key``."""
        players, mine = self._players()
        return profile(mine, players.authenticate(key), public=False)

    def rename_player(self, key: str, name: str) -> Profile:
        """The player whose key is ``key``, renamed ``name``."""
        players, mine = self._players()
        return profile(mine, players.rename(players.authenticate(key), name), public=False)

    def issue_key(self, key: str) -> KeyedPlayer:
        """One more key for the player whose key is ``key``."""
        players, _ = self._players()
        return players.issue_key(players.authenticate(key))

    def revoke_key(self, key: str, key_id: str) -> Player:
        """The player whose key is ``key``, without their key ``key_id``."""
        players, _ = self._players()
        return players.revoke_key(players.authenticate(key), key_id)

    def erase_player(self, key: str) -> None:
        """Erase the player whose key is ``key``; first, the seats they hold in games that wait for players open
        again (nobody could ever take them back from a deleted player)."""
        players, _ = self._players()
        player = players.authenticate(key)
        cursor: str | None = None
        while True:
            waiting, cursor = players.store.player_games(player.player_id, "waiting", cursor, 100)
            for game_id in waiting:
                self._leave(game_id, player.player_id)
            if cursor is None:
                break
        players.erase(player)

    def _leave(self, game_id: str, player_id: str) -> None:
        """The player leaves the waiting game ``game_id``, if they sit in it still and it still waits."""
        try:
            lobby = self.lobbies.lobby_of(game_id)
        except (GameNotFound, SeatConflict):
            return  # gone, or started since
        seat = seat_of_player([s.name for s in lobby.lobby.seats], player_id)
        if seat is None or lobby.lobby.launched:
            return
        try:
            self.lobbies.leave(game_id, seat)
        except SeatConflict:
            return  # it started meanwhile

    def player_profile(self, player_id: str) -> Profile:
        """The public profile of ``player_id``."""
        players, mine = self._players()
        return profile(mine, players.profile(player_id), public=True)

    def my_games(
        self, key: str, status: PlayerGames, cursor: str | None, limit: int
    ) -> tuple[list[dict[str, object]], str | None]:
        """One page of the list ``status`` of the games of the player whose key is ``key``."""
        players, mine = self._players()
        return mine.page(players.authenticate(key).player_id, status, cursor, limit)

    def rate(self, game_id: str) -> bool:
        """Rate the finished rated game ``game_id``, exactly once however often it is called (``Ratings.rate``);
        False for a service without players."""
        return False if self.ratings is None else self.ratings.rate(game_id)

    def leaderboard(self, game: str, offset: int, limit: int) -> tuple[list[dict[str, object]], int]:
        """One page of the leaderboard of ``game`` from ``offset``, and how many players it ranks."""
        self._players()
        assert self.ratings is not None
        return self.ratings.leaderboard(game, offset, limit)

    def game_ratings(self, game_id: str) -> dict[str, object] | None:
        """What the rated game ``game_id`` did to each rating (None until it is rated); raises ``GameNotFound``."""
        loaded = self.playing.game(game_id)
        self._players()
        assert self.ratings is not None
        record = self.ratings.record(game_id)
        if record is None:
            return None
        seats = loaded.record.seats
        shown = {**record, "changes": [{**c, "name": seats[c["seat"]].name} for c in record["changes"]]}
        return cast(dict[str, object], self.queries.named_for(loaded, shown))

    def key_held(self, player_id: str, key_id: str) -> bool:
        """Whether ``player_id`` (not erased) still holds their key ``key_id``."""
        player = self._players()[0].store.player(player_id)
        return player is not None and player.erased_ms is None and player.key(key_id) is not None

    def player_of_key(self, key: str) -> str:
        """The id of the player whose key is ``key`` (``Players.authenticate``)."""
        return self._players()[0].authenticate(key).player_id

    def player_feed_head(self, player_id: str) -> int:
        """The version of the last note of the player's feed (-1 for none)."""
        return self._players()[0].store.feed_head(player_id)

    def player_feed(self, player_id: str, after: int, limit: int) -> list[StoredEvent]:
        """The notes of the player's feed after ``after`` (at most ``limit``)."""
        return self._players()[0].store.feed(player_id, after, limit)

    def _players(self) -> tuple[Players, MyGames]:
        if self.players is None or self.game_lists is None:
            raise LookupError("this service keeps no players (it was built without a PlayerStore)")
        return self.players, self.game_lists
