"""How a player is named: its id, its keys, and the stand-in that holds its seat in a game.

A game's record and events are covered by the game's hash chain and kept for good, so a player's name, which
the player may erase, never enters them: a seat a player holds is named ``@<player id>`` there (``stand_in``),
and views and listings show the player's current name in its place (``domain.players.naming``). A person's
name may never take that shape (``is_stand_in_shape``), so a stand-in always means a player.

A player key is ``<player id>.<key id>.<secret>``: two dots, where a seat token (``<game id>.<secret>``) has
one, so the two kinds of bearer credential are told apart without a lookup. Only its SHA-256 is stored.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

#: A player id: ``p-`` then 12 URL-safe characters (72 random bits) for a person, ``p-bot-<policy>`` for the
#: bots of a policy (``domain.service.ratings``); never a dot or a brace.
PLAYER_ID = re.compile(r"p-[A-Za-z0-9_-]{4,24}")
#: A key id: 12 URL-safe characters.
KEY_ID = re.compile(r"[A-Za-z0-9_-]{12}")
#: What every stand-in starts with; a person's name may not (``is_stand_in_shape``).
STAND_IN_PREFIX = "@p-"
#: How a seat of a player shows once that player has erased themselves.
ERASED_NAME = "deleted player"
MAX_KEY_LENGTH = 200
#: The token hash of a seat a player holds: no token's hash (64 hex digits) is ever this, so only the player's
#: keys act for the seat, and revoking a key, or erasing the player, takes effect everywhere at once.
HELD_BY_PLAYER = "player"


def stand_in(player_id: str) -> str:
    """The name a seat of ``player_id`` has in a game's record and events."""
    return "@" + player_id


def feed_id(player_id: str) -> str:
    """The id of the player's feed: the stream of what matters to them across their games, kept under the
    player's hash tag (``<player id>:feed``) in the envelope of a game's events, so a live reader follows it as
    it follows a game."""
    return f"{player_id}:feed"


def seat_hash(name: str, token: str | None) -> str | None:
    """The token hash a seat named ``name`` keeps: ``HELD_BY_PLAYER`` for a player's, else ``token``'s SHA-256
    (None without one: a bot, or an open seat)."""
    if player_of(name) is not None:
        return HELD_BY_PLAYER
    return None if token is None else hash_key(token)


def player_of(name: str) -> str | None:
    """The player id a seat name stands for; None for a person's or a bot's name."""
    if name.startswith(STAND_IN_PREFIX) and PLAYER_ID.fullmatch(name, 1):
        return name[1:]
    return None


def is_stand_in_shape(name: str) -> bool:
    """Whether ``name`` begins as a player's stand-in does: refused as a person's name."""
    return name.startswith(STAND_IN_PREFIX)


def hash_key(key: str) -> str:
    """The stored form of a player key."""
    return hashlib.sha256(key.encode()).hexdigest()


@dataclass(frozen=True, slots=True)
class KeyParts:
    """A player key taken apart: whose it is and which of their keys."""

    player_id: str
    key_id: str


def parse_key(credential: str) -> KeyParts | None:
    """The parts of a player key; None when ``credential`` does not have a player key's shape (a seat token,
    say)."""
    if len(credential) > MAX_KEY_LENGTH or credential.count(".") != 2:
        return None
    player_id, key_id, secret = credential.split(".")
    if not (PLAYER_ID.fullmatch(player_id) and KEY_ID.fullmatch(key_id) and secret):
        return None
    return KeyParts(player_id, key_id)


def is_player_key(credential: str) -> bool:
    """Whether ``credential`` has a player key's shape (not whether it is valid)."""
    return parse_key(credential) is not None


@dataclass(frozen=True, slots=True)
class KeyHolder:
    """A seat of a game being created that the player whose key comes with the request takes (``{"player":
    "me"}``): ``domain.service`` puts that player's stand-in there."""
