"""A game of four bots, created over HTTP, is played to the end by a real ``powderkeg worker`` process."""

from __future__ import annotations

import subprocess
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tests.api.conftest import Http

DEADLINE_SECONDS = 60


def test_four_bots_finish_their_game_with_a_worker(http: Http, worker: subprocess.Popen[bytes]) -> None:
    """Bot seats act through worker jobs, and last calls close on their timers, until the game ends."""
    created = http.create(players=[{"bot": "random"}] * 4, options={"hands": 2, "window_ms": 50})
    assert created["tokens"] == []
    game_id = created["id"]
    deadline = time.monotonic() + DEADLINE_SECONDS
    view = created["view"]
    while view["status"] != "finished":
        assert worker.poll() is None, "the worker died"
        assert time.monotonic() < deadline, (
            f"not finished in {DEADLINE_SECONDS} s, at version {view['version']}"
        )
        response = http.client.get(f"/v1/games/{game_id}/events?after={view['version']}&wait=2")
        assert response.status_code == 200
        view = http.view(game_id)
    assert view["result"] is not None
    events = http.log(game_id)
    assert [e["data"]["hand"] for e in events if e["type"] == "HandScored"][:2] == [1, 2]
    assert all(e["seat"] is None or 0 <= e["seat"] < 4 for e in events)
