"""The events of exploding aces: facts in the past tense, with JSON-friendly fields only.

Every outcome of chance is recorded: the deal and the deck order (``Dealt.deck``), every shuffle or rebuild
(``deck`` fields hold the whole new order, top first), the card a blind take found. Several events carry
cards only some seats may see; ``view.redact_event`` says which. ``timeout`` marks a default applied by the
turn clock (docs/rules.md §0).
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
class Peeked(Event):
    """``seat`` looked at the top ``cards`` of the deck (a Three, or a Jack, which lifts them off it)."""

    seat: int
    cards: Cards
    reason: str


@dataclass(frozen=True, slots=True, kw_only=True)
class JackArranged(Event):
    """The Jack's player took ``card`` and put ``order`` back on top of the deck (top first)."""

    seat: int
    card: str
    order: Cards
    timeout: bool = False


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
class Reversed(Event):
    """An Eight reversed the direction of play (now ``direction``: 1 clockwise, -1 anticlockwise)."""

    seat: int
    direction: int


@dataclass(frozen=True, slots=True, kw_only=True)
class SevenShown(Event):
    """The Seven's player named ``rank`` and the top card, shown to everyone, was ``card``."""

    seat: int
    rank: str
    card: str
    correct: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class EffectOpened(Event):
    """An effect of ``seat``'s card now waits on decisions of ``owners`` (public: who owes what)."""

    kind: str
    seat: int
    owners: tuple[int, ...]
    target: int | None = None
    rank: str | None = None
    count: int = 0
    targets: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class Given(Event):
    """``cards`` went from ``seat``'s hand to ``to``'s, seen by those two only (Five, Pair, Two Pairs, Four
    of a Kind, Straight Flush)."""

    seat: int
    to: int
    cards: Cards
    reason: str
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class Chosen(Event):
    """``seat`` secretly chose ``cards`` of its hand: its side of a Six exchange, or a Full House keep."""

    seat: int
    cards: Cards
    reason: str
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class Exchanged(Event):
    """The Six exchange: ``seat`` gave ``gave`` to ``target`` and got ``got`` at the same moment."""

    seat: int
    target: int
    gave: Cards
    got: Cards


@dataclass(frozen=True, slots=True, kw_only=True)
class HandDumped(Event):
    """``seat``'s hand left it face up: ``discarded`` to the discard pile, ``aces`` into the deck (then
    shuffled into ``deck``)."""

    seat: int
    discarded: Cards
    aces: Cards
    reason: str
    deck: Cards | None = field(default=None, repr=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class HandsPassed(Event):
    """A Flush: each (giver, receiver, cards) passed at once, each pass seen by its two seats only."""

    passes: tuple[tuple[int, int, Cards], ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class HandLooked(Event):
    """Two Pairs: ``seat`` looked at ``target``'s hand."""

    seat: int
    target: int
    cards: Cards


@dataclass(frozen=True, slots=True, kw_only=True)
class KingsShown(Event):
    """A Royal Flush: each opponent's revealed King ("" for none: that opponent is eliminated)."""

    seat: int
    shown: tuple[tuple[int, str], ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class HandsReturned(Event):
    """A Full House: every card but the kept one of each opponent went face down into the deck."""

    returns: tuple[tuple[int, Cards], ...]
    deck: Cards = field(repr=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class Kept(Event):
    """Three of a Kind: ``seat`` keeps the card it drew."""

    seat: int
    card: str
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class Rejected(Event):
    """Three of a Kind: ``seat`` rejected ``card`` (an Ace goes into the deck, shuffled into ``deck``)."""

    seat: int
    card: str
    deck: Cards | None = field(default=None, repr=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class Allowed(Event):
    """The Six's chosen player does not block."""

    seat: int
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class ReplaySkipped(Event):
    """No card left after a Nine makes a legal play: nothing is replayed, the rest is discarded."""

    seat: int
    discarded: Cards


@dataclass(frozen=True, slots=True, kw_only=True)
class EffectEnded(Event):
    """``seat``'s card has done its work; ``then`` is ``continue`` or ``choose`` (END_OR_CONTINUE)."""

    seat: int
    then: str


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


EVENTS: tuple[type[Event], ...] = (
    GameStarted,
    Dealt,
    Played,
    WindowOpened,
    NinePlayed,
    Waived,
    ChainSettled,
    Drew,
    DeckRebuilt,
    DeckShuffled,
    PlayDiscarded,
    AcesReturned,
    Peeked,
    JackArranged,
    Defused,
    Reversed,
    SevenShown,
    EffectOpened,
    Given,
    Chosen,
    Exchanged,
    HandDumped,
    HandsPassed,
    HandLooked,
    KingsShown,
    HandsReturned,
    Kept,
    Rejected,
    Allowed,
    ReplaySkipped,
    EffectEnded,
    TurnEnded,
    QueenChainEnded,
    Continued,
    Challenged,
    Eliminated,
    GameFinished,
)

AcesEvent = (
    GameStarted
    | Dealt
    | Played
    | WindowOpened
    | NinePlayed
    | Waived
    | ChainSettled
    | Drew
    | DeckRebuilt
    | DeckShuffled
    | PlayDiscarded
    | AcesReturned
    | Peeked
    | JackArranged
    | Defused
    | Reversed
    | SevenShown
    | EffectOpened
    | Given
    | Chosen
    | Exchanged
    | HandDumped
    | HandsPassed
    | HandLooked
    | KingsShown
    | HandsReturned
    | Kept
    | Rejected
    | Allowed
    | ReplaySkipped
    | EffectEnded
    | TurnEnded
    | QueenChainEnded
    | Continued
    | Challenged
    | Eliminated
    | GameFinished
)
