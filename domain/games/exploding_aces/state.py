"""The state of an exploding-aces table: frozen dataclasses of tuples, laid out so views can whitelist fields.

``hands``, ``deck`` (top first) and the private parts of ``effect`` are never shown whole: ``view`` picks
what each viewer may see.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TypedDict, Unpack

from domain.games.exploding_aces.options import Options
from domain.state_updates import updater

#: The revision of the rules new games are played by. 2: a play's cards stay on the table until its effect is
#: over (``in_use``, ``PlayDiscarded``); a game started under 1 discards them when its Nine window closes, as
#: it did, so its stream folds and goes on as it was played.
RULES = 2


class Step(StrEnum):
    """What the active player may do when nothing else is pending: play or draw, END_OR_CONTINUE, or answer
    a Queen chain (QUEEN_RESPONSE(k))."""

    PLAY = "play"
    CHOOSE = "choose"
    QUEEN = "queen"


#: How a turn goes on once a card's effect is over: Continue, *Choose* (END_OR_CONTINUE), or end.
CONTINUE, CHOOSE, END = "continue", "choose", "end"


class Role(StrEnum):
    """How cards were played: a turn's play, a Queen response, a Six block or a replay after a Nine."""

    PLAY = "play"
    QUEEN = "queen-response"
    BLOCK = "block"
    REPLAY = "replay"


class Kind(StrEnum):
    """An effect waiting on decisions."""

    FIVE = "five"
    PAIR = "pair"
    TWO_PAIRS = "two-pairs"
    THREE = "three"
    JACK = "jack"
    SIX_BLOCK = "six-block"
    SIX_GIVE = "six-give"
    FULL_HOUSE = "full-house"
    FOUR = "four"
    REPLAY = "replay"


@dataclass(frozen=True, slots=True, kw_only=True)
class Held:
    """A play whose effect waits for its Nine window (§2.6)."""

    seat: int
    cards: tuple[str, ...]
    form: str
    role: Role
    target: int | None = None
    rank: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Window:
    """An open Nine window: who may answer, who has answered with no Nine, and when it opened."""

    key: str
    seats: tuple[int, ...]
    waived: tuple[int, ...]
    opened_ms: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Chain:
    """A held play and the Nines played on it so far (seats and cards), with the first Nine's cancel (A8)."""

    play: Held
    nines: tuple[int, ...] = ()
    nine_cards: tuple[str, ...] = ()
    cancel: str | None = None
    window: Window | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Effect:
    """An effect of ``seat``'s card waiting on decisions of ``owners``.

    ``cards`` holds the cards the effect works on: a Jack's lifted cards, the hand a Two Pairs looked at, the
    card a Three of a Kind drew, the remaining cards of a cancelled combination; ``extra`` a cancelled Ace of
    it. ``count`` is a Six's n or a Three of a Kind's draws; ``picks`` the secret choices made so far (Six
    exchange, Full House keeps); ``targets`` the opponents a Four of a Kind still takes from; ``taken`` what
    it took. A Six's block window (§2.7, docs/rules.md §0) has the timer ``key`` and opened at ``opened_ms``.
    """

    kind: Kind
    seat: int
    owners: tuple[int, ...]
    target: int | None = None
    rank: str | None = None
    count: int = 0
    cards: tuple[str, ...] = field(default=(), repr=False)
    extra: tuple[str, ...] = field(default=(), repr=False)
    picks: tuple[tuple[int, tuple[str, ...]], ...] = field(default=(), repr=False)
    targets: tuple[int, ...] = ()
    taken: tuple[str, ...] = field(default=(), repr=False)
    key: str = ""
    opened_ms: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class AcesState:
    """One table. ``hands`` is indexed by seat; ``turn`` is the active player; ``in_use`` holds the cards of
    the play whose effect is being carried out: they are on the table, in no pile, until the effect is over,
    when its Aces go back into the deck and the rest onto the discard pile (the seed: "after use"; §2.4).
    Once the game is finished it holds whatever was left on the table (a held play, its Nines, a Jack's
    lifted cards, a cancelled combination's cards).
    ``seq`` counts the events folded; ``clock_ms`` is the time of the last one (the turn clock runs from it)."""

    names: tuple[str, ...]
    bots: tuple[bool, ...]
    options: Options
    recycle_quota: int
    rules: int = RULES
    hands: tuple[tuple[str, ...], ...] = field(default=(), repr=False)  # never printed (STYLE.md trap 5)
    alive: tuple[bool, ...] = ()
    deck: tuple[str, ...] = field(default=(), repr=False)
    discard: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()
    in_use: tuple[str, ...] = ()
    direction: int = 1
    turn: int | None = None
    step: Step = Step.PLAY
    queen_k: int = 0
    chain: Chain | None = None
    effect: Effect | None = None
    defuses: int = 0
    out: tuple[int, ...] = ()
    winner: int | None = None
    finished: bool = False
    seq: int = 0
    clock_ms: int = 0

    @property
    def seats(self) -> int:
        """The number of seats at the table."""
        return len(self.names)

    def survivors(self) -> tuple[int, ...]:
        """Seats still in the game, in seat order."""
        return tuple(s for s, a in enumerate(self.alive) if a)

    def is_alive(self, seat: int) -> bool:
        """True when ``seat`` is a seat of the table still in the game."""
        return 0 <= seat < len(self.alive) and self.alive[seat]

    def next_alive(self, seat: int) -> int:
        """The next surviving seat after ``seat`` in the current direction (``seat`` itself if alone)."""
        n = len(self.alive)
        for step in range(1, n + 1):
            other = (seat + step * self.direction) % n
            if self.alive[other] and other != seat:
                return other
        return seat

    def in_order_after(self, seat: int) -> tuple[int, ...]:
        """The other survivors in the current direction, starting after ``seat``."""
        n = len(self.alive)
        order = ((seat + step * self.direction) % n for step in range(1, n))
        return tuple(s for s in order if self.alive[s])

    def hand(self, seat: int) -> tuple[str, ...]:
        """The cards ``seat`` holds (none for a seat out of range)."""
        return self.hands[seat] if 0 <= seat < len(self.hands) else ()


