"""The service's values and small helpers: what a load, a creation and a command answer, and an event as a viewer
may see it (``Shown``). ``table_id`` (the id of a match's table) is ``domain.tables.ref``'s."""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType
from typing import Any

from domain.game import Event, Game, JsonDict
from domain.lobby import LOBBY_KEY, Lobby
from domain.ports import GameRecord, StoredEvent
from domain.tables.ref import table_id

# A snapshot is kept every this many events (and when a game finishes), so a cold load folds fewer.
SNAPSHOT_EVERY = 100

__all__ = ["SNAPSHOT_EVERY", "Created", "Joined", "Loaded", "Outcome", "Shown", "Waiting", "event_classes",
           "hash_token", "seat_holding", "table_id"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Loaded:
    """A game folded up to ``version``."""

    record: GameRecord
    state: Any
    version: int
    #: The chain hash of the event at ``version`` (the genesis hash before the first event).
    head_hash: str
    #: A match replayed at a point of its timeline: its tables as they stood then (None: load the latest).
    tables_then: Mapping[str, Loaded] | None = None
    #: When the last event folded was made (ms); the game's creation before any (0 where not known).
    at_ms: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class Created:
    """A new game: its id and one secret token per seat (None for bot seats). Tokens are shown only once."""

    game_id: str
    tokens: tuple[str | None, ...]
    #: The game; None while it waits for players (``waiting`` then holds its lobby).
    loaded: Loaded | None
    waiting: Waiting | None = None
    #: The name each seat shows (a player's seat: the player's name, not its stand-in); None for an open seat.
    names: tuple[str | None, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class Waiting:
    """A game waiting for players: its lobby's record (the game as created, open seats named "") and state,
    and the lobby stream's head hash."""

    record: GameRecord
    lobby: Lobby
    head_hash: str

    @property
    def game_id(self) -> str:
        return self.record.game_id.removesuffix(f":{LOBBY_KEY}")


@dataclass(frozen=True, slots=True, kw_only=True)
class Joined:
    """A seat taken in a waiting game: the game, the seat, the joiner's own token (shown once), the game when
    this join took the last open seat and launched it, and the lobby as this join left it."""

    game_id: str
    seat: int
    #: None for a seat a player holds: their key acts for it (``domain.players.identity.HELD_BY_PLAYER``).
    token: str | None
    launched: Loaded | None
    waiting: Waiting


@dataclass(frozen=True, slots=True, kw_only=True)
class Outcome:
    """What a handled command appended (or, for a repeated command id, had appended the first time)."""

    game_id: str
    first_version: int
    last_version: int
    duplicate: bool
    loaded: Loaded
    #: The key of the table of a match the command went to (None: a game at one table).
    table: str | None = None
    #: The events this command appended (empty for a repeated command id: read them from the store).
    events: tuple[StoredEvent, ...] = ()


def event_classes(game: Game) -> Mapping[str, type[Event]]:
    """The game's event classes by wire type (the class name); built once per game's info (every fold asks)."""
    return _event_classes(game.info.events)


@cache
def _event_classes(events: tuple[type[Event], ...]) -> Mapping[str, type[Event]]:
    return MappingProxyType({cls.__name__: cls for cls in events})


@dataclass(frozen=True, slots=True)
class Shown:
    """A stored event as one viewer may see it: its envelope, and its data redacted for that viewer."""

    event: StoredEvent
    data: JsonDict

    @property
    def version(self) -> int:
        return self.event.version


def hash_token(token: str) -> str:
    """The stored form of a seat token."""
    return hashlib.sha256(token.encode()).hexdigest()


def seat_holding(token_hashes: Sequence[str | None], token: str) -> int | None:
    """The seat whose stored token hash is ``token``'s, compared in constant time against every seat (so the
    time taken says nothing of which seat, or whether one, matched); None if none."""
    digest = hash_token(token)
    found: int | None = None
    for seat, stored in enumerate(token_hashes):
        if stored is not None and hmac.compare_digest(stored, digest):
            found = seat
    return found
