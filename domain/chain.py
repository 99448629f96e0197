"""The tamper-evident log: every event's SHA-256 covers the previous event's hash and its own content.

``hash(v) = SHA-256(hash(v-1) ‖ salt(v) ‖ canonical(event v))`` with ``hash(-1)``, the *genesis*, the SHA-256
of the game's record (id, type, players, options, seed commitment, creation time). A changed, missing or
reordered event breaks every hash from it on.

The salt is HMAC-SHA256(seed, "chain:<v>"). Without it a hash would betray a hidden card while the game runs:
an event's content has so few possible values (which of 54 cards was drawn) that anyone could try them all.
With it, hashes reveal nothing until the seed is revealed at the end, and from then on anyone can check the
chain. A client that kept the head hash of a live game (``head_sha256`` in every view) can later check that
the finished export passes through it.

Envelopes written before the chain existed (no stored hash) get theirs computed when they are read, with
the same formula, so old games keep loading and exporting, and new events continue their chain. Computed
hashes are no evidence against tampering, and old events carry no command to decide again, so ``verify``
flags them.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable
from typing import Any

from domain.ports import GameRecord, StoredEvent
from domain.rng import chain_salt


def canonical(value: Any) -> bytes:
    """The one byte form of a JSON value that every hash covers: RFC 8785 (JCS) for the values the chain holds
    (docs/verification.md, "Canonical JSON"): no spaces, UTF-8, only ``"``, ``\\`` and control characters
    escaped, object keys sorted by their UTF-16 code units, integers only.

    Python's ``json`` sorts keys by code points, which is the same order unless a string holds a character above
    U+FFFF (four bytes in UTF-8): only then are the keys sorted again, by UTF-16."""
    out = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode()
    if _ASTRAL.search(out) is None:
        return out
    return json.dumps(_utf16_ordered(value), separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode()


#: The lead byte of a character above U+FFFF in UTF-8.
_ASTRAL = re.compile(rb"[\xf0-\xf4]")


def _utf16_ordered(value: Any) -> Any:
    """``value`` with every object's keys in RFC 8785's order (by UTF-16 code units), for ``json`` to keep."""
    if isinstance(value, dict):
        return {k: _utf16_ordered(value[k]) for k in sorted(value, key=lambda k: k.encode("utf-16-be"))}
    if isinstance(value, list | tuple):
        return [_utf16_ordered(v) for v in value]
    return value


def genesis(record: GameRecord) -> str:
    """The hash before the first event: it binds the chain to the game's players, options and seed commitment."""
    return hashlib.sha256(canonical(genesis_content(record))).hexdigest()


def genesis_content(record: GameRecord) -> dict[str, Any]:
    """What the genesis hash covers (exports carry these fields in their header). A testing server's fixed
    deal is covered too, so it cannot be swapped for another once the seed is revealed."""
    content: dict[str, Any] = {
        "game_id": record.game_id,
        "game": record.game,
        "players": [{"name": s.name, "bot": s.bot} for s in record.seats],
        "options": record.options,
        "seed_sha256": record.seed_hash,
        "created_ms": record.created_ms,
    }
    if record.deal is not None:
        content["deal"] = record.deal
    if record.idle is not None:  # a game made before idle policies has none, and its genesis stays as it was
        content["idle"] = record.idle.to_json()
    if record.chance != 1:  # nor has one made before the specified generator a version of it
        content["chance"] = record.chance
    return content


def event_content(event: StoredEvent) -> dict[str, Any]:
    """What an event's hash covers: everything in its envelope but the hash itself and the command id."""
    return {
        "version": event.version,
        "type": event.type,
        "seat": event.seat,
        "at_ms": event.at_ms,
        "data": event.data,
        "command": event.command,
    }


def link(previous: str, seed: bytes, event: StoredEvent) -> str:
    """The hash of ``event`` after the one whose hash is ``previous``."""
    salt = chain_salt(seed, event.version)
    return hashlib.sha256(bytes.fromhex(previous) + salt + canonical(event_content(event))).hexdigest()


def sealed(previous: str, seed: bytes, events: Iterable[StoredEvent]) -> list[StoredEvent]:
    """``events`` (in version order, following the one hashed ``previous``) each with its hash set."""
    out: list[StoredEvent] = []
    for event in events:
        previous = link(previous, seed, event)
        out.append(event.with_hash(previous))
    return out


def hashes(previous: str, seed: bytes, events: Iterable[StoredEvent]) -> list[str]:
    """The hash each of ``events`` should have: its stored one, or (an old envelope) the computed one."""
    out: list[str] = []
    for event in events:
        previous = event.hash if event.hash is not None else link(previous, seed, event)
        out.append(previous)
    return out
