"""A match at several tables is as auditable as one table (issue 14): its export holds the match's stream and
every table's along the match's timeline, `verify` re-derives every deal, rotation, score and tie-break from
the seed and the rules, and `replay` shows the match and its tables as they stood at any position."""

from __future__ import annotations

import copy
import random
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
import redis

from domain import audit
from domain.games import GAMES
from domain.service import GameService, table_id
from powderkeg.wiring import build_service
from settings import Settings
from tests.service.test_matches import new_match, play_one
from tests.support.forging import rechain


@pytest.fixture(scope="module")
def finished_match(redis_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[GameService, str]]:
    """One 7-player match of 2 hands, played to the end at random (ties go to a tie-break table), shared by
    the tests below, which only read it; its keys are deleted afterwards."""
    prefix = f"pk-test-{uuid.uuid4().hex[:12]}"
    settings = Settings(redis_url=redis_url, data_dir=tmp_path_factory.mktemp("match"), key_prefix=prefix, testing=True)
    service = build_service(settings)
    match_id = new_match(service, players=7, hands=2)
    rng = random.Random(7)
    while play_one(service, match_id, rng):
        pass
    yield service, match_id
    client = redis.Redis.from_url(redis_url)
    for key in client.scan_iter(match=f"{prefix}*"):
        client.delete(key)
    client.close()


