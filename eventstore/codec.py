"""Envelopes to Redis fields and back: a StoredEvent as stream entry fields, a GameRecord as a hash.

Stream fields: ``type``, ``data`` (JSON), ``version``, ``at_ms``, ``seat`` (a number, or ``system``),
``command_id`` (empty when none), ``command`` (the command's JSON body on the first event it appended, else
empty) and ``hash`` (the event's link in the hash chain). Every event has the same fields in the same order,
which the append script relies on. Envelopes written before the chain lack the last two fields: they read
as no command and no stored hash (``domain.chain`` computes it). Replies may come as bytes or str,
depending on the client's ``decode_responses``.
"""

from __future__ import annotations

import lzma
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

import orjson

from domain import chain
from domain.idle import policy_from_json
from domain.ports import GameRecord, SeatRecord, StoredEvent
from domain.state_updates import builder

SYSTEM = "system"
EVENT_FIELDS = ("type", "data", "version", "at_ms", "seat", "command_id", "command", "hash")


def text(value: bytes | str) -> str:
    """A reply value as str."""
    return value.decode() if isinstance(value, bytes) else value


def event_items(event: StoredEvent) -> list[str | bytes]:
    """The stream entry of ``event`` as a flat field/value list, in the order of ``EVENT_FIELDS``."""
    return [
        "type",
        event.type,
        "data",
        orjson.dumps(event.data),
        "version",
        str(event.version),
        "at_ms",
        str(event.at_ms),
        "seat",
        SYSTEM if event.seat is None else str(event.seat),
        "command_id",
        event.command_id or "",
        "command",
        b"" if event.command is None else orjson.dumps(event.command),
        "hash",
        event.hash or "",
    ]


def decode_event(fields: Mapping[Any, Any]) -> StoredEvent:
    """A StoredEvent from the fields of a stream entry (keys and values all bytes, or all str). Every read of a
    stream comes through here, one call per event: it looks each field up directly rather than decoding the
    whole mapping first."""
    raw = isinstance(next(iter(fields)), bytes)
    type_, data, version, at_ms, seat_, command_id_, command_, hash_ = _BYTES_KEYS if raw else _STR_KEYS
    seat = fields[seat_]
    command_id = fields[command_id_]
    command = fields.get(command_)
    digest = fields.get(hash_)
    kind = fields[type_]
    return _stored_event(  # StoredEvent's fields, in order
        int(fields[version]),
        kind.decode() if raw else kind,
        orjson.loads(fields[data]),
        int(fields[at_ms]),
        None if seat == (_SYSTEM_BYTES if raw else SYSTEM) else int(seat),
        (command_id.decode() if raw else command_id) if command_id else None,
        orjson.loads(command) if command else None,
        (digest.decode() if raw else digest) if digest else None,
    )


_stored_event = builder(StoredEvent)


class _Keys(NamedTuple):
    """The names of an entry's fields, as bytes or as str (as a client that decodes responses reads them)."""

    type: Any
    data: Any
    version: Any
    at_ms: Any
    seat: Any
    command_id: Any
    command: Any
    hash: Any


_STR_KEYS = _Keys(*EVENT_FIELDS)
_BYTES_KEYS = _Keys(*(name.encode() for name in EVENT_FIELDS))
_SYSTEM_BYTES = SYSTEM.encode()


def record_items(record: GameRecord) -> list[str | bytes]:
    """The hash of ``record`` as a flat field/value list (seed as hex, options and seats as JSON)."""
    seats = [_seat_json(s) for s in record.seats]
    return [
        "game_id",
        record.game_id,
        "game",
        record.game,
        "options",
        orjson.dumps(record.options),
        "seats",
        orjson.dumps(seats),
        "seed",
        record.seed.hex(),
        "seed_hash",
        record.seed_hash,
        "created_ms",
        str(record.created_ms),
        "deal",
        b"" if record.deal is None else orjson.dumps(record.deal),
        "private",
        "1" if record.private else "",
        "rated",
        "1" if record.rated else "",
        "idle",
        b"" if record.idle is None else orjson.dumps(record.idle.to_json()),
        "chance",
        str(record.chance),
    ]


def _seat_json(seat: SeatRecord) -> dict[str, Any]:
    """A seat as its record stores it: ``think_ms`` only when it was given one, so that a record without one
    stores what it did before seats had it (and reads back as the default)."""
    stored: dict[str, Any] = {"name": seat.name, "bot": seat.bot, "token_hash": seat.token_hash}
    if seat.think_ms is not None:
        stored["think_ms"] = seat.think_ms
    return stored


