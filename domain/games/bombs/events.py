"""The events of bombs: facts in the past tense, with JSON-friendly fields only.

Seats are ints, cards are strings in the public notation, forms are ``combos.Form`` values. Every outcome
of chance is in an event (``DealerDrawn.draws``, ``HandDealt.hands``); ``timeout`` marks a default applied
by the turn clock (docs/rules.md §0).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from domain.game import Event


@dataclass(frozen=True, slots=True, kw_only=True)
class GameStarted(Event):
    """The table: names and bot flags of the seats, the options and the opening scores."""

    names: tuple[str, ...]
    bots: tuple[bool, ...]
    hands: int
    window_ms: int
    turn_clock_ms: int | None
    scores: tuple[int, ...]
    #: A table of a multi-table match (§1.6): after each hand it waits for the match to start the next one.
    table: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class SeatTaken(Event):
    """A table of a match: the arriving Knave takes the seat of the Knave who left (§1.6, B17).

    ``scores`` are the table's totals by seat from now on: the match totals of the players now seated (§1.6:
    scores add up by player, whichever tables they sat at). Empty in streams recorded before rules 2, whose
    tables kept adding up by seat.
    """

    seat: int
    name: str
    bot: bool
    scores: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class TableClosed(Event):
    """A table of a match is done: the match is over, or this table's tie-break hand was played."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DealerDrawn(Event):
    """The low-card draw for the dealer: each round lists (seat, card); the tied lowest draw again."""

    draws: tuple[tuple[tuple[int, str], ...], ...]
    dealer: int


@dataclass(frozen=True, slots=True, kw_only=True)
class HandDealt(Event):
    """A hand dealt to ``players``; ``hands`` is indexed by seat (empty for a seat sitting out).

    ``leader`` is set when the 3♣ rule names the leader (hand 1, tie-break hands); otherwise the exchange
    between ``knave`` and ``master`` (last hand's roles) decides it.
    """

    hand: int
    dealer: int
    players: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...] = field(repr=False)  # never printed: logs must not show hands
    leader: int | None
    knave: int | None
    master: int | None
    tiebreak: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class RevoltDeclared(Event):
    """The Knave, holding both jokers, keeps them and leads (§1.2 step 1)."""

    seat: int


@dataclass(frozen=True, slots=True, kw_only=True)
class RevoltDeclined(Event):
    """The Knave holding both jokers chose to exchange (B13: the Red Joker is passed next)."""

    seat: int
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class CardPassed(Event):
    """The Knave's highest card is offered face up to the Master (§1.2 step 2); it moves on acceptance."""

    seat: int
    to: int
    card: str


@dataclass(frozen=True, slots=True, kw_only=True)
class CardAccepted(Event):
    """The Master takes the passed card (§1.2 step 3)."""

    seat: int
    card: str
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class PrivilegeUsed(Event):
    """The Master refuses the passed card: it stays with the Knave and the Master leads (§1.2 step 3)."""

    seat: int
    card: str


@dataclass(frozen=True, slots=True, kw_only=True)
class RankRequested(Event):
    """The Knave names a rank from 3 to 10; ``held`` says whether the Master holds one (B11)."""

    seat: int
    rank: str
    held: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class RequestsStopped(Event):
    """The Knave names no (further) rank: the Master returns any card."""

    seat: int
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class CardReturned(Event):
    """The Master returns a card to the Knave, face up; the Knave leads (§1.2 steps 5 and 6)."""

    seat: int
    to: int
    card: str
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class CardsPlayed(Event):
    """A play: ``form`` is the trick's form after it (a completion makes a ``bomb`` of single plus pair)."""

    seat: int
    cards: tuple[str, ...]
    form: str
    out_of_turn: bool = False
    completion: bool = False
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerWentOut(Event):
    """``seat`` played its last card and finished in ``place`` (1 is the Master)."""

    seat: int
    place: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Passed(Event):
    """The seat on turn passed."""

    seat: int
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class LastCallOpened(Event):
    """The pass that would end the trick opened a last call (B5) for ``seats``, the seats holding cards."""

    key: str
    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class Waived(Event):
    """``seat`` gave up its right to bomb in the open last call."""

    seat: int


@dataclass(frozen=True, slots=True, kw_only=True)
class TrickTaken(Event):
    """``seat`` won the trick and ``leader`` leads the next one (B14).

    ``reason`` is ``passed`` (window 0), ``waived`` (every seat waived), ``expired`` (the last call's timer)
    or ``super-bomb`` (B4).
    """

    seat: int
    leader: int
    reason: str


@dataclass(frozen=True, slots=True, kw_only=True)
class HandScored(Event):
    """The hand is over (B18): ``order`` is the finishing order ending with the Knave; ``points`` and the
    new totals ``scores`` are indexed by seat (at a table of a match, the totals are those of the players
    seated there: their match totals)."""

    hand: int
    order: tuple[int, ...]
    points: tuple[int, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class GameFinished(Event):
    """The game is over: ``ranking`` orders the seats by total, ``ranks`` are competition ranks by seat."""

    ranking: tuple[int, ...]
    ranks: tuple[int, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]


EVENTS: tuple[type[Event], ...] = (
    GameStarted,
    DealerDrawn,
    HandDealt,
    RevoltDeclared,
    RevoltDeclined,
    CardPassed,
    CardAccepted,
    PrivilegeUsed,
    RankRequested,
    RequestsStopped,
    CardReturned,
    CardsPlayed,
    PlayerWentOut,
    Passed,
    LastCallOpened,
    Waived,
    TrickTaken,
    HandScored,
    GameFinished,
    SeatTaken,
    TableClosed,
)

BombsEvent = (
    GameStarted
    | DealerDrawn
    | HandDealt
    | RevoltDeclared
    | RevoltDeclined
    | CardPassed
    | CardAccepted
    | PrivilegeUsed
    | RankRequested
    | RequestsStopped
    | CardReturned
    | CardsPlayed
    | PlayerWentOut
    | Passed
    | LastCallOpened
    | Waived
    | TrickTaken
    | HandScored
    | GameFinished
    | SeatTaken
    | TableClosed
)