def exported(service: GameService, match_id: str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    rows = list(service.export(service.load(match_id), None))
    return copy.deepcopy(rows[0]), copy.deepcopy(rows[1:])




def test_a_finished_matchs_export_holds_every_table_and_verifies_offline_and_on_the_server(
    finished_match: tuple[GameService, str],
) -> None:
    service, match_id = finished_match
    head, lines = exported(service, match_id)
    assert head["complete"] and [t["key"] for t in head["tables"]][:2] == ["t0", "t1"]
    for table in head["tables"]:
        versions = [line["version"] for line in lines if line["table"] == table["key"]]
        assert versions == list(range(service.store.head(table_id(match_id, table["key"])) + 1))
        assert table["version"] == versions[-1]
        assert table["head_sha256"] == [line for line in lines if line["table"] == table["key"]][-1]["sha256"]
    assert [line["version"] for line in lines if line["table"] is None] == list(range(head["version"] + 1))
    verdict = audit.verify(GAMES, head, lines)
    assert verdict.ok, verdict.problems
    assert verdict.events == len(lines) and verdict.head_sha256 == head["head_sha256"]
    on_server = service.verify(match_id)
    assert on_server.ok and on_server.events == len(lines)


def test_a_matchs_timeline_puts_each_step_after_every_tables_hand_and_before_their_next(
    finished_match: tuple[GameService, str],
) -> None:
    service, match_id = finished_match
    _, lines = exported(service, match_id)
    steps = [i for i, line in enumerate(lines) if line["type"] == "HandCompleted"]
    assert steps
    for at in steps:
        hand = lines[at]["data"]["hand"]
        for key, _ in lines[at]["data"]["orders"]:
            scored = [i for i, line in enumerate(lines) if line["table"] == key and line["type"] == "HandScored"]
            assert any(i < at for i in scored), (hand, key)  # the table's hand was over before the step
        after = [line for line in lines[at + 1 :] if line["table"] is not None]
        assert after and after[0]["command"] is not None and after[0]["seat"] is None  # the step's own batch


def test_a_forged_step_rechained_with_the_revealed_seed_fails_where_the_rules_disagree(
    finished_match: tuple[GameService, str],
) -> None:
    """Points, rotations and the tables' next hands are derived again from the tables, not trusted."""
    service, match_id = finished_match
    head, lines = exported(service, match_id)
    at = next(i for i, line in enumerate(lines) if line["type"] == "HandCompleted")
    lines[at]["data"]["points"][0] += 1
    rechain(head, lines, None)
    verdict = audit.verify(GAMES, head, lines)
    assert not verdict.ok and verdict.first_bad_version == lines[at]["version"]
    assert "the match's step differs" in verdict.problems[0]

    head, lines = exported(service, match_id)
    step = next(i for i, line in enumerate(lines) if line["type"] == "TablesSeated" and line["data"]["moves"])
    batch = next(i for i in range(step, len(lines)) if lines[i]["table"] is not None)
    key = lines[batch]["table"]
    lines[batch]["command"] = {**lines[batch]["command"], "name": "someone else"}
    rechain(head, lines, key)
    verdict = audit.verify(GAMES, head, lines)
    assert not verdict.ok and verdict.problems[0].startswith(f"table {key}, version {lines[batch]['version']}:")


def test_a_match_export_missing_a_table_or_naming_an_unknown_one_fails(
    finished_match: tuple[GameService, str],
) -> None:
    service, match_id = finished_match
    head, lines = exported(service, match_id)
    without = [line for line in lines if line["table"] != "t1"]
    assert not audit.verify(GAMES, head, without).ok
    head, lines = exported(service, match_id)
    head["tables"] = head["tables"][:1]
    verdict = audit.verify(GAMES, head, lines)
    assert not verdict.ok and "tables" in verdict.problems[0]


def test_a_table_rewritten_and_rechained_does_not_pass_the_heads_the_header_lists(
    finished_match: tuple[GameService, str],
) -> None:
    """Anyone knowing the revealed seed can rechain a table; its head then differs from the one the match's
    view showed while it ran, which the header lists (and a client may have kept)."""
    service, match_id = finished_match
    head, lines = exported(service, match_id)
    at = next(i for i, line in enumerate(lines) if line["table"] == "t0" and line["seat"] is not None)
    lines[at]["at_ms"] += 1
    for line in lines[at + 1 :]:
        if line["table"] == "t0" and line["command"] is None and line["seat"] == lines[at]["seat"]:
            line["at_ms"] += 1
        else:
            break
    rechain(head, lines, "t0", header=False)  # the header keeps the head the match's view showed
    verdict = audit.verify(GAMES, head, lines)
    assert not verdict.ok and verdict.first_bad_table == "t0"


def test_an_export_whose_lines_leave_the_timeline_order_fails(finished_match: tuple[GameService, str]) -> None:
    service, match_id = finished_match
    head, lines = exported(service, match_id)
    by_stream = sorted(lines, key=lambda line: (line["table"] or "", line["version"]))
    verdict = audit.verify(GAMES, head, by_stream)
    assert not verdict.ok and "timeline order" in verdict.problems[0]


def test_a_match_replayed_at_a_position_shows_the_match_and_its_tables_as_they_stood_then(
    finished_match: tuple[GameService, str],
) -> None:
    service, match_id = finished_match
    _, lines = exported(service, match_id)
    head = service.head_of(service.load(match_id))
    assert head == len(lines) - 1
    dealt = next(i for i, line in enumerate(lines) if line["table"] == "t0" and line["type"] == "HandDealt")
    first = service.view(service.replay(match_id, 0), 0)  # the creation: the match and its first tables' deals
    assert first["table"]["key"] == "t0" and first["hand"] == lines[dealt]["data"]["hands"][0]
    then = service.view(service.replay(match_id, dealt), 0)
    assert then["table"]["key"] == "t0" and then["hand"] == lines[dealt]["data"]["hands"][0]  # the cards dealt
    assert all(seat["score"] == 0 for seat in then["seats"])
    step = next(i for i, line in enumerate(lines) if line["type"] == "HandCompleted")
    before, after = (
        service.view(service.replay(match_id, step - 1), None),
        service.view(service.replay(match_id, step), None),
    )
    assert (before["hand_number"], after["hand_number"]) == (1, 2)  # a step is atomic: inside it, it is done
    assert all(seat["score"] == 0 for seat in before["seats"])
    assert [s["score"] for s in after["seats"]] == lines[step]["data"]["totals"]
    end = service.view(service.replay(match_id, head), None)
    now = service.view(service.load(match_id), None)
    assert end["result"] == now["result"] and end["seats"] == now["seats"]


def test_the_server_audits_a_running_match_along_its_tables(settings: Settings) -> None:
    """While a match runs the server checks what is there: every table's commands so far, the steps done."""
    service = build_service(settings)
    match_id = new_match(service, players=6, hands=3)
    rng = random.Random(2)
    steps = 0
    while play_one(service, match_id, rng) and steps < 400:
        steps += 1
        if steps % 100 == 0:
            verdict = service.verify(match_id)
            assert verdict.ok, verdict.problems
    assert len(service.timeline(service.load(match_id))) > 400


def test_a_match_export_whose_header_lists_no_tables_is_refused_as_a_match(
    finished_match: tuple[GameService, str],
) -> None:
    service, match_id = finished_match
    head, lines = exported(service, match_id)
    head.pop("tables")
    verdict = audit.verify(GAMES, head, lines)
    assert not verdict.ok
    assert "is a match, and a match's export lists its tables in its header" in verdict.problems[0]
