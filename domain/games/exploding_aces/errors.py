"""The stable error codes of exploding aces (the common ones live in ``domain.errors.Code``)."""

from __future__ import annotations

from enum import StrEnum


class AcesCode(StrEnum):
    """Codes an exploding-aces command may be refused with, beside the common ``Code`` ones."""

    NOT_A_COMBINATION = "not-a-combination"
    ACE_CANNOT_BE_PLAYED = "ace-cannot-be-played"
    NINE_IN_OWN_TURN = "nine-in-own-turn"
    NINE_ONLY_IN_WINDOW = "nine-only-in-window"
    KING_NEEDS_ACE = "king-needs-ace"
    BAD_POSITION = "bad-position"
    BAD_TARGET = "bad-target"
    TARGET_REQUIRED = "target-required"
    BAD_RANK = "bad-rank"
    RANK_REQUIRED = "rank-required"
    UNEXPECTED_FIELD = "unexpected-field"
    QUEEN_RESPONSE_OWED = "queen-response-owed"
    CHOOSE_END_OR_CONTINUE = "choose-end-or-continue"
    NOTHING_TO_CHOOSE = "nothing-to-choose"
    WINDOW_OPEN = "window-open"
    DECISION_PENDING = "decision-pending"
    NOT_IN_WINDOW = "not-in-window"
    ALREADY_ANSWERED = "already-answered"
    NO_NINE_IN_HAND = "no-nine-in-hand"
    CANCEL_REQUIRED = "cancel-required"
    BAD_CANCEL = "bad-cancel"
    WRONG_DECISION = "wrong-decision"
    WRONG_CARD_COUNT = "wrong-card-count"
    WRONG_RANK = "wrong-rank"
    NOT_OFFERED = "not-offered"
    NO_SIX_IN_HAND = "no-six-in-hand"
    CANNOT_CHALLENGE = "cannot-challenge"
    ELIMINATED = "eliminated"
