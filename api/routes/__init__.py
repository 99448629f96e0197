"""One blueprint per resource; ``BLUEPRINTS`` is the list ``create_app`` registers."""

from __future__ import annotations

from flask import Blueprint

from api.routes import (
    audit,
    commands,
    events,
    game_types,
    games,
    health,
    lobby,
    metrics,
    pages,
    player_stream,
    players,
    rules_page,
    spec,
    stream,
    verify_page,
    witness,
)

BLUEPRINTS: tuple[Blueprint, ...] = (
    game_types.bp,
    games.bp,
    lobby.bp,
    players.bp,
    player_stream.bp,
    commands.bp,
    events.bp,
    stream.bp,
    audit.bp,
    health.bp,
    metrics.bp,
    spec.bp,
    pages.bp,
    rules_page.bp,
    verify_page.bp,
    witness.bp,
)
