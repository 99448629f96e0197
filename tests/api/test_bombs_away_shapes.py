"""The Bombs Away response schemas (``api/schemas/bombs_away.py``) fit what the game serves: every view for every
viewer and every event as every viewer sees it (hidden cards null, with their counts), along seeded random
series, and they refuse what they do not declare."""

from __future__ import annotations

from typing import Any

import pytest

from api.schemas.bombs_away import EVENTS, VIEW
from domain.game import parse_options
from domain.games import GAMES
from domain.games.bombs_away.events import CardsDrawn, TurnSkipped
from tests.support.playout import playout
from tests.support.shapes import decorated, shape_problems

GAME = GAMES["bombs-away"]
SERIES_WITH_CLOCK = {"games": 3, "winner_carryover": True, "turn_clock_ms": 5000}


@pytest.mark.parametrize(
    ("players", "options", "seed"),
    [
        (2, {}, 1),
        (5, {}, 2),
        (3, SERIES_WITH_CLOCK, 3),
        (4, {"games": 2, "turn_clock_ms": 5000}, 4),
    ],
)
def test_every_view_and_event_of_random_bombs_away_games_fits_its_schema(
    players: int, options: dict[str, Any], seed: int
) -> None:
    problems = shape_problems(GAME, VIEW, EVENTS, players, options, seed, sample_every=4)
    assert problems[:5] == []


def test_every_bombs_away_event_type_has_a_schema() -> None:
    assert set(EVENTS) == {cls.__name__ for cls in GAME.info.events}


@pytest.mark.parametrize("answers", [None, 0])
def test_a_skipped_turn_fits_its_schema_for_every_viewer(answers: int | None) -> None:
    # Random games almost never skip a turn (W17), so the event is checked here directly.
    event = TurnSkipped(seat=1, role="closing", answers=answers)
    for viewer in (None, 0, 1):
        for finished in (False, True):
            assert EVENTS["TurnSkipped"]().validate(GAME.redact_event(event, viewer, finished)) == {}


def test_a_hidden_draw_is_null_with_its_count_and_the_drawer_sees_the_cards() -> None:
    event = CardsDrawn(seat=0, cards=("2C", "JK"))
    schema = EVENTS["CardsDrawn"]()
    hidden = GAME.redact_event(event, 1, False)
    assert hidden == {"seat": 0, "cards": None, "cards_count": 2}
    assert schema.validate(hidden) == {}
    assert schema.validate(GAME.redact_event(event, 0, False)) == {}
    assert "extra" in schema.validate({**hidden, "extra": 1})


def test_a_bombs_away_view_with_a_member_nobody_declared_is_refused() -> None:
    result = playout(GAME, 3, {}, seed=5)
    view = decorated(GAME, result.state, 0, parse_options(GAME.info, {}))
    assert VIEW().validate(view) == {}
    assert "secret" in VIEW().validate({**view, "secret": 1})
    seat = {**view["seats"][0], "secret": 1}
    assert VIEW().validate({**view, "seats": [seat, *view["seats"][1:]]}) != {}
