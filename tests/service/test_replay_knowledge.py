"""Knowledge-time replay: at every version of random games of every game type, the replayed view of each
seat and of a spectator holds no card of another seat's hand that the rules had not shown that viewer yet.

The games are played through the real service and store. The view at each version is the one
``GET /v1/games/{id}/replay?at=N`` serves (``service.view`` of ``service.replay``); the state at each version
is folded once, incrementally, and ``service.replay`` is checked to give that same state at sampled versions.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from domain.game import PlayerSpec, from_data
from domain.games import GAMES
from domain.service import GameService, event_classes
from eventstore.settings import Settings
from tests.domain.test_game_contract import option_sets
from tests.service.test_audit import play_out
from tests.support.playout import Checker
from workers.runtime import build_service

SAMPLE_EVERY = 25


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_a_replay_never_shows_a_card_before_its_viewer_could_see_it(slug: str, settings: Settings) -> None:
    service: GameService = build_service(settings)
    game = GAMES[slug]
    players = [PlayerSpec(name=f"p{i}") for i in range(min(game.info.min_players + 1, game.info.max_players))]
    _, options = option_sets(game.info)[0]
    game_id = service.create_game(slug, players, options).game_id
    play_out(service, game_id, seed=11)
    classes = event_classes(game)
    checker = Checker(slug=slug, rng=random.Random(0), every=1)
    loaded = service.replay(game_id, -1)
    for stored in service.store.read(game_id):
        event = from_data(classes[stored.type], stored.data)
        loaded = replace(loaded, state=game.evolve(loaded.state, event, stored.at_ms), version=stored.version)
        checker.known = checker.rules.disclose(event, checker.known)
        checker.step = stored.version
        if game.status(loaded.state) == "finished":
            break
        checker.hides_hands(game, loaded.state, lambda viewer, at=loaded: service.view(at, viewer), "view")
        if stored.version % SAMPLE_EVERY == 0:
            assert service.replay(game_id, stored.version).state == loaded.state
    assert checker.problems == []
    assert game.status(loaded.state) == "finished"
