from enum import StrEnum


class HaggisCombinationPlayedKind(StrEnum):
    BOMB = "bomb"
    SEQUENCE = "sequence"
    SET = "set"

    def __str__(self) -> str:
        return str(self.value)
