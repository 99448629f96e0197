"""The events of Bombs Away: facts in the past tense, with JSON-friendly fields only.

Every outcome of chance is recorded: the deal and the deck order (``GameDealt``), every new deck order after a
shuffle (``deck`` fields, top card first), the cards drawn and the 9's face-down orders. Which fields a viewer
may see is decided in ``privacy.PRIVACY`` (applied by ``domain.redaction``). ``timeout`` marks a default applied
by the turn clock."""

from __future__ import annotations

from dataclasses import dataclass, field

from domain.game import Event


@dataclass(frozen=True, slots=True, kw_only=True)
class GameStarted(Event):
    """The table: names and bot flags of the seats, and the options."""

    names: tuple[str, ...]
    bots: tuple[bool, ...]
    games: int
    winner_carryover: bool
    turn_clock_ms: int | None


@dataclass(frozen=True, slots=True, kw_only=True)
class GameDealt(Event):
    """Game ``game`` of the series begins: points, the starter, the hands, the deck and the pile.

    ``pile`` is empty except in a testing deal (bottom card first).
    """

    game: int
    points: tuple[int, ...]
    starter: int
    hands: tuple[tuple[str, ...], ...] = field(repr=False)  # never printed: logs must not show hands
    deck: tuple[str, ...] = field(repr=False)
    pile: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnBegan(Event):
    """``seat`` is to play: a fresh card (``role`` "fresh") or a chain's closing card ("closing")."""

    seat: int
    role: str


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnSkipped(Event):
    """``seat`` had no legal card (W17); ``answers`` names the damager whose chain this stood in for."""

    seat: int
    role: str
    answers: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class CardPlayed(Event):
    """``seat`` played ``card`` and it was worked out (§4.5, §4.6).

    ``became`` is the rank the card acted as (None for a 6 that copied nothing); ``value`` its value;
    ``effect`` whether its effect applies; ``block_used`` the blocked rank it used up. ``answers`` names
    the damager whose chain this card answers (a response, or a closing card that answers chain 2).
    """

    seat: int
    card: str
    role: str
    declare: str | None = None
    block: str | None = None
    target: int | None = None
    became: str | None
    value: int
    effect: bool
    block_used: str | None = None
    answers: int | None = None
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class ChainOpened(Event):
    """A fresh play acting as a 10–K opened a damaging chain for ``seat`` (§4.7)."""

    seat: int


@dataclass(frozen=True, slots=True, kw_only=True)
class ChainBlocked(Event):
    """An effective 7 played directly on ``seat``'s chain-opening card blocked that chain (W6)."""

    seat: int
    by: int


