"""Exports of a game's log, and their verification offline: the hash chain, the seed, every deal and result.

An export is NDJSON: a header line, then one line per event in version order. While the game runs it is
redacted for the caller (no seed, no commands, each event's data as the caller may see it); once the game is
finished it is complete, and ``verify`` can check it with nothing but the rules:

1. versions run 0, 1, 2, … with none missing or out of order;
2. the seed matches its commitment ``seed_sha256``;
3. every event's hash is its link in the chain (``domain.chain``), from the genesis the header describes;
4. the opening events are what ``setup`` deals from the seed (or from the testing deal the header names);
5. every later batch of events is exactly what ``decide`` produces from the state before it, its recorded
   command and seat, its time and the generator the seed gives its version: every shuffle, draw, result and
   score is re-derived, none is taken on trust;
6. the final result is the one the header states.

The first failing check names the version where the log stops being what the rules and the seed produce.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from domain import chain
from domain.audit_checker import FORMAT, FORMAT_VERSION, READABLE_VERSIONS, Checker, Stop, Verdict
from domain.game import (
    Game,
    JsonDict,
    Viewer,
)
from domain.ports import GameRecord, StoredEvent
from domain.tables.audit import verify_match

__all__ = ["FORMAT", "FORMAT_VERSION", "READABLE_VERSIONS", "Verdict", "event_line", "header", "parse_export", "verify"]


def header(record: GameRecord, game: Game, version: int, head: str, status: str, viewer: Viewer,
           result: Any, tables: Sequence[Mapping[str, Any]] = (), names: Mapping[str, str] | None = None) -> JsonDict:
    """The first line of an export: what the genesis hash covers, and the seed and deal once finished. A
    match's lists its tables (key, version and head hash of each), whose streams the export holds too;
    ``version`` and ``head`` are the match's own. ``names``: what each seat held by a player shows now, by its
    stand-in (``domain.players``), beside the chain and not covered by it: the players' names as they are when
    the export is made, or "deleted player"."""
    complete = status == "finished"
    genesis = {k: v for k, v in chain.genesis_content(record).items() if k != "deal"}
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        **genesis,
        "rules_version": game.info.rules_version,
        "status": status,
        "complete": complete,
        "viewer": None if complete else viewer,
        "version": version,
        "head_sha256": head,
        "seed": record.seed.hex() if complete else None,
        "deal": record.deal if complete else None,
        "result": result,
        "tables": list(tables),
        "names": dict(names or {}),
    }


def event_line(event: StoredEvent, data: JsonDict, complete: bool, table: str | None = None) -> JsonDict:
    """One event of an export: ``data`` as the caller may see it, the command only when complete; ``table``
    names a match's table the event is of (None: the game's, or the match's, own stream)."""
    return {
        "table": table,
        "version": event.version,
        "type": event.type,
        "seat": event.seat,
        "at_ms": event.at_ms,
        "data": data,
        "command": event.command if complete else None,
        "sha256": event.hash,
    }


def verify(
    games: Mapping[str, Game],
    head: Mapping[str, Any],
    lines: Sequence[Mapping[str, Any]],
    *,
    to_the_end: bool = True,
) -> Verdict:
    """Check a complete export (its header and its event lines) against the rules and the seed.

    ``to_the_end``: the log must reach the game's end with the header's result (an export of a finished
    game); the server passes False to audit a running game. Whatever the input, this returns a verdict: a
    crafted file that the checks cannot digest fails at the version being checked.
    """
    if head.get("tables"):
        return verify_match(games, head, lines, to_the_end)
    checker = Checker(head, lines, to_the_end)
    try:
        checker.run(games)
    except Stop:
        pass
    except (ArithmeticError, RecursionError, UnicodeError, ValueError, TypeError, KeyError, IndexError) as exc:
        checker.fail(checker.at, f"cannot be checked ({type(exc).__name__}): the export is malformed")
    return checker.verdict()


def parse_export(text_lines: Iterable[str]) -> tuple[JsonDict, list[JsonDict]]:
    """An export's header and event lines from its NDJSON text; raises ValueError when it is not NDJSON."""
    rows = [json.loads(line) for line in text_lines if line.strip()]
    if not rows or not all(isinstance(r, dict) for r in rows):
        raise ValueError("an export is one JSON object per line, the header first")
    return rows[0], rows[1:]
