"""The registry of games, an explicit dict keyed by slug (no registration at import).

Each entry is a game's whole record (``domain.declared.Declared``): its rules and what it declares beside them
(privacy, response shapes, card places, bots), so registering a game here is the one edit outside its package
and its schema module (docs/adding-a-game.md)."""

from __future__ import annotations

from domain.declared import Declared
from domain.games import bombs, bombs_away, exploding_aces, haggis

GAMES: dict[str, Declared] = {
    g.info.slug: g for g in (bombs.GAME, bombs_away.GAME, exploding_aces.GAME, haggis.GAME)
}
