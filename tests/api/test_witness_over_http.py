"""The witness log over HTTP: the roots a publisher made, and a game's proof in one, checked as a client would
check it (the leaf from the head, the path to the root, the root's own hash, the head against the export)."""

from __future__ import annotations

import copy
import json
import shutil
import subprocess
import uuid
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from domain.witness import Head, Proof, Root
from eventstore.witness_log import RedisWitnessLog
from eventstore.witness_marks import WitnessMarks
from tests.api.test_replay_export_verify import export_lines, play_to
from tests.support.forging import rechain
from workers.witnessing import WitnessPublisher

if TYPE_CHECKING:
    from tests.api.conftest import Http

ROOT = Path(__file__).resolve().parents[2]
NODE = shutil.which("node")


def publish(http: Http, now_ms: int) -> Root | None:
    prefix = http.settings.key_prefix
    witness_log = RedisWitnessLog(http.redis, prefix, http.settings.witness_keep_s)
    return WitnessPublisher(WitnessMarks(http.redis, prefix), witness_log).publish(now_ms)


def holds(answer: dict[str, Any]) -> bool:
    """Whether a served proof holds, read back into the domain's values."""
    root = Root(**answer["root"])
    proof = Proof(head=Head(answer["game"], answer["version"], answer["head"]), index=answer["index"],
                  path=answer["proof"], root=root)  # fmt: skip
    return proof.holds() and proof.head.leaf().hex() == answer["leaf"]


def test_a_games_head_is_proved_in_the_root_that_covers_it_and_matches_its_export(http: Http) -> None:
    game_id, tokens = http.fixed_game()
    assert http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}).status_code == 200
    not_yet = http.client.get(f"/v1/games/{game_id}/witness")
    assert not_yet.status_code == 404 and not_yet.get_json()["code"] == "not-witnessed"
    assert http.client.get("/v1/witness").get_json() == {"roots": [], "more": False}

    root = publish(http, 1_800_000_000_000)
    assert root is not None
    page = http.client.get("/v1/witness?after=-1").get_json()
    assert page == {"roots": [{**root.fields(), "hash": root.hash}], "more": False}
    answer = http.client.get(f"/v1/games/{game_id}/witness").get_json()
    assert holds(answer) and answer["root"] == page["roots"][0] and answer["tables"] == {}
    assert answer["game"] == game_id and answer["version"] == http.view(game_id)["version"]
    lines = export_lines(http, game_id, tokens[0])
    assert lines[1 + answer["version"]]["sha256"] == answer["head"] == http.view(game_id)["head_sha256"]
    assert http.client.get(f"/v1/games/{game_id}/witness?root={root.number}").get_json() == answer


def test_a_matchs_answer_proves_its_tables_too(http: Http) -> None:
    created = http.create(players=[{"name": f"p{i}"} for i in range(7)], options={"window_ms": 0})
    root = publish(http, 1_800_000_000_000)
    assert root is not None
    answer = http.client.get(f"/v1/games/{created['id']}/witness").get_json()
    assert holds(answer) and sorted(answer["tables"]) == ["t0", "t1"]
    for key, table in answer["tables"].items():
        assert table["game"] == f"{created['id']}:{key}" and holds(table)


def test_the_witness_routes_refuse_what_they_cannot_answer(http: Http) -> None:
    game_id, _ = http.fixed_game()
    root = publish(http, 1_800_000_000_000)
    assert root is not None
    later, _ = http.fixed_game()
    for path, status, code in (
        (f"/v1/games/{later}/witness?root={root.number}", 404, "not-witnessed"),
        (f"/v1/games/{game_id}/witness?root={root.number + 1}", 404, "witness-root-not-kept"),
        (f"/v1/games/{game_id}/witness?root=first", 400, "invalid-query"),
        ("/v1/games/nope/witness", 404, "game-not-found"),
        ("/v1/witness?after=-2", 400, "invalid-query"),
        ("/v1/witness?limit=0", 400, "invalid-query"),
    ):
        response = http.client.get(path)
        assert (response.status_code, response.get_json()["code"]) == (status, code), path
    # Pages: after a number, at most limit, and more when others follow.
    assert publish(http, 1_800_000_060_000) is not None
    first = http.client.get("/v1/witness?limit=1").get_json()
    assert [r["number"] for r in first["roots"]] == [0] and first["more"] is True
    rest = http.client.get("/v1/witness?after=0").get_json()
    assert [r["number"] for r in rest["roots"]] == [1] and rest["more"] is False
    assert rest["roots"][0]["previous"] == first["roots"][0]["hash"]


