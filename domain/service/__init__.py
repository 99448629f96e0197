"""Use cases over the ports: create a game, load it, handle a command, apply a fired timer, let a bot act; read,
replay, export and audit a game; play a match at several tables.

``GameService`` is the one front every caller uses; behind it the service is in rooms, each a class the next
one builds on (so each room calls only what the rooms below it hold):

- ``values``: what a load, a creation and a command answer (``Loaded``, ``Created``, ``Outcome``), the ids of
  a match's tables, how an event is shown;
- ``core``: the ports, the warm cache, loading (snapshot, fold, hash chain), sealing events, scheduling what a
  new state opens;
- ``matches``: everything that knows a match has tables: where a command goes, who sits (and which bot
  policy plays) at a table now, a match's consistent snapshot, its timeline, the step between hands;
- ``queries``: views, logs redacted for a viewer, the view's ETag;
- ``auditing``: replay, export and verification;
- ``commands``: creating games, and deciding and appending commands, timers and bots;
- ``lobbies``: games that wait for players (open seats, joins, leaves, the launch) and the listings.
"""

from __future__ import annotations

from domain.service.lobbies import Lobbies
from domain.service.values import (
    SNAPSHOT_EVERY,
    Created,
    Joined,
    Loaded,
    Outcome,
    Shown,
    Waiting,
    event_classes,
    hash_token,
    table_id,
)

__all__ = [
    "SNAPSHOT_EVERY",
    "Created",
    "Joined",
    "GameService",
    "Loaded",
    "Outcome",
    "Shown",
    "Waiting",
    "event_classes",
    "hash_token",
    "table_id",
]


class GameService(Lobbies):
    """The command handler and its helpers; one per process, safe to share between threads."""
