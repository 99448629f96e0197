"""Redis key names. Every key of one game shares the ``{<game id>}`` hash tag, so a game lives on one
Redis Cluster slot and the append script may touch all of them."""

from __future__ import annotations


def events_key(prefix: str, game_id: str) -> str:
    """The game's event stream."""
    return f"{prefix}:{{{game_id}}}:events"


def record_key(prefix: str, game_id: str) -> str:
    """The hash holding the game's record (type, options, seats, seed)."""
    return f"{prefix}:{{{game_id}}}:record"


def commands_key(prefix: str, game_id: str) -> str:
    """The hash of command id -> result of the append it made."""
    return f"{prefix}:{{{game_id}}}:commands"


def snapshot_key(prefix: str, game_id: str) -> str:
    """The hash holding the game's latest state snapshot (version, rules, data)."""
    return f"{prefix}:{{{game_id}}}:snapshot"


def deadlines_key(prefix: str) -> str:
    """The sorted set of open deadlines (timers and bot turns) of every game, scored by due time in ms."""
    return f"{prefix}:deadlines"


def stream_id(version: int) -> str:
    """The explicit stream entry id of a version (``0-0`` is not a valid entry id, hence ``-1``)."""
    return f"{version}-1"


def version_of(entry_id: bytes | str) -> int:
    """The version an entry id stands for."""
    text = entry_id.decode() if isinstance(entry_id, bytes) else entry_id
    return int(text.split("-", 1)[0])
