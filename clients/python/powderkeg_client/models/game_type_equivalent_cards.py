from enum import StrEnum


class GameTypeEquivalentCards(StrEnum):
    EXACT = "exact"
    SAME_RANKS = "same-ranks"
    SAME_RANKS_EXCEPT_FLUSHES = "same-ranks-except-flushes"

    def __str__(self) -> str:
        return str(self.value)
