"""Multi-table bombs over HTTP (docs/rules.md §1.6): a full 7-player match played by clients that only pick from
legal-commands, the tables' logs redacted per seat, and a 9-player match of bots finished by a real worker."""

from __future__ import annotations

import json
import random
import subprocess
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tests.api.test_replay_export_verify import export_lines, verify_offline
from tests.domain.bombs.knowledge import KNOWLEDGE
from tests.support.playout import card_strings

if TYPE_CHECKING:
    from tests.api.conftest import Http

DEADLINE_SECONDS = 150


def test_a_full_seven_player_match_over_http_with_rotation_and_redacted_table_logs(
    http: Http, tmp_path: Path
) -> None:
    created = http.create(players=[{"name": f"p{i}"} for i in range(7)], options={"window_ms": 0})
    match_id = created["id"]
    tokens = http.tokens(created)
    assert sorted(tokens) == list(range(7))
    view = http.view(match_id, tokens[0])
    assert [t["key"] for t in view["tables"]] == ["t0", "t1"]
    assert [len(t["players"]) for t in view["tables"]] == [4, 3]
    rng = random.Random(7)
    for _ in range(20_000):
        spectator = http.view(match_id)
        if spectator["status"] == "finished":
            break
        assert spectator["hand"] is None and all(t.get("cards") is not None for t in spectator["tables"])
        moves = match_moves(http, match_id, tokens, spectator)
        assert moves, f"nobody can move at hand {spectator['hand_number']}"
        player, body, at = rng.choice(moves)
        response = http.command(match_id, tokens[player], body)
        assert response.status_code == 200, response.get_json()
        answer = response.get_json()
        # ``table`` is where the command was played; the view is the bearer's now, which is another table when
        # the command ended a hand and the match moved on (a rotation, or a tie-break hand).
        assert answer["table"] == at
        now = http.view(match_id, tokens[player])
        assert (answer["view"]["table"] or {}).get("key") == (now["table"] or {}).get("key")
    final = http.view(match_id)
    assert final["status"] == "finished" and final["result"] is not None
    assert final["seed"] is not None
    match_log = http.client.get(f"/v1/games/{match_id}/events").get_json()["events"]
    completed = [e for e in match_log if e["type"] == "HandCompleted"]
    assert [e["data"]["hand"] for e in completed][:12] == list(range(1, 13))
    seated = [e for e in match_log if e["type"] == "TablesSeated" and not e["data"]["tiebreak"]]
    assert len(seated) == 11 and all(len(e["data"]["moves"]) == 2 for e in seated)
    assert final["result"]["scores"] == completed[-1]["data"]["totals"]
    audit_the_match(http, match_id, tmp_path)


def match_moves(
    http: Http, match_id: str, tokens: dict[int, str], spectator: dict[str, Any]
) -> list[tuple[int, dict[str, Any], str]]:
    """Every (player, command body, table) the players at the match's tables may send now, from
    legal-commands: the seat on turn at each table, or everyone at a table in its exchange (nobody on turn)."""
    moves = []
    for table in spectator["tables"]:
        for player in table["players"] if table["turn"] is None else [table["turn"]]:
            legal = http.client.get(f"/v1/games/{match_id}/legal-commands", headers=http.bearer(tokens[player]))
            body = legal.get_json()
            assert body["table"] == table["key"]
            moves += [(player, command, body["table"]) for command in body["commands"]]
    return moves


def audit_the_match(http: Http, match_id: str, tmp_path: Path) -> None:
    """A finished match exports its tables with it, verifies offline and on the server, and replays at any
    position of its timeline (issue 14)."""
    rows = export_lines(http, match_id)
    head, lines = rows[0], rows[1:]
    keys = [table["key"] for table in head["tables"]]
    assert head["complete"] and keys[:2] == ["t0", "t1"]
    assert {line["table"] for line in lines} == {None, *keys}
    path = tmp_path / "match.ndjson"
    path.write_text("".join(json.dumps(row) + "\n" for row in rows))
    offline = verify_offline(path)
    assert offline.returncode == 0, offline.stdout + offline.stderr
    assert json.loads(offline.stdout)["events"] == len(lines)
    assert http.client.get(f"/v1/games/{match_id}/verify").get_json()["ok"] is True
    dealt = next(i for i, line in enumerate(lines) if line["table"] == "t1" and line["type"] == "HandDealt")
    seat = 4  # the first seat of t1 in hand 1
    replay = http.client.get(f"/v1/games/{match_id}/replay?at={dealt}&as={seat}").get_json()
    assert (replay["version"], replay["head"]) == (dealt, len(lines) - 1)
    assert replay["view"]["hand"] == lines[dealt]["data"]["hands"][0] and replay["view"]["hand_number"] == 1
    assert http.client.get(f"/v1/games/{match_id}/replay?at={len(lines)}").status_code == 400


def test_a_running_tables_log_shows_each_player_only_their_own_deal(http: Http) -> None:
    created = http.create(players=[{"name": f"p{i}"} for i in range(6)], options={"window_ms": 0})
    match_id = created["id"]
    tokens = http.tokens(created)
    for player in range(6):
        page = http.client.get(f"/v1/games/{match_id}/tables/t0/events", headers=http.bearer(tokens[player]))
        assert page.status_code == 200
        dealt = next(e for e in page.get_json()["events"] if e["type"] == "HandDealt")
        hands = dealt["data"]["hands"]
        if player < 3:
            assert hands[player] is not None and sum(h is not None for h in hands) == 1
        else:
            assert hands == [None, None, None]
    spectator = http.client.get(f"/v1/games/{match_id}/tables/t1/events").get_json()["events"]
    assert not card_strings([e["data"] for e in spectator if e["type"] == "HandDealt"], KNOWLEDGE.codes)
    missing = http.client.get(f"/v1/games/{match_id}/tables/t9/events")
    assert missing.status_code == 404 and missing.get_json()["code"] == "table-not-found"


def test_nine_bots_finish_a_match_with_a_worker(http: Http, worker: subprocess.Popen[bytes]) -> None:
    created = http.create(players=[{"bot": "random"}] * 9, options={"hands": 2, "window_ms": 50})
    match_id = created["id"]
    deadline = time.monotonic() + DEADLINE_SECONDS
    view = created["view"]
    while view["status"] != "finished":
        assert worker.poll() is None, "the worker died"
        assert time.monotonic() < deadline, f"not finished in {DEADLINE_SECONDS} s at hand {view['hand_number']}"
        time.sleep(0.5)
        view = http.view(match_id)
    assert view["result"] is not None
    tables = {t["key"] for t in http.view(match_id)["tables"]}
    assert tables <= {"t0", "t1"} or all(k.startswith("h") for k in tables)


def test_the_lobby_of_a_match_that_waited_for_players_is_not_one_of_its_tables(http: Http) -> None:
    """A match created with an open seat has a lobby stream beside its tables (``<id>:lobby``): asked for as a
    table it is 404 ``table-not-found`` like any key the match never opened (it was folded by the table's rules
    and answered 500)."""
    body = {"game": "bombs", "players": [{"name": "ann"}, *[{"bot": "random"}] * 4, {"open": True}]}
    created = http.client.post("/v1/games", json=body).get_json()
    assert http.client.post(f"/v1/games/{created['id']}/join", json={"name": "bo"}).status_code == 201
    for key in ("lobby", "t9"):
        missing = http.client.get(f"/v1/games/{created['id']}/tables/{key}/events")
        assert missing.status_code == 404 and missing.get_json()["code"] == "table-not-found", key
    assert http.client.get(f"/v1/games/{created['id']}/tables/t0/events").status_code == 200
