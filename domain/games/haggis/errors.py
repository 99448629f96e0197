"""The stable error codes of haggis (the common ones live in ``domain.errors.Code``)."""

from __future__ import annotations

from enum import StrEnum


class HaggisCode(StrEnum):
    """Codes a haggis command may be refused with, beside the common ``Code`` ones."""

    NOT_A_COMBINATION = "not-a-combination"
    BAD_READING = "bad-reading"
    NO_SUCH_READING = "no-such-reading"
    WRONG_KIND = "wrong-kind"
    WRONG_SHAPE = "wrong-shape"
    DOES_NOT_BEAT = "does-not-beat"
    CANNOT_PASS_LEAD = "cannot-pass-lead"
    NOT_A_BET = "not-a-bet"
    ALREADY_BET = "already-bet"
    BET_AFTER_FIRST_PLAY = "bet-after-first-play"
