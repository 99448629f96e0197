"""What a registered game must declare beyond its rules (docs/adding-a-game.md), as a list of what it lacks.

``missing_pieces(game)`` names every piece the game's record does not supply: a privacy declaration for each
event type, a shape module (``api/schemas/<game>.py``) with a view and the data of each event type (and a match view
for a game with matches), card places, and bots the engine knows."""

from __future__ import annotations

import importlib
from typing import Any

from domain.bots import BOT_POLICIES
from domain.card_places import CardPlaces
from domain.declared import Declared
from domain.redaction import Privacy
from domain.tables.rules import HasMatches


def missing_pieces(game: Any) -> list[str]:
    """Each piece ``game`` (an entry of ``GAMES``) lacks, named for a newcomer; empty when it has them all."""
    if not isinstance(game, Declared):
        return [f"{type(game).__name__} is not a domain.declared.Declared record: declare GAME as one"]
    slug = game.info.slug
    events = [cls.__name__ for cls in game.info.events]
    out: list[str] = []
    if not isinstance(game.privacy, Privacy):
        out.append(f"{slug}: privacy is not a domain.redaction.Privacy (privacy.py)")
    else:
        out += [f"{slug}: privacy.py declares nothing for {name}" for name in game.privacy.undeclared(game.info.events)]
    out += _shapes(game, events)
    if not isinstance(game.cards, CardPlaces):
        out.append(f"{slug}: cards is not a domain.card_places.CardPlaces (places.py)")
    if not game.bots or set(game.bots) - set(BOT_POLICIES):
        out.append(f"{slug}: bots {game.bots!r} are not among domain.bots.BOT_POLICIES {BOT_POLICIES!r}")
    return out


def _shapes(game: Declared, events: list[str]) -> list[str]:
    slug, where = game.info.slug, game.shapes
    try:
        module = importlib.import_module(where)
    except ModuleNotFoundError:
        return [f"{slug}: there is no module {where} (its response shapes)"]
    out = [f"{slug}: {where} has no {name}" for name in ("VIEW", "EVENTS") if not hasattr(module, name)]
    shaped = getattr(module, "EVENTS", {})
    out += [f"{slug}: {where} EVENTS has no shape for {name}" for name in events if name not in shaped]
    if isinstance(game, HasMatches) and not hasattr(module, "MATCH_VIEW"):
        out.append(f"{slug}: {where} has no MATCH_VIEW (the game plays matches)")
    return out
