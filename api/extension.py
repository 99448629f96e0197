"""What the app keeps on ``app.extensions["powderkeg"]``: settings, the service and per-app helpers."""

from __future__ import annotations

import re
from dataclasses import dataclass

from flask import current_app

from api.schemas.commands import CommandSchemas
from domain.service import GameService, Loaded
from settings import Settings

EXTENSION = "powderkeg"
GAME_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


@dataclass(frozen=True, slots=True, kw_only=True)
class Powderkeg:
    """The dependencies of the routes, built by ``create_app``."""

    settings: Settings
    service: GameService
    commands: CommandSchemas


def powderkeg() -> Powderkeg:
    """The dependencies of the current app."""
    ext: Powderkeg = current_app.extensions[EXTENSION]
    return ext


def load_game(game_id: str, *, warm: bool = False) -> Loaded:
    """The game named in the URL at its latest version (with ``warm``: as this process last saw it, which a
    command may use since its append checks the version); raises 404 ``game-not-found``, or ``GameWaiting`` (404
    ``game-waiting``) for a game that waits for players (``GameService.game``)."""
    return powderkeg().service.game(game_id, warm=warm)
