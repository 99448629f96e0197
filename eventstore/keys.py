"""Redis key names. Every key of one game shares a hash tag, so a game lives on one Redis Cluster slot and
the append script may touch all of them.

A plain game id ``M`` is its own hash tag: ``pk:{M}:events``. A table of a multi-table match has the game id
``M:<table key>`` and shares the match's tag: ``pk:{M}:<table key>:events``. So a match and all its tables
sit on one slot, and one script (``append_many``) may touch them all atomically.
"""

from __future__ import annotations

import re

from redis.crc import REDIS_CLUSTER_HASH_SLOTS, key_slot

#: What a table key may be (the part after the colon of a table's game id).
TABLE_KEY = re.compile(r"[a-z0-9-]{1,16}")


def split_game_id(game_id: str) -> tuple[str, str | None]:
    """A game id as (hash tag, table key): ``"M:t0"`` -> ``("M", "t0")``, a plain ``"M"`` -> ``("M", None)``.

    Only ``<match id>:<table key>`` with a non-empty match id (without a colon) and a table key matching
    ``TABLE_KEY`` is a table id. Anything else is a plain id, its own tag, so the keys of every game stored
    before tables existed are unchanged; a malformed table id therefore never lands on its match's slot
    (``append_many`` refuses to mix it with the match).
    """
    match_id, sep, table = game_id.partition(":")
    if sep and match_id and TABLE_KEY.fullmatch(table):
        return match_id, table
    return game_id, None


def hash_tag(game_id: str) -> str:
    """The hash tag (without braces) of every key of ``game_id``: the match id for a table, else the id."""
    return split_game_id(game_id)[0]


def _key(prefix: str, game_id: str, name: str) -> str:
    tag, table = split_game_id(game_id)
    return f"{prefix}:{{{tag}}}:{name}" if table is None else f"{prefix}:{{{tag}}}:{table}:{name}"


def events_key(prefix: str, game_id: str) -> str:
    """The game's event stream."""
    return _key(prefix, game_id, "events")


def record_key(prefix: str, game_id: str) -> str:
    """The hash holding the game's record (type, options, seats, seed)."""
    return _key(prefix, game_id, "record")


def record_pattern(prefix: str) -> str:
    """A SCAN pattern that matches the record key of every game under ``prefix`` (and of every table and lobby:
    ``game_of_record`` tells them apart)."""
    return re.sub(r"([*?\[\]\\])", r"\\\1", prefix) + ":{*}:record"


def game_of_record(prefix: str, key: str) -> str | None:
    """The game id whose record key is ``key`` (``record_key``); None for a table's or a lobby's record, or a
    key of another kind."""
    head = f"{prefix}:{{"
    if not (key.startswith(head) and key.endswith("}:record")):
        return None
    tag = key[len(head) : -len("}:record")]
    return tag if tag and "}" not in tag and split_game_id(tag) == (tag, None) else None


def commands_key(prefix: str, game_id: str) -> str:
    """The hash of command id -> result of the append it made."""
    return _key(prefix, game_id, "commands")


def archive_key(prefix: str, game_id: str) -> str:
    """The archive of a finished game, a hash: ``head`` (its last version) and ``events`` (its events and
    command ids, compressed: ``codec.archive_blob``), which replace its stream and command-id hash."""
    return _key(prefix, game_id, "archive")


def snapshot_key(prefix: str, game_id: str) -> str:
    """The hash holding the game's latest state snapshot (version, rules, data)."""
    return _key(prefix, game_id, "snapshot")


def listing_key(prefix: str, listing: str, game: str | None) -> str:
    """The sorted set of the games of ``listing`` (``waiting`` or ``active``): all of them, or those of type
    ``game``."""
    return f"{prefix}:listing:{listing}" if game is None else f"{prefix}:listing:{listing}:{game}"


def listed_key(prefix: str, listing: str) -> str:
    """The hash of game id -> its member in the sorted sets of ``listing`` (to take it off by id)."""
    return f"{prefix}:listed:{listing}"


#: How many sorted sets the open deadlines are spread over (``deadline_shard``): on Redis Cluster no one key takes
#: every command's deadline, and a shard that is down stops only its own games' timers.
DEADLINE_SHARDS = 32

#: How many consecutive hash slots the games of one deadline shard hold.
SLOTS_PER_DEADLINE_SHARD = REDIS_CLUSTER_HASH_SLOTS // DEADLINE_SHARDS


def game_slot(game_id: str) -> int:
    """The Redis Cluster hash slot of every key of ``game_id`` (computed as Redis does, from its hash tag)."""
    return key_slot(f"{{{hash_tag(game_id)}}}".encode())


