from enum import StrEnum


class BombsAwayViewRoleType2Type1(StrEnum):
    CLOSING = "closing"
    FRESH = "fresh"

    def __str__(self) -> str:
        return str(self.value)
