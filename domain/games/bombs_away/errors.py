"""The stable error codes of Bombs Away (the common ones live in ``domain.errors.Code``)."""

from __future__ import annotations

from enum import StrEnum


class BombsAwayCode(StrEnum):
    """Codes a Bombs Away command may be refused with, beside the common ``Code`` ones."""

    SEVEN_NEEDS_FIVE_IN_PILE = "seven-needs-five-in-pile"
    MUST_DECLARE = "must-declare"
    CANNOT_DECLARE = "cannot-declare"
    MUST_BLOCK_RANK = "must-block-rank"
    CANNOT_BLOCK_RANK = "cannot-block-rank"
    MUST_CHOOSE_TARGET = "must-choose-target"
    BAD_TARGET = "bad-target"
    DECISION_PENDING = "decision-pending"
    NO_DECISION_PENDING = "no-decision-pending"
    WRONG_DECISION = "wrong-decision"
    NOT_OFFERED = "not-offered"
    BAD_POSITION = "bad-position"
    ALREADY_PICKED = "already-picked"
    NOT_A_TEN = "not-a-ten"
