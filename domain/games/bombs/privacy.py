"""Which fields of each bombs event only some seats may see (docs/rules.md §5) (``domain.redaction``).

Hidden information in bombs is the hands only, and the deal is the one event that carries them: it shows each
seat its own hand and everyone every hand's size. Every play and the whole exchange are public, and so are
the events of a match (its standings and who sits where).
"""

from __future__ import annotations

from domain.games.bombs.events import (
    CardAccepted,
    CardPassed,
    CardReturned,
    CardsPlayed,
    DealerDrawn,
    GameFinished,
    GameStarted,
    HandDealt,
    HandScored,
    LastCallOpened,
    Passed,
    PlayerWentOut,
    PrivilegeUsed,
    RankRequested,
    RequestsStopped,
    RevoltDeclared,
    RevoltDeclined,
    SeatTaken,
    TableClosed,
    TrickTaken,
    Waived,
)
from domain.games.bombs.match import HandCompleted, MatchFinished, MatchStarted, TablesSeated
from domain.redaction import PUBLIC, PerSeat, Privacy, Private

PRIVACY = Privacy(
    game="bombs",
    events={
        GameStarted: PUBLIC,
        DealerDrawn: PUBLIC,
        HandDealt: Private(hands=PerSeat(counts=len, beside=True)),
        RevoltDeclared: PUBLIC,
        RevoltDeclined: PUBLIC,
        CardPassed: PUBLIC,
        CardAccepted: PUBLIC,
        PrivilegeUsed: PUBLIC,
        RankRequested: PUBLIC,
        RequestsStopped: PUBLIC,
        CardReturned: PUBLIC,
        CardsPlayed: PUBLIC,
        PlayerWentOut: PUBLIC,
        Passed: PUBLIC,
        LastCallOpened: PUBLIC,
        Waived: PUBLIC,
        TrickTaken: PUBLIC,
        HandScored: PUBLIC,
        GameFinished: PUBLIC,
        SeatTaken: PUBLIC,
        TableClosed: PUBLIC,
        MatchStarted: PUBLIC,
        HandCompleted: PUBLIC,
        TablesSeated: PUBLIC,
        MatchFinished: PUBLIC,
    },
)
