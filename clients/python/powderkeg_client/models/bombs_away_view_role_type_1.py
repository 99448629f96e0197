from enum import StrEnum


class BombsAwayViewRoleType1(StrEnum):
    CLOSING = "closing"
    FRESH = "fresh"

    def __str__(self) -> str:
        return str(self.value)
