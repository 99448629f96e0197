"""The response schemas of bombs (``api/schemas/bombs.py``) fit what the game really serves: a table's views and
events along seeded random playouts, and a match's views and logs (its own and every table's) through the real
``GameService`` and store while bots play a short match at two tables."""

from __future__ import annotations

from typing import Any

import pytest

from api.event_json import events_json
from api.schemas.bombs import EVENTS, MATCH_VIEW, VIEW
from api.schemas.events import EventSchema
from domain.game import PlayerSpec
from domain.games import GAMES
from domain.games.bombs.match import MatchState
from domain.service import GameService, Loaded, table_id
from powderkeg.wiring import build_service
from settings import Settings
from tests.support.entropy import SeededSeeds
from tests.support.shapes import shape_problems

GAME = GAMES["bombs"]
SAMPLE_EVERY = 7


# Seeds picked so that, together, the playouts hold every exchange step: a revolt (4 players seed 40, 5 players
# seed 31), a declined revolt with requests (4 players seed 54), the Master's privilege, and tie-break hands
# that leave seats out (hands 2: 4 players seed 7, 5 players seed 10 with a clock and window 0).
@pytest.mark.parametrize(
    ("players", "options", "seed"),
    [
        (4, {"hands": 3}, 40),
        (4, {"hands": 3}, 54),
        (4, {"hands": 2}, 7),
        (5, {"hands": 3}, 31),
        (5, {"hands": 3, "turn_clock_ms": 5000}, 1),
        (5, {"hands": 2, "window_ms": 0, "turn_clock_ms": 1000}, 10),
        (3, {"hands": 2, "turn_clock_ms": 5000}, 3),
    ],
)
def test_every_view_and_event_of_random_bombs_games_fits_its_schema(
    players: int, options: dict[str, Any], seed: int
) -> None:
    problems = shape_problems(GAME, VIEW, EVENTS, players, options, seed, sample_every=SAMPLE_EVERY)
    assert problems[:5] == []


def test_every_bombs_event_type_has_a_schema() -> None:
    assert set(EVENTS) == {cls.__name__ for cls in GAME.info.events}


# -- a match at several tables, through the service ---------------------------------------------------------

MATCH_PLAYERS = 7
#: The seed of the match (chance 2): with it, bots play 2 hands at two tables, then a tie-break hand that
#: leaves players out (their ``table`` is null).
MATCH_SEED = 1
#: Bots move this many times between two looks at every view, and between two reads of every log.
VIEWS_EVERY = 2
LOGS_EVERY = 150


def view_problems(service: GameService, match: Loaded, where: str, seen: set[str]) -> list[str]:
    """What does not fit in the match's view for a spectator and for each player; ``seen`` collects which
    shapes of members came by (to show the playout covers them)."""
    schema = MATCH_VIEW()
    problems: list[str] = []
    for viewer in [None, *range(MATCH_PLAYERS)]:
        view = service.view(match, viewer)
        errors = schema.validate(view)
        if errors:
            problems.append(f"{where}, view of {viewer}: {errors}")
        seen |= {name for name in ("windows", "decisions") if view[name]}
        if viewer is not None and view["table"] is None:
            seen.add("sitting out")
    return problems


def log_problems(service: GameService, match: Loaded, where: str) -> list[str]:
    """What does not fit in the match's log and in the log of every table it has had, as a spectator and as
    each player sees them."""
    assert isinstance(match.state, MatchState)
    envelope = EventSchema()
    data = {name: schema() for name, schema in EVENTS.items()}
    keys = sorted({seating.key for _, tables in match.state.seatings for seating in tables})
    problems: list[str] = []

    def check(log: list[dict[str, Any]], what: str) -> None:
        for event in log:
            schema = data.get(event["type"])
            if schema is None:
                problems.append(f"{what}: no schema for {event['type']}")
            elif errors := envelope.validate(event) or schema.validate(event["data"]):
                problems.append(f"{what}, {event['type']} at {event['version']}: {errors}")

    for viewer in [None, *range(MATCH_PLAYERS)]:
        check(events_json(service.events(match, viewer)), f"{where}, match log for {viewer}")
        for key in keys:
            check(events_json(service.table_events(match, key, viewer)), f"{where}, log of {key} for {viewer}")
    return problems


def test_every_view_and_event_of_a_bombs_match_fits_its_schema(settings: Settings) -> None:
    service = build_service(settings)
    service.entropy = SeededSeeds(MATCH_SEED)
    specs = [PlayerSpec(name=f"p{i}", bot="random") for i in range(MATCH_PLAYERS)]
    options = {"hands": 2, "window_ms": 3000, "turn_clock_ms": 60_000}
    mid = service.create_game("bombs", specs, options).game_id
    problems: list[str] = []
    seen: set[str] = set()
    for step in range(6_000):
        match = service.load(mid)
        assert isinstance(match.state, MatchState)
        if step % VIEWS_EVERY == 0 or match.state.finished:
            problems += view_problems(service, match, f"step {step}", seen)
        if step % LOGS_EVERY == 0:
            problems += log_problems(service, match, f"step {step}")
        if match.state.finished:
            break
        acted = False
        for key, table in service.tables_of(match).items():
            for local in GAME.awaiting(table.state):
                acted |= service.play_bot(table_id(mid, key), local, table.version)
        assert acted, "a bot seat was awaited but could not act"
    assert isinstance(match.state, MatchState) and match.state.finished
    problems += log_problems(service, match, "end")
    assert problems[:5] == []
    assert seen == {"windows", "decisions", "sitting out"}, "the match no longer covers every shape: change its seed"
