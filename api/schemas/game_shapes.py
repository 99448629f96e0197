"""Each game's own response shapes: its view, its match view (bombs), and the data of each of its events, as
strict schemas (``api/schemas/<game>.py``). openapi.yaml is built from them, and tests play random games to
check that every view and event fits."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from marshmallow import Schema

from api.schemas import bombs, bombs_away, exploding_aces, haggis


@dataclass(frozen=True, slots=True)
class GameShapes:
    """The response schemas of one game: ``view`` (kind = the slug), ``match_view`` (kind = ``<slug>-match``, for
    a game that plays matches at several tables) and the ``data`` of each event type, by type name."""

    view: type[Schema]
    events: Mapping[str, type[Schema]]
    match_view: type[Schema] | None = None


SHAPES: Mapping[str, GameShapes] = {
    "bombs": GameShapes(view=bombs.VIEW, events=bombs.EVENTS, match_view=bombs.MATCH_VIEW),
    "exploding-aces": GameShapes(view=exploding_aces.VIEW, events=exploding_aces.EVENTS),
    "haggis": GameShapes(view=haggis.VIEW, events=haggis.EVENTS),
    "bombs-away": GameShapes(view=bombs_away.VIEW, events=bombs_away.EVENTS),
}
