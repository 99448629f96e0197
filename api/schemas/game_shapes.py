"""Each game's own response shapes: its view, its match view (bombs), and the data of each of its events, as
strict schemas in the module its record names (``Declared.shapes``: ``api.schemas.<game>``). openapi.yaml is built
from them, and tests play random games to check that every view and event fits.

There is no list of games here: ``SHAPES`` is read off ``domain.games.GAMES``."""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass

from marshmallow import Schema

from api.schemas.views import IDLE_EVENTS
from domain.declared import Declared
from domain.games import GAMES


@dataclass(frozen=True, slots=True)
class GameShapes:
    """The response schemas of one game: ``view`` (kind = the slug), ``match_view`` (kind = ``<slug>-match``, for
    a game that plays matches at several tables) and the ``data`` of each event type, by type name."""

    view: type[Schema]
    events: Mapping[str, type[Schema]]
    match_view: type[Schema] | None = None


def shapes_of(game: Declared) -> GameShapes:
    """The shapes of ``game``: ``VIEW``, ``EVENTS`` (with the idle policy's, ``IDLE_EVENTS``) and (if it has one)
    ``MATCH_VIEW`` of the module it names; raises ``ModuleNotFoundError`` or ``AttributeError`` when it lacks them."""
    module = importlib.import_module(game.shapes)
    events = {**module.EVENTS, **IDLE_EVENTS}  # a game's stream may hold the idle policy's events too
    return GameShapes(view=module.VIEW, events=events, match_view=getattr(module, "MATCH_VIEW", None))


SHAPES: Mapping[str, GameShapes] = {slug: shapes_of(game) for slug, game in GAMES.items()}
