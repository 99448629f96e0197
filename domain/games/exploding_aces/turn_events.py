"""The events of the table and its turns: the start and the deal, plays and the Nines on them (§2.6), draws
and the deck, King defuses, the end of a turn, challenges, eliminations and the end of the game.

The events of card effects and the decisions they wait on are in ``effect_events``; ``events`` gathers both.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from domain.game import Event

Cards = tuple[str, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class GameStarted(Event):
    """The table: names and bot flags of the seats, the options, how many King defuses recycle (A9), and the
    revision of these rules the game is played by (``rules``: 1 for games started before revision 2, whose
    events say nothing of it; see ``state.RULES``)."""

    names: tuple[str, ...]
    bots: tuple[bool, ...]
    window_ms: int
    turn_clock_ms: int | None
    decks: int
    nine_prompt: str
    recycle_quota: int
    rules: int = 1


@dataclass(frozen=True, slots=True, kw_only=True)
class Dealt(Event):
    """Two cards to each seat (no Ace or King, §2.1) and the deck, top first; ``first`` plays first.

    A testing deal may also set the discard pile, the direction and the defuses made so far.
    """

    hands: tuple[Cards, ...] = field(repr=False)
    deck: Cards = field(repr=False)
    first: int
    discard: Cards = ()
    direction: int = 1
    defuses: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class Played(Event):
    """Cards played face up: ``form`` is ``single`` or the combination; ``role`` says how (a turn's play, a
    Queen response, a Six block or a replay); ``target`` and ``rank`` are the choices made with it."""

    seat: int
    cards: Cards
    form: str
    role: str
    target: int | None = None
    rank: str | None = None
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class WindowOpened(Event):
    """A Nine window opened for ``seats`` on the last play of the chain (A7)."""

    key: str
    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class NinePlayed(Event):
    """``seat`` answered with a Nine; ``cancel`` is the card of a combination the first Nine cancels (A8)."""

    seat: int
    card: str
    cancel: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Waived(Event):
    """``seat`` answered the open window with no Nine."""

    seat: int


@dataclass(frozen=True, slots=True, kw_only=True)
class ChainSettled(Event):
    """The chain of Nines settled: ``nines`` were played; an odd count cancels the play (§2.6).

    ``reason``: ``no-window``, ``waived`` (every seat answered), ``expired`` (the timer) or ``eliminated``.
    """

    nines: int
    cancelled: bool
    reason: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Drew(Event):
    """``seat`` drew ``cards`` from the top (or the ``bottom``) of the deck, for ``reason``."""

    seat: int
    cards: Cards
    bottom: bool = False
    reason: str = "draw"
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class DeckRebuilt(Event):
    """The deck ran out: the Kings of the discard pile left the game (A10), the rest is the new deck."""

    removed: Cards
    deck: Cards = field(repr=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class DeckShuffled(Event):
    """The deck was shuffled (a Ten, or after a card went into it); ``deck`` is the new order."""

    reason: str
    deck: Cards = field(repr=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayDiscarded(Event):
    """The effect of a play is over: its cards but the Aces went from the table onto the discard pile (the
    seed: "placed face up on the discard pile after use"), so no rebuild during the effect could hold them."""

    cards: Cards


@dataclass(frozen=True, slots=True, kw_only=True)
class AcesReturned(Event):
    """The Aces of a combination went back into the deck once its effect ended, and it was shuffled."""

    cards: Cards
    deck: Cards = field(repr=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class Defused(Event):
    """``seat`` played ``king`` and revealed ``ace``, inserted at ``position`` (0 = top); a recycled King
    (A9) was inserted at ``king_position`` after it, any other King was discarded. ``replayed``: the King
    came from a cancelled combination's remaining cards, which are then discarded."""

    seat: int
    king: str
    ace: str
    position: int
    recycled: bool
    king_position: int | None = None
    replayed: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnEnded(Event):
    """``seat``'s turn is over and ``next`` is active; ``queen`` > 0 means ``next`` owes QUEEN_RESPONSE(k)."""

    seat: int
    next: int
    reason: str
    queen: int = 0
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class QueenChainEnded(Event):
    """The Queen chain's responder draws 2k cards instead of a Queen; its turn then goes on (§2.5)."""

    seat: int
    k: int
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class Continued(Event):
    """``seat`` chose to go on playing after a *Choose* card."""

    seat: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Challenged(Event):
    """``seat`` challenged ``target``, whose ``hand`` the challenger alone saw; ``hit``: it held an Ace."""

    seat: int
    target: int
    hand: Cards
    hit: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class Eliminated(Event):
    """``seat`` is out: ``discarded`` went to the discard pile, ``aces`` into the deck (order ``deck``), A2.

    The cards include those on the table that belonged to what the seat's turn had started.
    """

    seat: int
    reason: str
    discarded: Cards
    aces: Cards
    deck: Cards | None = field(default=None, repr=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class GameFinished(Event):
    """One player survives and wins; ``eliminated`` lists the others in the order they went out."""

    winner: int
    eliminated: tuple[int, ...]
