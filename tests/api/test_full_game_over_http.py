"""A whole 12-hand game of bombs played over HTTP by clients that only pick from legal-commands."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tests.api.conftest import Http

MAX_COMMANDS = 20_000


def test_four_clients_picking_legal_commands_finish_a_twelve_hand_game(http: Http) -> None:
    """Each seat in turn asks for its legal commands and posts one chosen by a seeded generator."""
    created = http.create(options={"window_ms": 0})
    game_id, tokens = created["id"], http.tokens(created)
    rng = random.Random(2024)
    status, sent, seat = created["view"]["status"], 0, 0
    while status != "finished":
        assert sent < MAX_COMMANDS, "the game did not finish"
        listed = http.client.get(f"/v1/games/{game_id}/legal-commands", headers=http.bearer(tokens[seat]))
        assert listed.status_code == 200
        commands = listed.get_json()["commands"]
        if commands:
            response = http.command(game_id, tokens[seat], rng.choice(commands))
            assert response.status_code == 200, response.get_json()
            status = response.get_json()["view"]["status"]
            sent += 1
        seat = (seat + 1) % 4
    view = http.view(game_id)
    assert view["result"] is not None
    assert sorted(view["result"]["ranking"]) == [0, 1, 2, 3]
    events = http.log(game_id)  # page by page: a 12-hand log is longer than one page
    scored = [e["data"]["hand"] for e in events if e["type"] == "HandScored"]
    assert scored[:12] == list(range(1, 13))
    assert view["result"]["scores"] == [s["score"] for s in view["seats"]]
    assert [e["type"] for e in events][-1] == "GameFinished"
