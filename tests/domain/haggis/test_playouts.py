"""The game contract with per-card points and the 3-player bonus on together (at 2 players also with the
shortest turn clock), under the conformance checker; the view reports the card-point rule."""

from __future__ import annotations

import random

import pytest

from domain.games.haggis import GAME
from tests.support.playout import Checker, playout, refold


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (3, {"card_points": "per_card", "first_out_bonus_3p": True}),
        (2, {"card_points": "per_card", "first_out_bonus_3p": True, "turn_clock_ms": 1000}),
    ],
)
def test_random_playouts_keep_the_contract_with_the_other_options(players: int, options: dict[str, object]) -> None:
    checker = Checker(slug="haggis", rng=random.Random(5), every=7)
    result = playout(GAME, players, dict(options), seed=5, observe=checker)
    assert result.finished and checker.problems == []
    assert refold(GAME, result.events) == result.state
    assert GAME.view(result.state, None)["card_points"] == "per_card"
