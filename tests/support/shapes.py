"""Check a game's own response schemas (``api/schemas/<game>.py``: ``VIEW`` and ``EVENTS``) against what it
really serves: every view for every viewer, and every event as every viewer sees it, along seeded random
playouts. The schemas are strict, so a member nobody declared is a failure, as a wrong type is."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from marshmallow import Schema

from domain.game import Command, Event, Game, parse_options
from domain.idle import Attended
from tests.support.playout import playout


def decorated(game: Game, state: Any, viewer: int | None, options: Mapping[str, Any]) -> dict[str, Any]:
    """The game's view with the members the service adds around it (``GameService.view``)."""
    return {
        "id": "g",
        "game": game.info.slug,
        "kind": game.info.slug,
        "version": 0,
        "status": game.status(state),
        "seed_sha256": "00",
        "head_sha256": "00",
        "seed": "ab" if game.status(state) == "finished" else None,
        "options": dict(options),
        "idle": game.control(state) if isinstance(game, Attended) else None,
        "deadlines": [{"key": t.key, "due_ms": t.due_ms} for t in game.timers(state)],
        "awaiting": sorted(game.awaiting(state)) if game.status(state) == "active" else [],
        "rematch": None,
        **game.view(state, viewer),
    }


def shape_problems(
    game: Game,
    view: type[Schema],
    events: Mapping[str, type[Schema]],
    players: int,
    options: Mapping[str, Any],
    seed: int,
    *,
    sample_every: int = 1,
) -> list[str]:
    """What did not fit along one playout: views for every viewer at every ``sample_every``-th step and at the
    end, and every event of the playout (its opening ones too) for every viewer, as it is shown while the game
    runs and once it is finished."""
    complete = parse_options(game.info, dict(options))
    view_schema = view()
    event_schemas = {name: schema() for name, schema in events.items()}
    problems: list[str] = []
    step = 0

    def check_view(state: Any, where: str) -> None:
        for viewer in [None, *range(players)]:
            errors = view_schema.validate(decorated(game, state, viewer, complete))
            if errors:
                problems.append(f"{where}, view of {viewer}: {errors}")

    def check(game: Game, before: Any, seat: int | None, command: Command, new: list[Event], after: Any) -> None:
        nonlocal step
        step += 1
        if step % sample_every == 0:
            check_view(after, f"step {step}")

    result = playout(game, players, dict(options), seed=seed, observe=check)
    check_view(result.state, "end")
    for number, (_, event) in enumerate(result.events):
        name = type(event).__name__
        if name not in event_schemas:
            problems.append(f"event {number}: no schema for {name}")
            continue
        for viewer in [None, *range(players)]:
            for finished in (False, True):
                errors = event_schemas[name].validate(game.redact_event(event, viewer, finished))
                if errors:
                    problems.append(f"event {number}, {name} for {viewer} (finished {finished}): {errors}")
    return problems