def decode_record(fields: Mapping[Any, Any]) -> GameRecord:
    """A GameRecord from its hash."""
    f = {text(k): v for k, v in fields.items()}
    seats = tuple(
        SeatRecord(name=s["name"], bot=s["bot"], token_hash=s["token_hash"], think_ms=s.get("think_ms"))
        for s in orjson.loads(f["seats"])
    )
    return GameRecord(
        game_id=text(f["game_id"]),
        game=text(f["game"]),
        options=orjson.loads(f["options"]),
        seats=seats,
        seed=bytes.fromhex(text(f["seed"])),
        seed_hash=text(f["seed_hash"]),
        created_ms=int(f["created_ms"]),
        deal=orjson.loads(f["deal"]) if f.get("deal") else None,
        private=bool(f.get("private")),
        rated=bool(f.get("rated")),
        idle=policy_from_json(orjson.loads(f["idle"])) if f.get("idle") else None,
        chance=int(f["chance"]) if f.get("chance") else 1,
    )


#: The layout of an archive (``archive_blob``): a reader refuses any other.
ARCHIVE_FORMAT = 1
#: An archive keeps the chain hash of every ``ARCHIVE_CHECKPOINT``-th event and of the last one; a reader
#: computes the others from the seed (revealed once the game is finished) and checks them against those kept.
ARCHIVE_CHECKPOINT = 64
#: LZMA2 at preset 6 with a dictionary of 1 MiB: larger than any game's document, and about 12 MiB of memory
#: to compress (preset 6's own 8 MiB dictionary would take about 90).
_ARCHIVE_FILTERS = [{"id": lzma.FILTER_LZMA2, "preset": 6, "dict_size": 1 << 20}]
_HASH = EVENT_FIELDS.index("hash")


class Archive(NamedTuple):
    """A finished game's events and its command ids (command id -> the command-id hash's entry), as archived."""

    events: tuple[StoredEvent, ...]
    commands: dict[str, str]


class CorruptArchive(ValueError):
    """An archive whose events do not chain to the hashes it kept: it was changed after it was made."""


def archive_blob(entries: Sequence[Mapping[Any, Any]], commands: Mapping[Any, Any]) -> bytes:
    """The archive of a stream's ``entries`` (each an entry's fields, in version order from 0) and its command-id
    hash: one JSON document holding, for each event, its fields' values in the order of ``EVENT_FIELDS`` ("" for
    a field that an older entry lacks), and the hash's entries unchanged, compressed with LZMA (``.xz``; a
    quarter smaller than zlib makes it, and its window spans the whole game, so a command id in both the events
    and the hash is stored about once).

    An event's chain hash is kept only every ``ARCHIVE_CHECKPOINT`` events and on the last (elsewhere null): 32
    bytes of entropy an event, a third of the archive otherwise, which ``decode_archive`` computes again."""
    rows = []
    last = len(entries) - 1
    for i, fields in enumerate(entries):
        values = {text(name): text(value) for name, value in fields.items()}
        row: list[str | None] = [values.get(name, "") for name in EVENT_FIELDS]
        if row[_HASH] and i != last and (i + 1) % ARCHIVE_CHECKPOINT:
            row[_HASH] = None
        rows.append(row)
    document = {
        "format": ARCHIVE_FORMAT,
        "fields": EVENT_FIELDS,
        "checkpoint": ARCHIVE_CHECKPOINT,
        "events": rows,
        "commands": {text(k): text(v) for k, v in commands.items()},
    }
    return lzma.compress(orjson.dumps(document), format=lzma.FORMAT_XZ, filters=_ARCHIVE_FILTERS)


def decode_archive(blob: bytes, genesis: str, seed: bytes) -> Archive:
    """The events and command ids of an archive (``archive_blob``), each event with the chain hash its stream
    held: those the archive left out are computed from ``genesis`` (the game's ``domain.chain.genesis``) and
    its ``seed``, and each one it keeps (every ``checkpoint``-th and the last) must be there and be the one
    computed, else ``CorruptArchive``. (An envelope older than the chain had no hash in its stream, and has none
    here.)"""
    document = orjson.loads(lzma.decompress(blob, format=lzma.FORMAT_XZ))
    if document.get("format") != ARCHIVE_FORMAT:
        raise ValueError(f"an archive of format {document.get('format')!r}: this server reads {ARCHIVE_FORMAT}")
    names = tuple(document["fields"])
    at = names.index("hash")
    every, rows = document["checkpoint"], document["events"]
    events: list[StoredEvent] = []
    previous = genesis
    for i, row in enumerate(rows):
        if row[at] is None and (i == len(rows) - 1 or not (i + 1) % every):
            raise CorruptArchive(f"event {i} of the archive lacks the hash the archive keeps of it")
        event = decode_event(dict(zip(names, row, strict=True)))
        if row[at] is None or event.hash is not None:
            computed = chain.link(previous, seed, event)
            if row[at] is None:
                event = event.with_hash(computed)
            elif computed != event.hash:
                raise CorruptArchive(f"event {event.version} of the archive does not chain to the hash it kept")
        previous = event.hash if event.hash is not None else chain.link(previous, seed, event)
        events.append(event)
    return Archive(tuple(events), dict(document["commands"]))
