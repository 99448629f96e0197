"""Every game's views fit the View shape every client relies on (``ViewSchema``, openapi.yaml ``View``), for
every viewer, at sampled steps of seeded random playouts and at the end."""

from __future__ import annotations

from typing import Any

import pytest

from api.schemas.views import ViewSchema
from domain.game import Command, Event, Game
from domain.games import GAMES
from tests.support.playout import playout

SAMPLE_EVERY = 5


def decorated(game: Game, state: Any, viewer: int | None) -> dict[str, Any]:
    """The game's view with the members the service adds around it."""
    return {
        "id": "g",
        "game": game.info.slug,
        "version": 0,
        "status": game.status(state),
        "seed_sha256": "00",
        "head_sha256": "00",
        "seed": None,
        "options": {},
        "deadlines": [],
        **game.view(state, viewer),
    }


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_view_of_a_random_game_fits_the_view_schema(slug: str) -> None:
    game = GAMES[slug]
    schema = ViewSchema()
    problems: list[str] = []
    step = 0

    def check(game: Game, before: Any, seat: int | None, command: Command, new: list[Event], after: Any) -> None:
        nonlocal step
        step += 1
        if step % SAMPLE_EVERY:
            return
        for viewer in [None, *range(len(game.view(after, None)["seats"]))]:
            errors = schema.validate(decorated(game, after, viewer))
            if errors:
                problems.append(f"step {step}, viewer {viewer}: {errors}")

    players = min(game.info.min_players + 1, game.info.max_players)
    result = playout(game, players, {}, seed=5, observe=check)
    for viewer in [None, *range(players)]:
        assert schema.validate(decorated(game, result.state, viewer)) == {}
    assert problems[:5] == []
