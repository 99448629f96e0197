"""GET /v1/game-types: every game's INFO, as data."""

from __future__ import annotations

from collections.abc import Sequence

from flask import Blueprint, Response

from api.conditional import polled_json
from api.extension import powderkeg
from domain.game import GameInfo, JsonDict

bp = Blueprint("game_types", __name__)


@bp.get("/v1/game-types")
def list_game_types() -> Response:
    """The games this server plays, their player counts, options and command types.

    ---
    get:
      operationId: listGameTypes
      tags: [games]
      summary: The games this server plays, their player counts, options and commands
      x-store: false
      parameters:
      - IfNoneMatch
      responses:
        '200':
          description: Every game type.
          headers:
            ETag: {$ref: '#/components/headers/DigestETag'}
            Vary: {$ref: '#/components/headers/Vary'}
            Content-Encoding: {$ref: '#/components/headers/ContentEncoding'}
          content:
            application/json:
              schema: {$ref: '#/components/schemas/GameTypes'}
        '304': {$ref: '#/components/responses/NotModified'}
    """
    pk = powderkeg()
    types = [game_type(game.info, pk.commands.types(slug), game.bots) for slug, game in pk.service.games.items()]
    return polled_json({"game_types": types}, {"Cache-Control": "public, max-age=60"})


def game_type(info: GameInfo, command_types: list[str], bots: Sequence[str]) -> JsonDict:
    """The public description of one game: ``bots``, the bot policies its record offers."""
    return {
        "slug": info.slug,
        "title": info.title,
        "min_players": info.min_players,
        "max_players": info.max_players,
        "options": {
            name: {
                "default": spec.default,
                "kind": spec.kind,
                "doc": spec.doc,
                "label": spec.label or name,
                "minimum": spec.minimum,
                "maximum": spec.maximum,
                "choices": list(spec.choices),
                "nullable": spec.nullable,
            }
            for name, spec in info.options.items()
        },
        "commands": command_types,
        "equivalent_cards": info.equivalent_cards,
        "bots": list(bots),
    }
