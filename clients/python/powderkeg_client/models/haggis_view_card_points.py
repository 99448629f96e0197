from enum import StrEnum


class HaggisViewCardPoints(StrEnum):
    CLASSIC = "classic"
    PER_CARD = "per_card"

    def __str__(self) -> str:
        return str(self.value)