@dataclass(frozen=True, slots=True, kw_only=True)
class ChainCancelled(Event):
    """``seat`` was eliminated while still owing its closing card, so its chain is gone (W15)."""

    seat: int


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageOwed(Event):
    """``seat``'s closing card matched the response: it owes the choice of whom ``amount`` damages."""

    seat: int
    amount: int
    targets: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageDealt(Event):
    """``seat`` dealt ``amount`` damage to ``target``, who has ``points`` left (never below 0)."""

    seat: int
    target: int
    amount: int
    points: int
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class ChainClosed(Event):
    """``seat``'s chain is over; ``dealt`` says whether it dealt damage."""

    seat: int
    dealt: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerEliminated(Event):
    """``seat`` fell to 0 points: its ``cards`` were shuffled into the deck, giving ``deck`` (W15)."""

    seat: int
    cards: tuple[str, ...] = field(repr=False)
    deck: tuple[str, ...] = field(repr=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerSkipped(Event):
    """A 2 skipped ``seat``."""

    seat: int


@dataclass(frozen=True, slots=True, kw_only=True)
class DirectionReversed(Event):
    """A 3 reversed the direction of play; ``clockwise`` is the new direction."""

    clockwise: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class RankBlocked(Event):
    """An 8 of ``seat`` added ``rank`` to the blocked set (§4.6)."""

    seat: int
    rank: str


@dataclass(frozen=True, slots=True, kw_only=True)
class PileShuffledIn(Event):
    """A 7 shuffled the top five ``cards`` of the pile (itself included) into the deck, giving ``deck``."""

    cards: tuple[str, ...]
    deck: tuple[str, ...] = field(repr=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class DeckRebuilt(Event):
    """A draw found too few cards: the pile but its top (``cards``) was shuffled under the deck (W16)."""

    cards: tuple[str, ...]
    deck: tuple[str, ...] = field(repr=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class CardsDrawn(Event):
    """``seat`` drew ``cards`` from the top of the deck."""

    seat: int
    cards: tuple[str, ...] = field(repr=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class AceDrawn(Event):
    """The Ace's player drew these two ``cards`` and owes the choice of which to keep."""

    seat: int
    cards: tuple[str, ...] = field(repr=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class AceKept(Event):
    """The Ace's player kept ``kept`` and put ``bottomed`` on the bottom of the deck."""

    seat: int
    kept: str = field(repr=False)
    bottomed: str = field(repr=False)
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class HandShuffledIn(Event):
    """A 4: ``seat`` shuffled its hand (``cards``) into the deck, giving ``deck``; it draws 4 next."""

    seat: int
    cards: tuple[str, ...] = field(repr=False)
    deck: tuple[str, ...] = field(repr=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class HandLookedAt(Event):
    """A 5: ``seat`` looked at ``target``'s hand, ``cards`` (private to the two of them)."""

    seat: int
    target: int
    cards: tuple[str, ...] = field(repr=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class CardBuried(Event):
    """A 5: ``seat`` put ``card`` of ``target``'s hand on the bottom of the deck; ``target`` draws 1 next."""

    seat: int
    target: int
    card: str = field(repr=False)
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class SwapOffered(Event):
    """A 9: ``seat`` sees ``target``'s hand face down in the order ``seat_sees``, and ``target`` sees
    ``seat``'s in the order ``target_sees``; each picks a position."""

    seat: int
    target: int
    seat_sees: tuple[str, ...] = field(repr=False)
    target_sees: tuple[str, ...] = field(repr=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class PositionPicked(Event):
    """A player of the 9's swap picked ``position``."""

    seat: int
    position: int
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class CardsSwapped(Event):
    """The 9's swap: ``seat`` gave ``given`` to ``target`` and took ``taken`` from them."""

    seat: int
    target: int
    given: str = field(repr=False)
    taken: str = field(repr=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class TenChoiceOwed(Event):
    """``seat`` holds two or more 10-value cards and must keep one (§4.4); ``then`` are the seats whose
    hands are checked after it."""

    seat: int
    then: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class TensReturned(Event):
    """``seat`` kept ``kept`` and shuffled its other 10-value cards, ``returned``, into the deck (``deck``)."""

    seat: int
    kept: str = field(repr=False)
    returned: tuple[str, ...] = field(repr=False)
    deck: tuple[str, ...] = field(repr=False)
    timeout: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class GameWon(Event):
    """Game ``game`` of the series ended: ``seat`` is the only player with points (``points``)."""

    game: int
    seat: int
    points: int


@dataclass(frozen=True, slots=True, kw_only=True)
class SeriesFinished(Event):
    """The last game is over: ``winner`` won most games (ties: the latest win); ``wins`` by seat."""

    winner: int
    wins: tuple[int, ...]
    game_winners: tuple[int, ...]


EVENTS: tuple[type[Event], ...] = (
    GameStarted,
    GameDealt,
    TurnBegan,
    TurnSkipped,
    CardPlayed,
    ChainOpened,
    ChainBlocked,
    ChainCancelled,
    DamageOwed,
    DamageDealt,
    ChainClosed,
    PlayerEliminated,
    PlayerSkipped,
    DirectionReversed,
    RankBlocked,
    PileShuffledIn,
    DeckRebuilt,
    CardsDrawn,
    AceDrawn,
    AceKept,
    HandShuffledIn,
    HandLookedAt,
    CardBuried,
    SwapOffered,
    PositionPicked,
    CardsSwapped,
    TenChoiceOwed,
    TensReturned,
    GameWon,
    SeriesFinished,
)

BombsAwayEvent = (
    GameStarted
    | GameDealt
    | TurnBegan
    | TurnSkipped
    | CardPlayed
    | ChainOpened
    | ChainBlocked
    | ChainCancelled
    | DamageOwed
    | DamageDealt
    | ChainClosed
    | PlayerEliminated
    | PlayerSkipped
    | DirectionReversed
    | RankBlocked
    | PileShuffledIn
    | DeckRebuilt
    | CardsDrawn
    | AceDrawn
    | AceKept
    | HandShuffledIn
    | HandLookedAt
    | CardBuried
    | SwapOffered
    | PositionPicked
    | CardsSwapped
    | TenChoiceOwed
    | TensReturned
    | GameWon
    | SeriesFinished
)
