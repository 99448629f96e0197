"""The exploding-aces response schemas (``api/schemas/exploding_aces.py``) fit what the game serves: every view for
every viewer and every event as every viewer sees it, running and finished, along seeded random games and along
scripted ones that reach what random games seldom do (a Flush, a Royal Flush, Two Pairs, a Full House, a Three of
a Kind's rejected draws, a Four of a Kind's blind takes, a Queen to answer)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from api.schemas.exploding_aces import EVENTS, VIEW
from domain.game import Command, Ctx, PlayerSpec, parse_options
from domain.games.exploding_aces import GAME
from domain.games.exploding_aces.commands import Continue, DrawFrom, Keep, Play, Reject, Take, TakeBlind
from tests.support.shapes import decorated, shape_problems

#: (players, options): the defaults, a turn clock (deadlines on decisions), no windows at all, two packs with
#: Nine windows only for holders, and a short window.
TABLES: list[tuple[int, dict[str, Any]]] = [
    (2, {}),
    (3, {}),
    (4, {"turn_clock_ms": 5000}),
    (5, {"decks": 2, "nine_prompt": "holders"}),
    (3, {"window_ms": 0, "turn_clock_ms": 1000}),
    (5, {"window_ms": 100}),
]


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize(("players", "options"), TABLES)
def test_every_view_and_event_of_random_exploding_aces_games_fits_its_schema(
    players: int, options: dict[str, Any], seed: int
) -> None:
    problems = shape_problems(GAME, VIEW, EVENTS, players, options, seed, sample_every=2)
    assert problems[:5] == []


def test_every_exploding_aces_event_type_has_a_schema() -> None:
    assert sorted(EVENTS) == sorted(cls.__name__ for cls in GAME.info.events)


def scripted_problems(
    deal: dict[str, Any], script: list[tuple[int, Command]], options: dict[str, Any] | None = None
) -> tuple[list[str], list[str]]:
    """Play ``script`` from a testing ``deal`` and check every view (all viewers, after every command) and every
    event (all viewers, running and finished); returns the problems and the types of the events recorded."""
    players = len(deal["hands"])
    complete = parse_options(GAME.info, options or {"window_ms": 0})
    view, events = VIEW(), {name: schema() for name, schema in EVENTS.items()}
    rng = random.Random(7)
    specs = [PlayerSpec(name=f"p{i}") for i in range(players)]
    recorded = GAME.setup(specs, complete, Ctx(now_ms=1_000, rng=rng), deal)
    state: Any = None
    for event in recorded:
        state = GAME.evolve(state, event, 1_000)
    problems: list[str] = []
    for step, (seat, command) in enumerate(script):
        new = GAME.decide(state, seat, command, Ctx(now_ms=2_000 + step, rng=rng))
        for event in new:
            state = GAME.evolve(state, event, 2_000 + step)
        recorded += new
        for viewer in [None, *range(players)]:
            errors = view.validate(decorated(GAME, state, viewer, complete))
            if errors:
                problems.append(f"after {command}, view of {viewer}: {errors}")
    for event in recorded:
        name = type(event).__name__
        for viewer in [None, *range(players)]:
            for finished in (False, True):
                errors = events[name].validate(GAME.redact_event(event, viewer, finished))
                if errors:
                    problems.append(f"{name} for {viewer} (finished {finished}): {errors}")
    return problems, [type(event).__name__ for event in recorded]


def test_a_flush_and_a_royal_flush_fit_their_schemas() -> None:
    deal = {
        "hands": [["2H", "4H", "6H", "8H", "10H", "10S", "JS", "QS", "KS", "AS"], ["KH", "3C"], ["3D", "4D"]],
        "deck": ["5C", "6C", "7C", "8C"],
    }
    flush = Play(cards=("2H", "4H", "6H", "8H", "10H"))
    royal = Play(cards=("10S", "JS", "QS", "KS", "AS"))
    problems, seen = scripted_problems(deal, [(0, flush), (0, royal)])
    assert problems[:5] == []
    assert {"HandsPassed", "KingsShown", "Eliminated", "AcesReturned"} <= set(seen)


def test_two_pairs_and_a_full_house_fit_their_schemas() -> None:
    deal = {
        "hands": [["3C", "3D", "4C", "4D", "9C", "9D", "9H", "10C", "10D", "2H"], ["5C", "6C"], ["7C", "8C"]],
        "deck": ["5D", "6D", "7D", "8D"],
    }
    script: list[tuple[int, Command]] = [
        (0, Play(cards=("3C", "3D", "4C", "4D"), target=1)),
        (0, Take(card="5C")),
        (0, Continue()),
        (0, Play(cards=("9C", "9D", "9H", "10C", "10D"))),
        (2, Keep(card="7C")),
    ]
    problems, seen = scripted_problems(deal, script, {"window_ms": 0, "turn_clock_ms": 3000})
    assert problems[:5] == []
    assert {"HandLooked", "Chosen", "HandsReturned"} <= set(seen)


def test_a_three_of_a_kind_with_rejected_and_kept_draws_then_a_queen_fit_their_schemas() -> None:
    deal = {"hands": [["5C", "5D", "5H", "QC"], ["4C", "QD"]], "deck": ["AH", "7C", "8C", "9C", "10C", "JC"]}
    script: list[tuple[int, Command]] = [
        (0, Play(cards=("5C", "5D", "5H"))),
        (0, DrawFrom(end="bottom")),
        (0, Reject()),
        (0, DrawFrom(end="top")),
        (0, Reject()),
        (0, DrawFrom(end="bottom")),
        (0, Continue()),
        (0, Play(cards=("QC",))),
    ]
    problems, seen = scripted_problems(deal, script)
    assert problems[:5] == []
    assert seen.count("Rejected") == 2 and "Kept" in seen and seen[-1] == "TurnEnded"  # seat 1 owes a Queen response


def test_a_four_of_a_kind_with_blind_takes_fits_its_schemas() -> None:
    deal = {"hands": [["7C", "7D", "7H", "7S", "3C"], ["2C", "2D"], ["3D", "4D", "AD"]]}
    script: list[tuple[int, Command]] = [
        (0, Play(cards=("7C", "7D", "7H", "7S"))),
        (0, TakeBlind(target=1, position=0)),
        (0, TakeBlind(target=2, position=1)),
    ]
    problems, seen = scripted_problems(deal, script, {"window_ms": 0, "turn_clock_ms": 2000})
    assert problems[:5] == []
    assert "HandDumped" in seen and seen.count("Given") == 2


def test_a_deck_is_its_size_while_the_game_runs_and_its_cards_once_finished() -> None:
    schema = EVENTS["DeckShuffled"]()
    assert schema.validate({"reason": "ten", "deck": 12}) == {}
    assert schema.validate({"reason": "ten", "deck": ["2C", "AH"]}) == {}
    assert schema.validate({"reason": "ten", "deck": "2C"}) != {}
    assert schema.validate({"reason": "ten", "deck": None}) != {}


def test_the_view_schema_refuses_a_member_it_does_not_declare() -> None:
    state: Any = None
    for event in GAME.setup([PlayerSpec(name="a"), PlayerSpec(name="b")], {}, Ctx(now_ms=0, rng=random.Random(1))):
        state = GAME.evolve(state, event, 0)
    complete = parse_options(GAME.info, {})
    served = decorated(GAME, state, 0, complete)
    assert VIEW().validate(served) == {}
    assert "secret" in VIEW().validate({**served, "secret": 1})
    seats = [{**served["seats"][0], "hand": ["AS"]}, served["seats"][1]]
    assert "seats" in VIEW().validate({**served, "seats": seats})
