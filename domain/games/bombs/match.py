"""The multi-table variant of bombs (docs/rules.md §1.6, §1.7, B15–B17): a match of 6 or more players at tables
of 3 to 5, each table a bombs game of its own (``Options.table``) that waits between hands.

The match is pure like every game: its state folds the match's own events (``MatchStarted``,
``HandCompleted``, ``TablesSeated``, ``MatchFinished``), and ``advance`` decides, from the match and the
state of every table in play, what follows when every table has finished the hand: the match's events and,
for each table, the command that deals its next hand (``NextHand``) or closes it (``CloseTable``), and the
tables to open for a tie-break hand. The service stores all of that in one atomic step, so a crash never
leaves some tables rotated and others not, and running the step again finds nothing left to do.

Choices made where the rules are silent:

- Seating. Players sit in the order given at creation: table 0 takes the first ones, and so on; the larger
  tables come first (``table_sizes``). Local seats are in that order too.
- Rotation (B17). The Knave of table *i* moves to table *i+1 mod T* and takes the seat the Knave of that table
  left, so at every table the arriving Knave sits where the departing one sat, deals, and exchanges with the
  Master, who stayed put.
- Tie-breaks (B15, B16). Qualifiers are computed over the match totals. Five or fewer play one new table,
  even two players (B15 names only those tied for first when more than five qualify, and two may be tied:
  a two-player hand deals 27 cards each and scores 4 and 1). More than five are split like a match
  (``table_sizes``) and play one hand at new tables. Every tie-break table is a new table's first hand: a
  low-card draw, no exchange, the 3♣ leads. Tables are keyed ``t0``, ``t1``… for the match and
  ``h<hand>-<i>`` for the tie-break tables of that hand.
- Scores at a table. Scores add up by player (§1.6), so a table shows, and its ``HandScored`` records, the
  totals of the players seated there, which are their match totals: each ``NextHand`` carries them for the
  players seated after the rotation (recorded as ``SeatTaken.scores``), and a tie-break table opens with them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import assert_never

from domain.game import Command, Event
from domain.games.bombs.commands import CloseTable, NextHand
from domain.games.bombs.options import Options
from domain.games.bombs.scoring import (
    competition_ranks,
    hand_points,
    ranking,
    tiebreak_players,
    winners,
)
from domain.games.bombs.setup import TABLE_MAX
from domain.games.bombs.state import BombsState, Phase

#: The smallest match: fewer players sit at one table.
MATCH_MIN = 6
#: The largest match the server takes (16 tables of five would be 80; this keeps one step's script small).
MATCH_MAX = 40
TABLE_MIN = 3


def table_sizes(players: int) -> tuple[int, ...]:
    """``ceil(n/5)`` tables, as even as possible, larger first: 6 → 3+3, 7 → 4+3, 9 → 5+4, 11 → 4+4+3."""
    if players < MATCH_MIN:
        raise ValueError(f"a match needs {MATCH_MIN} or more players, not {players}")
    count = -(-players // TABLE_MAX)
    base, extra = divmod(players, count)
    return tuple(base + 1 if i < extra else base for i in range(count))


def split(players: Sequence[int]) -> tuple[tuple[int, ...], ...]:
    """``players`` in order, cut into tables of ``table_sizes``."""
    out: list[tuple[int, ...]] = []
    start = 0
    for size in table_sizes(len(players)):
        out.append(tuple(players[start : start + size]))
        start += size
    return tuple(out)


@dataclass(frozen=True, slots=True, kw_only=True)
class Seating:
    """One table in play: its key and the match player at each of its local seats."""

    key: str
    players: tuple[int, ...]


# -- events -------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class MatchStarted(Event):
    """The match: its players, options, and the tables of hand 1 as (key, players by local seat)."""

    names: tuple[str, ...]
    bots: tuple[bool, ...]
    hands: int
    window_ms: int
    turn_clock_ms: int | None
    tables: tuple[tuple[str, tuple[int, ...]], ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class HandCompleted(Event):
    """Every table finished ``hand``: each table's finishing order in match players (Master first, Knave
    last), the points of the hand and the new totals, both indexed by match player."""

    hand: int
    orders: tuple[tuple[str, tuple[int, ...]], ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class TablesSeated(Event):
    """The tables of ``hand``: after a rotation, ``moves`` lists each Knave as (player, from, to); a tie-break
    hand opens new tables and moves nobody."""

    hand: int
    tables: tuple[tuple[str, tuple[int, ...]], ...]
    moves: tuple[tuple[int, str, str], ...]
    tiebreak: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class MatchFinished(Event):
    """The match is over: players by total, competition ranks and totals by player, the winners."""

    ranking: tuple[int, ...]
    ranks: tuple[int, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]


MATCH_EVENTS: tuple[type[Event], ...] = (MatchStarted, HandCompleted, TablesSeated, MatchFinished)
MatchEvent = MatchStarted | HandCompleted | TablesSeated | MatchFinished


# -- state --------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class MatchResult:
    """The end of the match (as ``MatchFinished`` says)."""

    ranking: tuple[int, ...]
    ranks: tuple[int, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class MatchState:
    """The match: ``tables`` are the ones playing ``hand``; ``seatings`` keeps every hand's tables (so the
    log of a table can be redacted for whoever sat there at the time)."""

    names: tuple[str, ...]
    bots: tuple[bool, ...]
    options: Options
    hand: int = 1
    tiebreak: bool = False
    tables: tuple[Seating, ...] = ()
    totals: tuple[int, ...] = ()
    seatings: tuple[tuple[int, tuple[Seating, ...]], ...] = ()
    result: MatchResult | None = None

    @property
    def finished(self) -> bool:
        """Whether the match is over."""
        return self.result is not None

    def table_of(self, player: int) -> tuple[Seating, int] | None:
        """The table ``player`` sits at in this hand and the local seat there, or None (sitting out)."""
        for table in self.tables:
            if player in table.players:
                return table, table.players.index(player)
        return None

    def seat_at(self, key: str, hand: int, player: int) -> int | None:
        """The local seat ``player`` had at table ``key`` in ``hand``, or None; None too for a hand this state
        has not seated yet (a copy of the match behind its table must not show a deal by an older seating)."""
        for number, tables in reversed(self.seatings):
            if number == hand:
                for table in tables:
                    if table.key == key and player in table.players:
                        return table.players.index(player)
                return None
        return None


def _seatings(tables: Sequence[tuple[str, Sequence[int]]]) -> tuple[Seating, ...]:
    return tuple(Seating(key=key, players=tuple(players)) for key, players in tables)


def evolve_match(state: MatchState | None, event: Event) -> MatchState:
    """Fold one match event."""
    if state is None:
        if not isinstance(event, MatchStarted):
            raise ValueError(f"a match stream starts with MatchStarted, not {type(event).__name__}")
        tables = _seatings(event.tables)
        return MatchState(
            names=event.names,
            bots=event.bots,
            options=Options(hands=event.hands, window_ms=event.window_ms, turn_clock_ms=event.turn_clock_ms),
            tables=tables,
            totals=(0,) * len(event.names),
            seatings=((1, tables),),
        )
    if not isinstance(event, MatchStarted | HandCompleted | TablesSeated | MatchFinished):
        raise ValueError(f"{type(event).__name__} is not a match event")
    match event:
        case MatchStarted():
            return state
        case HandCompleted(totals=totals):
            return replace(state, totals=totals)
        case TablesSeated(hand=hand, tables=raw, tiebreak=tiebreak):
            tables = _seatings(raw)
            return replace(
                state, hand=hand, tiebreak=tiebreak, tables=tables, seatings=(*state.seatings, (hand, tables))
            )
        case MatchFinished():
            result = MatchResult(ranking=event.ranking, ranks=event.ranks, scores=event.scores, winners=event.winners)
            return replace(state, result=result, totals=event.scores)
        case _:
            assert_never(event)


# -- deciding -----------------------------------------------------------------------------------------------


def start(names: Sequence[str], bots: Sequence[bool], options: Options) -> MatchStarted:
    """The opening event of a match: players in the given order, cut into tables (``split``)."""
    tables = tuple((f"t{i}", players) for i, players in enumerate(split(range(len(names)))))
    return MatchStarted(
        names=tuple(names),
        bots=tuple(bots),
        hands=options.hands,
        window_ms=options.window_ms,
        turn_clock_ms=options.turn_clock_ms,
        tables=tables,
    )


@dataclass(frozen=True, slots=True, kw_only=True)
class NewTable:
    """A table to open for a tie-break hand: its key, its players (match players by local seat), its hand."""

    key: str
    players: tuple[int, ...]
    hand: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Step:
    """What follows a hand every table has finished: the match's events, a command for each table in play
    (by key), and the new tables of a tie-break hand."""

    events: tuple[Event, ...]
    commands: tuple[tuple[str, Command], ...]
    new_tables: tuple[NewTable, ...]


def hand_over(match: MatchState, table: BombsState | None) -> bool:
    """Whether ``table`` has finished the match's current hand and waits for the match."""
    return table is not None and table.phase is Phase.DEALING and table.hand_number == match.hand and bool(table.order)


