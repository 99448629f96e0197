"""Exports written by older versions of this server still verify with today's ``domain.audit.verify``
(docs/verification.md §7). The fixtures in ``old_exports/`` are finished games exported by the server as it was,
each made by playing random legal commands through that version's own service (``git archive <commit>``, then
its tests' ``play_out``), never edited since:

- ``export-v1-bombs.ndjson``: export format 1, bombs rules 1, chance 1 (the server at 15a4d10, before match
  exports); bombs rules 2 changed only matches, so a game at one table replays under ``revisions["1"]``;
- ``export-v1-exploding-aces-rules-1.ndjson``: exploding-aces rules 1, which discarded a play's cards at once
  (the server at 152f773); its ``GameStarted`` has no ``rules`` member, which folds as 1;
- ``export-v2-bombs-match.ndjson``: export format 2, a bombs match of 7 at two tables (rules 2, chance 1; the
  server at a953b03, the parent of fcca653 that brought chance 2), 2 hands and a tiebreak hand at a table of its
  own, played by ``play_one`` of its tests/service/test_matches.py; ``verify`` replays it as a match, by its
  header's ``tables``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from domain import audit
from domain.games import GAMES

OLD = Path(__file__).resolve().parent / "old_exports"


def read(name: str) -> tuple[dict[str, object], list[dict[str, object]]]:
    return audit.parse_export((OLD / name).read_text(encoding="utf-8").splitlines())


@pytest.mark.parametrize("name", ["export-v1-bombs.ndjson", "export-v1-exploding-aces-rules-1.ndjson"])
def test_an_export_of_an_older_server_verifies_with_todays_verifier(name: str) -> None:
    head, lines = read(name)
    assert head["format_version"] == 1 and head["rules_version"] == "1" and "chance" not in head
    verdict = audit.verify(GAMES, head, lines)
    assert verdict.ok, verdict.problems
    assert verdict.dealt_from == "seed" and verdict.events == len(lines)


def test_a_match_exported_by_an_older_server_verifies_with_todays_verifier() -> None:
    head, lines = read("export-v2-bombs-match.ndjson")
    assert head["format_version"] == 2 and head["rules_version"] == "2" and "chance" not in head
    players, tables = head["players"], head["tables"]
    assert isinstance(players, list) and isinstance(tables, list) and head["complete"] is True
    assert len(players) == 7 and len(tables) >= 2
    verdict = audit.verify(GAMES, head, lines)
    assert verdict.ok, verdict.problems
    assert verdict.dealt_from == "seed" and verdict.events == len(lines)


def test_an_older_export_with_a_changed_card_fails_at_its_version() -> None:
    head, lines = read("export-v1-bombs.ndjson")
    played = next(line for line in lines if line["type"] == "CardsPlayed")
    data = played["data"]
    assert isinstance(data, dict)
    changed = json.loads(json.dumps(lines))
    index = lines.index(played)
    changed[index]["data"] = {**data, "cards": ["RJ"]}
    verdict = audit.verify(GAMES, head, changed)
    assert not verdict.ok and verdict.first_bad_version == played["version"]


def test_an_export_under_rules_this_server_no_longer_plays_is_refused_by_name() -> None:
    head, lines = read("export-v1-exploding-aces-rules-1.ndjson")
    verdict = audit.verify(GAMES, {**head, "rules_version": "0"}, lines)
    assert not verdict.ok and "rules '0'" in verdict.problems[0]
