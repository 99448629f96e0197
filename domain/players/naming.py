"""What a view shows for a seat a player holds: the player's name as it is now, where the game's record and
events have its stand-in (``identity.stand_in``), or ``ERASED_NAME`` once the player erased themselves.

The stand-ins stay in every chained byte (records, events, exports); only what is answered is rewritten, so an
export verifies whatever the player later becomes."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from domain.players.identity import ERASED_NAME, player_of, stand_in


def players_in(names: Iterable[str]) -> list[str]:
    """The player ids among seat names, in order, each once."""
    seen: dict[str, None] = {}
    for name in names:
        player = player_of(name)
        if player is not None:
            seen.setdefault(player)
    return list(seen)


def shown_names(current: Mapping[str, str | None]) -> dict[str, str]:
    """Each player's stand-in mapped to what to show for it: the name in ``current`` (by player id), or
    ``ERASED_NAME`` for a player with none (erased, or never known)."""
    return {stand_in(player): name or ERASED_NAME for player, name in current.items()}


def named(body: Any, shown: Mapping[str, str]) -> Any:
    """``body`` (JSON: dicts, lists, strings, numbers) with every string that is a stand-in of ``shown``
    replaced by its name; ``body`` itself when ``shown`` is empty. Dicts and lists are copied, never changed."""
    if not shown:
        return body
    return _named(body, shown)


def _named(body: Any, shown: Mapping[str, str]) -> Any:
    if isinstance(body, str):
        return shown.get(body, body)
    if isinstance(body, dict):
        return {k: _named(v, shown) for k, v in body.items()}
    if isinstance(body, list | tuple):
        return [_named(v, shown) for v in body]
    return body
