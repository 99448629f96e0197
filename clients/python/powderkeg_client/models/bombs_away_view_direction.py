from enum import StrEnum


class BombsAwayViewDirection(StrEnum):
    CLOCKWISE = "clockwise"
    COUNTER_CLOCKWISE = "counter-clockwise"

    def __str__(self) -> str:
        return str(self.value)
