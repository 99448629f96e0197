"""Bombs (seed 000): at a single table of 3 to 5 players (docs/rules.md §1.1–1.5, §1.7–1.9), and for 6 to 40
players the multiple-tables variant (§1.6, §1.7, B15–B17), whose match and tables are in ``match``.

A game created with 6 or more players is a match: its own stream folds into ``match.MatchState`` (the
standings and who sits where), and each table is a bombs game of its own (``Options.table``) with its own
stream, which waits after every hand until the match deals on (``PlaysAtTables``).

Choices made where the rules are silent:

- Commands. One ``play`` command serves the lead, in-turn follows and out-of-turn bombs and completions:
  a seat on turn may play anything that beats the top (a pair of the single's rank completes a bomb, in turn
  too, B7); a seat not on turn may play only a Bomb, Big Bomb or Super Bomb that beats the top, or a
  completing pair. Any other out-of-turn play is ``not-your-turn``; an out-of-turn pair that no longer
  completes is ``completion-closed``; a bomb thrown before the lead is ``lead-cannot-be-bombed`` (B6).
- Last call (B5). Its seats are every seat holding cards, the top player included (B7: "you may bomb
  yourself"). Nobody is on turn during it, so ``pass`` is refused. A seat that has waived may still throw
  a bomb while the call is open; waiving only lets the call close sooner. A bomb or completion in the call
  closes it and play resumes left of the bomber; a later final pass opens a new call with a new key.
- Turn clock. It restarts at every event, so any play, pass or decision gives the next owner a full clock.
  It runs for the seat on turn and for the owner of an exchange decision, never during a last call (the
  window has its own timer). Its defaults (§0): pass; the lowest card when leading; no revolt; accept the
  card; stop requesting; return the lowest legal card. The resulting event carries ``timeout=True``.
- Timers. ``close-last-call`` and ``time-out`` name their timer's key; ``decide`` refuses them when that
  timer is no longer open (``timer-not-open``) or not yet due at ``ctx.now_ms`` (``timer-not-due``), so a
  late or early job changes nothing. Keys: ``last-call:<hand>:<trick>:<n>`` and ``clock:<hand>:<seq>``.
- Exchange. The Knave's highest card of tied ranks is the lowest suit (B10). The Master always chooses the
  returned card, even when only one card is legal, and may return the card just accepted ("any card of
  their choice"). The request step is skipped when the Master holds no card ranked 3–10 (B11). The server
  says whether the Master holds a requested rank (``RankRequested.held``), as the table would hear it.
- Dealer draw. Jokers are in the draw (they are high). Ties redraw among the tied only, with a fresh deck
  each round; after 50 tied rounds (never in practice) the first tied seat deals.
- Tie-break (B15, B16). Hand numbers continue past ``hands``. Only the qualifying seats are dealt in (the
  whole deck, with that many players' hand sizes, counter-clockwise from a dealer drawn among them); the
  others hold no cards, are never awaited and score 0 for the hand. Repeated while first place is tied.
- Views. ``knave`` and ``master`` are the pair exchanging in this hand (last hand's roles; null in hand 1
  and tie-breaks); this hand's finishing order is ``finishing_order``. Once finished, ``hands`` is a list of
  every seat's cards indexed by seat. The dealer draw (``DealerDrawn``) is public: it uses its own deck.
- The hand's end (B18) records ``HandScored`` right after the last ``PlayerWentOut``; the unfinished trick
  gets no ``TrickTaken``. The next ``HandDealt`` (or ``GameFinished``) follows in the same command.
- Legal commands. Plays are listed once per distinct rank multiset, with the lowest suits (``legal``);
  ``decide`` accepts the same ranks in any suits. Returns are listed once per rank, lowest suit.
- Testing deals: see ``testing``. A hand-1 deal where nobody holds the 3♣ needs an explicit ``leader``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.errors import Code, IllegalMove, InvalidSetup
from domain.game import Command, Ctx, Event, GameInfo, JsonDict, PlayerSpec, Status, TablesStep, Timer, Viewer
from domain.games.bombs import decide as _decide
from domain.games.bombs import evolve as _evolve
from domain.games.bombs import legal as _legal
from domain.games.bombs import match as _match
from domain.games.bombs import setup as _setup
from domain.games.bombs import timers as _timers
from domain.games.bombs import view as _view
from domain.games.bombs.commands import COMMANDS, SYSTEM_COMMANDS
from domain.games.bombs.events import EVENTS
from domain.games.bombs.options import OPTIONS, Options
from domain.games.bombs.state import BombsState

State = BombsState | _match.MatchState

INFO = GameInfo(
    slug="bombs",
    title="Bombs",
    min_players=3,
    max_players=_match.MATCH_MAX,
    options=OPTIONS,
    events=(*EVENTS, *_match.MATCH_EVENTS),
    commands=COMMANDS,
    system_commands=SYSTEM_COMMANDS,
    #: 2: a match's tables add scores up by player, not by chair (``SeatTaken.scores``, tie-break tables open
    #: with their players' match totals).
    rules_version="2",
)


class Bombs:
    """The bombs rules behind the ``domain.game.Game`` protocol."""

    __slots__ = ("info",)

    def __init__(self) -> None:
        self.info: GameInfo = INFO

    def setup(
        self,
        players: Sequence[PlayerSpec],
        options: Mapping[str, Any],
        ctx: Ctx,
        deal: Mapping[str, Any] | None = None,
    ) -> list[Event]:
        """The opening events: the table, the dealer draw and the first hand; or, for 6 or more players, the
        match (its tables are opened by ``open_table``)."""
        if len(players) < _match.MATCH_MIN:
            return _setup.setup(players, options, ctx, deal)
        if deal is not None:
            raise InvalidSetup(Code.BAD_DEAL, "a testing deal fixes one table; a match of 6 or more takes none")
        names = [p.name for p in players]
        return [_match.start(names, [p.bot is not None for p in players], Options.of(options))]

    def evolve(self, state: State | None, event: Event, at_ms: int) -> State:
        """Fold one recorded event."""
        if isinstance(state, _match.MatchState) or isinstance(event, _match.MatchStarted):
            return _match.evolve_match(state if isinstance(state, _match.MatchState) else None, event)
        return _evolve.evolve(state, event, at_ms)

    def decide(self, state: State, seat: int | None, command: Command, ctx: Ctx) -> list[Event]:
        """Judge a command of ``seat`` (None: the system applying a timer)."""
        if isinstance(state, _match.MatchState):
            raise IllegalMove(Code.UNKNOWN_COMMAND, "a match takes commands at its tables")
        return _decide.decide(state, seat, command, ctx)

    def legal_commands(self, state: State, seat: int) -> list[Command]:
        """Everything ``seat`` may send now."""
        return [] if isinstance(state, _match.MatchState) else _legal.legal_commands(state, seat)

    def timers(self, state: State) -> list[Timer]:
        """The open deadlines."""
        return [] if isinstance(state, _match.MatchState) else _timers.timers(state)

    def awaiting(self, state: State) -> tuple[int, ...]:
        """The seats the table waits on (a match waits on its tables)."""
        return () if isinstance(state, _match.MatchState) else _timers.awaiting(state)

    def status(self, state: State | None) -> Status:
        """``active`` or ``finished``."""
        if isinstance(state, _match.MatchState):
            return "finished" if state.finished else "active"
        return _timers.status(state)

    def view(self, state: State, viewer: Viewer) -> JsonDict:
        """What ``viewer`` may see (of a match without its tables: ``match_view`` shows them)."""
        if isinstance(state, _match.MatchState):
            return _match.match_view(state, {}, viewer)
        return _view.view(state, viewer)

    def redact_event(self, event: Event, viewer: Viewer, finished: bool) -> JsonDict:
        """The data of ``event`` as ``viewer`` may see it (the match's own events are public)."""
        return _view.redact_event(event, viewer, finished)

    # -- the multiple-tables variant (PlaysAtTables) ---------------------------------------------------------

    def tables(self, state: State) -> tuple[tuple[str, tuple[int, ...]], ...] | None:
        """A match's tables in play; None for a single table."""
        if not isinstance(state, _match.MatchState):
            return None
        return tuple((t.key, t.players) for t in state.tables)

    def open_table(self, match: _match.MatchState, key: str, ctx: Ctx) -> tuple[list[PlayerSpec], list[Event]]:
        """A table of the current hand: hand 1 of the match, or a tie-break hand (a new table's first hand); its
        opening totals are its players' match totals (§1.6: scores add up by player)."""
        seating = next(t for t in match.tables if t.key == key)
        players = [PlayerSpec(name=match.names[p], bot="random" if match.bots[p] else None) for p in seating.players]
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
        return _match.match_view(match, tables, viewer)

    def table_viewer(self, match: _match.MatchState, key: str, event: Event, viewer: Viewer) -> Viewer:
        """The local seat ``viewer`` saw ``event`` of table ``key`` from."""
        return _match.viewer_at(match, key, event, viewer)

    def bot_at(self, table: BombsState, seat: int) -> bool:
        """Whether a bot sits at ``seat`` now."""
        return 0 <= seat < table.seats and table.bots[seat]


GAME = Bombs()
