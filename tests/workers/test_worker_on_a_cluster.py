"""``powderkeg worker`` with the games on a real Redis Cluster and the job queue on a plain Redis: its jobs play
the bots' turns and its sweeper reads every deadline shard, on whichever master each lives."""

from __future__ import annotations

import time

from domain.game import PlayerSpec
from eventstore.connection import connect
from eventstore.deadlines import Deadline, Deadlines
from powderkeg.wiring import build_service, run_worker
from settings import Settings


def test_a_worker_plays_every_bot_of_games_on_every_master_until_they_end(cluster_settings: Settings) -> None:
    service = build_service(cluster_settings)
    bots = [PlayerSpec(name=f"bot-{i}", bot="random") for i in range(3)]
    ids = [service.create_game("exploding-aces", bots, {}).game_id for _ in range(4)]
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        run_worker(cluster_settings, burst=True, logging_level="WARNING")
        games = [service.load(game_id) for game_id in ids]
        if all(service.game_of(g).status(g.state) == "finished" for g in games):
            break
    else:
        raise AssertionError("the bots did not finish their games")
    # What is left are windows the bots closed early, kept until they fall due: each in its game's shard.
    client = connect(cluster_settings)
    deadlines = Deadlines(client, cluster_settings.key_prefix)
    entries = deadlines.due(int(time.time() * 1000) + 3_600_000, 1000)
    assert deadlines.unreadable == ()
    assert {entry.key for entry in entries} == {deadlines.key_of(Deadline.decode(e.member).game_id) for e in entries}
    client.close()
