from enum import StrEnum


class BombsAwayCardPlayedRole(StrEnum):
    CLOSING = "closing"
    FRESH = "fresh"

    def __str__(self) -> str:
        return str(self.value)