def advance(match: MatchState, tables: Mapping[str, BombsState]) -> Step | None:
    """The step that follows the current hand once every table in play has finished it; None while a table
    still plays (or once the match is over)."""
    if match.finished or not all(hand_over(match, tables.get(t.key)) for t in match.tables):
        return None
    points = [0] * len(match.names)
    orders: list[tuple[str, tuple[int, ...]]] = []
    for seating in match.tables:
        table = tables[seating.key]
        local = hand_points(table.order, table.seats)
        for seat, player in enumerate(seating.players):
            points[player] += local[seat]
        orders.append((seating.key, tuple(seating.players[s] for s in table.order)))
    totals = tuple(a + b for a, b in zip(match.totals, points, strict=True))
    events: list[Event] = [HandCompleted(hand=match.hand, orders=tuple(orders), points=tuple(points), totals=totals)]
    nxt = match.hand + 1
    if not match.tiebreak and match.hand < match.options.hands:
        seated, moves, commands = _rotate(match, tables, totals)
        events.append(TablesSeated(hand=nxt, tables=seated, moves=moves, tiebreak=False))
        return Step(events=tuple(events), commands=commands, new_tables=())
    closing = tuple((t.key, CloseTable()) for t in match.tables)
    qualifiers = tiebreak_players(totals)
    if not qualifiers:
        events.append(
            MatchFinished(
                ranking=ranking(totals), ranks=competition_ranks(totals), scores=totals, winners=winners(totals)
            )
        )
        return Step(events=tuple(events), commands=closing, new_tables=())
    groups = (qualifiers,) if len(qualifiers) <= TABLE_MAX else split(qualifiers)
    new = tuple(NewTable(key=f"h{nxt}-{i}", players=group, hand=nxt) for i, group in enumerate(groups))
    events.append(TablesSeated(hand=nxt, tables=tuple((t.key, t.players) for t in new), moves=(), tiebreak=True))
    return Step(events=tuple(events), commands=closing, new_tables=new)


def _rotate(
    match: MatchState, tables: Mapping[str, BombsState], totals: Sequence[int]
) -> tuple[tuple[tuple[str, tuple[int, ...]], ...], tuple[tuple[int, str, str], ...], tuple[tuple[str, Command], ...]]:
    """Each table's Knave moves to the next table, into the seat that table's Knave left (B17); each table is
    told the match ``totals`` of the players now seated, which its scores go on from (§1.6)."""
    count = len(match.tables)
    knave_seats = [tables[t.key].order[-1] for t in match.tables]
    seated: list[tuple[str, tuple[int, ...]]] = []
    moves: list[tuple[int, str, str]] = []
    commands: list[tuple[str, Command]] = []
    for i, seating in enumerate(match.tables):
        source = match.tables[(i - 1) % count]
        arriving = source.players[knave_seats[(i - 1) % count]]
        players = list(seating.players)
        players[knave_seats[i]] = arriving
        seated.append((seating.key, tuple(players)))
        moves.append((arriving, source.key, seating.key))
        scores = tuple(totals[p] for p in players)
        commands.append(
            (seating.key, NextHand(name=match.names[arriving], bot=match.bots[arriving], scores=scores))
        )
    return tuple(seated), tuple(moves), tuple(commands)
