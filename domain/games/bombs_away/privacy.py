"""Which fields of each Bombs Away event only some seats may see (docs/rules.md §5) (``domain.redaction``).

Hidden until the series is finished: every hand, the deck's order, the cards drawn (seen by the drawer), the
Ace's two cards (its player), the hand a 5 looked at and the card it buried (the two players involved), the
cards a 9 swapped (the two players) and the 9's face-down orders (nobody), the 10-value cards returned under
the ten-value rule (their holder). A hidden field is null with its number of cards beside it
(``<field>_count``, 1 for a single card). The pile, the blocked set, the chains and the points are public.
"""

from __future__ import annotations

from domain.games.bombs_away.events import (
    AceDrawn,
    AceKept,
    CardBuried,
    CardPlayed,
    CardsDrawn,
    CardsSwapped,
    ChainBlocked,
    ChainCancelled,
    ChainClosed,
    ChainOpened,
    DamageDealt,
    DamageOwed,
    DeckRebuilt,
    DirectionReversed,
    GameDealt,
    GameStarted,
    GameWon,
    HandLookedAt,
    HandShuffledIn,
    PileShuffledIn,
    PlayerEliminated,
    PlayerSkipped,
    PositionPicked,
    RankBlocked,
    SeriesFinished,
    SwapOffered,
    TenChoiceOwed,
    TensReturned,
    TurnBegan,
    TurnSkipped,
)
from domain.redaction import PUBLIC, Counted, PerSeat, Privacy, Private, seen_by

SEAT = seen_by("seat")
BOTH = seen_by("seat", "target")

PRIVACY = Privacy(
    game="bombs-away",
    events={
        GameStarted: PUBLIC,
        GameDealt: Private(hands=PerSeat(counts=len), deck=Counted()),
        TurnBegan: PUBLIC,
        TurnSkipped: PUBLIC,
        CardPlayed: PUBLIC,
        ChainOpened: PUBLIC,
        ChainBlocked: PUBLIC,
        ChainCancelled: PUBLIC,
        DamageOwed: PUBLIC,
        DamageDealt: PUBLIC,
        ChainClosed: PUBLIC,
        PlayerEliminated: Private(deck=Counted(), cards=Counted(SEAT)),
        PlayerSkipped: PUBLIC,
        DirectionReversed: PUBLIC,
        RankBlocked: PUBLIC,
        PileShuffledIn: Private(deck=Counted()),
        DeckRebuilt: Private(deck=Counted()),
        CardsDrawn: Private(cards=Counted(SEAT)),
        AceDrawn: Private(cards=Counted(SEAT)),
        AceKept: Private(kept=Counted(SEAT), bottomed=Counted(SEAT)),
        HandShuffledIn: Private(deck=Counted(), cards=Counted(SEAT)),
        HandLookedAt: Private(cards=Counted(BOTH)),
        CardBuried: Private(card=Counted(BOTH)),
        SwapOffered: Private(seat_sees=Counted(), target_sees=Counted()),
        PositionPicked: PUBLIC,
        CardsSwapped: Private(given=Counted(BOTH), taken=Counted(BOTH)),
        TenChoiceOwed: PUBLIC,
        TensReturned: Private(deck=Counted(), kept=Counted(SEAT), returned=Counted(SEAT)),
        GameWon: PUBLIC,
        SeriesFinished: PUBLIC,
    },
)
