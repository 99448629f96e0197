"""The rules of a bombs match of 6 to 40 players (docs/rules.md §1.6) behind ``domain.game.PlaysAtTables``:
the match's own stream folds into ``match.MatchState``; each table is a bombs game of its own, played by the
one-table rules (``table_game``), that waits after every hand until the match deals on."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.declared import starts_anew
from domain.errors import Code, IllegalMove, InvalidSetup
from domain.game import Command, Ctx, Event, Game, GameInfo, JsonDict, PlayerSpec, Status, Timer, Viewer
from domain.games.bombs import match as _match
from domain.games.bombs import match_view as _view
from domain.games.bombs import setup as _setup
from domain.games.bombs.options import OPTIONS, Options
from domain.games.bombs.privacy import PRIVACY
from domain.games.bombs.state import BombsState, Phase
from domain.redaction import redact
from domain.tables.rules import TablesStep


class BombsMatch:
    """A match's rules: set up, fold and show the match; seat, open and step its tables."""

    __slots__ = ("info", "table_game")

    def __init__(self, table_game: Game) -> None:
        self.table_game = table_game
        base = table_game.info
        self.info = GameInfo(
            slug=base.slug,
            title=f"{base.title} match",
            min_players=_match.MATCH_MIN,
            max_players=_match.MATCH_MAX,
            options=OPTIONS,
            events=_match.MATCH_EVENTS,
            commands=(),
            rules_version=base.rules_version,
            equivalent_cards=base.equivalent_cards,
        )

    def setup(
        self,
        players: Sequence[PlayerSpec],
        options: Mapping[str, Any],
        ctx: Ctx,
        deal: Mapping[str, Any] | None = None,
    ) -> list[Event]:
        """The match's opening event; its tables are opened by ``open_table``."""
        if deal is not None:
            raise InvalidSetup(Code.BAD_DEAL, "a testing deal fixes one table; a match of 6 or more takes none")
        if not _match.MATCH_MIN <= len(players) <= _match.MATCH_MAX:
            raise InvalidSetup(
                Code.BAD_PLAYER_COUNT, f"a match takes {_match.MATCH_MIN} to {_match.MATCH_MAX} players"
            )
        names = [p.name for p in players]
        return [_match.start(names, [p.bot is not None for p in players], Options.of(options))]

    def evolve(self, state: _match.MatchState | None, event: Event, at_ms: int) -> _match.MatchState:
        """Fold one of the match's own events."""
        return _match.evolve_match(state, event)

    def decide(self, state: _match.MatchState, seat: int | None, command: Command, ctx: Ctx) -> list[Event]:
        """A match takes no command of its own: each goes to the seat's table."""
        raise IllegalMove(Code.UNKNOWN_COMMAND, "a match takes commands at its tables")

    def legal_commands(self, state: _match.MatchState, seat: int) -> list[Command]:
        """None: the match's seats act at their tables."""
        return []

    def timers(self, state: _match.MatchState) -> list[Timer]:
        """None: the tables' timers run at the tables."""
        return []

    def awaiting(self, state: _match.MatchState) -> tuple[int, ...]:
        """Nobody: the match waits on its tables."""
        return ()

    def status(self, state: _match.MatchState | None) -> Status:
        """``active`` until the match is over."""
        return "finished" if state is not None and state.finished else "active"

    #: A new match seats its tables and draws for dealers as any other (§1.6): nobody starts it.
    next_starter = staticmethod(starts_anew)

    def view(self, state: _match.MatchState, viewer: Viewer) -> JsonDict:
        """The match without its tables (``match_view`` shows them)."""
        return _view.match_view(state, {}, viewer)

    def redact_event(self, event: Event, viewer: Viewer, finished: bool) -> JsonDict:
        """The data of one of the match's own events as ``viewer`` may see it."""
        return redact(PRIVACY, event, viewer, finished)

    def tables(self, state: _match.MatchState) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """The tables in play, each with the match player at each local seat."""
        return tuple((t.key, t.players) for t in state.tables)

    def open_table(
        self, match: _match.MatchState, key: str, ctx: Ctx, policies: Sequence[str | None]
    ) -> tuple[list[PlayerSpec], list[Event]]:
        """A table of the current hand: hand 1 of the match, or a tie-break hand (a new table's first hand); its
        opening totals are its players' match totals (§1.6: scores add up by player)."""
        seating = next(t for t in match.tables if t.key == key)
        players = [PlayerSpec(name=match.names[p], bot=policies[p] if match.bots[p] else None) for p in seating.players]
        o = match.options
        options: dict[str, Any] = {"hands": o.hands, "window_ms": o.window_ms, "turn_clock_ms": o.turn_clock_ms}
        scores = [match.totals[p] for p in seating.players]
        return players, _setup.setup_table(players, options, ctx, match.hand, match.tiebreak, scores)

    def advance(self, match: _match.MatchState, tables: Mapping[str, Any]) -> TablesStep | None:
        """Rotation, tie-break tables or the end, once every table has finished the hand."""
        step = _match.advance(match, tables)
        if step is None:
            return None
        return TablesStep(events=step.events, commands=step.commands, new_tables=tuple(t.key for t in step.new_tables))

    def match_view(self, match: _match.MatchState, tables: Mapping[str, Any], viewer: Viewer) -> JsonDict:
        """The match as ``viewer`` may see it."""
        return _view.match_view(match, tables, viewer)

    def table_viewer(self, match: _match.MatchState, key: str, event: Event, viewer: Viewer) -> Viewer:
        """The local seat ``viewer`` saw ``event`` of table ``key`` from."""
        return _view.viewer_at(match, key, event, viewer)

    def bot_at(self, table: BombsState, seat: int) -> bool:
        """Whether a bot sits at ``seat`` of ``table`` now."""
        return 0 <= seat < table.seats and table.bots[seat]

    def seated_by(self, match: _match.MatchState, table: BombsState) -> bool:
        """Whether ``table`` plays the hand ``match`` is at (each hand is dealt with its number); a table the
        step into a tie-break closed keeps its hand's number, and only a finished match seats closed tables."""
        return table.hand_number == match.hand and (table.phase is not Phase.FINISHED or match.finished)
