from enum import StrEnum


class HaggisRoundDealtRemovedSuitType1(StrEnum):
    B = "B"
    G = "G"
    O = "O"
    R = "R"
    Y = "Y"

    def __str__(self) -> str:
        return str(self.value)
