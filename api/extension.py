"""What the app keeps on ``app.extensions["powderkeg"]``: settings, the service and per-app helpers."""

from __future__ import annotations

import re
from dataclasses import dataclass

from flask import current_app

from api.ratelimit import RateLimiter
from api.schemas.commands import CommandSchemas
from domain.errors import GameNotFound
from domain.service import GameService, Loaded
from powderkeg.settings import Settings

EXTENSION = "powderkeg"
GAME_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


@dataclass(frozen=True, slots=True, kw_only=True)
class Powderkeg:
    """The dependencies of the routes, built by ``create_app``."""

    settings: Settings
    service: GameService
    commands: CommandSchemas
    limiter: RateLimiter | None


def powderkeg() -> Powderkeg:
    """The dependencies of the current app."""
    ext: Powderkeg = current_app.extensions[EXTENSION]
    return ext


def load_game(game_id: str) -> Loaded:
    """The game named in the URL at its latest version; raises 404 ``game-not-found``."""
    if not GAME_ID.match(game_id):
        raise GameNotFound(game_id[:64])
    return powderkeg().service.load(game_id)