def verify_in_js(tmp_path: Path, lines: list[dict[str, Any]], answer: dict[str, Any], *extra: str) -> Any:
    """``node verify/verify.mjs EXPORT --witness ANSWER [extra]``: its exit status and verdict."""
    if NODE is None:
        pytest.fail("node is not on the path: the JavaScript verifier's tests need Node.js 20 or later (README)")
    export, proof = tmp_path / f"{uuid.uuid4().hex}.ndjson", tmp_path / f"{uuid.uuid4().hex}.json"
    export.write_text("".join(json.dumps(line) + "\n" for line in lines))
    proof.write_text(json.dumps(answer))
    done = subprocess.run(
        [NODE, "verify/verify.mjs", str(export), "--witness", str(proof), *extra],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode in (0, 1), done.stderr
    return done.returncode, json.loads(done.stdout)


def test_the_javascript_verifier_checks_a_served_proof_and_catches_a_log_rewritten_after_its_root(
    http: Http, tmp_path: Path
) -> None:
    game_id, tokens = http.fixed_game()
    assert play_to(http, game_id, tokens)["status"] == "finished"
    root = publish(http, 1_800_000_000_000)
    assert root is not None
    answer = http.client.get(f"/v1/games/{game_id}/witness").get_json()
    lines = export_lines(http, game_id)
    assert verify_in_js(tmp_path, lines, answer)[0] == 0
    code, verdict = verify_in_js(tmp_path, lines, answer, "--root", root.hash)
    assert code == 0 and verdict["witness"] == {
        "ok": True, "game": game_id, "version": answer["version"], "root": 0, "minute": root.minute,
        "root_hash": root.hash, "tables": [], "unproved": [], "problems": [],
    }  # fmt: skip
    code, verdict = verify_in_js(tmp_path, lines, answer, "--root", "0" * 64)
    assert code == 1 and verdict["witness"]["problems"] == ["witness root 0 is not the root you kept"]

    # Rewritten after the root: a played card moved to another seat's turn, every hash after it recomputed. The
    # export holds together on its own; the root it was witnessed in does not hold it.
    forged = copy.deepcopy(lines)
    played = next(line for line in forged[1:] if line["type"] == "CardsPlayed")
    played["at_ms"] += 1
    rechain(forged[0], forged[1:], start=played["version"])
    code, verdict = verify_in_js(tmp_path, forged, answer)
    assert verdict["ok"] is True and code == 1
    assert verdict["witness"]["problems"] == [
        f"the export's line of game {game_id} at version {answer['version']} is not the head the witness root holds: "
        "the log was rewritten after it was witnessed"
    ]
    # A proof changed on its way: its path no longer leads to the root, or the root no longer hashes to its hash.
    bent = {**answer, "proof": [*answer["proof"][:-1], "ab" * 32]} if answer["proof"] else {**answer, "index": 1}
    assert "does not lead to witness root 0" in verify_in_js(tmp_path, lines, bent)[1]["witness"]["problems"][0]
    moved = {**answer, "root": {**answer["root"], "minute": "2030-01-01T00:00Z"}}
    assert "does not hash to its hash" in verify_in_js(tmp_path, lines, moved)[1]["witness"]["problems"][0]


def test_the_javascript_verifier_checks_a_matchs_tables_proofs(http: Http, tmp_path: Path) -> None:
    created = http.create(players=[{"name": f"p{i}"} for i in range(7)], options={"window_ms": 0})
    assert publish(http, 1_800_000_000_000) is not None
    answer = http.client.get(f"/v1/games/{created['id']}/witness").get_json()
    lines = export_lines(http, created["id"])  # redacted while it runs: the witness check needs only the hashes
    code, verdict = verify_in_js(tmp_path, lines, answer, "--root", answer["root"]["hash"])
    assert verdict["witness"]["ok"] is True and verdict["witness"]["tables"] == ["t0", "t1"]
    assert verdict["witness"]["unproved"] == []
    assert code == 1, "a running match's redacted export does not verify on its own"
    # A table left out is not proved (and said so); a table's proof passed off as another's, or from another
    # root than the one kept, fails.
    without = verify_in_js(tmp_path, lines, {**answer, "tables": {"t0": answer["tables"]["t0"]}})[1]["witness"]
    assert without["ok"] is True and without["unproved"] == ["t1"]
    swapped = {**answer, "tables": {"t0": answer["tables"]["t1"], "t1": answer["tables"]["t1"]}}
    problems = verify_in_js(tmp_path, lines, swapped)[1]["witness"]["problems"]
    assert problems == [f'the proof of table t0 is of "{created["id"]}:t1", not of that table']
    other_root = {**answer["tables"]["t1"], "root": {**answer["tables"]["t1"]["root"], "hash": "ee" * 32}}
    kept = verify_in_js(tmp_path, lines, {**answer, "tables": {**answer["tables"], "t1": other_root}}, "--root",
                        answer["root"]["hash"])[1]["witness"]["problems"]  # fmt: skip
    assert kept == ["the witness root of table t1 does not hash to its hash: the root was changed"]
    table = {**answer["tables"]["t1"], "head": "cd" * 32}
    problems = verify_in_js(tmp_path, lines, {**answer, "tables": {**answer["tables"], "t1": table}})[1]["witness"]
    assert problems["problems"] == ["the leaf of table t1 is not the hash of its head",
                                    "the audit path of table t1 does not lead to witness root 0",
                                    f"the export's line of table t1 at version {table['version']} is not the head "
                                    "the witness root holds: the log was rewritten after it was witnessed"]  # fmt: skip