class AcesChanges(TypedDict, total=False):
    """The fields of ``AcesState`` that an update may change, with their types (``changed`` takes them)."""

    names: tuple[str, ...]
    bots: tuple[bool, ...]
    options: Options
    recycle_quota: int
    rules: int
    hands: tuple[tuple[str, ...], ...]
    alive: tuple[bool, ...]
    deck: tuple[str, ...]
    discard: tuple[str, ...]
    removed: tuple[str, ...]
    in_use: tuple[str, ...]
    direction: int
    turn: int | None
    step: Step
    queen_k: int
    chain: Chain | None
    effect: Effect | None
    defuses: int
    out: tuple[int, ...]
    winner: int | None
    finished: bool
    seq: int
    clock_ms: int


class ChainChanges(TypedDict, total=False):
    """The fields of ``Chain`` (``chain_with`` takes them)."""

    play: Held
    nines: tuple[int, ...]
    nine_cards: tuple[str, ...]
    cancel: str | None
    window: Window | None


class WindowChanges(TypedDict, total=False):
    """The fields of ``Window`` (``window_with`` takes them)."""

    key: str
    seats: tuple[int, ...]
    waived: tuple[int, ...]
    opened_ms: int


#: ``dataclasses.replace(state, **changes)``, checked by mypy and at run time and about three times as fast
#: (``domain/state_updates.py``): ``evolve`` updates the state several times for every event, and the
#: conformance test folds hundreds of thousands of events.
with_changes = updater(AcesState, AcesChanges)
#: The same for the Nine window's records, which every Nine, waiver and window updates.
chain_with = updater(Chain, ChainChanges)
window_with = updater(Window, WindowChanges)


def changed(state: AcesState, /, **changes: Unpack[AcesChanges]) -> AcesState:
    """``with_changes`` taking the changes as keywords, which mypy checks (an unknown one raises ``TypeError``)."""
    return with_changes(state, changes)
