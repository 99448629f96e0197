"""What a game played at several tables declares (bombs for 6 or more players, docs/rules.md §1.6): the rules of
its match (``PlaysAtTables``), how a game type names them (``HasMatches``), and which rules a game of a given
size is played by (``rules_for``). The service's multi-table component (``domain.tables.service``) is the one
place that uses them; a game at one table never meets them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from domain.game import Command, Ctx, Event, Game, JsonDict, PlayerSpec, Seat, Viewer


@dataclass(frozen=True, slots=True, kw_only=True)
class TablesStep:
    """What a match does once every table has finished a hand: its own events, a system command for each
    table in play (by key), and the keys of new tables to open (their players are in the state after
    ``events``). The service writes all of it in one atomic append."""

    events: tuple[Event, ...]
    commands: tuple[tuple[str, Command], ...]
    new_tables: tuple[str, ...]


@runtime_checkable
class PlaysAtTables(Game, Protocol):
    """The rules of a match played at several tables, each table a game of its own with its own stream
    (bombs for 6 or more players, docs/rules.md §1.6). They are a ``Game`` for the match's own stream (which
    takes no commands, opens no timers and waits on nobody: its tables do), and say how the tables are
    seated, opened and stepped between hands. ``table_game`` is the rules each table is played by."""

    @property
    def table_game(self) -> Game:
        """The rules each table of the match is played by."""
        ...

    def tables(self, state: Any) -> tuple[tuple[str, tuple[Seat, ...]], ...]:
        """The tables in play as (key, match seat at each local seat)."""
        ...

    def open_table(
        self, match: Any, key: str, ctx: Ctx, policies: Sequence[str | None]
    ) -> tuple[list[PlayerSpec], list[Event]]:
        """The players and opening events of table ``key`` of ``match``; ``policies`` are the bot policy of each
        match seat (None: a person), as the match's record has them."""
        ...

    def advance(self, match: Any, tables: Mapping[str, Any]) -> TablesStep | None:
        """The step that follows when every table in play has finished its hand; None until then."""
        ...

    def match_view(self, match: Any, tables: Mapping[str, Any], viewer: Viewer) -> JsonDict:
        """What ``viewer`` (a match seat or None) may see of the match: its own table in full, the others in
        summary, the standings."""
        ...

    def table_viewer(self, match: Any, key: str, event: Event, viewer: Viewer) -> Viewer:
        """The local seat at table ``key`` whose eyes ``viewer`` saw ``event`` with (None: a spectator's)."""
        ...

    def bot_at(self, table: Any, seat: Seat) -> bool:
        """Whether a bot sits at local ``seat`` of ``table`` (a table's state) now: players move between
        tables, so the table's own record does not say."""
        ...

    def seated_by(self, match: Any, table: Any) -> bool:
        """Whether ``table`` (a table's state) plays the hand ``match`` seats its tables for, so that its local
        seats are the players ``tables(match)`` names: a copy of the match or of the table a hand behind the
        other would send a player's command to the seat they left, to whoever sits there now."""
        ...


@runtime_checkable
class HasMatches(Protocol):
    """A game whose larger matches play at several tables: from ``matches.info.min_players`` players on, a
    game is a match, played by ``matches`` rather than by the game's own (one table's) rules."""

    @property
    def matches(self) -> PlaysAtTables:
        """The rules of a match of ``matches.info.min_players`` or more."""
        ...


def match_rules(game: Game, players: int) -> PlaysAtTables | None:
    """The rules a game of ``game``'s type with ``players`` seats is played by when it is a match at several
    tables; None when it is played at one table (by ``game`` itself)."""
    matches: PlaysAtTables | None = getattr(game, "matches", None)  # HasMatches, without isinstance's cost
    if matches is not None and players >= matches.info.min_players:
        return matches
    return None


def rules_for(game: Game, players: int) -> Game:
    """The rules a game of ``game``'s type with ``players`` seats is played by: its match rules for a match,
    else ``game``."""
    matches = match_rules(game, players)
    return game if matches is None else matches


