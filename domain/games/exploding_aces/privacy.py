"""Which fields of each exploding-aces event only some seats may see (docs/rules.md §5) (``domain.redaction``).

Hidden: every hand but the viewer's own, the deck's order (only its size is public), and the private
reveals: a challenge's reveal (to the challenger), the Jack and Three peeks and the Two Pairs look (to their
player), a King's insertion positions (to its player), every card passed between two seats (to those two),
a Full House's returned cards and a Six's picks (to their owner). Cards played, discarded, shown by a Seven
or a Royal Flush, or revealed by a defuse are public.
"""

from __future__ import annotations

from domain.games.exploding_aces.events import (
    AcesReturned,
    Allowed,
    ChainSettled,
    Challenged,
    Chosen,
    Continued,
    Dealt,
    DeckRebuilt,
    DeckShuffled,
    Defused,
    Drew,
    EffectEnded,
    EffectOpened,
    Eliminated,
    Exchanged,
    GameFinished,
    GameStarted,
    Given,
    HandDumped,
    HandLooked,
    HandsPassed,
    HandsReturned,
    JackArranged,
    Kept,
    KingsShown,
    NinePlayed,
    Peeked,
    PlayDiscarded,
    Played,
    QueenChainEnded,
    Rejected,
    ReplaySkipped,
    Reversed,
    SevenShown,
    TurnEnded,
    Waived,
    WindowOpened,
)
from domain.redaction import PUBLIC, Counted, Null, PerEntry, PerSeat, Privacy, Private, Size, seen_by

SEAT = seen_by("seat")

PRIVACY = Privacy(
    game="exploding-aces",
    events={
        GameStarted: PUBLIC,
        Dealt: Private(hands=PerSeat(counts=len), deck=Size()),
        Played: PUBLIC,
        WindowOpened: PUBLIC,
        NinePlayed: PUBLIC,
        Waived: PUBLIC,
        ChainSettled: PUBLIC,
        Drew: Private(cards=Counted(SEAT)),
        DeckRebuilt: Private(deck=Size()),
        DeckShuffled: Private(deck=Size()),
        PlayDiscarded: PUBLIC,
        AcesReturned: Private(deck=Size()),
        Peeked: Private(cards=Counted(SEAT)),
        JackArranged: Private(card=Null(SEAT), order=Counted(SEAT)),
        Defused: Private(position=Null(SEAT), king_position=Null(SEAT)),
        Reversed: PUBLIC,
        SevenShown: PUBLIC,
        EffectOpened: PUBLIC,
        Given: Private(cards=Counted(seen_by("seat", "to"))),
        Chosen: Private(cards=Counted(SEAT)),
        Exchanged: Private(gave=Counted(seen_by("seat", "target")), got=Counted(seen_by("seat", "target"))),
        HandDumped: Private(deck=Size()),
        # Each pass is (giver, receiver, cards), seen by its giver and receiver.
        HandsPassed: Private(passes=PerEntry(seen_by=(0, 1), cards=2)),
        HandLooked: Private(cards=Counted(SEAT)),
        KingsShown: PUBLIC,
        # Each return is (seat, cards), seen by that seat.
        HandsReturned: Private(returns=PerEntry(seen_by=(0,), cards=1), deck=Size()),
        Kept: Private(card=Null(SEAT)),
        Rejected: Private(deck=Size()),
        Allowed: PUBLIC,
        ReplaySkipped: PUBLIC,
        EffectEnded: PUBLIC,
        TurnEnded: PUBLIC,
        QueenChainEnded: PUBLIC,
        Continued: PUBLIC,
        Challenged: Private(hand=Counted(SEAT)),
        Eliminated: Private(deck=Size()),
        GameFinished: PUBLIC,
    },
)
