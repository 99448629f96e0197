"""The events of haggis: facts in the past tense, with JSON-friendly fields only.

Seats are ints and cards strings in the notation of ``cards``. The deal (``RoundDealt``) is the only event
that carries hidden cards: the hands and the Haggis. ``RoundScored`` shows the last hand, the Haggis and the
captured piles once the round is over. ``timeout`` marks a default applied by the turn clock (docs/rules.md §0).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from domain.game import Event


@dataclass(frozen=True, slots=True, kw_only=True)
class GameStarted(Event):
    """The table: names and bot flags of the seats, the options and the opening totals."""

    names: tuple[str, ...]
    bots: tuple[bool, ...]
    target: int
    card_points: str
    first_out_bonus_3p: bool
    turn_clock_ms: int | None
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class RoundDealt(Event):
    """A round dealt (§3.2): ``hands`` by seat, wilds included; ``haggis`` the face-down leftover; with two
    players ``removed_suit`` is the suit taken out of the pack."""

    round: int
    dealer: int
    leader: int
    removed_suit: str | None
    hands: tuple[tuple[str, ...], ...] = field(repr=False)  # never printed: logs must not show hands
    haggis: tuple[str, ...] = field(repr=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class BetPlaced(Event):
    """``seat`` announced a bet of ``amount`` (0 for none, 15 Little, 30 Big), in or out of turn (§3.5)."""

    seat: int
    amount: int


@dataclass(frozen=True, slots=True, kw_only=True)
class CombinationPlayed(Event):
    """``seat`` played ``cards`` read as ``kind`` (with ``width`` and ``top_rank`` for a sequence, ``top_rank``
    for a set, ``bomb`` for a bomb). A first play closes the seat's betting (an implicit 0)."""

    seat: int
    cards: tuple[str, ...]
    kind: str
    width: int | None
    top_rank: str | None
    bomb: str | None
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class Passed(Event):
    """The seat on turn passed."""

    seat: int
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerWentOut(Event):
    """``seat`` played its last card, finishing ``place``-th, and scores ``points``: 5 × ``largest``, the
    most cards an opponent held at that moment (§3.6)."""

    seat: int
    place: int
    largest: int
    points: int


@dataclass(frozen=True, slots=True, kw_only=True)
class TrickCaptured(Event):
    """``winner`` played the highest combination; ``capturer`` takes the trick's ``cards`` (a count) into
    their face-down pile: the winner, or after a winning bomb the player before it (H2). ``leader`` leads the
    next trick (None when the round is over)."""

    winner: int
    capturer: int
    leader: int | None
    cards: int
    bombed: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class RoundScored(Event):
    """The round is over (§3.6, §3.7): ``order`` went out in that order and ``last`` is the player left;
    ``last_hand`` and ``haggis`` went to ``order[0]``; ``captured`` are the final piles by seat. Points by
    seat: ``going_out``, ``card_points``, ``bets``, ``bonus``, their sum ``points`` and the new totals."""

    round: int
    order: tuple[int, ...]
    last: int
    last_hand: tuple[str, ...]
    haggis: tuple[str, ...]
    captured: tuple[tuple[str, ...], ...]
    going_out: tuple[int, ...]
    card_points: tuple[int, ...]
    bets: tuple[int, ...]
    bonus: tuple[int, ...]
    points: tuple[int, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class GameFinished(Event):
    """The game is over (§3.8): ``ranking`` orders the seats by total, ``winners`` holds the one highest."""

    ranking: tuple[int, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]


EVENTS: tuple[type[Event], ...] = (
    GameStarted,
    RoundDealt,
    BetPlaced,
    CombinationPlayed,
    Passed,
    PlayerWentOut,
    TrickCaptured,
    RoundScored,
    GameFinished,
)

HaggisEvent = (
    GameStarted
    | RoundDealt
    | BetPlaced
    | CombinationPlayed
    | Passed
    | PlayerWentOut
    | TrickCaptured
    | RoundScored
    | GameFinished
)
