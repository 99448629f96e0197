"""The haggis response schemas (``api/schemas/haggis.py``) fit what the game serves: every view for every viewer
and every event as every viewer sees it, along seeded random games, and they refuse what they do not declare."""

from __future__ import annotations

from typing import Any

import pytest

from api.schemas.haggis import EVENTS, VIEW
from domain.game import parse_options
from domain.games import GAMES
from domain.games.haggis.events import RoundDealt
from tests.support.playout import playout
from tests.support.shapes import decorated, shape_problems

GAME = GAMES["haggis"]
CLOCK_AND_LONG_GAME = {"turn_clock_ms": 5000, "target": 350, "card_points": "per_card", "first_out_bonus_3p": True}


@pytest.mark.parametrize(
    ("players", "options", "seed"),
    [
        (2, {}, 1),
        (3, {}, 2),
        (2, CLOCK_AND_LONG_GAME, 3),
        (3, CLOCK_AND_LONG_GAME, 4),
    ],
)
def test_every_view_and_event_of_random_haggis_games_fits_its_schema(
    players: int, options: dict[str, Any], seed: int
) -> None:
    problems = shape_problems(GAME, VIEW, EVENTS, players, options, seed, sample_every=3)
    assert problems[:5] == []


def test_every_haggis_event_type_has_a_schema() -> None:
    assert set(EVENTS) == {cls.__name__ for cls in GAME.info.events}


def test_a_running_deal_shows_only_the_viewers_hand_and_fits_its_schema() -> None:
    deal = RoundDealt(round=1, dealer=0, leader=1, removed_suit="B", hands=(("2R", "J"), ("3O", "K")), haggis=("4Y",))
    schema = EVENTS["RoundDealt"]()
    seen = GAME.redact_event(deal, 1, False)
    assert seen["hands"] == [None, ["3O", "K"]] and seen["haggis"] is None
    assert schema.validate(seen) == {}
    assert schema.validate(GAME.redact_event(deal, None, True)) == {}
    assert "extra" in schema.validate({**seen, "extra": 1})


def test_a_haggis_view_with_a_member_nobody_declared_is_refused() -> None:
    result = playout(GAME, 2, {}, seed=5)
    view = decorated(GAME, result.state, 0, parse_options(GAME.info, {}))
    assert VIEW().validate(view) == {}
    assert "secret" in VIEW().validate({**view, "secret": 1})
    seat = {**view["seats"][0], "secret": 1}
    assert VIEW().validate({**view, "seats": [seat, *view["seats"][1:]]}) != {}
