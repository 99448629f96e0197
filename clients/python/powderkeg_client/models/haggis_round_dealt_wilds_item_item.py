from enum import StrEnum


class HaggisRoundDealtWildsItemItem(StrEnum):
    J = "J"
    K = "K"
    Q = "Q"

    def __str__(self) -> str:
        return str(self.value)
