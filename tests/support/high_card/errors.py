"""The error codes of High Card (the common ones live in ``domain.errors.Code``)."""

from __future__ import annotations

from enum import StrEnum


class HighCardCode(StrEnum):
    """Codes a High Card command may be refused with, beside the common ``Code`` ones."""

    NOT_IN_HAND = "not-in-hand"
