"""Which fields of each High Card event only some seats may see: the deal's hands (``domain.redaction``)."""

from __future__ import annotations

from domain.redaction import PUBLIC, PerSeat, Privacy, Private
from tests.support.high_card.events import CardPlayed, GameFinished, GameStarted, HandsDealt

PRIVACY = Privacy(
    game="high-card",
    events={
        GameStarted: PUBLIC,
        HandsDealt: Private(hands=PerSeat(counts=len)),
        CardPlayed: PUBLIC,
        GameFinished: PUBLIC,
    },
)
