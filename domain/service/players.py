"""Players' use cases: registering, the keys that act for a player, renaming, erasure, the public profile, and
the names views show for the seats players hold (``Naming``).

A key is checked against the player's stored hash in constant time; a player key of an erased player, or a
revoked one, is refused like a key that never was (401 ``unknown-key``)."""

from __future__ import annotations

import hmac
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

from domain.errors import NotAPlayerKey, PlayerErased, PlayerNotFound, UnknownKey, VersionConflict
from domain.players import player as rules
from domain.players.identity import PLAYER_ID, hash_key, parse_key, player_of
from domain.players.naming import players_in, shown_names
from domain.players.player import Player, PlayerEvent
from domain.ports import Clock, Entropy, PlayerStore, StoredEvent

if TYPE_CHECKING:
    from domain.values import Waiting

#: What the id of every bot policy's player begins with: never a person's.
BOT_PLAYERS = "p-bot-"


@dataclass(frozen=True, slots=True, kw_only=True)
class KeyedPlayer:
    """A player and a key of theirs made just now (shown once: only its hash is kept)."""

    player: Player
    key_id: str
    key: str


class Players:
    """Players over the ``PlayerStore`` port."""

    def __init__(self, *, store: PlayerStore, clock: Clock, entropy: Entropy, max_attempts: int = 8) -> None:
        self.store = store
        self.clock = clock
        self.entropy = entropy
        self.max_attempts = max_attempts

    def register(self, name: str) -> KeyedPlayer:
        """A new player named ``name``, with their first key."""
        for _ in range(self.max_attempts):
            player_id = f"p-{self.entropy.game_id()}"
            if player_id.startswith(BOT_PLAYERS):
                continue  # the ids of the bots' players (``domain.service.ratings.bot_player``)
            key_id, key = self._new_key(player_id)
            events = rules.register(name, key_id, hash_key(key))
            stored, after = self.sealed(Player(player_id=player_id), events)
            if self.store.add_player(after, stored):
                return KeyedPlayer(player=after, key_id=key_id, key=key)
        raise VersionConflict(player_id, -1, 0)  # 72 random bits collided max_attempts times: the entropy is broken

    def authenticate(self, credential: str) -> Player:
        """The player whose key ``credential`` is; raises ``NotAPlayerKey`` for a credential of another shape (a
        seat token), ``UnknownKey`` for a key that is not, or no longer, theirs."""
        parts = parse_key(credential)
        if parts is None:
            raise NotAPlayerKey()
        player = self.store.player(parts.player_id)
        held = None if player is None else player.key(parts.key_id)
        if held is None or not hmac.compare_digest(held.key_sha256, hash_key(credential)):
            raise UnknownKey()
        assert player is not None
        return player

    def rename(self, player: Player, name: str) -> Player:
        """The player, named ``name`` from now on."""
        return self._change(player, lambda p: rules.rename(p, name))

    def issue_key(self, player: Player) -> KeyedPlayer:
        """One more key for the player (another device); ``PlayerRefused`` past ``rules.MAX_KEYS``."""
        key_id, key = self._new_key(player.player_id)
        after = self._change(player, lambda p: rules.issue_key(p, key_id, hash_key(key)))
        return KeyedPlayer(player=after, key_id=key_id, key=key)

    def revoke_key(self, player: Player, key_id: str) -> Player:
        """The player without the key ``key_id`` (a lost phone); ``PlayerRefused`` for an unknown or last key."""
        return self._change(player, lambda p: rules.revoke_key(p, key_id))

    def erase(self, player: Player) -> None:
        """Erase the player: their stream, name, keys and lists of games are deleted; their seats show as a
        deleted player from now on, and every game they played still verifies (their name was never in it)."""
        self.store.erase_player(player.player_id, self.clock.now_ms())

    def profile(self, player_id: str) -> Player:
        """The player ``player_id``; raises ``PlayerNotFound``, or ``PlayerErased`` once erased."""
        player = self.store.player(player_id) if PLAYER_ID.fullmatch(player_id) else None
        if player is None:
            raise PlayerNotFound(player_id[:64])
        if player.erased_ms is not None:
            raise PlayerErased(player_id)
        return player

    def _new_key(self, player_id: str) -> tuple[str, str]:
        key_id = self.entropy.game_id()
        return key_id, f"{player_id}.{key_id}.{self.entropy.token()}"

    def _change(self, player: Player, decide: Callable[[Player], list[PlayerEvent]]) -> Player:
        """Decide on ``player`` and append, deciding again on the player as stored after a conflict."""
        for _ in range(self.max_attempts):
            events = decide(player)
            if not events:
                return player
            stored, after = self.sealed(player, events)
            try:
                self.store.append_player(player.player_id, player.version, stored, after)
            except VersionConflict:
                player = self.profile(player.player_id)
                continue
            return after
        raise VersionConflict(player.player_id, player.version, player.version)

    def sealed(self, player: Player, events: Sequence[PlayerEvent]) -> tuple[list[StoredEvent], Player]:
        """``events`` as stored after ``player``'s, and the player they leave."""
        now = self.clock.now_ms()
        stored: list[StoredEvent] = []
        for event in events:
            version = player.version + 1
            player = replace(rules.evolve(player, event, now), version=version)
            stored.append(
                StoredEvent(
                    version=version,
                    type=rules.event_type(event),
                    data=rules.event_data(event),
                    at_ms=now,
                    seat=None,
                    command_id=None,
                )
            )
        return stored, player


class Naming:
    """The names views show for the seats players hold: each stand-in of a game's seats mapped to its player's
    name now (``domain.players.naming``), read in one round trip, and not at all for a game without players."""

    def __init__(self, store: PlayerStore) -> None:
        self.store = store

    def shown(self, seat_names: Iterable[str]) -> dict[str, str]:
        """Stand-in -> name shown, for the players among ``seat_names`` (empty when there are none)."""
        players = players_in(seat_names)
        return shown_names(self.store.player_names(players)) if players else {}


def seat_of_player(seat_names: Sequence[str | None], player_id: str) -> int | None:
    """The seat among ``seat_names`` that ``player_id`` holds, if one."""
    return next((i for i, name in enumerate(seat_names) if name is not None and player_of(name) == player_id), None)


class LobbyWatch(Protocol):
    """What is told of the seats of waiting games (``domain.service.my_games``), by ``Lobbies``."""

    def lobby(self, waiting: Waiting) -> None:
        """``waiting`` is as it stands after a creation or a join."""
        ...

    def left(self, game_id: str, seat_name: str) -> None:
        """The seat named ``seat_name`` of the waiting game ``game_id`` was left."""
        ...
