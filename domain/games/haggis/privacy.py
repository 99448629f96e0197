"""Which fields of each haggis event only some seats may see (docs/rules.md §5) (``domain.redaction``).

Hidden: the number cards of each hand and the Haggis, which only the deal carries. The wilds are face up
(§3.2), so the deal shows which wilds each seat holds, and every hand's size and the Haggis's. Plays, bets and
the end of a round (which shows the last hand, the Haggis and the captured piles) are public.
"""

from __future__ import annotations

from domain.games.haggis.cards import WILDS
from domain.games.haggis.events import (
    BetPlaced,
    CombinationPlayed,
    GameFinished,
    GameStarted,
    Passed,
    PlayerWentOut,
    RoundDealt,
    RoundScored,
    TrickCaptured,
)
from domain.redaction import PUBLIC, Counted, PerSeat, Privacy, Private


def wilds(hand: list[str]) -> list[str]:
    """The wilds ``hand`` holds, face up."""
    return [wild for wild in WILDS if wild in hand]


PRIVACY = Privacy(
    game="haggis",
    events={
        GameStarted: PUBLIC,
        RoundDealt: Private(hands=PerSeat(wilds=wilds, counts=len, beside=True), haggis=Counted(key="haggis_cards")),
        BetPlaced: PUBLIC,
        CombinationPlayed: PUBLIC,
        Passed: PUBLIC,
        PlayerWentOut: PUBLIC,
        TrickCaptured: PUBLIC,
        RoundScored: PUBLIC,
        GameFinished: PUBLIC,
    },
)
