"""Envelopes as Redis fields: what is written, and that it reads back equal."""

from __future__ import annotations

import lzma
from collections.abc import Callable
from dataclasses import replace

import orjson
import pytest

from domain import chain
from domain.ports import GameRecord, StoredEvent
from eventstore import codec


def as_reply(items: list[str | bytes]) -> dict[bytes, bytes]:
    """The flat field/value list as a client without decode_responses would return it."""
    raw = [i.encode() if isinstance(i, str) else i for i in items]
    return dict(zip(raw[::2], raw[1::2], strict=True))


def test_an_event_is_written_with_the_fields_in_a_fixed_order(make_event: Callable[..., StoredEvent]) -> None:
    """Type, JSON data, version, time, seat, command id, command and hash, always in this order (the script
    relies on it)."""
    event = replace(
        make_event(7, data={"cards": ["10H"]}, seat=2, command_id="c9", at_ms=5),
        command={"type": "play", "cards": ["10H"]},
        hash="ab" * 32,
    )
    items = codec.event_items(event)
    assert items == [
        "type",
        "CardsPlayed",
        "data",
        b'{"cards":["10H"]}',
        "version",
        "7",
        "at_ms",
        "5",
        "seat",
        "2",
        "command_id",
        "c9",
        "command",
        b'{"type":"play","cards":["10H"]}',
        "hash",
        "ab" * 32,
    ]
    assert tuple(items[::2]) == codec.EVENT_FIELDS
    assert codec.decode_event(as_reply(items)) == event


def test_an_envelope_written_before_the_hash_chain_reads_as_no_command_and_no_hash(
    make_event: Callable[..., StoredEvent],
) -> None:
    """Old entries lack the ``command`` and ``hash`` fields: they still read, with both None."""
    event = make_event(4, seat=1, command_id="c1")
    old = as_reply(codec.event_items(event)[:12])
    assert set(old) == {b"type", b"data", b"version", b"at_ms", b"seat", b"command_id"}
    assert codec.decode_event(old) == event


def test_the_system_and_a_missing_command_id_have_their_own_spellings(
    make_event: Callable[..., StoredEvent],
) -> None:
    """A seat of None is written ``system``, no command id is written empty, and both read back as None."""
    event = make_event(3, seat=None, command_id=None)
    fields = as_reply(codec.event_items(event))
    assert (fields[b"seat"], fields[b"command_id"]) == (b"system", b"")
    assert codec.decode_event(fields) == event


def test_seat_zero_is_a_seat_not_the_system(make_event: Callable[..., StoredEvent]) -> None:
    """Seat 0 survives the trip as 0."""
    event = make_event(1, seat=0)
    assert codec.decode_event(as_reply(codec.event_items(event))).seat == 0


def test_a_record_keeps_its_seed_as_hex_and_reads_back_equal(
    make_record: Callable[[str], GameRecord],
) -> None:
    """The seed is stored as hex; options and seats as JSON; everything reads back equal."""
    record = make_record("g")
    fields = as_reply(codec.record_items(record))
    assert fields[b"seed"] == bytes(range(32)).hex().encode()
    assert codec.decode_record(fields) == record
    str_fields = {k.decode(): v.decode() for k, v in fields.items()}
    assert codec.decode_record(str_fields) == record


def test_a_record_keeps_its_testing_deal_and_an_old_record_reads_as_without_one(
    make_record: Callable[[str], GameRecord],
) -> None:
    """The fixed deal is stored as JSON (empty when shuffled); a record written before it existed has none."""
    record = replace(make_record("g"), deal={"hands": [["3C"], ["4D"], ["5H"]]})
    fields = as_reply(codec.record_items(record))
    assert codec.decode_record(fields) == record
    del fields[b"deal"]
    assert codec.decode_record(fields) == replace(record, deal=None)


def test_an_archive_keeps_some_chain_hashes_computes_the_others_and_refuses_a_changed_event(
    make_event: Callable[..., StoredEvent], make_record: Callable[[str], GameRecord]
) -> None:
    """An archive keeps the hash of every ARCHIVE_CHECKPOINT-th event and of the last; reading it computes the
    others from the genesis and the seed, so the events read back equal. An event changed inside the archive
    no longer chains to the next hash kept: CorruptArchive. Envelopes older than the chain keep having none."""
    record = make_record("g1")
    start = chain.genesis(record)
    events = chain.sealed(start, record.seed, [make_event(v, command_id=f"c{v}") for v in range(150)])
    entries = [as_reply(codec.event_items(e)) for e in events]
    blob = codec.archive_blob(entries, {b"c1": b"1:1"})
    archived = codec.decode_archive(blob, start, record.seed)
    assert archived.events == tuple(events) and archived.commands == {"c1": "1:1"}
    kept = [row[-1] for row in orjson.loads(lzma.decompress(blob))["events"] if row[-1] is not None]
    assert kept == [events[v].hash for v in (63, 127, 149)]

    changed = [dict(entry) for entry in entries]
    changed[70][b"data"] = b'{"cards":["2S"],"n":70}'
    with pytest.raises(codec.CorruptArchive, match="event 127"):
        codec.decode_archive(codec.archive_blob(changed, {}), start, record.seed)
    with pytest.raises(codec.CorruptArchive):
        codec.decode_archive(blob, start, b"another seed")
    document = orjson.loads(lzma.decompress(blob))
    for cut in (127, 149):  # a kept hash left out, or the archive cut short of its last event
        rows = [[*row[:-1], None] if v == cut else row for v, row in enumerate(document["events"][: cut + 1])]
        forged = lzma.compress(orjson.dumps({**document, "events": rows}))
        with pytest.raises(codec.CorruptArchive, match=f"event {cut} .* lacks"):
            codec.decode_archive(forged, start, record.seed)

    older = [make_event(v) for v in range(3)]  # no hash: written before the chain
    again = codec.decode_archive(codec.archive_blob([as_reply(codec.event_items(e)) for e in older], {}), start, b"")
    assert again.events == tuple(older)
