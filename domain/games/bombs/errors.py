"""The stable error codes of bombs (the common ones live in ``domain.errors.Code``)."""

from __future__ import annotations

from enum import StrEnum


class BombsCode(StrEnum):
    """Codes a bombs command may be refused with, beside the common ``Code`` ones."""

    NOT_A_COMBINATION = "not-a-combination"
    WRONG_FORM = "wrong-form"
    WRONG_LENGTH = "wrong-length"
    DOES_NOT_BEAT = "does-not-beat"
    LEAD_CANNOT_BE_BOMBED = "lead-cannot-be-bombed"
    CANNOT_PASS_LEAD = "cannot-pass-lead"
    COMPLETION_CLOSED = "completion-closed"
    EXCHANGE_IN_PROGRESS = "exchange-in-progress"
    NO_EXCHANGE_PENDING = "no-exchange-pending"
    WRONG_DECISION = "wrong-decision"
    NOT_A_REQUESTABLE_RANK = "not-a-requestable-rank"
    RANK_ALREADY_REQUESTED = "rank-already-requested"
    MUST_RETURN_REQUESTED_RANK = "must-return-requested-rank"
    TABLE_NOT_WAITING = "table-not-waiting"
