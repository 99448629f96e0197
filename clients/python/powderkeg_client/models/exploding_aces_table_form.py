from enum import StrEnum


class ExplodingAcesTableForm(StrEnum):
    FLUSH = "flush"
    FOUR_OF_A_KIND = "four-of-a-kind"
    FULL_HOUSE = "full-house"
    PAIR = "pair"
    ROYAL_FLUSH = "royal-flush"
    SINGLE = "single"
    STRAIGHT = "straight"
    STRAIGHT_FLUSH = "straight-flush"
    THREE_OF_A_KIND = "three-of-a-kind"
    TWO_PAIRS = "two-pairs"

    def __str__(self) -> str:
        return str(self.value)
