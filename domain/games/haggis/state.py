"""The state of a haggis table: frozen dataclasses of tuples, laid out so views can whitelist fields."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TypedDict

from domain.games.haggis.cards import SUITS
from domain.games.haggis.combos import Kind, Reading
from domain.games.haggis.options import Options
from domain.state_updates import updater


class Phase(StrEnum):
    """Where the table is: between rounds (transient), playing tricks, or finished."""

    DEALING = "dealing"
    PLAY = "play"
    FINISHED = "finished"


@dataclass(frozen=True, slots=True, kw_only=True)
class TrickPlay:
    """One combination in the trick: who played which cards, read how."""

    seat: int
    cards: tuple[str, ...]
    reading: Reading


@dataclass(frozen=True, slots=True, kw_only=True)
class Trick:
    """The trick in play: its combinations in order, and the passes in a row since the last one."""

    leader: int
    plays: tuple[TrickPlay, ...] = ()
    passes: int = 0

    @property
    def top(self) -> TrickPlay | None:
        """The last (highest) combination, None before the lead."""
        return self.plays[-1] if self.plays else None

    def cards(self) -> tuple[str, ...]:
        """Every card played in the trick."""
        return tuple(card for play in self.plays for card in play.cards)

    def capturer(self, seats: int) -> int:
        """Who takes the trick (§3.4, H2): the winner, or after a winning bomb the player of the combination
        just before it, or when the bomb was led alone the player to the bomber's right."""
        top = self.plays[-1]
        if top.reading.kind is not Kind.BOMB:
            return top.seat
        return self.plays[-2].seat if len(self.plays) >= 2 else (top.seat - 1) % seats


@dataclass(frozen=True, slots=True, kw_only=True)
class Result:
    """The end of the game: seats by total, totals by seat, and the winner (one seat, §3.8)."""

    ranking: tuple[int, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class RoundSummary:
    """The points of the last round scored, by seat (what the view shows of it; no cards)."""

    round: int
    order: tuple[int, ...]
    going_out: tuple[int, ...]
    card_points: tuple[int, ...]
    bets: tuple[int, ...]
    bonus: tuple[int, ...]
    points: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class HaggisState:
    """One table. ``hands`` (wilds included), ``captured`` and ``bets`` are indexed by seat; ``bets`` holds
    None while a seat may still bet; ``played`` whether it has played a card this round; ``order`` the seats
    out so far. ``seq`` counts the events folded; ``turn_seq`` and ``turn_ms`` say when the turn began."""

    names: tuple[str, ...]
    bots: tuple[bool, ...]
    options: Options
    scores: tuple[int, ...]
    phase: Phase = Phase.DEALING
    round_number: int = 0
    dealer: int | None = None
    removed_suit: str | None = None
    hands: tuple[tuple[str, ...], ...] = field(default=(), repr=False)  # never printed (STYLE.md trap 5)
    haggis: tuple[str, ...] = field(default=(), repr=False)
    captured: tuple[tuple[str, ...], ...] = field(default=(), repr=False)
    trick: Trick | None = None
    trick_number: int = 0
    turn: int | None = None
    bets: tuple[int | None, ...] = ()
    played: tuple[bool, ...] = ()
    order: tuple[int, ...] = ()
    going_out: tuple[int, ...] = ()
    last_round: RoundSummary | None = None
    result: Result | None = None
    seq: int = 0
    turn_seq: int = 0
    turn_ms: int = 0

    @property
    def seats(self) -> int:
        """The number of seats at the table."""
        return len(self.names)

    @property
    def suits(self) -> int:
        """The number of suits in the pack: five, or four with two players (§3.1)."""
        return len(SUITS) - (1 if self.removed_suit is not None else 0)

    def holders(self) -> tuple[int, ...]:
        """Seats that still hold cards, in seat order."""
        return tuple(s for s, hand in enumerate(self.hands) if hand)

    def next_holder(self, seat: int) -> int | None:
        """The first seat to the left of ``seat`` that holds cards (``seat`` itself last), if any."""
        n = len(self.hands)
        for step in range(1, n + 1):
            other = (seat + step) % n
            if self.hands[other]:
                return other
        return None

    def lead_after(self, winner: int) -> int:
        """Who leads after ``winner`` takes a trick: the winner, or the next seat left with cards (§3.4, H12)."""
        if 0 <= winner < len(self.hands) and self.hands[winner]:
            return winner
        nxt = self.next_holder(winner)
        return winner if nxt is None else nxt

    def may_bet(self, seat: int) -> bool:
        """True while ``seat`` has neither bet nor played a card this round (§3.5, H7)."""
        return (
            self.phase is Phase.PLAY
            and 0 <= seat < len(self.bets)
            and self.bets[seat] is None
            and not self.played[seat]
        )


class HaggisChanges(TypedDict, total=False):
    """The fields of ``HaggisState`` that an event may change, with their types (``with_changes`` takes them)."""

    names: tuple[str, ...]
    bots: tuple[bool, ...]
    options: Options
    scores: tuple[int, ...]
    phase: Phase
    round_number: int
    dealer: int | None
    removed_suit: str | None
    hands: tuple[tuple[str, ...], ...]
    haggis: tuple[str, ...]
    captured: tuple[tuple[str, ...], ...]
    trick: Trick | None
    trick_number: int
    turn: int | None
    bets: tuple[int | None, ...]
    played: tuple[bool, ...]
    order: tuple[int, ...]
    going_out: tuple[int, ...]
    last_round: RoundSummary | None
    result: Result | None
    seq: int
    turn_seq: int
    turn_ms: int


#: ``dataclasses.replace(state, **changes)``, checked by mypy and at run time and about three times as fast
#: (``domain/state_updates.py``): ``evolve`` calls it for every event, on every load.
with_changes = updater(HaggisState, HaggisChanges)
