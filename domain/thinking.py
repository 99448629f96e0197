"""How long a ``search`` bot thinks: per decision, in the worker that plays its turn (``domain.service.bot_turns``),
never in the API.

A seat created ``{"bot": "search", "think_ms": 800}`` keeps its own time (``SeatRecord.think_ms``); any other search
seat thinks ``domain.search.THINK_MS``. The time is no rule of the game: the hash chain does not cover it, and a
record stored before seats had one reads as the default."""

from __future__ import annotations

from typing import Protocol

from domain.search import MAX_THINK_MS, THINK_MS

#: The only bot kind that thinks for a time (the others decide at once).
SEARCH = "search"
#: The least think time a seat may be given (ms): a search runs one simulation at least, whatever its time.
MIN_THINK_MS = 1


class Seated(Protocol):
    """A seat that may hold a bot: a stored one (``SeatRecord``), a waiting game's (``LobbySeat``) or one asked for
    (``PlayerSpec``)."""

    @property
    def bot(self) -> str | None: ...

    @property
    def think_ms(self) -> int | None: ...


def think_time(seat: Seated) -> int | None:
    """How long the bot at ``seat`` thinks per decision (ms): a search bot's own time, else ``THINK_MS``, within
    ``MIN_THINK_MS``..``MAX_THINK_MS``; None for a seat that holds no search bot."""
    if seat.bot != SEARCH:
        return None
    return THINK_MS if seat.think_ms is None else min(max(seat.think_ms, MIN_THINK_MS), MAX_THINK_MS)
