from enum import StrEnum


class HaggisViewRemovedSuitType3Type1(StrEnum):
    B = "B"
    G = "G"
    O = "O"
    R = "R"
    Y = "Y"

    def __str__(self) -> str:
        return str(self.value)
