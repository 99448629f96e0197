"""The events of exploding aces: facts in the past tense, with JSON-friendly fields only.

Every outcome of chance is recorded: the deal and the deck order (``Dealt.deck``), every shuffle or rebuild
(``deck`` fields hold the whole new order, top first), the card a blind take found. Several events carry cards
only some seats may see; ``privacy.PRIVACY`` (applied by ``domain.redaction``) says which. ``timeout`` marks a
default applied by the turn clock (docs/rules.md §0).

The events are defined in ``turn_events`` (the table and its turns) and ``effect_events`` (card effects and
their decisions); this module gathers them: ``EVENTS``, in the order the game's info and openapi.yaml list
them, and the ``AcesEvent`` union that ``evolve`` dispatches on.
"""

from __future__ import annotations

from domain.game import Event
from domain.games.exploding_aces.effect_events import (
    Allowed,
    Chosen,
    EffectEnded,
    EffectOpened,
    Exchanged,
    Given,
    HandDumped,
    HandLooked,
    HandsPassed,
    HandsReturned,
    JackArranged,
    Kept,
    KingsShown,
    Peeked,
    Rejected,
    ReplaySkipped,
    Reversed,
    SevenShown,
)
from domain.games.exploding_aces.turn_events import (
    AcesReturned,
    Cards,
    ChainSettled,
    Challenged,
    Continued,
    Dealt,
    DeckRebuilt,
    DeckShuffled,
    Defused,
    Drew,
    Eliminated,
    GameFinished,
    GameStarted,
    NinePlayed,
    PlayDiscarded,
    Played,
    QueenChainEnded,
    TurnEnded,
    Waived,
    WindowOpened,
)

__all__ = [
    "AcesEvent",
    "AcesReturned",
    "Allowed",
    "Cards",
    "ChainSettled",
    "Challenged",
    "Chosen",
    "Continued",
    "Dealt",
    "DeckRebuilt",
    "DeckShuffled",
    "Defused",
    "Drew",
    "EVENTS",
    "EffectEnded",
    "EffectOpened",
    "Eliminated",
    "Exchanged",
    "GameFinished",
    "GameStarted",
    "Given",
    "HandDumped",
    "HandLooked",
    "HandsPassed",
    "HandsReturned",
    "JackArranged",
    "Kept",
    "KingsShown",
    "NinePlayed",
    "Peeked",
    "PlayDiscarded",
    "Played",
    "QueenChainEnded",
    "Rejected",
    "ReplaySkipped",
    "Reversed",
    "SevenShown",
    "TurnEnded",
    "Waived",
    "WindowOpened",
]

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