def deadline_shard(game_id: str) -> int:
    """The deadline shard of ``game_id``: the one whose slots hold the game's (a match and its tables share it).

    A shard is a range of consecutive slots, and its set sits on a slot of that range
    (``_deadline_shard_tag``). A cluster gives each master consecutive slots, so the game and its deadline set
    are almost always on the same node, where the append script may write both at once."""
    return game_slot(game_id) // SLOTS_PER_DEADLINE_SHARD


def _deadline_shard_tag(shard: int) -> str:
    """The hash tag of shard ``shard``'s set: ``dl-<shard>-<n>`` with the least n that puts it within
    ``_NEAR_THE_MIDDLE`` slots of the middle of the shard's range. Where a cluster splits a shard's range
    between two masters, the games on the master that does not serve the set write their deadlines apart: from
    the middle, those are at most half the range."""
    middle = shard * SLOTS_PER_DEADLINE_SHARD + SLOTS_PER_DEADLINE_SHARD // 2
    n = 0
    while abs(key_slot(f"dl-{shard}-{n}".encode()) - middle) > _NEAR_THE_MIDDLE:
        n += 1
    return f"dl-{shard}-{n}"


_NEAR_THE_MIDDLE = 8
_DEADLINE_SHARD_TAGS = tuple(_deadline_shard_tag(shard) for shard in range(DEADLINE_SHARDS))


def deadlines_key(prefix: str, shard: int) -> str:
    """Shard ``shard`` of the sorted sets of open deadlines (timers and bot turns), scored by due time in ms."""
    return f"{prefix}:{{{_DEADLINE_SHARD_TAGS[shard]}}}"


#: How many deadline shards the servers before the slot-aligned shards kept (``older_deadline_keys``).
_OLDER_DEADLINE_SHARDS = 16


def older_deadline_keys(prefix: str) -> tuple[str, ...]:
    """The deadline sets that older servers wrote, still swept so that no deadline of theirs is lost across an
    upgrade: 16 shards by CRC-32 of the game's hash tag (``{prefix}:{deadlines-N}``), and before them one set
    (``{prefix}:deadlines``)."""
    return (
        *(f"{prefix}:{{deadlines-{shard}}}" for shard in range(_OLDER_DEADLINE_SHARDS)),
        f"{prefix}:deadlines",
    )


def stream_id(version: int) -> str:
    """The explicit stream entry id of a version (``0-0`` is not a valid entry id, hence ``-1``)."""
    return f"{version}-1"


def version_of(entry_id: bytes | str) -> int:
    """The version an entry id stands for."""
    text = entry_id.decode() if isinstance(entry_id, bytes) else entry_id
    return int(text.split("-", 1)[0])


def witness_marks_key(prefix: str, shard: int) -> str:
    """Deadline shard ``shard``'s witness marks, a hash: game id -> ``"<version>:<head hash>"`` of its last event,
    written by each append since the last witness root (``eventstore.witness_log``). It shares the shard's
    hash tag, so an append that may write the shard's deadlines may write its mark in the same script."""
    return f"{deadlines_key(prefix, shard)}:witness-marks"


def witness_taking_key(prefix: str, shard: int) -> str:
    """The marks of shard ``shard`` that a witness publisher took and has not published yet (a hash like
    ``witness_marks_key``): a publisher that dies leaves them to the next."""
    return f"{deadlines_key(prefix, shard)}:witness-taking"


#: The hash tag of every key of the witness log: its roots and their heads sit on one Redis Cluster slot, so one
#: script publishes a root (``eventstore.witness_log``). Server-made game ids are 12 characters: none is this one.
_WITNESS_TAG = "{witness-log}"


def witness_roots_key(prefix: str) -> str:
    """The witness log: a stream of roots, entry ``<number>-1`` for root ``number`` (0, 1, 2, ...)."""
    return f"{prefix}:{_WITNESS_TAG}:roots"


def witness_heads_key(prefix: str, number: int) -> str:
    """The heads that witness root ``number`` covers, in its leaves' order (``domain.witness.Heads``)."""
    return f"{prefix}:{_WITNESS_TAG}:heads:{number}"


def witness_lock_key(prefix: str) -> str:
    """The lock that one witness publisher holds while it makes a root."""
    return f"{prefix}:{_WITNESS_TAG}:lock"


def witnessed_key(prefix: str, game_id: str) -> str:
    """The number of the last witness root that covers ``game_id``'s head (a string)."""
    return _key(prefix, game_id, "witnessed")
