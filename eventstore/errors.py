"""Errors of the store that the domain has no word for (``VersionConflict`` lives in ``domain.errors``)."""

from __future__ import annotations


class StoreError(Exception):
    """Base of the store's own errors."""


class GameExists(StoreError):
    """Raised by ``create`` when a game with that id has a record or events already."""

    def __init__(self, game_id: str) -> None:
        super().__init__(f"a game with id {game_id!r} exists already")
        self.game_id = game_id


class StoreUnavailable(StoreError):
    """Raised when Redis does not answer (its error is the cause); trying again later may succeed."""
