"""What the app keeps on ``app.extensions["powderkeg"]``: settings, the service and per-app helpers."""

from __future__ import annotations

import re
from dataclasses import dataclass

from flask import current_app

from api.errors import ApiError
from api.ratelimit import RateLimiter
from api.schemas.commands import CommandSchemas
from domain.errors import GameNotFound
from domain.service import GameService, Loaded, Waiting
from settings import Settings

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


class GameWaits(ApiError):
    """404 ``game-waiting``: the game named in the URL waits for players, so its cards, log and commands do not
    exist yet; ``waiting`` is its lobby (``GET /v1/games/{id}`` answers its waiting view)."""

    def __init__(self, waiting: Waiting) -> None:
        untaken = ", ".join(map(str, waiting.lobby.unfilled))
        super().__init__(
            404,
            "game-waiting",
            f"the game waits for players (seats not taken yet: {untaken}); it starts when every seat is taken, "
            f"see GET /v1/games/{waiting.game_id}",
        )
        self.waiting = waiting


def load_game(game_id: str, *, warm: bool = False) -> Loaded:
    """The game named in the URL at its latest version (with ``warm``: as this process last saw it, which a
    command may use since its append checks the version); raises 404 ``game-not-found``, or ``GameWaits`` (404
    ``game-waiting``) for a game that waits for players."""
    if not GAME_ID.match(game_id):
        raise GameNotFound(game_id[:64])
    service = powderkeg().service
    try:
        return service.warm(game_id) if warm else service.load(game_id)
    except GameNotFound:
        waiting = service.waiting(game_id)  # read only for an id that names no game
        if waiting is None or waiting.lobby.launched:
            raise
        raise GameWaits(waiting) from None
