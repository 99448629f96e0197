"""The registry of games, an explicit dict keyed by slug (no registration at import)."""

from __future__ import annotations

from domain.game import Game
from domain.games import bombs, bombs_away, exploding_aces, haggis

GAMES: dict[str, Game] = {g.info.slug: g for g in (bombs.GAME, bombs_away.GAME, exploding_aces.GAME, haggis.GAME)}
