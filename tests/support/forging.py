"""Forging an export as anyone who knows a finished game's revealed seed can: every line of a stream given the
hash its content has, so that only the checks beyond the chain (the deals, the rules) can catch a change."""

from __future__ import annotations

from typing import Any

from domain import chain
from domain.ports import StoredEvent
from domain.rng import table_seed


def line_event(line: dict[str, Any]) -> StoredEvent:
    """The stored event an export line shows (its hash aside)."""
    return StoredEvent(
        version=line["version"], type=line["type"], data=line["data"], at_ms=line["at_ms"], seat=line["seat"],
        command_id=None, command=line["command"],
    )


def rechain(
    head: dict[str, Any], lines: list[dict[str, Any]], table: str | None = None, start: int = 1, *, header: bool = True
) -> None:
    """Give each line of one stream (``table``: a match's table, None for the game's own) from version ``start``
    on the hash its content has, and (unless not ``header``) the header, or its entry of the table, that stream's
    last version and head. The line before ``start`` keeps its hash."""
    assert start > 0, "the line before keeps its hash"
    seed = bytes.fromhex(head["seed"])
    if table is not None:
        seed = table_seed(seed, table)
    previous, last = "", -1
    for line in lines:
        if line["table"] != table:
            continue
        if line["version"] >= start:
            line["sha256"] = chain.link(previous, seed, line_event(line))
        previous, last = line["sha256"], line["version"]
    if header:
        entry = head if table is None else next(t for t in head["tables"] if t["key"] == table)
        entry.update(version=last, head_sha256=previous)
