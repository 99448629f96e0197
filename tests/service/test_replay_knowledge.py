"""Knowledge-time replay: at every version of random games of every game type, the replayed view of each
seat and of a spectator holds no card of another seat's hand that the rules had not shown that viewer yet,
and it is exactly the view that viewer was served live at that version.

The games are played through the real service and store: one at the next-to-smallest table with the minimal
options and people only, one at a bigger table with bots, timers falling due and the other options
(``lively_table``). The view at each version is the one ``GET /v1/games/{id}/replay?at=N`` serves
(``service.view`` of ``service.replay``); the state at each version is folded once, incrementally, and
``service.replay`` is checked to give that same state and head at sampled versions and at the last one.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from domain.game import PlayerSpec, Viewer, from_data
from domain.games import GAMES
from domain.idle import EVENTS as IDLE_EVENTS
from domain.idle import game_state
from domain.service import GameService, Loaded, event_classes
from settings import Settings
from tests.domain.test_game_contract import option_sets
from tests.support.playing import live_service, lively_table, play_everything
from tests.support.playout import Checker
from tests.workers.support import ManualClock

#: Versions at which ``service.replay`` itself is checked (each replay folds the log from its start).
REPLAYS_CHECKED = 12
TABLES = ("minimal", "lively")


def table(slug: str, kind: str) -> tuple[list[PlayerSpec], dict[str, Any]]:
    """The players and options of one of the ``TABLES``."""
    if kind == "lively":
        return lively_table(slug)
    info = GAMES[slug].info
    players = [PlayerSpec(name=f"p{i}") for i in range(min(info.min_players + 1, info.max_players))]
    return players, option_sets(info)[0][1]


@pytest.mark.parametrize("kind", TABLES)
@pytest.mark.parametrize("slug", sorted(GAMES))
def test_a_replay_never_shows_a_card_before_its_viewer_could_see_it(slug: str, kind: str, settings: Settings) -> None:
    clock = ManualClock(1_700_000_000_000)
    service: GameService = live_service(settings, clock, f"{slug}-{kind}")
    players, options = table(slug, kind)
    game_id = service.create_game(slug, players, options).game_id
    game = service.game_of(service.load(game_id))  # the game's rules under its idle policy
    own = GAMES[slug]
    viewers: list[Viewer] = [None, *range(len(players))]
    live: dict[int, dict[Viewer, Any]] = {}

    def served(loaded: Loaded) -> None:
        live[loaded.version] = {viewer: service.view(loaded, viewer) for viewer in viewers}

    play_everything(service, clock, game_id, seed=11 + TABLES.index(kind), observe=served, idle=True)
    classes = event_classes(game)
    checker = Checker(slug=slug, rng=random.Random(0), every=1)
    loaded = service.replay(game_id, -1)
    stored = service.store.read(game_id)
    versions = range(len(stored))
    sampled = {*random.Random(f"{slug}-{kind}").sample(versions, min(REPLAYS_CHECKED, len(versions))), versions[-1]}
    for event_stored in stored:
        event = from_data(classes[event_stored.type], event_stored.data)
        assert event_stored.hash is not None
        loaded = replace(
            loaded,
            state=game.evolve(loaded.state, event, event_stored.at_ms),
            version=event_stored.version,
            head_hash=event_stored.hash,
        )
        if not isinstance(event, IDLE_EVENTS):  # who is at which seat discloses no card
            checker.known = checker.rules.disclose(event, checker.known)
        checker.step = event_stored.version
        if event_stored.version in sampled:
            replayed = service.replay(game_id, event_stored.version)
            assert (replayed.state, replayed.head_hash) == (loaded.state, loaded.head_hash)
        if game.status(loaded.state) == "finished":
            break
        checker.hides_hands(own, game_state(loaded.state), lambda viewer, at=loaded: service.view(at, viewer), "view")
        for viewer, seen_live in live.get(event_stored.version, {}).items():
            assert service.view(loaded, viewer) == seen_live, (event_stored.version, viewer)
    assert checker.problems == []
    assert game.status(loaded.state) == "finished"
    assert len(live) > 10, "the live views were not recorded: the comparison proves nothing"
