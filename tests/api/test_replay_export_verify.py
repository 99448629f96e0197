"""Replay at any version as a viewer saw it, the NDJSON export, and verification over HTTP and offline."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tests.api.conftest import Http

ROOT = Path(__file__).resolve().parents[2]


def play_to(http: Http, game_id: str, tokens: dict[int, str], *, version: int | None = None) -> dict[str, Any]:
    """Post random legal commands of every seat in turn until the game ends (or passes ``version``)."""
    rng = random.Random(7)
    view = http.view(game_id)
    while view["status"] != "finished" and (version is None or view["version"] < version):
        for token in tokens.values():
            listed = http.client.get(f"/v1/games/{game_id}/legal-commands", headers=http.bearer(token))
            commands = listed.get_json()["commands"]
            if commands:
                assert http.command(game_id, token, rng.choice(commands)).status_code == 200
                break
        view = http.view(game_id)
    return view


def replay(http: Http, game_id: str, query: str, token: str | None = None) -> Any:
    return http.client.get(f"/v1/games/{game_id}/replay?{query}", headers=http.bearer(token) if token else {})


def test_a_seat_replays_what_it_knew_then_and_nobody_sees_another_seat_while_the_game_runs(http: Http) -> None:
    game_id, tokens = http.fixed_game()
    start = http.view(game_id)["version"]
    play_to(http, game_id, tokens, version=start + 2)
    mine = replay(http, game_id, f"at={start}", tokens[1])
    assert mine.status_code == 200
    body = mine.get_json()
    assert (body["version"], body["viewer"], body["hands"], body["state"]) == (start, 1, None, None)
    assert sorted(body["view"]["hand"]) == sorted(http.deal["hands"][1])
    spectator = replay(http, game_id, f"at={start}").get_json()
    assert spectator["view"]["hand"] is None
    for query in (f"at={start}&as=2", f"at={start}&full=true"):
        refused = replay(http, game_id, query, tokens[1])
        assert refused.status_code == 403
        assert refused.get_json()["code"] == "replay-forbidden"
    past = replay(http, game_id, "at=100000", tokens[1])
    assert (past.status_code, past.get_json()["code"]) == (400, "invalid-query")
    assert replay(http, game_id, "as=9").status_code == 400


def test_once_finished_anyone_replays_any_seat_and_the_full_state(http: Http) -> None:
    game_id, tokens = http.fixed_game()
    start = http.view(game_id)["version"]
    play_to(http, game_id, tokens)
    body = replay(http, game_id, f"at={start}&as=3&full=true").get_json()
    assert body["viewer"] == 3
    assert sorted(body["view"]["hand"]) == sorted(http.deal["hands"][3])
    assert [sorted(h) for h in body["hands"]] == [sorted(h) for h in http.deal["hands"]]
    assert body["state"] is not None


def export_lines(http: Http, game_id: str, token: str | None = None) -> list[dict[str, Any]]:
    response = http.client.get(f"/v1/games/{game_id}/export", headers=http.bearer(token) if token else {})
    assert response.status_code == 200
    assert response.mimetype == "application/x-ndjson"
    return [json.loads(line) for line in response.get_data(as_text=True).splitlines()]


def test_a_running_games_export_is_redacted_for_the_caller(http: Http) -> None:
    game_id, tokens = http.fixed_game()
    play_to(http, game_id, tokens, version=http.view(game_id)["version"] + 1)
    head, *lines = export_lines(http, game_id, tokens[0])
    assert (head["complete"], head["seed"], head["viewer"]) == (False, None, 0)
    shown = json.dumps(lines)
    for seat in (1, 2, 3):
        for card in http.deal["hands"][seat]:
            assert f'"{card}"' not in shown


def verify_offline(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "powderkeg.cli", "verify", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )


def test_a_finished_games_export_verifies_offline_and_a_changed_one_names_its_first_bad_version(
    http: Http, tmp_path: Path
) -> None:
    game_id, tokens = http.fixed_game()
    play_to(http, game_id, tokens)
    rows = export_lines(http, game_id)
    assert rows[0]["complete"] is True
    good = tmp_path / "good.ndjson"
    good.write_text("".join(json.dumps(r) + "\n" for r in rows))
    ok = verify_offline(good)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert json.loads(ok.stdout)["ok"] is True
    at = next(i for i, row in enumerate(rows[1:]) if row["type"] == "CardsPlayed")
    rows[1 + at]["data"]["cards"] = ["2S"]
    bad = tmp_path / "bad.ndjson"
    bad.write_text("".join(json.dumps(r) + "\n" for r in rows))
    failed = verify_offline(bad)
    assert failed.returncode == 1
    assert json.loads(failed.stdout)["first_bad_version"] == at
    assert http.client.get(f"/v1/games/{game_id}/verify").get_json()["ok"] is True


def test_verify_of_an_unreadable_file_says_so(tmp_path: Path) -> None:
    junk = tmp_path / "junk.ndjson"
    junk.write_text("not json\n")
    result = verify_offline(junk)
    assert result.returncode == 2 and "cannot read" in result.stderr
